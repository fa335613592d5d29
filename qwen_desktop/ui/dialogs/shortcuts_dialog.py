"""Help ▸ Keyboard shortcuts (Ctrl+/): every key the app answers to, in the UI's language.

A table a screen reader reads row by row (key, then what it does). Keys are shown in the
platform's own notation (QKeySequence's native text: ⌘ on a Mac).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.ui.dialogs.fit_screen import fit_when_shown


class ShortcutsDialog(QDialog):
    def __init__(self, quick_ask: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = self._rows(quick_ask)
        self.table = QTableWidget(len(rows), 2)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        for row, (keys, what) in enumerate(rows):
            for column, text in enumerate((keys, what)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.setObjectName("shortcutsButtons")
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)  # Enter closes it too
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        metrics = self.fontMetrics()  # as big as the text is (200 % text: twice as big)
        self.resize(metrics.averageCharWidth() * 90, metrics.height() * 30)
        fit_when_shown(self)
        self.table.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # rows as tall as their text at the width the table really got
        QTimer.singleShot(0, self.table.resizeRowsToContents)

    def _rows(self, quick_ask: str) -> list[tuple[str, str]]:
        def keys(text: str) -> str:
            return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)

        rows = [
            (keys("Return"), self.tr("Send the message")),
            (keys("Shift+Return"), self.tr("New line in the message")),
            (keys("Esc"), self.tr("Stop the reply; cancel an edit; close a dialog")),
            (keys("Ctrl+N"), self.tr("New conversation")),
            (keys("Ctrl+L"), self.tr("Go to the message box")),
            (keys("Ctrl+F"), self.tr("Search conversations")),
            (keys("Ctrl+Shift+C"), self.tr("Copy the last reply")),
            (f"{keys('F6')}  /  {keys('Shift+F6')}",
             self.tr("Next / previous region: conversations, messages, message box")),
            (self.tr("Up, Down"), self.tr("Previous / next message (on a message)")),
            (keys("Alt+Left") + "  /  " + keys("Alt+Right"),
             self.tr("Previous / next version of the message")),
            (self.tr("Menu key, %1").replace("%1", keys("Shift+F10")),
             self.tr("The message's actions: copy, edit, regenerate, versions, delete")),
            (keys("Tab") + "  /  " + keys("Shift+Tab"), self.tr("Next / previous control")),
            (keys("Ctrl+O"), self.tr("Open a model file")),
            (keys("Ctrl+,"), self.tr("Settings")),
            (keys("Ctrl+/"), self.tr("This list")),
            (keys("Ctrl+Q"), self.tr("Quit")),
        ]  # fmt: skip
        if quick_ask:
            rows.append((keys(quick_ask), self.tr("Quick ask, from any application")))
        return rows
