"""The passage a reply was given, when its source in the footer is clicked: the user can check
what the answer was based on (and whether the small model read it right)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class PassageDialog(QDialog):
    def __init__(self, label: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("passageDialog")
        self.setWindowTitle(label)
        heading = QLabel(label)
        heading.setObjectName("passageSource")
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.text = QPlainTextEdit()
        self.text.setObjectName("passageText")
        self.text.setAccessibleName(self.tr("Passage"))
        self.text.setReadOnly(True)
        self.text.setPlainText(text or self.tr("This passage is no longer available."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(560, 420)

    @classmethod
    def show_for(cls, parent: QWidget, text: str, label: str) -> PassageDialog:
        dialog = cls(label, text, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
