"""Re-checks a downloaded model (a SHA-256 over hundreds of MB) on its own thread.

Whatever goes wrong while reading the file ends as a "damaged or unreadable" answer with the
traceback in the log, so the model manager's button never stays disabled.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.models.model_files import LocalModel, verify

log = logging.getLogger(__name__)


class Verifier(QObject):
    done = Signal(str, bool, str)  # path, ok, reason

    @Slot(object)
    def run(self, model: LocalModel) -> None:
        try:
            ok, reason = verify(model)
        except Exception as exc:  # every failure is reported, whatever its type
            log.warning("checking %s failed", model.path, exc_info=True)
            ok, reason = False, f"{type(exc).__name__}: {exc}"
        self.done.emit(str(model.path), ok, reason)
