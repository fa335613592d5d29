"""Where a Markdown text can be cut into independently renderable pieces.

Re-rendering a whole streamed reply every frame costs time proportional to its length; cutting it
at block boundaries lets the view render finished pieces once and re-render only the last piece.
A cut is safe at a blank line outside a fenced code block: Markdown blocks never span those
(except loose lists, which then render as two lists: harmless). Rendering itself stays Qt's.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def safe_cuts(text: str, start: int = 0, min_chars: int = 600) -> list[int]:
    """Offsets (after a blank line, outside code fences) that split text[start:] into pieces of
    at least `min_chars`. `start` must itself be a safe cut (or 0). The unfinished last piece is
    never cut off: a cut needs a blank line *and* a following line to have begun."""
    cuts: list[int] = []
    fence: str | None = None
    last = start
    position = start
    previous_blank = False
    for line in text[start:].splitlines(keepends=True):
        if not line.endswith("\n"):
            break  # the line is still being written
        stripped = line.strip()
        match = _FENCE.match(line)
        if fence is None:
            if previous_blank and stripped and position - last >= min_chars:
                cuts.append(position)
                last = position
            if match:
                fence = match.group(1)
        elif (
            match
            and match.group(1)[0] == fence[0]
            and len(match.group(1)) >= len(fence)
            and not line[match.end() :].strip()
        ):
            fence = None
        previous_blank = fence is None and not stripped
        position += len(line)
    return cuts
