"""Passages of attached documents, indexed in the chat database, and the ones a question needs.

SQLite FTS5 with the trigram tokenizer finds Chinese (which has no spaces) as well as English; a
question becomes an OR of its trigrams (and of its shorter words), and BM25 ranks the passages.
The index lives beside the conversations (its tables are the chat schema's), so an attachment
survives a restart.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qwen_desktop.core.documents.passages import Passage
from qwen_desktop.core.storage.database import transaction

_WORDS = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class Hit:
    passage_id: int
    attachment: str
    page: int | None
    position: int
    text: str
    score: float


def match_query(question: str) -> str:
    """An FTS5 query matching any trigram of the question's words (quoted, so no syntax)."""
    grams: list[str] = []
    for word in _WORDS.findall(question.lower()):
        if len(word) < 3:
            continue
        grams += [word[i : i + 3] for i in range(len(word) - 2)]
    unique = list(dict.fromkeys(grams))
    return " OR ".join('"' + g.replace('"', '""') + '"' for g in unique)


class PassageIndex:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db  # a connection to a database with the chat schema (chats/schema.py)

    def add(self, conversation_id: int | None, name: str, size: int, pages: int | None,
            passages: Sequence[Passage], text: str = "") -> int:  # fmt: skip
        """One attachment and all its passages, in one transaction."""
        with transaction(self.db):
            cursor = self.db.execute(
                "INSERT INTO attachments (conversation_id, name, size, pages, text, created)"
                " VALUES (?,?,?,?,?,?)",
                (conversation_id, name, size, pages, text, time.time()),
            )
            attachment_id = int(cursor.lastrowid or 0)
            self.db.executemany(
                "INSERT INTO passages (attachment_id, position, page, text) VALUES (?,?,?,?)",
                [(attachment_id, p.index, p.page, p.text) for p in passages],
            )
        return attachment_id

    def claim(self, attachment_ids: Sequence[int], conversation_id: int) -> None:
        """Files attached before the conversation existed now belong to it."""
        with transaction(self.db):
            self.db.executemany("UPDATE attachments SET conversation_id=? WHERE id=?",
                                [(conversation_id, i) for i in attachment_ids])  # fmt: skip

    def of_conversation(self, conversation_id: int) -> list[tuple[int, str, int, int | None, str]]:
        return [tuple(r) for r in self.db.execute(
            "SELECT id, name, size, pages, text FROM attachments WHERE conversation_id=?"
            " ORDER BY id", (conversation_id,))]  # fmt: skip

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
            "SELECT p.id, a.name, p.page, p.position, p.text, bm25(passages_fts) AS score"
            " FROM passages_fts JOIN passages p ON p.id = passages_fts.rowid"
            " JOIN attachments a ON a.id = p.attachment_id"
            f" WHERE passages_fts MATCH ? AND p.attachment_id IN ({marks})"
            " ORDER BY score LIMIT ?",
            (query, *attachment_ids, limit),
        ).fetchall()
        return [Hit(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows]

    @staticmethod
    def within_budget(
        hits: Sequence[Hit], count_tokens: Callable[[str], int], budget: int
    ) -> list[Hit]:
        """As many of the best hits as fit `budget` tokens, then back in document order."""
        chosen, used = [], 0
        for hit in hits:
            cost = count_tokens(hit.text)
            if used + cost > budget:
                continue
            chosen.append(hit)
            used += cost
        return sorted(chosen, key=lambda h: (h.attachment, h.position))
