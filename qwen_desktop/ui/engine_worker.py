"""The thread that owns the model.

llama.cpp must be created, used and freed on one thread (freeing it from another thread while it
generates segfaults), so a single `EngineWorker` lives on its own QThread and does all three. The
GUI talks to it through queued signals and reads back plain data; stop is a threading.Event the
engine checks before every token.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMetaObject, QObject, Qt, QThread, Signal, Slot

from qwen_desktop.core.engine import ChatEngine, LoadedModel, LoadSettings
from qwen_desktop.core.errors import QwenDesktopError
from qwen_desktop.core.messages import ChatMessage
from qwen_desktop.core.sampling import SamplingParams
from qwen_desktop.core.stats import Reply


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


class EngineWorker(QObject):
    loaded = Signal(object)  # LoadedModel
    loadFailed = Signal(object)  # Failure
    delta = Signal(int, str)  # request id, text
    finished = Signal(int, object)  # request id, Reply
    failed = Signal(object)  # Failure
    closed = Signal()

    def __init__(self, cancel: threading.Event, closing: threading.Event) -> None:
        super().__init__()
        self._engine = ChatEngine()
        self._cancel = cancel
        self._closing = closing  # set once by shutdown: queued requests are dropped after it

    @Slot(str, object)
    def load(self, path: str, settings: LoadSettings) -> None:
        if self._closing.is_set():
            return
        try:
            model: LoadedModel = self._engine.load(Path(path), settings)
        except (QwenDesktopError, OSError, ValueError, RuntimeError) as exc:
            self.loadFailed.emit(Failure(exc))
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
        except (QwenDesktopError, OSError, ValueError, RuntimeError) as exc:
            self.failed.emit(Failure(exc, request_id))
            return
        self.finished.emit(request_id, reply)

    @Slot()
    def close(self) -> None:
        self._engine.close()
        self.closed.emit()


class EngineHost(QObject):
    """GUI-side handle: starts the worker thread, forwards requests, shuts it down cleanly."""

    _loadRequested = Signal(str, object)
    _generateRequested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._closing = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("engineThread")
        self.worker = EngineWorker(self._cancel, self._closing)
        self.worker.moveToThread(self._thread)
        self._loadRequested.connect(self.worker.load)
        self._generateRequested.connect(self.worker.generate)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        self._next_id = 0
        self._running = True

    def load(self, path: Path | str, settings: LoadSettings) -> None:
        self._cancel.set()  # a load queued behind a reply should not wait for the whole reply
        self._loadRequested.emit(str(path), settings)

    def generate(
        self,
        messages: list[ChatMessage],
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
        """Stop generating, free the model on its own thread, end the thread. Idempotent."""
        if not self._running:
            return True
        self._running = False
        self._closing.set()
        self._cancel.set()
        # Blocks until the worker has returned from any reply (within one token of the cancel)
        # and closed the model on its own thread.
        QMetaObject.invokeMethod(self.worker, "close", Qt.ConnectionType.BlockingQueuedConnection)
        self._thread.quit()
        return self._thread.wait(timeout_ms)
