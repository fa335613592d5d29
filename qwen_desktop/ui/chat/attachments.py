"""A conversation's attached files: which are being read, which are ready, what the next
message carries from them.

Files are read and indexed on the document thread; the context for a question is built here on
the GUI thread (a retrieval over 10,000 passages takes a few milliseconds). A file small enough
to give whole is given whole once; after that, follow-ups get the passages their question needs.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.documents.context import (
    DEFAULT_BUDGET_TOKENS,
    AttachedFile,
    Context,
    build_context,
)
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.ui.error_text import describe
from qwen_desktop.ui.workers.document_worker import DocumentHost

log = logging.getLogger(__name__)


class Attachments(QObject):
    changed = Signal()  # files or their state changed: re-render the chips
    failed = Signal(str)  # a sentence for the user
    progress = Signal(str, str, int, int)  # file path, phase, done, total

    def __init__(self, host: DocumentHost, db_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.db_path = db_path
        self.files: list[AttachedFile] = []
        self.reading: list[str] = []  # paths being read
        self.read_progress: dict[str, tuple[str, int, int]] = {}  # path -> phase, done, total
        self.budget = DEFAULT_BUDGET_TOKENS
        self._given_whole: set[int] = set()
        self._conversation: int | None = None
        self._db: sqlite3.Connection | None = None
        host.worker.attached.connect(self._on_attached)
        host.worker.failed.connect(self._on_failed)
        host.worker.cancelled.connect(self._on_cancelled)
        host.worker.progress.connect(self._on_progress)

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            self.db_path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.db_path, timeout=10)
        return self._db

    # -- intents -------------------------------------------------------------------------------

    def attach(self, path: Path) -> None:
        if str(path) in self.reading:
            return
        self.reading.append(str(path))
        self.changed.emit()
        self.host.attach(path, self.db_path, self._conversation)

    def remove(self, attachment_id: int) -> None:
        """Later messages no longer carry it (what was already sent stays in the history)."""
        self.files = [f for f in self.files if f.id != attachment_id]
        self.changed.emit()

    def cancel(self) -> None:
        self.host.cancel()

    def clear(self) -> None:
        self.files, self._given_whole, self._conversation = [], set(), None
        self.changed.emit()

    def load(self, conversation_id: int) -> None:
        """A stored conversation's files (they survive a restart)."""
        self._conversation = conversation_id
        try:
            rows = PassageIndex(self._connection()).of_conversation(conversation_id)
        except sqlite3.Error:
            log.warning("could not read the attachments of %s", conversation_id, exc_info=True)
            rows = []
        self.files = [AttachedFile(i, name, size, pages, text) for i, name, size, pages, text
                      in rows]  # fmt: skip
        self._given_whole = {f.id for f in self.files}  # their text is in the history already
        self.changed.emit()

    def claim(self, conversation_id: int | None) -> None:
        """The first message created the conversation: the files attached before belong to it."""
        if conversation_id is None or conversation_id == self._conversation:
            return
        self._conversation = conversation_id
        try:
            PassageIndex(self._connection()).claim([f.id for f in self.files], conversation_id)
        except sqlite3.Error:
            log.warning("could not record the attachments' conversation", exc_info=True)

    def context_for(self, question: str) -> Context:
        """What the next message carries: new small files whole, else the passages it needs."""
        fresh = [f for f in self.files if f.id not in self._given_whole]
        if not fresh:
            return Context("", ())
        context = build_context(question, fresh, self._connection(), self.budget)
        if sum(f.tokens for f in fresh) <= self.budget:
            self._given_whole |= {f.id for f in fresh}
        return context

    # -- the document thread reports -----------------------------------------------------------

    def _done(self, path: str) -> None:
        if path in self.reading:
            self.reading.remove(path)
        self.read_progress.pop(path, None)

    def _on_progress(self, path: str, phase: str, done: int, total: int) -> None:
        self.read_progress[path] = (phase, done, total)
        self.progress.emit(path, phase, done, total)

    def _on_attached(self, path: str, attached: AttachedFile) -> None:
        self._done(path)
        self.files.append(attached)
        self.changed.emit()

    def _on_failed(self, path: str, error: Exception) -> None:
        self._done(path)
        self.changed.emit()
        self.failed.emit(describe(error))

    def _on_cancelled(self, path: str) -> None:
        self._done(path)
        self.changed.emit()
