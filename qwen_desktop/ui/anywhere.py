"""Ask from anywhere: the system-tray icon, the global shortcut and the quick-ask window.

Built with the main window, but lazily where it costs: the quick-ask window is made the first
time it is asked for (then kept hidden, so the shortcut shows it at once), and the shortcut's
X connection is opened on its own thread after the window is up. With no tray on the desktop
there is no icon and closing the window quits, as always.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon

from qwen_desktop.services.global_shortcut import GlobalShortcut
from qwen_desktop.services.quick_ask import QuickAsk
from qwen_desktop.ui.quick_ask_window import QuickAskWindow
from qwen_desktop.ui.resources import app_icon

if TYPE_CHECKING:
    from qwen_desktop.ui.main_window import MainWindow


class Anywhere(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.shortcut = GlobalShortcut(self)
        self.shortcut.triggered.connect(self._pressed)
        self.quick_window: QuickAskWindow | None = None
        self.tray = self._tray() if QSystemTrayIcon.isSystemTrayAvailable() else None
        self._told_about_tray = False
        QTimer.singleShot(0, self.apply)  # after the window is up: start-up pays nothing

    def apply(self) -> None:
        """Follow the settings: the shortcut ("" off)."""
        wanted = self.window.preferences.settings.quick_ask_shortcut
        if wanted != self.shortcut.sequence or self.shortcut.state.value == "off":
            self.shortcut.start(wanted)

    def _tray(self) -> QSystemTrayIcon:
        tray = QSystemTrayIcon(app_icon(), self)
        tray.setObjectName("trayIcon")
        tray.setToolTip(self.tr("Qwen Desktop"))
        menu = QMenu(self.window)
        menu.addAction(self.tr("Show window"), self.show_window)
        menu.addAction(self.tr("New conversation"), self._new_conversation)
        menu.addAction(self.tr("Quick ask"), self.show_quick_ask)
        menu.addSeparator()
        menu.addAction(self.tr("Quit"), self.quit)
        tray.setContextMenu(menu)
        tray.activated.connect(self._activated)
        tray.show()
        return tray

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:  # a left click
            if self.window.isVisible() and not self.window.isMinimized():
                self.window.hide()
            else:
                self.show_window()

    def show_window(self) -> None:
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def _new_conversation(self) -> None:
        self.show_window()
        self.window.new_conversation()

    def quit(self) -> None:
        self.window.quitting = True
        self.window.close()
        QApplication.quit()

    def show_quick_ask(self) -> QuickAskWindow:
        if self.quick_window is None:
            services = self.window.services
            quick = QuickAsk(self.window.sessions, self)
            self.quick_window = QuickAskWindow(quick, services.assistants,
                                               self.window.sessions.language)  # fmt: skip
            self.quick_window.openRequested.connect(self._open_in_window)
        self.quick_window.present()
        return self.quick_window

    def _pressed(self) -> None:
        """The shortcut, from whatever application has the focus: take it, as the user asked."""
        quick = self.show_quick_ask()
        QTimer.singleShot(0, lambda: self.shortcut.focus(int(quick.winId())))

    def _open_in_window(self, conversation_id: int) -> None:
        self.show_window()
        if self.window.history is not None:
            self.window.history.refresh()
            self.window.history.open_conversation(conversation_id)

    def keeps_running(self, event: QCloseEvent) -> bool:
        """Closing the window with "keep in the tray" on: it hides instead (said once)."""
        settings = self.window.preferences.settings
        if self.tray is None or not settings.close_to_tray or self.window.quitting:
            return False
        event.ignore()
        self.window.hide()
        if not self._told_about_tray:
            self._told_about_tray = True
            self.tray.showMessage(
                self.tr("Qwen Desktop is still running"),
                self.tr("It is in the system tray. Quit it from the tray icon's menu."),
            )
        return True  # fmt: skip

    def shutdown(self) -> None:
        self.shortcut.stop()
        if self.quick_window is not None:
            self.quick_window.close()
            self.quick_window.deleteLater()
        if self.tray is not None:
            self.tray.hide()
