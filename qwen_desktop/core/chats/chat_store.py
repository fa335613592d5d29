"""Conversations on SQLite: nothing the user wrote or read is ever lost.

WAL mode, one short transaction per change: a message is committed the moment it completes, and a
reply that is still streaming is saved at least once a second, so a crash or `kill -9` loses at
most the last second of a reply. The schema version lives in `PRAGMA user_version` and each
migration (chats/schema.py) runs in its own transaction. A database that SQLite cannot read is
moved aside (never deleted) and a fresh one started; the caller is told where the old one went.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from qwen_desktop.core.chats.exchange import Message
from qwen_desktop.core.chats.schema import migrate
from qwen_desktop.core.llm.stats import ReplyStats, StopReason
from qwen_desktop.core.storage import database

SAVE_INTERVAL_S = 1.0
TITLE_CHARS = 48


@dataclass(frozen=True)
class StoredConversation:
    id: int
    title: str
    system_prompt: str
    created: float
    updated: float
    pinned: bool
    last_model: str = ""  # who wrote the latest reply: "model" or "model · server"
    current_leaf: int | None = None  # the last message of the branch last on screen
    assistant: str = ""  # the assistant it was started from (core/assistants), or ""


@dataclass(frozen=True)
class StoredMessage:
    id: int
    conversation_id: int
    position: int
    role: str
    text: str
    complete: bool
    stats: ReplyStats | None
    model: str = ""
    server: str = ""
    context: str = ""
    parent_id: int | None = None
    files: tuple[str, ...] = ()  # a user message: the attached files whose text it carried
    sources: tuple[str, ...] = ()  # a reply: the files and pages its question was given


@dataclass(frozen=True)
class SearchHit:
    conversation_id: int
    message_id: int
    title: str
    snippet: str


def _stats_json(stats: ReplyStats | None) -> str | None:
    return None if stats is None else json.dumps(asdict(stats))


def _stats_from(text: str | None) -> ReplyStats | None:
    if not text:
        return None
    try:
        data = json.loads(text)
        data["stop_reason"] = StopReason(data["stop_reason"])
        return ReplyStats(**data)
    except (ValueError, TypeError, KeyError):
        return None


def _names(text: str | None) -> tuple[str, ...]:
    try:
        data = json.loads(text or "[]")
    except ValueError:
        return ()
    return tuple(str(x) for x in data) if isinstance(data, list) else ()


def title_from(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1].rstrip() + "…"


class ChatStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.recovered_from: Path | None = None  # where an unreadable database was moved
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:
            self.recovered_from = self._move_aside()
            self.db = self._open()
        self._last_partial_save: dict[int, float] = {}

    # -- opening -------------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        db = database.connect(self.path)
        try:
            db.row_factory = sqlite3.Row
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            migrate(db)
            # Messages deleted with undo in an earlier run: the undo went with that run.
            db.execute("DELETE FROM messages WHERE deleted IS NOT NULL")
        except sqlite3.DatabaseError:
            database.close(db)
            raise
        return db

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        self.path.replace(target)
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                side.replace(target.with_name(target.name + suffix))
        return target

    def close(self) -> None:
        """Idempotent; the last connection to close checkpoints the WAL and removes it."""
        database.close(self.db)

    def _transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        return database.transaction(self.db)

    # -- conversations -------------------------------------------------------------------------

    def create_conversation(self, title: str = "", system_prompt: str = "",
                            assistant: str = "") -> int:  # fmt: skip
        now = time.time()
        cursor = self.db.execute(
            "INSERT INTO conversations (title, system_prompt, created, updated, assistant)"
            " VALUES (?,?,?,?,?)",
            (title, system_prompt, now, now, assistant),
        )
        return int(cursor.lastrowid or 0)

    def conversations(self) -> list[StoredConversation]:
        """Pinned first, then newest first; deleted ones (awaiting undo) are left out."""
        rows = self.db.execute(
            "SELECT c.*, (SELECT m.model || CASE WHEN m.server != '' THEN ' · ' || m.server"
            " ELSE '' END FROM messages m WHERE m.conversation_id = c.id AND m.role = 'assistant'"
            " AND m.deleted IS NULL"
            " ORDER BY m.position DESC LIMIT 1) AS last_model FROM conversations c"
            " WHERE c.deleted IS NULL ORDER BY c.pinned DESC, c.updated DESC"
        ).fetchall()
        return [self._conversation(r) for r in rows]

    def conversation(self, conversation_id: int) -> StoredConversation:
        row = self.db.execute(
            "SELECT * FROM conversations WHERE id=?", (conversation_id,)
        ).fetchone()
        if row is None:
            raise KeyError(conversation_id)
        return self._conversation(row)

    @staticmethod
    def _conversation(row: sqlite3.Row) -> StoredConversation:
        last = row["last_model"] if "last_model" in row.keys() else ""  # noqa: SIM118
        return StoredConversation(row["id"], row["title"], row["system_prompt"], row["created"],
                                  row["updated"], bool(row["pinned"]), last or "",
                                  row["current_leaf"], row["assistant"])  # fmt: skip

    def set_current_leaf(self, conversation_id: int, message_id: int | None) -> None:
        """The branch on screen, restored when the conversation is opened again."""
        self.db.execute("UPDATE conversations SET current_leaf=? WHERE id=?",
                        (message_id, conversation_id))  # fmt: skip

    def rename(self, conversation_id: int, title: str) -> None:
        self.db.execute("UPDATE conversations SET title=? WHERE id=?", (title, conversation_id))

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self.db.execute(
            "UPDATE conversations SET pinned=? WHERE id=?", (int(pinned), conversation_id)
        )

    def delete(self, conversation_id: int) -> None:
        """Hide now, keep until `purge_deleted` so the user can undo."""
        self.db.execute(
            "UPDATE conversations SET deleted=? WHERE id=?", (time.time(), conversation_id)
        )

    def undo_delete(self, conversation_id: int) -> None:
        self.db.execute("UPDATE conversations SET deleted=NULL WHERE id=?", (conversation_id,))

    def purge_deleted(self) -> int:
        return self.db.execute("DELETE FROM conversations WHERE deleted IS NOT NULL").rowcount

    # -- messages ------------------------------------------------------------------------------

    def add_message(
        self,
        conversation_id: int,
        role: str,
        text: str,
        *,
        complete: bool = True,
        stats: ReplyStats | None = None,
        model: str = "",
        sampling: dict[str, Any] | None = None,
        server: str = "",
        context: str = "",
        parent_id: int | None = None,
        files: Sequence[str] = (),
        sources: Sequence[str] = (),
    ) -> int:
        """A message under `parent_id` (None: a first message); it becomes the branch shown."""
        with self._transaction() as db:
            now = time.time()
            position = db.execute(
                "SELECT COALESCE(MAX(position), -1) + 1 FROM messages WHERE conversation_id=?",
                (conversation_id,),
            ).fetchone()[0]
            cursor = db.execute(
                "INSERT INTO messages (conversation_id, position, role, text, created, updated,"
                " complete, model, sampling, stats, server, context, parent_id, files, sources)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (conversation_id, position, role, text, now, now, int(complete), model,
                 json.dumps(sampling or {}), _stats_json(stats), server, context, parent_id,
                 json.dumps(list(files), ensure_ascii=False),
                 json.dumps(list(sources), ensure_ascii=False)),
            )  # fmt: skip
            message_id = int(cursor.lastrowid or 0)
            db.execute("UPDATE conversations SET updated=?, current_leaf=? WHERE id=?",
                       (now, message_id, conversation_id))  # fmt: skip
            if role == "user" and position == 0:
                db.execute(
                    "UPDATE conversations SET title=? WHERE id=? AND title=''",
                    (title_from(text), conversation_id),
                )
            return message_id

    def import_conversation(
        self, title: str, system_prompt: str, messages: Sequence[tuple[str, str]]
    ) -> int:
        """A single-branch conversation in one transaction (see import_tree)."""
        tree = [Message(i, i - 1 if i else None, role, text)
                for i, (role, text) in enumerate(messages)]  # fmt: skip
        return self.import_tree(title, system_prompt, tree)

    def import_tree(self, title: str, system_prompt: str, messages: Sequence[Message],
                    current: int | None = None, assistant: str = "") -> int:  # fmt: skip
        """A whole conversation tree in one transaction: a failure half-way leaves nothing behind.
        Parents come before their children; `current` names the message whose branch is shown
        (default: the last one)."""
        now = time.time()
        with self._transaction() as db:
            cursor = db.execute(
                "INSERT INTO conversations (title, system_prompt, created, updated, assistant)"
                " VALUES (?,?,?,?,?)",
                (title, system_prompt, now, now, assistant),
            )
            conversation_id = int(cursor.lastrowid or 0)
            ids: dict[int, int] = {}
            for message in messages:
                parent = ids.get(message.parent) if message.parent is not None else None
                ids[message.key] = self.add_message(
                    conversation_id, message.role, message.content, context=message.context,
                    parent_id=parent, files=message.files, model=message.model,
                    server=message.server, sources=message.sources,
                )  # fmt: skip
            leaf = ids.get(current) if current is not None else None
            if leaf is not None:
                db.execute("UPDATE conversations SET current_leaf=? WHERE id=?",
                           (leaf, conversation_id))  # fmt: skip
        return conversation_id

    def save_partial(self, message_id: int, text: str, *, force: bool = False) -> bool:
        """Save a reply that is still streaming, at most once per SAVE_INTERVAL_S."""
        now = time.monotonic()
        if not force and now - self._last_partial_save.get(message_id, 0.0) < SAVE_INTERVAL_S:
            return False
        self._last_partial_save[message_id] = now
        self.db.execute("UPDATE messages SET text=?, updated=? WHERE id=?",
                        (text, time.time(), message_id))  # fmt: skip
        return True

    def complete_message(self, message_id: int, text: str, stats: ReplyStats | None) -> None:
        self._last_partial_save.pop(message_id, None)
        self.db.execute(
            "UPDATE messages SET text=?, complete=1, stats=?, updated=? WHERE id=?",
            (text, _stats_json(stats), time.time(), message_id),
        )

    def messages(self, conversation_id: int) -> list[StoredMessage]:
        """Every message of every branch (deleted ones left out), parents before children."""
        rows = self.db.execute(
            "SELECT * FROM messages WHERE conversation_id=? AND deleted IS NULL ORDER BY position",
            (conversation_id,),
        ).fetchall()
        return [StoredMessage(r["id"], r["conversation_id"], r["position"], r["role"], r["text"],
                              bool(r["complete"]), _stats_from(r["stats"]), r["model"],
                              r["server"], r["context"], r["parent_id"], _names(r["files"]),
                              _names(r["sources"]))
                for r in rows]  # fmt: skip

    def delete_message(self, message_id: int) -> None:
        """Gone for good, with its replies (a reply that failed, a message never answered)."""
        self.db.execute("DELETE FROM messages WHERE id=?", (message_id,))

    def hide_messages(self, message_ids: Sequence[int], deleted: bool = True,
                      leaf: tuple[int, int | None] | None = None) -> None:  # fmt: skip
        """Deleted with undo: hidden now (and from search), purged with the deleted
        conversations; `deleted=False` is the undo. `leaf` (conversation id, message id): the
        branch on screen afterwards, set in the same transaction, so a crash half-way leaves
        the database as it was."""
        stamp = time.time() if deleted else None
        with self._transaction() as db:
            db.executemany("UPDATE messages SET deleted=? WHERE id=?",
                           [(stamp, i) for i in message_ids])  # fmt: skip
            if leaf is not None:
                self.set_current_leaf(*leaf)

    # -- search --------------------------------------------------------------------------------

    def search(self, query: str, limit: int = 50) -> list[SearchHit]:
        """Substring search over every message; Chinese works (trigrams, or LIKE under 3 chars)."""
        query = query.strip()
        if not query:
            return []
        if len(query) >= 3:
            phrase = '"' + query.replace('"', '""') + '"'
            rows = self.db.execute(
                "SELECT m.id, m.conversation_id, c.title, m.text FROM messages_fts f"
                " JOIN messages m ON m.id = f.rowid"
                " JOIN conversations c ON c.id = m.conversation_id"
                " WHERE messages_fts MATCH ? AND c.deleted IS NULL AND m.deleted IS NULL"
                " ORDER BY m.updated DESC LIMIT ?",
                (phrase, limit),
            ).fetchall()
        else:
            pattern = (
                "%" + query.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            )
            rows = self.db.execute(
                "SELECT m.id, m.conversation_id, c.title, m.text FROM messages m"
                " JOIN conversations c ON c.id = m.conversation_id"
                " WHERE m.text LIKE ? ESCAPE '\\' AND c.deleted IS NULL AND m.deleted IS NULL"
                " ORDER BY m.updated DESC LIMIT ?",
                (pattern, limit),
            ).fetchall()
        return [SearchHit(r["conversation_id"], r["id"], r["title"], _snippet(r["text"], query))
                for r in rows]  # fmt: skip


def _snippet(text: str, query: str, width: int = 60) -> str:
    at = text.lower().find(query.lower())
    start = max(0, at - width // 2)
    piece = " ".join(text[start : start + width].split())
    return ("…" if start else "") + piece + ("…" if start + width < len(text) else "")
