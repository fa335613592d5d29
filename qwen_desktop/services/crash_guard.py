"""The last resort: an exception nobody caught, on any thread, is logged with its traceback,
told to the user, and never leaves the window busy.

Every worker slot already reports its own failures; this catches what slips past them (a bug in
a slot on the GUI thread, a stray Python thread). The report crosses to the GUI thread through a
queued signal, and `recover` gives the sessions a chance to drop a reply that can no longer end.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.failure import Failure

log = logging.getLogger(__name__)


class CrashGuard(QObject):
    problem = Signal(object)  # Failure, on the GUI thread
    _caught = Signal(object)  # from any thread

    def __init__(self, recover: Callable[[], None] | None = None,
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self._recover = recover
        self._caught.connect(self._on_caught)
        self._previous: tuple[object, object] | None = None

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous  # type: ignore[assignment]
            self._previous = None

    def _excepthook(self, kind: type[BaseException], error: BaseException,
                    trace: TracebackType | None) -> None:  # fmt: skip
        if not isinstance(error, Exception):  # KeyboardInterrupt, SystemExit: not ours to keep
            sys.__excepthook__(kind, error, trace)
            return
        log.error("uncaught exception", exc_info=(kind, error, trace))
        self._caught.emit(Failure.of(error))

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        error = args.exc_value
        if not isinstance(error, Exception):
            return
        name = args.thread.name if args.thread is not None else "?"
        log.error("uncaught exception in thread %s", name,
                  exc_info=(args.exc_type, error, args.exc_traceback))  # fmt: skip
        self._caught.emit(Failure.of(error))

    def _on_caught(self, failure: Failure) -> None:
        if self._recover is not None:
            try:
                self._recover()
            except Exception:
                log.exception("recovering from an uncaught exception failed")
        self.problem.emit(failure)
