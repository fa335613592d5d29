"""The window's settings, servers, assistants and passage dialogs, and who answers (the model
picker's choice).

A mixin of MainWindow with no strings of its own (tr() contexts follow the class a string is
written in): what a change does is the preferences service's and the targets service's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from qwen_desktop.core.config.paths import models_dir, servers_path
from qwen_desktop.core.config.settings import Settings
from qwen_desktop.core.llm.memory import kv_bytes_per_token
from qwen_desktop.core.models import catalog
from qwen_desktop.core.models.model_files import list_models, quantization_of
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.core.remote.servers import ServerList
from qwen_desktop.ui.dialogs.assistants_dialog import AssistantsDialog
from qwen_desktop.ui.dialogs.passage_dialog import PassageDialog
from qwen_desktop.ui.dialogs.servers_dialog import ServersDialog
from qwen_desktop.ui.dialogs.settings_dialog import SettingsDialog
from qwen_desktop.ui.model_picker import FILE
from qwen_desktop.ui.theme import apply_theme

if TYPE_CHECKING:
    from qwen_desktop.core.assistants.library import Assistant
    from qwen_desktop.services.chat.sessions import ChatSessions
    from qwen_desktop.services.container import Services
    from qwen_desktop.services.engine.host import EngineHost
    from qwen_desktop.services.preferences import Preferences
    from qwen_desktop.ui.anywhere import Anywhere
    from qwen_desktop.ui.chat.sidebar import ConversationSidebar
    from qwen_desktop.ui.model_picker import ModelPicker
    from qwen_desktop.ui.status_bar import WindowStatus


class WindowDialogs:
    services: Services
    host: EngineHost
    sessions: ChatSessions
    preferences: Preferences
    anywhere: Anywhere
    status: WindowStatus
    model_picker: ModelPicker
    sidebar: ConversationSidebar | None

    def new_conversation(self, assistant: Assistant | None = None) -> None:
        raise NotImplementedError  # MainWindow's

    def _widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def open_settings(self) -> SettingsDialog:
        info = self.host.model.info if self.host.model is not None else None
        dialog = SettingsDialog(
            self.preferences.settings,
            catalog.downloaded(models_dir()),
            self.preferences.language,
            self._widget(),
            kv_bytes_per_token(info),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        dialog.anywhere.show_state(self.anywhere.shortcut.state)
        self.anywhere.shortcut.stateChanged.connect(dialog.anywhere.show_state)
        dialog.open()
        return dialog

    def apply_settings(self, new: Settings) -> None:
        """Sampling and prompt apply to the next reply; model changes reload, keeping the chat;
        the quick-ask shortcut is grabbed again if it changed."""
        self.preferences.apply(new)
        self.anywhere.apply()

    def apply_api_settings(self) -> None:
        self.preferences.apply_api()

    def _apply_appearance(self, theme: str, font_size: int) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme, font_size)

    def open_servers(self) -> ServersDialog:
        dialog = ServersDialog(
            ServerList(servers_path()),
            self.services.targets.secrets,
            self.services.background,
            self._widget(),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.serversChanged.connect(self.refresh_model_picker)
        dialog.open()
        return dialog

    def refresh_model_picker(self) -> None:
        """This computer's model first, its other model files, then every server with a chosen
        model."""
        loaded = self.host.model
        local = loaded.info.name if loaded is not None else None
        settings = self.preferences.settings
        extra = [Path(settings.model_file)] if settings.model_file else []
        files = [m.path for m in list_models(models_dir(), extra)
                 if loaded is None or m.path != loaded.path]  # fmt: skip
        self.model_picker.fill(local, self.services.targets.refresh(), files)

    def _pick_model(self, choice: str) -> None:
        if choice.startswith(FILE):  # another model file: load it (asked first if too big)
            path = Path(choice.removeprefix(FILE))
            self.use_target(None)
            self.preferences.use_model(path, quantization_of(path))
            return
        self.use_target(self.services.targets.target_for(choice) if choice else None)

    def use_target(self, target: RemoteTarget | None) -> None:
        """Who answers the next message: a remote server's model, or (None) this computer."""
        self.sessions.target = target
        self.status.show_target(target)

    def _offer_assistants(self, sidebar: ConversationSidebar) -> None:
        if self.services.assistants is not None:
            sidebar.set_assistants(self.services.assistants, self.sessions.language)
            sidebar.assistantChosen.connect(self.new_conversation)
            sidebar.assistantsRequested.connect(self.open_assistants)

    def open_assistants(self) -> AssistantsDialog | None:
        """The assistants library; starting a conversation there opens it here."""
        library = self.services.assistants
        if library is None:
            return None
        dialog = AssistantsDialog(library, self.sessions.language, self._widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.startRequested.connect(self.new_conversation)
        if self.sidebar is not None:
            dialog.finished.connect(lambda _result: self._assistants_changed())
        dialog.open()
        return dialog

    def _assistants_changed(self) -> None:
        if self.sidebar is not None:
            self.sidebar.fill_assistants()
            self.sidebar.refresh()

    def show_source(self, turn_id: int, label: str) -> None:
        """A reply's source was clicked: the passage its question was given, in a window."""
        passage = self.sessions.current.conversation.passage(turn_id, label)
        PassageDialog.show_for(self._widget(), passage, label)
