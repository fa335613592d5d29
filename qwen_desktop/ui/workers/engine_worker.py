"""The thread that owns the model.

llama.cpp must be created, used and freed on one thread (freeing it from another thread while it
generates segfaults), so a single `EngineWorker` lives on its own QThread and does all three. The
GUI talks to it through queued signals and reads back plain data; stop is a threading.Event the
engine checks before every token.

Every slot catches every exception, logs it with its traceback and reports it as a `Failure`: an
unexpected error type must never leave the window waiting for a reply that will not come.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMetaObject, QObject, Qt, QThread, Signal, Slot

from qwen_desktop.core.errors import QwenDesktopError
from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GenerateRequest:
    request_id: int
    messages: tuple[ChatMessage, ...]
    params: SamplingParams
    conversation: Hashable | None = None  # whose history this is (for the KV state cache)


@dataclass(frozen=True)
class Failure:
    """An error on its way to the GUI: the exception object itself, for a translated message."""

    error: Exception
    request_id: int = 0
    still_loaded: LoadedModel | None = None  # after a failed load: the model still in use, if any


def _log_failure(exc: Exception, message: str, *args: object) -> None:
    """Expected problems (a bad file, a message too long) in one line; anything else with its
    traceback, because that is a bug to report."""
    if isinstance(exc, QwenDesktopError):
        log.info(message + ": %s", *args, exc)
    else:
        log.error(message, *args, exc_info=exc)


class EngineWorker(QObject):
    loaded = Signal(object)  # LoadedModel
    loadFailed = Signal(object)  # Failure
    delta = Signal(int, str)  # request id, text
    finished = Signal(int, object)  # request id, Reply
    failed = Signal(object)  # Failure

    def __init__(
        self, cancel: threading.Event, closing: threading.Event, closed: threading.Event
    ) -> None:
        super().__init__()
        self._engine = ChatEngine()
        self._cancel = cancel
        self._closing = closing  # set once by shutdown: queued requests are dropped after it
        self._closed = closed  # set once the model is freed (the GUI waits for it, boundedly)

    @Slot(str, object)
    def load(self, path: str, settings: LoadSettings) -> None:
        if self._closing.is_set():
            return
        try:
            model: LoadedModel = self._engine.load(Path(path), settings)
        except Exception as exc:  # every failure is reported, whatever its type
            _log_failure(exc, "loading %s failed", path)
            # A file refused by the header check leaves the previous model loaded: say so.
            self.loadFailed.emit(Failure(exc, still_loaded=self._engine.loaded))
            return
        self.loaded.emit(model)

    @Slot(object)
    def generate(self, request: GenerateRequest) -> None:
        if self._closing.is_set():
            return
        self._cancel.clear()
        request_id = request.request_id
        try:
            reply: Reply = self._engine.generate(
                request.messages,
                request.params,
                cancel=self._cancel,
                on_delta=lambda text: self.delta.emit(request_id, text),
                conversation=request.conversation,
            )
        except Exception as exc:  # every failure is reported, whatever its type
            _log_failure(exc, "reply %d failed", request_id)
            self.failed.emit(Failure(exc, request_id))
            return
        self.finished.emit(request_id, reply)

    @Slot()
    def close(self) -> None:
        try:
            self._engine.close()
        except Exception:  # at exit there is no one left to tell but the log
            log.exception("freeing the model failed")
        self._closed.set()


class EngineHost(QObject):
    """GUI-side handle: starts the worker thread, forwards requests, shuts it down cleanly.

    It also knows, on the GUI thread, which model is loaded and whether a load is under way, so a
    message sent meanwhile can wait for the load (it is queued behind it) instead of being lost.
    """

    _loadRequested = Signal(str, object)
    _generateRequested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._closing = threading.Event()
        self._closed = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("engineThread")
        self.worker = EngineWorker(self._cancel, self._closing, self._closed)
        self.worker.moveToThread(self._thread)
        self._loadRequested.connect(self.worker.load)
        self._generateRequested.connect(self.worker.generate)
        self._thread.finished.connect(self.worker.deleteLater)
        # Connected first, so these run before any other receiver of the same signals.
        self.worker.loaded.connect(self._on_loaded)
        self.worker.loadFailed.connect(self._on_load_failed)
        self._thread.start()
        # What a conversation listens to (see ChatSession's ReplySource).
        self.delta = self.worker.delta
        self.finished = self.worker.finished
        self.failed = self.worker.failed
        self._next_id = 0
        self._loads_pending = 0
        self._running = True
        self.model: LoadedModel | None = None

    @property
    def loading(self) -> bool:
        return self._loads_pending > 0

    def load(self, path: Path | str, settings: LoadSettings) -> None:
        self._cancel.set()  # a load queued behind a reply should not wait for the whole reply
        self._loads_pending += 1
        self._loadRequested.emit(str(path), settings)

    def _on_loaded(self, model: LoadedModel) -> None:
        self._loads_pending = max(0, self._loads_pending - 1)
        self.model = model

    def _on_load_failed(self, failure: Failure) -> None:
        self._loads_pending = max(0, self._loads_pending - 1)
        self.model = failure.still_loaded  # what the engine really holds now

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams,
        conversation: Hashable | None = None,
    ) -> int:
        self._next_id += 1
        request = GenerateRequest(self._next_id, tuple(messages), params, conversation)
        self._generateRequested.emit(request)
        return self._next_id

    def stop(self) -> None:
        self._cancel.set()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop generating, free the model on its own thread, end the thread. Idempotent.

        Bounded: a reply stops within a token of the cancel, but a model load cannot be
        interrupted, so the wait is capped and its outcome logged rather than hanging the exit.
        """
        if not self._running:
            return True
        self._running = False
        self._closing.set()
        self._cancel.set()
        started = time.monotonic()
        QMetaObject.invokeMethod(self.worker, "close", Qt.ConnectionType.QueuedConnection)
        freed = self._closed.wait(timeout_ms / 1000)
        self._thread.quit()
        left_ms = max(100, int(timeout_ms - (time.monotonic() - started) * 1000))
        ended = self._thread.wait(left_ms)
        took_ms = (time.monotonic() - started) * 1000
        if freed and ended:
            log.debug("engine thread ended in %.0f ms", took_ms)
        else:
            log.error("engine thread shutdown incomplete after %.0f ms (model freed: %s, "
                      "thread ended: %s)", took_ms, freed, ended)  # fmt: skip
        return freed and ended
