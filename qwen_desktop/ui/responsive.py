"""Background Python threads must not freeze the window: two interpreter settings for the GUI.

Python runs one thread at a time. Two things let a busy worker thread (pypdf reading a PDF on the
document thread) hold the GUI thread up for 50-700 ms at a time:

- The switch interval: a thread that wants to run waits up to it (5 ms by default) for the running
  one to let go, and PySide6 lets go and takes the interpreter back around calls into Qt, so one
  pass of the event loop waits many times over. At 1 ms the waits are short.
- Full garbage collections: whichever thread triggers one walks every tracked object, the ~100,000
  of the window and its modules included: 70-80 ms with the interpreter held. Freezing what exists
  once start-up is done takes those objects out of every later collection.

Measured in benchmarks/RESULTS.md ("Chat with files"). The model's own work runs in C with the
interpreter released, so neither setting costs generation speed.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QTimer

SWITCH_INTERVAL_S = 0.001


def keep_gui_thread_responsive() -> None:
    """Call once the QApplication exists: the interval now, the freeze on the event loop's first
    turn (after the window is built and shown, before the user can attach anything)."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    QTimer.singleShot(0, freeze_startup_objects)


def freeze_startup_objects() -> None:
    """Keep what start-up made out of later collections. No collection first: it found 10
    unreachable objects of ~67,000 and cost 48 ms; freezing costs 0.01 ms."""
    gc.freeze()
