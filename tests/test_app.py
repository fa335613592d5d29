"""What app.py sets up for the GUI process before any window exists."""

from __future__ import annotations

import sys

from pytestqt.qtbot import QtBot

from qwen_desktop import APP_ID, app
from qwen_desktop.ui.responsive import SWITCH_INTERVAL_S


def test_the_gui_process_hands_the_interpreter_back_within_a_millisecond(qtbot: QtBot) -> None:
    """Python's default 5 ms switch interval froze the window for 100-700 ms while a PDF was
    read on the document thread (benchmarks/RESULTS.md); the app must shorten it."""
    default = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        application = app._application()
        assert application.applicationName() == APP_ID
        assert sys.getswitchinterval() == SWITCH_INTERVAL_S
    finally:
        sys.setswitchinterval(default)
