"""API requests join the engine thread's one queue, beside the window's.

The server's thread calls `submit`; the job crosses to the GUI thread through a queued signal and
goes to `EngineHost.generate` like a message typed in the window. The reply handle it gets back
carries that request's deltas only, straight into the job. The window's conversation keeps its
KV cache: the engine parks it while an API request runs (under the key "api") and restores it
afterwards.
"""

from __future__ import annotations

import asyncio
import logging
import threading

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.jobs import Job, JobEvent, api_error_for
from qwen_desktop.core.api.requests import ChatRequest
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.services.engine.reply import ReplyHandle

log = logging.getLogger(__name__)
MAX_WAITING = 8  # requests queued behind the one running; more get 429 with Retry-After
API_CONVERSATION = "api"  # the engine's KV owner for API requests


class ApiBridge(QObject):
    activity = Signal(int)  # API requests queued or running, on the GUI thread
    finished = Signal(object)  # Reply of an API request (for tests and benchmarks)
    _submitted = Signal(object)  # Job, emitted on the server's thread

    def __init__(self, host: EngineHost, defaults: SamplingParams, parent: QObject | None = None):
        super().__init__(parent)
        self.host = host
        self._defaults = defaults
        self._lock = threading.Lock()
        self._pending = 0  # submitted and not finished (written under the lock)
        self._running: dict[Job, ReplyHandle] = {}  # GUI thread only
        self._submitted.connect(self._start)

    # -- called on the server's thread ---------------------------------------------------------

    def model_ids(self) -> list[str]:
        model = self.host.model
        return [model.path.stem] if model is not None else []

    def defaults(self) -> SamplingParams:
        return self._defaults

    def set_defaults(self, params: SamplingParams) -> None:
        self._defaults = params  # one reference swap: safe to read from the server's thread

    def submit(self, request: ChatRequest, loop: asyncio.AbstractEventLoop) -> Job:
        with self._lock:
            if self._pending > MAX_WAITING:
                message = f"{MAX_WAITING} requests are already waiting; try again soon."
                raise ApiError(429, message, "rate_limit_error", "queue_full", retry_after_s=2)
            self._pending += 1
        job = Job(request, loop)
        self._submitted.emit(job)
        return job

    # -- GUI thread ------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return bool(self._running)

    @Slot(object)
    def _start(self, job: Job) -> None:
        request = job.request
        handle = self.host.generate(request.messages, request.params,
                                    conversation=API_CONVERSATION)  # fmt: skip
        job.on_cancel = handle.cancel  # the client left: the engine stops within a token
        if job.cancelled.is_set():
            handle.cancel()
        handle.delta.connect(lambda text: job.push(JobEvent("delta", text)))
        handle.finished.connect(lambda reply: self._on_finished(job, reply))
        handle.failed.connect(lambda failure: self._on_failed(job, failure))
        self._running[job] = handle
        self.activity.emit(len(self._running))

    def _on_finished(self, job: Job, reply: Reply) -> None:
        job.push(JobEvent("done", reply=reply))
        self._release(job)
        self.finished.emit(reply)

    def _on_failed(self, job: Job, failure: Failure) -> None:
        if not failure.cancelled:
            job.push(JobEvent("error", error=api_error_for(failure.error)))
        self._release(job)

    def _release(self, job: Job) -> None:
        self._running.pop(job, None)
        with self._lock:
            self._pending = max(0, self._pending - 1)
        self.activity.emit(len(self._running))

    def stop_all(self) -> None:
        """The window's Stop, when no conversation of its own is being written: every API reply
        stops (their clients get what was written so far)."""
        for handle in list(self._running.values()):
            handle.cancel()

    def cancel_all(self) -> None:
        for job in list(self._running):
            job.cancel()
