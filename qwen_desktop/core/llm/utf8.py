"""Make a stream of text pieces safe to show as it arrives.

Byte-level tokenizers split one Chinese character or emoji over two or three tokens. A piece
shown before its character is complete renders as U+FFFD ("�"), and a character rendered as two
halves never heals in a rich-text view. `StreamTextGuard` takes raw bytes or already-decoded
text, holds back anything incomplete and releases only whole characters.
"""

from __future__ import annotations

import codecs

REPLACEMENT = "\ufffd"
_ZWJ = "\u200d"
_VARIATION_SELECTORS = ("\ufe0e", "\ufe0f")


def _is_regional_indicator(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"


def _unfinished_cluster_start(text: str) -> int:
    """Index where a visibly unfinished emoji sequence at the end of `text` begins, or len(text).

    A flag is two regional indicators and a family emoji is joined by U+200D; showing the first
    half briefly draws the wrong glyph, so the tail waits for its partner.
    """
    end = len(text)
    if text.endswith(_ZWJ):
        return end - 1
    trailing_ri = 0
    while trailing_ri < end and _is_regional_indicator(text[end - 1 - trailing_ri]):
        trailing_ri += 1
    if trailing_ri % 2 == 1:
        return end - 1
    return end


class StreamTextGuard:
    """Turns pieces (bytes or str) into deltas that never contain U+FFFD or half a character."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="ignore")
        self._held = ""

    def feed(self, piece: bytes | str) -> str:
        """Take the next piece; return what can be shown now (possibly "")."""
        text = self._decoder.decode(bytes(piece)) if isinstance(piece, bytes | bytearray) else piece
        text = self._held + text.replace(REPLACEMENT, "")
        cut = _unfinished_cluster_start(text)
        self._held = text[cut:]
        return text[:cut]

    def finish(self) -> str:
        """End of stream: release what was held; bytes of a never-finished character are dropped."""
        tail = self._held + self._decoder.decode(b"", final=True).replace(REPLACEMENT, "")
        self._held = ""
        return tail
