"""Re-checking a downloaded model (a SHA-256 over hundreds of MB) as a background job.

Cancellable between chunks, so closing the model manager mid-check returns at once. A file that
cannot be read is a verdict ("damaged or unreadable"); anything else that goes wrong is reported
as the failure it is, so the manager's button never stays disabled and a bug is not mistaken for
a damaged file.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.failure import Failure
from qwen_desktop.core.models.checksums import CHECK_HEADER
from qwen_desktop.core.models.model_files import LocalModel, Verdict, verify
from qwen_desktop.services.jobs import JobContext, JobQueue

SHUTDOWN_MS = 2000


class VerifierHost(QObject):
    done = Signal(str, object)  # path, Verdict
    cancelled = Signal(str)  # path
    failed = Signal(str, object)  # path, Failure

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobQueue("verifierThread", self, SHUTDOWN_MS)
        self._path = ""  # the file being checked (one at a time)

    def run(self, model: LocalModel) -> None:
        self._path = str(model.path)

        def work(context: JobContext) -> Verdict:
            try:
                return verify(model, should_stop=context.cancelled)
            except InterruptedError:  # (an OSError too) the check was cancelled
                raise
            except OSError as exc:  # vanished or unreadable mid-check: that is the answer
                return Verdict(False, f"cannot be read: {exc.strerror or exc}", CHECK_HEADER)

        # Bound methods, not lambdas: a host deleted with its dialog is then simply not called.
        handle = self._jobs.submit(f"verify {model.path.name}", work)
        handle.succeeded.connect(self._on_done)
        handle.cancelled.connect(self._on_cancelled)
        handle.failed.connect(self._on_failed)

    def _on_done(self, verdict: Verdict) -> None:
        self.done.emit(self._path, verdict)

    def _on_cancelled(self) -> None:
        self.cancelled.emit(self._path)

    def _on_failed(self, failure: Failure) -> None:
        self.failed.emit(self._path, failure)

    @property
    def stopped(self) -> bool:
        return self._jobs.stopped

    def shutdown(self) -> bool:
        return self._jobs.shutdown()
