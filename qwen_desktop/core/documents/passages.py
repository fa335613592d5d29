"""Cutting a document into passages small enough to hand to a small model a few at a time.

Passages are sized in *tokens*, not characters: 800 characters are ~200 tokens of English but
~550 of Chinese, so a character size gave a Chinese question two passages where an English one got
five. Passages end at paragraph or sentence boundaries where possible (Chinese full stops
included), overlap by a sentence or so, so an answer split across a cut is still found whole, and
remember their page and their exact token count (the budget adds those up).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from qwen_desktop.core.documents.reader import Document
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

PASSAGE_TOKENS = 100
OVERLAP_TOKENS = 16
_BREAKS = re.compile(r"\n\s*\n|\n|(?<=[。！？；.!?;])\s*")


@dataclass(frozen=True)
class Passage:
    document: str  # file name
    page: int | None
    index: int  # order in the document
    text: str
    tokens: int = 0  # 0: not counted (the index counts it)


def split_passages(document: Document, count: TokenCounter = estimate_tokens,
                   size: int = PASSAGE_TOKENS,
                   overlap: int = OVERLAP_TOKENS) -> list[Passage]:  # fmt: skip
    passages: list[Passage] = []
    for page in document.pages:
        for text in _pack(_pieces(page.text.strip(), count, size), size, overlap):
            passages.append(Passage(document.name, page.number, len(passages), text, count(text)))
    return passages


def _pieces(text: str, count: TokenCounter, size: int) -> list[tuple[str, int]]:
    """The text as sentences with their token counts; a sentence longer than a passage is cut
    into parts of about `size` tokens (by its own characters-per-token)."""
    pieces: list[tuple[str, int]] = []
    start = 0
    for match in _BREAKS.finditer(text):
        if match.end() > start:
            pieces += _sentence(text[start : match.end()], count, size)
            start = match.end()
    if start < len(text):
        pieces += _sentence(text[start:], count, size)
    return pieces


def _sentence(sentence: str, count: TokenCounter, size: int) -> list[tuple[str, int]]:
    tokens = count(sentence)
    if tokens <= size:
        return [(sentence, tokens)]
    step = max(1, len(sentence) * size // tokens)
    parts = [sentence[i : i + step] for i in range(0, len(sentence), step)]
    return [(part, count(part)) for part in parts]


def _pack(pieces: list[tuple[str, int]], size: int, overlap: int) -> list[str]:
    """Consecutive pieces up to `size` tokens a passage; the next starts with the last pieces of
    the one before, up to `overlap` tokens."""
    passages: list[str] = []
    current: list[tuple[str, int]] = []
    used = 0
    for piece in pieces:
        if current and used + piece[1] > size:
            passages.append("".join(p for p, _ in current).strip())
            kept: list[tuple[str, int]] = []
            for earlier in reversed(current[1:]):  # never all of it: no passage repeats
                if sum(t for _, t in kept) + earlier[1] > overlap:
                    break
                kept.insert(0, earlier)
            current, used = kept, sum(t for _, t in kept)
        current.append(piece)
        used += piece[1]
    if current:
        passages.append("".join(p for p, _ in current).strip())
    return [p for p in passages if p]
