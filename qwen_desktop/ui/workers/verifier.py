"""Re-checks a downloaded model (a SHA-256 over hundreds of MB) on its own thread.

Cancellable between chunks, so closing the model manager mid-check returns at once. Whatever goes
wrong while reading the file ends as a "damaged or unreadable" answer with the traceback in the
log, so the manager's button never stays disabled.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, QThread, Signal, Slot

from qwen_desktop.core.models.checksums import CHECK_HEADER
from qwen_desktop.core.models.model_files import LocalModel, Verdict, verify

log = logging.getLogger(__name__)
SHUTDOWN_MS = 2000


class Verifier(QObject):
    done = Signal(str, object)  # path, Verdict
    cancelled = Signal(str)  # path

    def __init__(self, cancel: threading.Event) -> None:
        super().__init__()
        self._cancel = cancel

    @Slot(object)
    def run(self, model: LocalModel) -> None:
        self._cancel.clear()
        try:
            verdict = verify(model, should_stop=self._cancel.is_set)
        except InterruptedError:
            self.cancelled.emit(str(model.path))
            return
        except Exception as exc:  # every failure is reported, whatever its type
            log.warning("checking %s failed", model.path, exc_info=True)
            verdict = Verdict(False, f"{type(exc).__name__}: {exc}", CHECK_HEADER)
        self.done.emit(str(model.path), verdict)


class VerifierHost(QObject):
    """The verifier's thread: started with the dialog, stopped within SHUTDOWN_MS at close."""

    _runRequested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("verifierThread")
        self.worker = Verifier(self._cancel)
        self.worker.moveToThread(self._thread)
        self._runRequested.connect(self.worker.run)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        self._running = True

    def run(self, model: LocalModel) -> None:
        self._runRequested.emit(model)

    @property
    def stopped(self) -> bool:
        return self._thread.isFinished()

    def shutdown(self) -> bool:
        if not self._running:
            return True
        self._running = False
        self._cancel.set()  # a hash in progress stops at its next 4 MB chunk
        self._thread.quit()
        stopped = self._thread.wait(SHUTDOWN_MS)
        if stopped:
            log.debug("verifier thread stopped")
        else:
            log.error("verifier thread did not stop within %d ms", SHUTDOWN_MS)
        return stopped
