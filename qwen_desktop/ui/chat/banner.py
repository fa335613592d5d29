"""A dismissible line above the composer: errors and notices are shown here, never as a crash."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from qwen_desktop.ui.accessibility import announce


class Banner(QFrame):
    """A dismissible line above the composer: errors are shown here, never as a crash."""

    dismissed = Signal()  # the user closed it (not emitted by hide())

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setObjectName(f"{name}Text")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setObjectName(f"{name}Close")
        close.setText("✕")
        close.setToolTip(self.tr("Dismiss"))
        close.setAccessibleName(self.tr("Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        close.clicked.connect(self.dismissed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_text(self, text: str) -> None:
        """Show it, and have a screen reader say it at once: an error is never only seen."""
        self.label.setText(text)
        self.show()
        announce(self, text, assertive=True)
