"""Reads attached files on their own thread: extracting a 300-page PDF or indexing a 5 MB text
must never stall the window. Cancellable between steps; every failure is reported."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot

from qwen_desktop.core.documents.attach import AttachCancelled, attach_file

log = logging.getLogger(__name__)
SHUTDOWN_MS = 3000
PROGRESS_INTERVAL_S = 0.1  # a 2,000-page PDF reports ten times a second, not per page


class DocumentWorker(QObject):
    progress = Signal(str, str, int, int)  # file path, phase ("reading", "indexing"), done, total
    attached = Signal(str, object)  # file path, AttachedFile
    failed = Signal(str, object)  # file path, the exception
    cancelled = Signal(str)

    def __init__(self, cancel: threading.Event) -> None:
        super().__init__()
        self._cancel = cancel

    @Slot(str, str, object)
    def attach(self, path: str, db_path: str, conversation_id: int | None) -> None:
        self._cancel.clear()
        last = [0.0]

        def report(phase: str, done: int, total: int) -> None:
            now = time.monotonic()
            if done in (0, total) or now - last[0] >= PROGRESS_INTERVAL_S:
                last[0] = now
                self.progress.emit(path, phase, done, total)

        try:
            attached = attach_file(
                Path(path), Path(db_path), conversation_id, self._cancel.is_set, report
            )
        except AttachCancelled:
            self.cancelled.emit(path)
        except Exception as exc:  # every failure is reported, whatever its type
            log.info("attaching %s failed: %s", path, exc)
            self.failed.emit(path, exc)
        else:
            self.attached.emit(path, attached)


class DocumentHost(QObject):
    _attachRequested = Signal(str, str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("documentThread")
        self.worker = DocumentWorker(self._cancel)
        self.worker.moveToThread(self._thread)
        self._attachRequested.connect(self.worker.attach)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        self._running = True

    def attach(self, path: Path, db_path: Path, conversation_id: int | None) -> None:
        self._attachRequested.emit(str(path), str(db_path), conversation_id)

    def cancel(self) -> None:
        self._cancel.set()

    def shutdown(self) -> bool:
        if not self._running:
            return True
        self._running = False
        self._cancel.set()
        self._thread.quit()
        ended = self._thread.wait(SHUTDOWN_MS)
        if not ended:
            log.error("document thread did not end within %d ms", SHUTDOWN_MS)
        return ended
