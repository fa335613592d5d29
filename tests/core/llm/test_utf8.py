from __future__ import annotations

import pytest

from qwen_desktop.core.llm.utf8 import REPLACEMENT, StreamTextGuard

SAMPLES = [
    "你好，世界！",
    "混合 text 和 emoji 😀👍🏽",
    "国旗 🇨🇳🇬🇧 end",
    "家庭 👨‍👩‍👧 ok",
    "日本語と한국어",
]


def _chunks(data: bytes, size: int) -> list[bytes]:
    return [data[i : i + size] for i in range(0, len(data), size)]


@pytest.mark.parametrize("text", SAMPLES)
@pytest.mark.parametrize("size", [1, 2, 3, 5])
def test_scripted_byte_stream_releases_whole_characters_only(text: str, size: int) -> None:
    guard = StreamTextGuard()
    deltas = [guard.feed(piece) for piece in _chunks(text.encode("utf-8"), size)]
    deltas.append(guard.finish())
    assert "".join(deltas) == text
    for delta in deltas:
        assert REPLACEMENT not in delta
        delta.encode("utf-8")  # no lone surrogates


def test_a_flag_is_never_shown_as_half() -> None:
    guard = StreamTextGuard()
    first = "\U0001f1e8".encode()  # regional indicator C
    assert guard.feed(first) == ""
    assert guard.feed("\U0001f1f3".encode()) == "🇨🇳"


def test_a_joined_emoji_waits_for_its_partner() -> None:
    guard = StreamTextGuard()
    assert guard.feed("家👨\u200d") == "家👨"
    assert guard.feed("👩") == "\u200d👩"


def test_invalid_bytes_are_dropped_not_replaced() -> None:
    guard = StreamTextGuard()
    out = guard.feed(b"ok \xff\xfe ") + guard.feed("中".encode()[:2]) + guard.finish()
    assert out == "ok  "


def test_replacement_characters_in_decoded_text_are_removed() -> None:
    guard = StreamTextGuard()
    assert guard.feed("a\ufffdb") + guard.finish() == "ab"


def test_a_character_cut_off_at_the_end_is_dropped() -> None:
    guard = StreamTextGuard()
    assert guard.feed("好".encode() + "世".encode()[:1]) == "好"
    assert guard.finish() == ""
