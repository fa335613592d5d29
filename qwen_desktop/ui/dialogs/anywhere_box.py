"""Settings ▸ General ▸ Ask from anywhere: the quick-ask shortcut (with what became of it: in
use, taken by another program, not possible on this desktop) and closing to the tray."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QKeySequenceEdit, QLabel

from qwen_desktop.services.global_shortcut import ShortcutState


def _tr(text: str) -> str:
    return QCoreApplication.translate("AnywhereBox", text)


class AnywhereBox(QGroupBox):
    def __init__(self) -> None:
        super().__init__(_tr("Ask from anywhere"))
        self.setObjectName("anywhereBox")
        self.shortcut = QKeySequenceEdit()
        self.shortcut.setObjectName("shortcutEdit")
        self.shortcut.setClearButtonEnabled(True)
        self.shortcut.setMaximumSequenceLength(1)
        self.shortcut.setToolTip(_tr("Opens quick ask from any application. Empty: off."))
        self.state = QLabel()
        self.state.setObjectName("shortcutState")
        self.state.setWordWrap(True)
        self.close_to_tray = QCheckBox(_tr("Closing the window keeps Qwen Desktop in the tray"))
        self.close_to_tray.setObjectName("closeToTrayCheck")
        form = QFormLayout(self)
        form.addRow(_tr("Quick ask shortcut"), self.shortcut)
        form.addRow("", self.state)
        form.addRow(self.close_to_tray)

    def show_values(self, shortcut: str, close_to_tray: bool) -> None:
        self.shortcut.setKeySequence(QKeySequence(shortcut))
        self.close_to_tray.setChecked(close_to_tray)

    def sequence(self) -> str:
        return self.shortcut.keySequence().toString(QKeySequence.SequenceFormat.PortableText)

    def show_state(self, state: str) -> None:
        """What became of the shortcut, in words (never only a colour)."""
        texts = {
            ShortcutState.ACTIVE: _tr("Works in every application."),
            ShortcutState.OFF: _tr("Off."),
            ShortcutState.STARTING: _tr("Setting it up…"),
            ShortcutState.CONFLICT: _tr("Another program already uses this combination: "
                                        "choose another one."),
            ShortcutState.INVALID: _tr("Use a combination with Ctrl, Alt, Shift or Meta."),
            ShortcutState.UNSUPPORTED: _tr(
                "This desktop does not let applications set global shortcuts (Wayland): "
                "open quick ask from the tray icon, or set a shortcut in the desktop's own "
                "settings that runs qwen-desktop --quick-ask."),
        }  # fmt: skip
        self.state.setText(texts.get(ShortcutState(state), ""))
