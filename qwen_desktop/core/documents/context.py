"""What an attached document adds to a message: the whole text when it fits the budget, else the
passages the question needs (BM25), each marked with its file and page; when none matches, the
start of each file, and the reply says so instead of claiming sources.

The text is built once, when the message is sent, and stays with that message: later requests
send every earlier message exactly as it was, so the conversation's cached KV prefix stays valid
and a follow-up question evaluates only its own passages.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, zip_longest

from qwen_desktop.core.documents.index import Hit, PassageIndex
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

DEFAULT_BUDGET_TOKENS = 1200  # ~12 s of reading at ~100 tokens/s on a 2-core laptop
SEARCH_LIMIT = 24  # best passages considered; ~6 of 200 tokens fit the default budget
NO_MATCH = ""  # leads a reply's sources when no passage matched: the files' starts were given
_HEADER = re.compile(r"\[(.+)\]")
_MATCHED = "Attached documents (answer from them, and say which file and page you used):"
_UNMATCHED = ("No passage of the attached documents matched the question; here is the start of"
              " each (answer from it only if it helps, and say so if it does not):")  # fmt: skip


@dataclass(frozen=True)
class AttachedFile:
    id: int  # in the passage index
    name: str
    size: int
    pages: int | None
    text: str  # the whole text (kept to give it whole when it fits)
    tokens: int  # of the whole text, counted when it was indexed


@dataclass(frozen=True)
class Context:
    text: str  # goes in front of the question, in the same (newest) user message
    sources: tuple[str, ...]  # "file.pdf p.3" for each passage used (NO_MATCH first: see there)
    files: tuple[str, ...] = ()  # the files it draws on, shown in the sent message
    whole: bool = False  # the files were given whole (follow-ups need not repeat them)

    @property
    def matched(self) -> bool:
        return not self.sources or self.sources[0] != NO_MATCH


def split_sources(sources: Sequence[str]) -> tuple[bool, tuple[str, ...]]:
    """(whether passages matched the question, the labels of what was given)."""
    if sources and sources[0] == NO_MATCH:
        return False, tuple(sources[1:])
    return True, tuple(sources)


def _label(name: str, page: int | None) -> str:
    return f"{name} p.{page}" if page is not None else name


def build_context(question: str, files: Sequence[AttachedFile], db: sqlite3.Connection,
                  budget: int = DEFAULT_BUDGET_TOKENS,
                  count: TokenCounter = estimate_tokens) -> Context:  # fmt: skip
    """The text an attachment adds to a question, never over `budget` tokens by `count` (the
    answering model's tokenizer where there is one): the files whole when they fit, else the
    passages that match the question, else (nothing matched) the start of each file, said so."""
    if not files:
        return Context("", ())
    names = tuple(f.name for f in files)
    if sum(f.tokens for f in files) <= budget:
        whole = _wrap(_MATCHED, [f"[{f.name}]\n{f.text}" for f in files])
        if count(whole) <= budget:
            return Context(whole, names, names, whole=True)
    index = PassageIndex(db)
    hits = index.search([f.id for f in files], question, SEARCH_LIMIT)
    # Room left after the matches: the passages around the best ones, in their order, so an
    # answer that follows (or precedes) the words a question shares with it comes along.
    around = [n for h in hits for n in index.neighbours(h)]
    chosen = _fit(_unique([*hits, *around]), _MATCHED, count, budget)
    matched = bool(hits) and bool(chosen)
    if not matched:  # the start of every file, taking turns so each gets its beginning in
        starts = [index.first_passages(f.id, SEARCH_LIMIT) for f in files]
        ordered = [h for h in chain(*zip_longest(*starts)) if h is not None]
        chosen = _fit(ordered, _UNMATCHED, count, budget)
    labels = tuple(dict.fromkeys(_label(h.attachment, h.page) for h in chosen))
    return Context(
        _wrap(_MATCHED if matched else _UNMATCHED, _parts(chosen)),
        labels if matched else (NO_MATCH, *labels),
        tuple(dict.fromkeys(h.attachment for h in chosen)),
    )


def _fit(ranked: Sequence[Hit], intro: str, count: TokenCounter, budget: int) -> list[Hit]:
    """As many passages as fit, best first, then in document order. Each costs its stored count
    plus its label line; the whole is then counted once exactly and trimmed from the least
    relevant end (tokens can merge differently across the joins)."""
    chosen: list[Hit] = []
    used = count(intro + "\n\n")
    for hit in ranked:
        cost = hit.tokens + count(f"[{_label(hit.attachment, hit.page)}]\n\n\n")
        if used + cost <= budget:
            chosen.append(hit)
            used += cost
    while chosen and count(_wrap(intro, _parts(_in_order(chosen)))) > budget:
        chosen.pop()
    return _in_order(chosen)


def _unique(hits: Sequence[Hit]) -> list[Hit]:
    first: dict[int, Hit] = {}
    for hit in hits:
        first.setdefault(hit.passage_id, hit)
    return list(first.values())


def _in_order(hits: Sequence[Hit]) -> list[Hit]:
    return sorted(hits, key=lambda h: (h.attachment, h.position))


def _parts(hits: Sequence[Hit]) -> list[str]:
    return [f"[{_label(h.attachment, h.page)}]\n{h.text}" for h in hits]


def _wrap(intro: str, parts: list[str]) -> str:
    return intro + "\n\n" + "\n\n".join(parts)


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
