"""A conversation's attached files: which are being read, which are ready, what the next
message carries from them.

Files are read and indexed as background jobs (documents.py); the context for a question is built
here on the GUI thread (a retrieval over 10,000 passages takes a few milliseconds) through the
chat store's own connection. A file small enough to give whole is given whole once; after that,
follow-ups get the passages their question needs.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.documents.context import (
    DEFAULT_BUDGET_TOKENS,
    AttachedFile,
    Context,
    build_context,
)
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.vocab import token_counter
from qwen_desktop.core.text.token_count import estimate_tokens
from qwen_desktop.services.chat.documents import read_files
from qwen_desktop.services.error_text import describe_failure
from qwen_desktop.services.jobs import JobHandle, JobQueue

log = logging.getLogger(__name__)


class Attachments(QObject):
    changed = Signal()  # files or their state changed: re-render the chips
    failed = Signal(str)  # a sentence for the user
    progress = Signal(str, str, int, int)  # file path, phase, done, total

    def __init__(self, jobs: JobQueue, store: ChatStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = jobs
        self.store = store
        self.files: list[AttachedFile] = []
        self.reading: list[str] = []  # paths being read, in order
        self.read_progress: dict[str, tuple[str, int, int]] = {}  # path -> phase, done, total
        self.budget = DEFAULT_BUDGET_TOKENS
        self._reads: dict[str, JobHandle] = {}
        self._given_whole: set[int] = set()
        self._conversation: int | None = None
        # The local model that answers (its tokenizer sizes passages and budgets); None: a
        # remote server answers, and tokens are estimated. Asked of the session when needed.
        self.model_of: Callable[[], Path | None] = lambda: None

    @property
    def _index(self) -> PassageIndex:
        return PassageIndex(self.store.db)

    # -- intents -------------------------------------------------------------------------------

    def attach_all(self, paths: list[Path]) -> None:
        fresh = list(dict.fromkeys(p for p in paths if str(p) not in self.reading))
        if not fresh:
            return
        handles = read_files(self.jobs, fresh, self.store.path, self._conversation,
                             self.model_of())  # fmt: skip
        for path, handle in zip(fresh, handles, strict=True):
            key = str(path)
            self.reading.append(key)
            self._reads[key] = handle
            handle.progressed.connect(lambda value, key=key: self._on_progress(key, value))
            handle.succeeded.connect(lambda attached, key=key: self._on_attached(key, attached))
            handle.failed.connect(lambda failure, key=key: self._on_failed(key, failure))
            handle.cancelled.connect(lambda key=key: self._done(key))
        self.changed.emit()

    def remove(self, attachment_id: int) -> None:
        """Later messages no longer carry it (what was already sent stays in the history)."""
        self.files = [f for f in self.files if f.id != attachment_id]
        self.changed.emit()

    def cancel(self) -> None:
        """Stop reading: the file being read stops between pages, the queued ones never start."""
        for handle in list(self._reads.values()):
            handle.cancel()

    def clear(self) -> None:
        self.files, self._given_whole, self._conversation = [], set(), None
        self.changed.emit()

    def load(self, conversation_id: int) -> None:
        """A stored conversation's files (they survive a restart)."""
        self._conversation = conversation_id
        try:
            rows = self._index.of_conversation(conversation_id)
        except sqlite3.Error:
            log.warning("could not read the attachments of %s", conversation_id, exc_info=True)
            rows = []
        self.files = [AttachedFile(f.id, f.name, f.size, f.pages, f.text,
                                   f.tokens if f.tokens is not None else estimate_tokens(f.text))
                      for f in rows]  # fmt: skip
        self._given_whole = {f.id for f in self.files}  # their text is in the history already
        self.changed.emit()

    def claim(self, conversation_id: int | None) -> None:
        """The first message created the conversation: the files attached before belong to it."""
        if conversation_id is None or conversation_id == self._conversation:
            return
        self._conversation = conversation_id
        try:
            self._index.claim([f.id for f in self.files], conversation_id)
        except sqlite3.Error:
            log.warning("could not record the attachments' conversation", exc_info=True)

    def context_for(self, question: str) -> Context:
        """What the next message carries: new small files whole, else the passages it needs."""
        fresh = [f for f in self.files if f.id not in self._given_whole]
        if not fresh:
            return Context("", ())
        context = build_context(question, fresh, self.store.db, self.budget,
                                token_counter(self.model_of(), wait=False))  # fmt: skip
        if context.whole:
            self._given_whole |= {f.id for f in fresh}
        return context

    # -- what the jobs report ------------------------------------------------------------------

    def _done(self, path: str) -> None:
        if path in self.reading:
            self.reading.remove(path)
        self._reads.pop(path, None)
        self.read_progress.pop(path, None)
        self.changed.emit()

    def _on_progress(self, path: str, value: object) -> None:
        phase, done, total = cast(tuple[str, int, int], value)
        self.read_progress[path] = (phase, done, total)
        self.progress.emit(path, phase, done, total)

    def _on_attached(self, path: str, attached: AttachedFile) -> None:
        self.files.append(attached)
        self._done(path)

    def _on_failed(self, path: str, failure: Failure) -> None:
        self._done(path)
        self.failed.emit(describe_failure(failure))
