"""The message box with Send / Stop / Attach and the attachment chips, bound to the session on
screen: what the buttons show comes from the session's `busy` and `can_send` (with the reason as
the Send button's tooltip), never from logic of its own."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from qwen_desktop.services.chat.binding import rebind
from qwen_desktop.services.chat.reply_params import model_thinks
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.states import Refusal
from qwen_desktop.ui.chat.attachment_chips import AttachmentChips
from qwen_desktop.ui.chat.composer import Composer


class ComposerBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.composer = Composer()
        self.chips = AttachmentChips()
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setObjectName("sendButton")
        self._send_tip = self.tr("Send the message (Enter)")
        self.send_button.setToolTip(self._send_tip)
        self.send_button.setDefault(True)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip(self.tr("Stop the reply (Esc)"))
        self.stop_button.hide()
        self.attach_button = QPushButton(self.tr("Attach…"))
        self.attach_button.setObjectName("attachButton")
        self.attach_button.setToolTip(
            self.tr("Attach files to ask about: text, Markdown, code, CSV, HTML, PDF, DOCX. "
                    "You can also drop or paste them here.")
        )  # fmt: skip
        # Qwen3 thinks before it answers: this conversation's switch (shown for such models)
        self.think_switch = QCheckBox(self.tr("Think"))
        self.think_switch.setObjectName("thinkSwitch")
        self.think_switch.setToolTip(
            self.tr("Let the model think before it answers (better at reasoning, slower). "
                    "Off: it answers at once. For this conversation.")
        )  # fmt: skip
        self.think_switch.setChecked(True)
        self.think_switch.hide()
        self.think_switch.toggled.connect(self._think_toggled)
        buttons = QVBoxLayout()
        for button in (self.send_button, self.stop_button, self.attach_button):
            buttons.addWidget(button)
        buttons.addWidget(self.think_switch)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.composer, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.chips)
        layout.addLayout(row)
        self.session: ChatSession | None = None

    def bind(self, session: ChatSession) -> None:
        self.session = rebind(self.session, session, self._subscriptions)
        self.refresh()
        self.show_attachments()

    def _subscriptions(self, session: ChatSession) -> list[tuple[Any, Any]]:
        pairs: list[tuple[Any, Any]] = [(session.busyChanged, self.refresh),
                                        (session.canSendChanged, self.refresh)]  # fmt: skip
        attachments = session.attachments
        if attachments is not None:
            pairs += [(attachments.changed, self.show_attachments),
                      (attachments.progress, self.chips.show_progress),
                      (self.chips.removeRequested, attachments.remove),
                      (self.chips.cancelRequested, attachments.cancel)]  # fmt: skip
        return pairs

    def refresh(self, *_args: object) -> None:
        session = self.session
        if session is None:
            return
        busy = session.busy
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)
        blocker = session.blocker
        # Send stays pressable while a file is read (pressing it says why it must wait).
        self.send_button.setEnabled(blocker in (None, Refusal.READING, Refusal.BUSY))
        reasons = {
            Refusal.NO_MODEL: self.tr("No model is loaded yet. Open a model file first (Ctrl+O)."),
            Refusal.READING: self.tr("An attached file is still being read."),
        }
        self.send_button.setToolTip(reasons.get(blocker, self._send_tip) if blocker else
                                    self._send_tip)  # fmt: skip
        self.think_switch.setVisible(model_thinks(session))
        self.think_switch.setEnabled(not busy)
        if self.think_switch.isChecked() != session.thinking:
            self.think_switch.blockSignals(True)
            self.think_switch.setChecked(session.thinking)
            self.think_switch.blockSignals(False)

    def _think_toggled(self, on: bool) -> None:
        if self.session is not None:
            self.session.thinking = on

    def show_attachments(self) -> None:
        attachments = self.session.attachments if self.session is not None else None
        if attachments is not None:
            self.chips.show_files(attachments.files, attachments.reading,
                                  attachments.read_progress)  # fmt: skip
