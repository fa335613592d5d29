"""Model downloads as a background job; the dialog gets progress and the outcome as plain data.

Whatever a download raises ends as `failed(Failure)` with the real exception: a named download
problem reads as one (no network, disk full), and a programming error reads as a programming
error, with its traceback in the log, never as "the server had a problem".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.models.catalog import ModelFile
from qwen_desktop.core.models.downloader import DEFAULT_ENDPOINT, Downloader, DownloadStopped
from qwen_desktop.core.models.fit import Fit
from qwen_desktop.core.models.fit_report import best_fit, catalog_fits, machine_bandwidth
from qwen_desktop.core.models.hub_catalog import Confirmed, confirm
from qwen_desktop.services.jobs import JobContext, JobQueue

log = logging.getLogger(__name__)
SHUTDOWN_MS = 10_000  # a pause takes effect at the next chunk; a stalled socket times out


@dataclass(frozen=True)
class CatalogFit:
    """The catalog on this machine: each entry's fit, and which one to preselect."""

    fits: dict[str, Fit]
    best: str
    speed_from: str  # "measured" or "probe"


class DownloadHost(QObject):
    fitted = Signal(object)  # CatalogFit
    confirmed = Signal(object)  # Confirmed: what the Hub (or mirror) really has
    progress = Signal(object)  # Progress
    finished = Signal(str)  # final path
    failed = Signal(object)  # Failure
    stopped = Signal(bool)  # cancelled? (False: paused, the bytes are kept)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobQueue("downloadThread", self, SHUTDOWN_MS)
        self._job: Downloader | None = None

    def start(self, model: ModelFile, folder: Path, endpoint: str) -> None:
        def work(context: JobContext) -> str:
            job = Downloader(model, folder, endpoint=endpoint or None,
                             on_progress=context.progress)  # fmt: skip
            self._job = job
            try:
                return str(job.run())
            except DownloadStopped as stop:
                return "cancelled" if stop.cancelled else "paused"
            finally:
                self._job = None

        handle = self._jobs.submit(f"download {model.filename}", work)
        handle.progressed.connect(self.progress)
        handle.succeeded.connect(self._on_done)
        handle.failed.connect(self.failed)
        handle.cancelled.connect(self._on_cancelled)

    def check_catalog(self, endpoint: str, n_ctx: int, speeds: Path | None, threads: int,
                      folder: Path) -> None:  # fmt: skip
        """In the background: the fit check for every entry (memory, this machine's speed, a
        one-second bandwidth probe if no speed was measured here yet), then the Hub's own list
        of files and sizes (entries it does not have are hidden)."""

        def fit_all(_context: JobContext) -> CatalogFit:
            bandwidth = machine_bandwidth(speeds, threads, folder)
            fits = catalog_fits(n_ctx, bandwidth.bytes_per_s)
            return CatalogFit(fits, best_fit(fits), bandwidth.source)

        def ask_hub(_context: JobContext) -> Confirmed:
            return confirm(endpoint or DEFAULT_ENDPOINT)

        self._jobs.submit("fit check", fit_all).succeeded.connect(self.fitted)
        self._jobs.submit("catalog check", ask_hub).succeeded.connect(self.confirmed)

    def _on_cancelled(self) -> None:
        self.stopped.emit(False)  # cancelled before it began: nothing was written

    def _on_done(self, outcome: str) -> None:
        if outcome in ("cancelled", "paused"):
            self.stopped.emit(outcome == "cancelled")
        else:
            self.finished.emit(outcome)

    def pause(self) -> None:
        """Thread-safe: the transfer stops at its next chunk; its bytes stay for next time."""
        job = self._job
        if job is not None:
            job.pause()

    def cancel(self) -> None:
        job = self._job
        if job is not None:
            job.cancel()

    def shutdown(self) -> bool:
        """Pause any transfer (the bytes stay for next time) and end the thread."""
        self.pause()
        return self._jobs.shutdown()
