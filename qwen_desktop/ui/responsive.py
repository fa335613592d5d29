"""The GUI thread gets the interpreter back within a millisecond, not five.

Python runs one thread at a time; a thread that wants to run waits up to the switch interval
(5 ms by default) for the running one to let go. PySide6 lets go and takes the interpreter back
around calls into Qt, so one pass of the event loop asks for it many times over: while another
thread runs Python flat out (pypdf reading a PDF on the document thread), every ask waits the
whole interval and the window froze for 100-700 ms at a time. At 1 ms the same reading never
blocks the window for 50 ms (benchmarks/RESULTS.md, "Chat with files"). The model's own work
runs in C with the interpreter released, so it does not pay for the shorter interval.
"""

from __future__ import annotations

import sys

SWITCH_INTERVAL_S = 0.001


def keep_gui_thread_responsive() -> None:
    """Call once in a process that shows windows, before its worker threads start."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)
