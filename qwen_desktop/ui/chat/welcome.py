"""What an empty conversation shows: a greeting, which model is loaded, and a few example
prompts that fill the message box when clicked (a new user sees what to do, not a grey void)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


class WelcomePanel(QWidget):
    promptChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePanel")
        self.title = QLabel(self.tr("What can I help you with?"))
        self.title.setObjectName("welcomeTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.model_label = QLabel()
        self.model_label.setObjectName("welcomeModel")
        self.model_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.model_label.setWordWrap(True)
        hint = QLabel(self.tr("Everything runs on this computer; nothing you write leaves it."))
        hint.setObjectName("welcomeHint")
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(10)
        layout.addStretch(1)
        for label in (self.title, self.model_label, hint):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            layout.addWidget(label)
        layout.addSpacing(8)
        self.buttons: list[QPushButton] = []
        for number, prompt in enumerate(self.examples()):
            button = QPushButton(prompt)
            button.setObjectName(f"examplePrompt{number}")
            button.setToolTip(self.tr("Put this into the message box"))
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _checked=False, text=prompt: self.promptChosen.emit(text))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons.append(button)
        layout.addStretch(2)
        self.set_model(None)

    def examples(self) -> list[str]:
        return [
            self.tr("Explain what a large language model is, in three sentences."),
            self.tr("Write a short poem about autumn."),
            self.tr("Help me write a polite email asking for a day off tomorrow."),
            self.tr("Translate into English: 今天天气很好，我们去公园散步吧。"),
        ]

    def set_model(self, name: str | None, loading: bool = False) -> None:
        if loading:
            text = self.tr("Loading %1…").replace("%1", name or "")
        elif name:
            text = self.tr("Model: %1").replace("%1", name)
        else:
            text = self.tr("No model is loaded yet. Open a model file (Ctrl+O) to start.")
        self.model_label.setText(text)
