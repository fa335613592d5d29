"""The GUI side of the engine thread: one queue for everything that wants a reply.

The window (and later the API server) sends requests here; they run one at a time on the
worker's thread, in order. The host also knows, on the GUI thread, which model is loaded and
whether a load is under way, so a message sent meanwhile waits for the load (it is queued
behind it) instead of being lost.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Hashable, Sequence
from pathlib import Path

from PySide6.QtCore import QMetaObject, QObject, Qt, QThread, Signal

from qwen_desktop.core.config.paths import kv_states_dir, model_hashes_path
from qwen_desktop.core.llm.disk_states import DEFAULT_BUDGET, DiskStates
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.ui.workers.engine_worker import EngineWorker, Failure, GenerateRequest, Shared

log = logging.getLogger(__name__)


class EngineHost(QObject):
    _loadRequested = Signal(str, object, str)
    _warmRequested = Signal(str)
    _generateRequested = Signal(object)

    def __init__(self, parent: QObject | None = None, kv_disk_bytes: int = DEFAULT_BUDGET) -> None:
        """`kv_disk_bytes`: how much of the cache folder parked conversations may use (0: off)."""
        super().__init__(parent)
        self._shared = Shared()
        disk = DiskStates(kv_states_dir(), kv_disk_bytes) if kv_disk_bytes > 0 else None
        self._thread = QThread()
        self._thread.setObjectName("engineThread")
        self.worker = EngineWorker(self._shared, disk, model_hashes_path())
        self.worker.moveToThread(self._thread)
        self._loadRequested.connect(self.worker.load)
        self._warmRequested.connect(self.worker.warm)
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
        self.warmed = self.worker.warmed
        self.reading = self.worker.reading
        self._next_id = 0
        self._loads_pending = 0
        self._running = True
        self.model: LoadedModel | None = None

    @property
    def loading(self) -> bool:
        return self._loads_pending > 0

    def load(self, path: Path | str, settings: LoadSettings, warm_prompt: str = "") -> None:
        """Load a model; then evaluate `warm_prompt` (the system prompt) ahead of time."""
        self._shared.cancel.set()  # a load queued behind a reply should not wait for all of it
        self._shared.requested += 1
        self._loads_pending += 1
        self._loadRequested.emit(str(path), settings, warm_prompt)

    def warm(self, system_prompt: str) -> None:
        """The system prompt changed: evaluate it now, in the background (gives way to replies)."""
        self._warmRequested.emit(system_prompt)

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
        cancel: threading.Event | None = None,
        remote: RemoteTarget | None = None,
    ) -> int:
        self._next_id += 1
        request = GenerateRequest(self._next_id, tuple(messages), params, conversation, cancel,
                                  remote)  # fmt: skip
        self._shared.requested += 1  # a warm-up in progress stops for it
        self._generateRequested.emit(request)
        return self._next_id

    def stop(self) -> None:
        self._shared.cancel.set()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop generating, free the model on its own thread, end the thread. Idempotent.

        Bounded: a reply stops within a token of the cancel, but a model load cannot be
        interrupted, so the wait is capped and its outcome logged rather than hanging the exit.
        """
        if not self._running:
            return True
        self._running = False
        shared = self._shared
        shared.closing.set()
        shared.cancel.set()
        started = time.monotonic()
        QMetaObject.invokeMethod(self.worker, "close", Qt.ConnectionType.QueuedConnection)
        freed = shared.closed.wait(timeout_ms / 1000)
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
