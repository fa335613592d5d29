"""What app.py sets up for the GUI process before any window exists."""

from __future__ import annotations

import gc
import sys
import threading

from pytestqt.qtbot import QtBot

from qwen_desktop import APP_ID, app
from qwen_desktop.services.jobs import JobQueue
from qwen_desktop.ui import responsive
from qwen_desktop.ui.responsive import DEFAULT_SWITCH_INTERVAL_S, SWITCH_INTERVAL_S


def test_background_threads_cannot_hold_the_gui_thread_up(qtbot: QtBot) -> None:
    """With Python's defaults the window froze for 50-700 ms at a time while a PDF was read on
    the document thread (benchmarks/RESULTS.md): the app shortens the switch interval while
    files are read (only then: otherwise it costs decode speed), and on the event loop's first
    turn freezes start-up's objects out of full garbage collections."""
    default = sys.getswitchinterval()
    gc.unfreeze()
    jobs = JobQueue("documentThread")
    try:
        application = app._application()
        assert application.applicationName() == APP_ID
        responsive.follow_reading(jobs)
        assert sys.getswitchinterval() == DEFAULT_SWITCH_INTERVAL_S
        release = threading.Event()
        with qtbot.waitSignal(jobs.busyChanged, timeout=5000):
            handle = jobs.submit("read a PDF", lambda _context: release.wait(5))
        assert sys.getswitchinterval() == SWITCH_INTERVAL_S  # while the file is read
        with qtbot.waitSignal(handle.ended, timeout=5000):
            release.set()
        assert sys.getswitchinterval() == DEFAULT_SWITCH_INTERVAL_S
        qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=5000)
    finally:
        assert jobs.shutdown()
        sys.setswitchinterval(default)
        gc.unfreeze()
