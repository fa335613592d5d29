"""Settings ▸ General ▸ Ask from anywhere: the quick-ask shortcut (with what became of it: in
use, taken by another program, not possible on this desktop) and closing to the tray."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QKeySequenceEdit, QLabel

from qwen_desktop.services.global_shortcut import ShortcutState
from qwen_desktop.ui.accessibility import name_inner_controls


class AnywhereBox(QGroupBox):
    def __init__(self) -> None:
        super().__init__(self.tr("Ask from anywhere"))
        self.setObjectName("anywhereBox")
        self.shortcut = QKeySequenceEdit()
        self.shortcut.setObjectName("shortcutEdit")
        self.shortcut.setClearButtonEnabled(True)
        self.shortcut.setMaximumSequenceLength(1)
        name_inner_controls(self.shortcut, self.tr("Quick ask shortcut"))
        self.shortcut.setToolTip(self.tr("Opens quick ask from any application. Empty: off."))
        self.state = QLabel()
        self.state.setObjectName("shortcutState")
        self.state.setWordWrap(True)
        self.close_to_tray = QCheckBox(self.tr("Closing the window keeps Qwen Desktop in the tray"))
        self.close_to_tray.setObjectName("closeToTrayCheck")
        form = QFormLayout(self)
        form.addRow(self.tr("Quick ask shortcut"), self.shortcut)
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
            ShortcutState.ACTIVE: self.tr("Works in every application."),
            ShortcutState.OFF: self.tr("Off."),
            ShortcutState.STARTING: self.tr("Setting it up…"),
            ShortcutState.CONFLICT: self.tr(
                "Another program already uses this combination: choose another one."),
            ShortcutState.INVALID: self.tr("Use a combination with Ctrl, Alt, Shift or Meta."),
            ShortcutState.UNSUPPORTED: self.tr(
                "This desktop does not let applications set global shortcuts (Wayland): "
                "open quick ask from the tray icon, or set a shortcut in the desktop's own "
                "settings that runs qwen-desktop --quick-ask."),
        }  # fmt: skip
        self.state.setText(texts.get(ShortcutState(state), ""))
