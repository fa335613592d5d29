"""The GUI side of the engine thread: one queue for everything that wants a reply.

The window's conversations and the API server send requests here; they run one at a time on the
worker's thread, in order, and each gets its own `ReplyHandle`. The host is also the one place
that knows which model is loaded (`model`) and which file was asked for (`path`): it updates both
before it announces a load, so every listener sees the same answer whatever order it connected
in. A message sent while a model loads waits for the load (it is queued behind it).
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Sequence
from pathlib import Path

from PySide6.QtCore import QMetaObject, QObject, Qt, Signal

from qwen_desktop.core.config.paths import kv_states_dir, model_hashes_path
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.disk_states import DEFAULT_BUDGET, DiskStates
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.engine.reply import ReplyHandle
from qwen_desktop.services.engine.worker import EngineWorker, GenerateRequest, Shared
from qwen_desktop.services.threads import OwnedThread

log = logging.getLogger(__name__)


class EngineHost(QObject):
    loadStarted = Signal(object)  # Path
    loaded = Signal(object)  # LoadedModel (self.model is already it)
    loadFailed = Signal(object)  # Failure (self.model is what is still loaded, or None)
    warmed = Signal(int, float)  # tokens evaluated ahead, seconds
    problem = Signal(object)  # Failure of background work (a warm-up), to show
    _loadRequested = Signal(str, object, str)
    _warmRequested = Signal(str)
    _generateRequested = Signal(object)

    def __init__(self, parent: QObject | None = None, kv_disk_bytes: int = DEFAULT_BUDGET) -> None:
        """`kv_disk_bytes`: how much of the cache folder parked conversations may use (0: off)."""
        super().__init__(parent)
        self._shared = Shared()
        disk = DiskStates(kv_states_dir(), kv_disk_bytes) if kv_disk_bytes > 0 else None
        self.worker = EngineWorker(self._shared, disk, model_hashes_path())
        self._loadRequested.connect(self.worker.load)
        self._warmRequested.connect(self.worker.warm)
        self._generateRequested.connect(self.worker.generate)
        self.worker.loaded.connect(self._on_loaded)
        self.worker.loadFailed.connect(self._on_load_failed)
        self.worker.warmed.connect(self.warmed)
        self.worker.warmFailed.connect(self.problem)
        self._thread = OwnedThread("engineThread", self.worker)
        self._loads_pending = 0
        self.model: LoadedModel | None = None
        self.path: Path | None = None  # the file asked for last (loading or loaded)

    @property
    def loading(self) -> bool:
        return self._loads_pending > 0

    def load(self, path: Path | str, settings: LoadSettings, warm_prompt: str = "") -> None:
        """Load a model; then evaluate `warm_prompt` (the system prompt) ahead of time."""
        self._shared.cancel.set()  # a load queued behind a reply should not wait for all of it
        self._shared.requested += 1
        self._loads_pending += 1
        self.path = Path(path)
        self._loadRequested.emit(str(path), settings, warm_prompt)
        self.loadStarted.emit(self.path)

    def warm(self, system_prompt: str) -> None:
        """The system prompt changed: evaluate it now, in the background (gives way to replies)."""
        self._warmRequested.emit(system_prompt)

    def _on_loaded(self, model: LoadedModel) -> None:
        self._loads_pending = max(0, self._loads_pending - 1)
        self.model = model
        self.loaded.emit(model)

    def _on_load_failed(self, failure: Failure, still_loaded: LoadedModel | None) -> None:
        self._loads_pending = max(0, self._loads_pending - 1)
        self.model = still_loaded  # what the engine really holds now
        self.path = still_loaded.path if still_loaded is not None else None
        self.loadFailed.emit(failure)

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams,
        conversation: Hashable | None = None,
        remote: RemoteTarget | None = None,
    ) -> ReplyHandle:
        handle = ReplyHandle()
        self._shared.requested += 1  # a warm-up in progress stops for it
        self._generateRequested.emit(
            GenerateRequest(handle, tuple(messages), params, conversation, remote)
        )
        return handle

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop generating, free the model on its own thread, end the thread. Idempotent.

        Bounded: a reply stops within a token of the cancel, but a model load cannot be
        interrupted, so the wait is capped and its outcome logged rather than hanging the exit.
        """
        shared = self._shared

        def free_the_model(ms: int) -> bool:
            shared.closing.set()
            shared.cancel.set()
            QMetaObject.invokeMethod(self.worker, "close", Qt.ConnectionType.QueuedConnection)
            return shared.closed.wait(ms / 1000)

        return self._thread.stop(timeout_ms, free_the_model)
