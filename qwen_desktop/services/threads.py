"""One QThread with one worker object on it, started and stopped the same way everywhere.

Every thread the app starts (the engine, background jobs) is an `OwnedThread`: the worker is
moved onto it and freed there; stopping asks the worker to finish (`before_quit`), quits the
event loop, waits a bounded time and logs the outcome, so an exit never hangs on a stuck thread
and never passes one in silence. Never `QThread.terminate()`: stop is cooperative.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread

log = logging.getLogger(__name__)


class OwnedThread:
    def __init__(self, name: str, worker: QObject) -> None:
        self.name = name
        self.worker = worker
        self._thread = QThread()
        self._thread.setObjectName(name)
        worker.moveToThread(self._thread)
        self._thread.finished.connect(worker.deleteLater)
        self._thread.start()
        self._running = True

    @property
    def running(self) -> bool:
        return self._running

    @property
    def finished(self) -> bool:
        return self._thread.isFinished()

    def stop(self, timeout_ms: int, before_quit: Callable[[int], bool] | None = None) -> bool:
        """End the thread within `timeout_ms`. `before_quit(ms)` runs first (it may wait for the
        worker, e.g. to free a model on its own thread) and says whether that went well.
        Idempotent; True when everything ended in time."""
        if not self._running:
            return True
        self._running = False
        started = time.monotonic()
        done = before_quit(timeout_ms) if before_quit is not None else True
        self._thread.quit()
        left_ms = max(100, int(timeout_ms - (time.monotonic() - started) * 1000))
        ended = self._thread.wait(left_ms)
        took_ms = (time.monotonic() - started) * 1000
        if done and ended:
            log.debug("%s ended in %.0f ms", self.name, took_ms)
        else:
            log.error("%s did not end cleanly within %.0f ms (work finished: %s, thread ended: "
                      "%s)", self.name, took_ms, done, ended)  # fmt: skip
        return done and ended
