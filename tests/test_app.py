"""What app.py sets up for the GUI process before any window exists."""

from __future__ import annotations

import gc
import sys

from pytestqt.qtbot import QtBot

from qwen_desktop import APP_ID, app
from qwen_desktop.ui.responsive import SWITCH_INTERVAL_S


def test_background_threads_cannot_hold_the_gui_thread_up(qtbot: QtBot) -> None:
    """With Python's defaults the window froze for 50-700 ms at a time while a PDF was read on
    the document thread (benchmarks/RESULTS.md): the app shortens the switch interval, and on
    the event loop's first turn freezes start-up's objects out of full garbage collections."""
    default = sys.getswitchinterval()
    gc.unfreeze()
    try:
        sys.setswitchinterval(0.005)
        application = app._application()
        assert application.applicationName() == APP_ID
        assert sys.getswitchinterval() == SWITCH_INTERVAL_S
        qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=5000)
    finally:
        sys.setswitchinterval(default)
        gc.unfreeze()
