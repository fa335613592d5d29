"""Asking before loading a model that would not fit in the memory free now.

Loading it anyway makes the operating system swap: the whole computer, not only the app, slows
to a crawl. So the user is told both numbers and decides; No (the default, and Esc) keeps the
model that is loaded.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from qwen_desktop.core.text.units import human_bytes


def load_anyway(parent: QWidget, path: str, needed: int, free: int) -> bool:
    def tr(text: str) -> str:
        return QCoreApplication.translate("MemoryQuestion", text)

    box = QMessageBox(parent)
    box.setObjectName("memoryQuestion")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Not enough memory"))
    box.setText(tr("%1 needs about %2 of memory, but this computer has %3 free now.")
                .replace("%1", Path(path).name).replace("%2", human_bytes(needed))
                .replace("%3", human_bytes(free)))  # fmt: skip
    box.setInformativeText(tr("Loading it anyway can make the whole computer very slow. Close "
                              "other programs, or choose a smaller model or context size. Load "
                              "it anyway?"))  # fmt: skip
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
