"""Passages of attached documents, indexed in the chat database, and the ones a question needs.

Ranking is SQLite FTS5's BM25 over pre-made search terms (CJK pairs plus words,
core/text/search_terms.py): FTS5 is already in every Python's sqlite3, ranks 10,000 passages in
a few milliseconds, and keeps the index on disk beside the conversations, so an attachment
survives a restart. A Python BM25 library would hold every index in memory and rebuild it at
start; FTS5's own trigram tokenizer (used before) cannot match two-character Chinese words, and
SQLite offers no CJK-aware tokenizer, so the terms are made here and FTS5's `unicode61` keeps each
one whole (`porter` stems the English ones).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qwen_desktop.core.documents.passages import Passage
from qwen_desktop.core.storage.database import transaction
from qwen_desktop.core.text.search_terms import document_terms, fts_query, question_terms
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

REINDEX_BATCH = 200  # passages a transaction when re-indexing (progress between batches)


@dataclass(frozen=True)
class Hit:
    passage_id: int
    attachment: str
    page: int | None
    position: int
    text: str
    score: float
    tokens: int


@dataclass(frozen=True)
class StoredFile:
    id: int
    name: str
    size: int
    pages: int | None
    text: str
    tokens: int | None  # None: indexed by a version that did not count tokens


def match_query(question: str) -> str:
    """The FTS5 query for a question: any of its search terms, quoted (never FTS syntax)."""
    return fts_query(question_terms(question))


class PassageIndex:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db  # a connection to a database with the chat schema (chats/schema.py)

    def add(self, conversation_id: int | None, name: str, size: int, pages: int | None,
            passages: Sequence[Passage], text: str = "",
            count: TokenCounter = estimate_tokens,
            text_tokens: int | None = None) -> int:  # fmt: skip
        """One attachment and all its passages, with their terms and token counts, in one
        transaction. Passages not yet counted are counted with `count`."""
        with transaction(self.db):
            cursor = self.db.execute(
                "INSERT INTO attachments (conversation_id, name, size, pages, text, created,"
                " tokens) VALUES (?,?,?,?,?,?,?)",
                (
                    conversation_id,
                    name,
                    size,
                    pages,
                    text,
                    time.time(),
                    count(text) if text_tokens is None else text_tokens,
                ),
            )
            attachment_id = int(cursor.lastrowid or 0)
            for p in passages:
                row = self.db.execute(
                    "INSERT INTO passages (attachment_id, position, page, text, tokens)"
                    " VALUES (?,?,?,?,?)",
                    (attachment_id, p.index, p.page, p.text, p.tokens or count(p.text)),
                )
                self.db.execute("INSERT INTO passage_terms (rowid, terms) VALUES (?,?)",
                                (row.lastrowid, document_terms(p.text)))  # fmt: skip
        return attachment_id

    def claim(self, attachment_ids: Sequence[int], conversation_id: int) -> None:
        """Files attached before the conversation existed now belong to it."""
        with transaction(self.db):
            self.db.executemany("UPDATE attachments SET conversation_id=? WHERE id=?",
                                [(conversation_id, i) for i in attachment_ids])  # fmt: skip

    def of_conversation(self, conversation_id: int) -> list[StoredFile]:
        return [StoredFile(*r) for r in self.db.execute(
            "SELECT id, name, size, pages, text, tokens FROM attachments"
            " WHERE conversation_id=? ORDER BY id", (conversation_id,))]  # fmt: skip

    def passages_of(self, attachment_id: int) -> list[tuple[int | None, str]]:
        """(page, text) of every passage, in document order (exported with the conversation)."""
        return [(r[0], r[1]) for r in self.db.execute(
            "SELECT page, text FROM passages WHERE attachment_id=? ORDER BY position",
            (attachment_id,))]  # fmt: skip

    def search(self, attachment_ids: Sequence[int], question: str, limit: int = 8) -> list[Hit]:
        """The passages of these attachments that best match the question, best first."""
        query = match_query(question)
        if not query or not attachment_ids:
            return []
        marks = ",".join("?" * len(attachment_ids))
        rows = self.db.execute(
            "SELECT p.id, a.name, p.page, p.position, p.text, bm25(passage_terms) AS score,"
            " p.tokens FROM passage_terms JOIN passages p ON p.id = passage_terms.rowid"
            " JOIN attachments a ON a.id = p.attachment_id"
            f" WHERE passage_terms MATCH ? AND p.attachment_id IN ({marks})"
            " ORDER BY score LIMIT ?",
            (query, *attachment_ids, limit),
        ).fetchall()
        return [Hit(r[0], r[1], r[2], r[3], r[4], r[5], r[6] or estimate_tokens(r[4]))
                for r in rows]  # fmt: skip

    def first_passages(self, attachment_id: int, limit: int) -> list[Hit]:
        """The start of a file, in order: what is given when no passage matches."""
        rows = self.db.execute(
            "SELECT p.id, a.name, p.page, p.position, p.text, 0.0, p.tokens FROM passages p"
            " JOIN attachments a ON a.id = p.attachment_id WHERE p.attachment_id=?"
            " ORDER BY p.position LIMIT ?", (attachment_id, limit)).fetchall()  # fmt: skip
        return [Hit(r[0], r[1], r[2], r[3], r[4], r[5], r[6] or estimate_tokens(r[4]))
                for r in rows]  # fmt: skip

    def neighbours(self, hit: Hit) -> list[Hit]:
        """The passages just after and before a hit in its file (after first: an answer tends to
        follow the words that name its subject)."""
        rows = self.db.execute(
            "SELECT p.id, a.name, p.page, p.position, p.text, 0.0, p.tokens FROM passages p"
            " JOIN attachments a ON a.id = p.attachment_id WHERE p.attachment_id ="
            " (SELECT attachment_id FROM passages WHERE id=?) AND p.position IN (?, ?)"
            " ORDER BY p.position DESC",
            (hit.passage_id, hit.position + 1, hit.position - 1)).fetchall()  # fmt: skip
        return [Hit(r[0], r[1], r[2], r[3], r[4], r[5], r[6] or estimate_tokens(r[4]))
                for r in rows]  # fmt: skip

    # -- upgrading an index made by an earlier version -----------------------------------------

    def unindexed(self) -> int:
        """Passages (and files) stored before terms and token counts existed."""
        row = self.db.execute(
            "SELECT (SELECT count(*) FROM passages WHERE tokens IS NULL)"
            " + (SELECT count(*) FROM attachments WHERE tokens IS NULL)").fetchone()  # fmt: skip
        return int(row[0])

    def reindex(self, count: TokenCounter = estimate_tokens,
                on_progress: Callable[[int, int], None] = lambda _d, _t: None,
                should_stop: Callable[[], bool] = lambda: False) -> int:  # fmt: skip
        """Give every passage stored by an earlier version its terms and token count, a batch
        per transaction (an interrupted run goes on where it stopped); `on_progress` hears of
        each batch. How many were done."""
        total, done = self.unindexed(), 0
        while total and not should_stop():
            rows = self.db.execute("SELECT id, text FROM passages WHERE tokens IS NULL LIMIT ?",
                                   (REINDEX_BATCH,)).fetchall()  # fmt: skip
            files = self.db.execute("SELECT id, text FROM attachments WHERE tokens IS NULL"
                                    " LIMIT ?", (REINDEX_BATCH,)).fetchall()  # fmt: skip
            if not rows and not files:
                break
            with transaction(self.db):
                for passage_id, text in rows:
                    self.db.execute(
                        "INSERT OR REPLACE INTO passage_terms (rowid, terms) VALUES (?,?)",
                        (passage_id, document_terms(text)),
                    )
                    self.db.execute(
                        "UPDATE passages SET tokens=? WHERE id=?", (count(text), passage_id)
                    )
                for attachment_id, text in files:
                    self.db.execute(
                        "UPDATE attachments SET tokens=? WHERE id=?", (count(text), attachment_id)
                    )
            done += len(rows) + len(files)
            on_progress(done, total)
        return done
