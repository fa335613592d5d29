"""What the window shows, read from the services that own it: the session on screen, the
settings in use, the loaded model. The tests, the self-test and the benchmarks read these; the
window keeps no copy of any of them."""

from __future__ import annotations

from pathlib import Path

from qwen_desktop.core.chats.conversation import Conversation
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.services.preferences import Preferences


class WindowReadouts:
    host: EngineHost
    sessions: ChatSessions
    preferences: Preferences

    @property
    def session(self) -> ChatSession:
        return self.sessions.current

    @property
    def conversation(self) -> Conversation:
        return self.session.conversation

    @property
    def settings(self) -> Settings:
        return self.preferences.settings

    @property
    def store(self) -> SettingsStore | None:
        return self.preferences.store

    @store.setter
    def store(self, store: SettingsStore | None) -> None:
        self.preferences.store = store

    @property
    def language(self) -> str:
        return self.preferences.language

    @property
    def load_settings(self) -> LoadSettings:
        return self.preferences.load_settings

    @load_settings.setter
    def load_settings(self, settings: LoadSettings) -> None:
        self.preferences.load_settings = settings

    @property
    def params(self) -> SamplingParams:
        return self.sessions.params

    @params.setter
    def params(self, params: SamplingParams) -> None:
        self.sessions.params = params

    @property
    def model(self) -> LoadedModel | None:
        return self.host.model

    @property
    def model_path(self) -> Path | None:
        return self.host.path

    @property
    def busy(self) -> bool:
        return self.session.busy
