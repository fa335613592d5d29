"""“Deleted …  [Undo]” for a few seconds after a delete: deleting is one click, and a slip of
the mouse costs nothing (a conversation in the sidebar, a message and its replies in the chat)."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

UNDO_MS = 10_000


class UndoBar(QWidget):
    undoRequested = Signal()
    expired = Signal()  # the offer ran out (or was replaced): make the delete final

    def __init__(self, name: str, button_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.label = QLabel()
        self.button = QPushButton(self.tr("Undo"))
        self.button.setObjectName(button_name)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.expire)
        self.button.clicked.connect(self._undo)
        self._offered = False
        self.hide()

    def offer(self, text: str) -> None:
        self.expire()  # one undo at a time: an earlier delete becomes final
        self._offered = True
        self.label.setText(text)
        self.show()
        self._timer.start(UNDO_MS)

    def _undo(self) -> None:
        self._timer.stop()
        self.hide()
        if self._offered:
            self._offered = False
            self.undoRequested.emit()

    def expire(self) -> None:
        self._timer.stop()
        self.hide()
        if self._offered:
            self._offered = False
            self.expired.emit()
