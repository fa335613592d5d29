"""Background Python threads must not freeze the window: two interpreter settings for the GUI.

Python runs one thread at a time. Two things let a busy worker thread (pypdf reading a PDF on the
document thread) hold the GUI thread up for 50-700 ms at a time:

- The switch interval: a thread that wants to run waits up to it (5 ms by default) for the running
  one to let go, and PySide6 lets go and takes the interpreter back around calls into Qt, so one
  pass of the event loop waits many times over. At 1 ms the waits are short. It is 1 ms only
  while files are being read: the rest of the time the GUI thread's more frequent hand-overs
  cost the model's decode thread about 2 % of its speed (bench_ui, "app / default").
- Full garbage collections: whichever thread triggers one walks every tracked object, the ~100,000
  of the window and its modules included: 70-80 ms with the interpreter held. Freezing what exists
  once start-up is done takes those objects out of every later collection.

Measured in benchmarks/RESULTS.md ("Chat with files", "Services layer").
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QTimer

from qwen_desktop.services.jobs import JobQueue

SWITCH_INTERVAL_S = 0.001
DEFAULT_SWITCH_INTERVAL_S = sys.getswitchinterval()
_reading = {"on": False}  # whether the app asked for the short interval (see follow_reading)


def keep_gui_thread_responsive() -> None:
    """Call once the QApplication exists: the freeze on the event loop's first turn (after the
    window is built and shown, before the user can attach anything)."""
    _reading["on"] = True
    QTimer.singleShot(0, freeze_startup_objects)


def follow_reading(documents: JobQueue) -> None:
    """The short switch interval while the document thread reads files, the default otherwise
    (only when the app asked for responsiveness: benchmarks compare both)."""

    def busy(reading: bool) -> None:
        if _reading["on"]:
            sys.setswitchinterval(SWITCH_INTERVAL_S if reading else DEFAULT_SWITCH_INTERVAL_S)

    documents.busyChanged.connect(busy)


def freeze_startup_objects() -> None:
    """Keep what start-up made out of later collections. No collection first: it found 10
    unreachable objects of ~67,000 and cost 48 ms; freezing costs 0.01 ms."""
    gc.freeze()
