"""Cutting a document into passages small enough to hand to a small model a few at a time.

Passages end at paragraph or sentence boundaries where possible (Chinese full stops included),
overlap a little so an answer split across a cut is still found whole, and remember their page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from qwen_desktop.core.documents.reader import Document

PASSAGE_CHARS = 800
OVERLAP_CHARS = 100
_BREAKS = re.compile(r"\n\s*\n|(?<=[。！？.!?])\s*")


@dataclass(frozen=True)
class Passage:
    document: str  # file name
    page: int | None
    index: int  # order in the document
    text: str


def split_passages(document: Document, size: int = PASSAGE_CHARS,
                   overlap: int = OVERLAP_CHARS) -> list[Passage]:  # fmt: skip
    passages: list[Passage] = []
    for page in document.pages:
        text = page.text.strip()
        start = 0
        while start < len(text):
            end = min(len(text), start + size)
            if end < len(text):
                cut = _last_break(text, start + size // 2, end)
                end = cut if cut > start else end
            piece = text[start:end].strip()
            if piece:
                passages.append(Passage(document.name, page.number, len(passages), piece))
            if end >= len(text):
                break
            start = max(end - overlap, start + 1)
    return passages


def _last_break(text: str, low: int, high: int) -> int:
    best = -1
    for match in _BREAKS.finditer(text, low, high):
        best = match.end()
    return best
