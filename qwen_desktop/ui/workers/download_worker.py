"""Runs a Downloader on its own QThread; the GUI gets progress and the outcome as plain data.

Any exception, of whatever type, ends as a `failed` signal with the traceback in the log: the
dialog never waits for a download that has died.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot

from qwen_desktop.core.models.catalog import ModelFile
from qwen_desktop.core.models.downloader import (
    Downloader,
    DownloadError,
    DownloadProblem,
    DownloadStopped,
)

log = logging.getLogger(__name__)
SHUTDOWN_MS = 10_000  # a pause takes effect at the next chunk; a stalled socket times out


class DownloadWorker(QObject):
    progress = Signal(object)  # Progress
    finished = Signal(str)  # final path
    failed = Signal(object)  # DownloadError
    stopped = Signal(bool)  # cancelled?

    def __init__(self) -> None:
        super().__init__()
        self._job: Downloader | None = None

    @Slot(object, str, str)
    def start(self, model: ModelFile, folder: str, endpoint: str) -> None:
        try:
            job = Downloader(model, Path(folder), endpoint=endpoint or None,
                             on_progress=self.progress.emit)  # fmt: skip
            self._job = job
            path = job.run()
        except DownloadStopped as stop:
            self.stopped.emit(stop.cancelled)
        except DownloadError as exc:
            log.warning("download of %s failed: %s", model.filename, exc)
            self.failed.emit(exc)
        except Exception as exc:  # every failure is reported, whatever its type
            log.warning("download of %s failed", model.filename, exc_info=True)
            self.failed.emit(DownloadError(DownloadProblem.SERVER, f"{type(exc).__name__}: {exc}"))
        else:
            self.finished.emit(str(path))
        finally:
            self._job = None

    def pause(self) -> None:
        """Thread-safe: called from the GUI while `start` runs on the worker thread."""
        job = self._job
        if job is not None:
            job.pause()

    def cancel(self) -> None:
        job = self._job
        if job is not None:
            job.cancel()


class DownloadHost(QObject):
    _startRequested = Signal(object, str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("downloadThread")
        self.worker = DownloadWorker()
        self.worker.moveToThread(self._thread)
        self._startRequested.connect(self.worker.start)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        self._running = True

    def start(self, model: ModelFile, folder: Path, endpoint: str) -> None:
        self._startRequested.emit(model, str(folder), endpoint)

    def pause(self) -> None:
        self.worker.pause()

    def cancel(self) -> None:
        self.worker.cancel()

    def shutdown(self) -> bool:
        """Pause any transfer (the bytes stay for next time) and end the thread."""
        if not self._running:
            return True
        self._running = False
        self.worker.pause()
        self._thread.quit()
        ended = self._thread.wait(SHUTDOWN_MS)
        if ended:
            log.debug("download thread ended")
        else:
            log.error("download thread did not end within %d ms", SHUTDOWN_MS)
        return ended
