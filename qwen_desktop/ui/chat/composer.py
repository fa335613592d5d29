"""The message box: Enter sends, Shift+Enter starts a new line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class Composer(QPlainTextEdit):
    submitted = Signal()
    filesPasted = Signal(list)  # list[Path]: files pasted (or dropped) into the message box

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composer")
        self.setPlaceholderText(
            self.tr("Message Qwen… (Enter to send, Shift+Enter for a new line)")
        )
        self.setAccessibleName(self.tr("Message"))
        self.setAccessibleDescription(self.tr("Enter sends, Shift+Enter starts a new line"))
        self.setTabChangesFocus(True)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, True)
        lines = 3
        self.setFixedHeight(self.fontMetrics().lineSpacing() * lines + 16)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return source.hasUrls() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        files = [Path(u.toLocalFile()) for u in source.urls() if u.isLocalFile()]
        if files:
            self.filesPasted.emit(files)  # attached, not pasted as a path
            return
        super().insertFromMimeData(source)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
        )  # fmt: skip
        if enter and plain:
            event.accept()
            self.submitted.emit()
            return
        if enter and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.insertPlainText("\n")
            event.accept()
            return
        super().keyPressEvent(event)
