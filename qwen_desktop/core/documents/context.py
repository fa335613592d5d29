"""What an attached document adds to a message: the whole text when it fits the budget, else the
passages the question needs (BM25), each marked with its file and page.

The text is built once, when the message is sent, and stays with that message: later requests
send every earlier message exactly as it was, so the conversation's cached KV prefix stays valid
and a follow-up question evaluates only its own passages.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from qwen_desktop.core.documents.index import PassageIndex

DEFAULT_BUDGET_TOKENS = 1200  # ~12 s of reading at ~100 tokens/s on a 2-core laptop
_HEADER = re.compile(r"\[(.+)\]")
_CJK = re.compile(r"[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]")


def estimate_tokens(text: str) -> int:
    """Without the model's tokenizer (it belongs to the engine thread): a CJK character is about
    one token, other text about four characters a token. Errs on the generous side."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk) // 4 + 1


@dataclass(frozen=True)
class AttachedFile:
    id: int  # in the passage index
    name: str
    size: int
    pages: int | None
    text: str  # the whole text (kept to give it whole when it fits)

    @property
    def tokens(self) -> int:
        return estimate_tokens(self.text)


@dataclass(frozen=True)
class Context:
    text: str  # goes in front of the question, in the same (newest) user message
    sources: tuple[str, ...]  # "file.pdf p.3" for each passage used
    files: tuple[str, ...] = ()  # the files it draws on, shown in the sent message


def _label(name: str, page: int | None) -> str:
    return f"{name} p.{page}" if page is not None else name


def build_context(question: str, files: Sequence[AttachedFile], db: sqlite3.Connection,
                  budget: int = DEFAULT_BUDGET_TOKENS) -> Context:  # fmt: skip
    if not files:
        return Context("", ())
    names = tuple(f.name for f in files)
    if sum(f.tokens for f in files) <= budget:
        parts = [f"[{f.name}]\n{f.text}" for f in files]
        return Context(_wrap(parts), names, names)
    index = PassageIndex(db)
    hits = index.search([f.id for f in files], question, limit=24)
    chosen = PassageIndex.within_budget(hits, estimate_tokens, budget)
    if not chosen:  # nothing matched: the beginning of each file, as much as fits
        share = max(200, budget // len(files)) * 3
        parts = [f"[{f.name}]\n{f.text[:share]}" for f in files]
        return Context(_wrap(parts), names, names)
    parts = [f"[{_label(h.attachment, h.page)}]\n{h.text}" for h in chosen]
    return Context(
        _wrap(parts),
        tuple(dict.fromkeys(_label(h.attachment, h.page) for h in chosen)),
        tuple(dict.fromkeys(h.attachment for h in chosen)),
    )


def _wrap(parts: list[str]) -> str:
    return ("Attached documents (answer from them, and say which file and page you used):\n\n"
            + "\n\n".join(parts))  # fmt: skip


def passages_for(context: str, source: str, files: Sequence[str]) -> list[str]:
    """The text a message was given under one source label ("file.pdf p.3"), read back out of
    the context it was sent with: what the reply's footer shows when a source is clicked.
    `files` are the files the message carried: only their labels open a block (a document's
    own line in brackets does not)."""
    names = set(files) | {source.rsplit(" p.", 1)[0]}

    def is_label(text: str) -> bool:
        name, _, page = text.rpartition(" p.")
        return text in names or (name in names and page.isdigit())

    found: list[str] = []
    current: str | None = None
    lines: list[str] = []
    for line in context.split("\n"):
        header = _HEADER.fullmatch(line)
        if header and is_label(header.group(1)):
            if current == source:
                found.append("\n".join(lines).strip())
            current, lines = header.group(1), []
        elif current is not None:
            lines.append(line)
    if current == source:
        found.append("\n".join(lines).strip())
    return [f for f in found if f]
