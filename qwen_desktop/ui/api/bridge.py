"""API requests join the engine thread's one queue, beside the window's.

The server's thread calls `submit`; the job crosses to the GUI thread through a queued signal,
goes to `EngineHost.generate` like a message typed in the window, and the host's replies are
routed back to the job by request id. The window's conversation keeps its KV cache: the engine
parks it while an API request runs (under the key "api") and restores it afterwards.
"""

from __future__ import annotations

import asyncio
import logging
import threading

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.jobs import Job, JobEvent, api_error_for
from qwen_desktop.core.api.requests import ChatRequest
from qwen_desktop.core.errors import RequestCancelled
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.ui.workers.engine_host import EngineHost
from qwen_desktop.ui.workers.engine_worker import Failure

log = logging.getLogger(__name__)
MAX_WAITING = 8  # requests queued behind the one running; more get 429 with Retry-After
API_CONVERSATION = "api"  # the engine's KV owner for API requests


class ApiBridge(QObject):
    activity = Signal(int)  # API requests queued or running, on the GUI thread
    _submitted = Signal(object)  # Job, emitted on the server's thread

    def __init__(self, host: EngineHost, defaults: SamplingParams, parent: QObject | None = None):
        super().__init__(parent)
        self.host = host
        self._defaults = defaults
        self._lock = threading.Lock()
        self._pending = 0  # submitted and not finished (written under the lock)
        self._jobs: dict[int, Job] = {}  # request id -> job (GUI thread only)
        self._submitted.connect(self._start)
        host.delta.connect(self._on_delta)
        host.finished.connect(self._on_finished)
        host.failed.connect(self._on_failed)

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
        return bool(self._jobs)

    @Slot(object)
    def _start(self, job: Job) -> None:
        request = job.request
        request_id = self.host.generate(
            request.messages, request.params, conversation=API_CONVERSATION, cancel=job.cancelled
        )
        self._jobs[request_id] = job
        self.activity.emit(len(self._jobs))

    def _on_delta(self, request_id: int, text: str) -> None:
        job = self._jobs.get(request_id)
        if job is not None:
            job.push(JobEvent("delta", text))

    def _on_finished(self, request_id: int, reply: Reply) -> None:
        job = self._jobs.get(request_id)
        if job is not None:
            job.push(JobEvent("done", reply=reply))
            self._release(request_id)

    def _on_failed(self, failure: Failure) -> None:
        job = self._jobs.get(failure.request_id)
        if job is None:
            return
        if not isinstance(failure.error, RequestCancelled):
            job.push(JobEvent("error", error=api_error_for(failure.error)))
        self._release(failure.request_id)

    def _release(self, request_id: int) -> None:
        self._jobs.pop(request_id, None)
        with self._lock:
            self._pending = max(0, self._pending - 1)
        self.activity.emit(len(self._jobs))

    def cancel_all(self) -> None:
        for job in list(self._jobs.values()):
            job.cancel()
