"""The file pickers several windows share."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget


def ask_for_gguf(parent: QWidget) -> Path | None:
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("FileDialogs", "Choose a GGUF model"),
        str(Path.home()),
        QCoreApplication.translate("FileDialogs", "GGUF models (*.gguf)"),
    )
    return Path(path) if path else None
