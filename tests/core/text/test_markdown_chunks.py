from __future__ import annotations

from qwen_desktop.core.text.markdown_chunks import safe_cuts

PARA = "A paragraph of text that is long enough to matter. " * 3 + "\n\n"
CODE = "```python\n" + "x = 1\n\n" * 30 + "```\n\n"


def test_cuts_land_after_blank_lines_and_make_big_enough_pieces() -> None:
    text = PARA * 20 + "tail still being written"
    cuts = safe_cuts(text, min_chars=600)
    assert cuts
    for cut in cuts:
        assert text[:cut].endswith("\n\n")
    pieces = [b - a for a, b in zip([0, *cuts], cuts, strict=False)]
    assert all(p >= 600 for p in pieces)


def test_never_cuts_inside_a_code_fence() -> None:
    text = PARA * 2 + CODE + PARA * 10
    inside = (text.index("```python"), text.index("```\n\n", text.index("```python") + 3))
    for cut in safe_cuts(text, min_chars=50):
        assert not inside[0] < cut <= inside[1]


def test_an_unclosed_fence_keeps_everything_after_it_together() -> None:
    text = PARA * 2 + "```\n" + "code\n\n" * 100
    cuts = safe_cuts(text, min_chars=50)
    assert all(cut <= text.index("```") for cut in cuts)


def test_cutting_from_a_previous_cut_gives_the_same_cuts() -> None:
    text = PARA * 40
    all_cuts = safe_cuts(text, min_chars=300)
    assert safe_cuts(text, start=all_cuts[0], min_chars=300) == all_cuts[1:]


def test_the_line_being_written_is_never_cut_off() -> None:
    assert safe_cuts(PARA * 30 + "unfinished", min_chars=10)[-1] < len(PARA * 30)
