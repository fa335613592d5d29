"""The main window's actions (with their shortcuts) and its File, Chat and Help menus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from qwen_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog

if TYPE_CHECKING:
    from qwen_desktop.ui.main_window import MainWindow


class WindowMenus(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        a = self._action  # (self.tr() by name: lupdate finds only self.tr calls)
        w = window
        self.new_action = a("newConversationAction", self.tr("&New conversation"), "Ctrl+N",
                            w.new_conversation)  # fmt: skip
        self.open_action = a("openModelAction", self.tr("&Open model file…"), "Ctrl+O",
                             w.choose_model_file)  # fmt: skip
        self.settings_action = a("settingsAction", self.tr("&Settings…"), "Ctrl+,",
                                 w.open_settings)  # fmt: skip
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.download_action = a("downloadAction", self.tr("&Get a model…"), "",
                                 w.get_a_model)  # fmt: skip
        self.models_action = a("modelManagerAction", self.tr("&Models…"), "",
                               w.sources.open_model_manager)  # fmt: skip
        self.servers_action = a("remoteServersAction", self.tr("&Remote servers…"), "",
                                w.open_servers)  # fmt: skip
        self.assistants_action = a("assistantsAction", self.tr("&Assistants…"), "",
                                   w.open_assistants)  # fmt: skip
        self.assistants_action.setVisible(w.services.assistants is not None)
        self.quit_action = a("quitAction", self.tr("&Quit"), "Ctrl+Q", w.close)
        self.stop_action = a("stopAction", self.tr("&Stop reply"), "Esc", w.escape)
        self.focus_action = a("focusComposerAction", self.tr("&Focus the message box"),
                              "Ctrl+L", w.composer.setFocus)  # fmt: skip
        self.copy_last_action = a("copyLastReplyAction", self.tr("&Copy last reply"),
                                  "Ctrl+Shift+C", w.copy_last_reply)  # fmt: skip
        self.search_action = a("searchAction", self.tr("&Search conversations"), "Ctrl+F",
                               self.focus_search)  # fmt: skip
        self.shortcuts_action = a("shortcutsAction", self.tr("&Keyboard shortcuts"), "Ctrl+/",
                                  self.show_shortcuts)  # fmt: skip
        file_menu = w.menuBar().addMenu(self.tr("&File"))
        file_menu.addActions([self.new_action, self.open_action, self.download_action,
                              self.models_action, self.servers_action,
                              self.assistants_action, self.settings_action])  # fmt: skip
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        chat_menu = w.menuBar().addMenu(self.tr("&Chat"))
        chat_menu.addActions([self.stop_action, self.focus_action, self.copy_last_action,
                              self.search_action])  # fmt: skip
        help_menu = w.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.shortcuts_action)

    def focus_search(self) -> None:
        if self.window.sidebar is not None:
            self.window.sidebar.focus_search()

    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self.window.preferences.settings.quick_ask_shortcut, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _action(self, name: str, text: str, shortcut: str, slot: object) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action
