"""Background jobs: downloads, checksum checks, reading attached files, connection tests.

One helper for all of them. `JobQueue.submit(name, work)` runs `work(context)` on the queue's own
thread, one job at a time in order, and returns a `JobHandle` whose signals carry that job's
outcome only, delivered on the GUI thread. Each job has its own cancel; a batch shares one, so
cancelling it cancels the items still queued (they never start). Whatever a job raises ends as
`failed(Failure)` with the real exception, logged with its traceback when it is a bug: nothing a
job does can leave a dialog waiting forever.

A handle is not parented to the widget that asked: a dialog closed while its job runs is simply
no longer connected when the job ends, instead of being called after it was deleted.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.errors import Cancelled
from qwen_desktop.core.failure import Failure, FailureKind
from qwen_desktop.services.threads import OwnedThread

log = logging.getLogger(__name__)


class JobContext:
    """What a running job may use, on the job's thread: its cancel and a progress report."""

    def __init__(self, handle: JobHandle, cancel: threading.Event) -> None:
        self._handle = handle
        self._cancel = cancel

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise `Cancelled` if the job was cancelled (call between steps)."""
        if self._cancel.is_set():
            raise Cancelled

    def progress(self, value: object) -> None:
        self._handle._posted.emit("progress", value)


class JobHandle(QObject):
    progressed = Signal(object)  # whatever the job reports
    succeeded = Signal(object)  # the job's return value
    failed = Signal(object)  # Failure (never a cancellation)
    cancelled = Signal()
    ended = Signal()  # after any of the three above
    _posted = Signal(str, object)  # from the job's thread; delivered on the GUI thread

    def __init__(self, name: str, cancel: threading.Event) -> None:
        super().__init__()
        self.name = name
        self._cancel = cancel
        self.done = False
        self.on_cancel: Callable[[], None] | None = None  # e.g. tell a transfer to stop now
        self._posted.connect(self._deliver)

    def cancel(self) -> None:
        """Thread-safe. A queued job then never starts; a running one stops at its next check."""
        self._cancel.set()
        hook = self.on_cancel
        if hook is not None:
            hook()

    @Slot(str, object)
    def _deliver(self, kind: str, value: object) -> None:
        if kind == "progress":
            self.progressed.emit(value)
            return
        self.done = True
        if kind == "ok":
            self.succeeded.emit(value)
        elif kind == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(value)
        self.ended.emit()


@dataclass
class _Job:
    handle: JobHandle
    work: Callable[[JobContext], Any]
    cancel: threading.Event


class _Runner(QObject):
    @Slot(object)
    def run(self, job: _Job) -> None:
        handle = job.handle
        if job.cancel.is_set():
            handle._posted.emit("cancelled", None)
            return
        try:
            result = job.work(JobContext(handle, job.cancel))
        except Exception as exc:  # every failure is reported, whatever its type
            failure = Failure.of(exc)
            if failure.kind is FailureKind.CANCELLED:
                handle._posted.emit("cancelled", None)
                return
            if failure.is_bug:
                log.error("job %s failed", handle.name, exc_info=exc)
            else:
                log.info("job %s failed: %s", handle.name, exc)
            handle._posted.emit("failed", failure)
            return
        handle._posted.emit("ok", result)


class JobQueue(QObject):
    busyChanged = Signal(bool)  # jobs queued or running, or none any more
    _queued = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None, shutdown_ms: int = 3000) -> None:
        super().__init__(parent)
        self._runner = _Runner()
        self._thread = OwnedThread(name, self._runner)
        self._queued.connect(self._runner.run)
        self._shutdown_ms = shutdown_ms
        self._live: set[JobHandle] = set()  # kept alive until they end, whoever asked

    def submit(self, name: str, work: Callable[[JobContext], Any],
               cancel: threading.Event | None = None) -> JobHandle:  # fmt: skip
        event = cancel if cancel is not None else threading.Event()
        handle = JobHandle(name, event)
        self._live.add(handle)
        handle.ended.connect(self._ended)  # bound: a queue deleted with its dialog is not called
        if len(self._live) == 1:
            self.busyChanged.emit(True)
        self._queued.emit(_Job(handle, work, event))
        return handle

    def _ended(self) -> None:
        handle = self.sender()
        if isinstance(handle, JobHandle):
            self._live.discard(handle)
        if not self._live:
            self.busyChanged.emit(False)

    def submit_batch(self, items: list[tuple[str, Callable[[JobContext], Any]]]
                     ) -> list[JobHandle]:  # fmt: skip
        """Jobs that share one cancel: cancelling any of them cancels those not yet run."""
        shared = threading.Event()
        return [self.submit(name, work, shared) for name, work in items]

    @property
    def stopped(self) -> bool:
        """The thread has ended (after `shutdown`)."""
        return self._thread.finished

    def cancel_all(self) -> None:
        for handle in list(self._live):
            handle.cancel()

    def shutdown(self) -> bool:
        """Cancel everything and end the thread within the queue's bound (logged)."""
        self.cancel_all()
        return self._thread.stop(self._shutdown_ms)
