"""The services an app instance runs, built in one place (app.py calls `build_services`; tests
and benchmarks do the same) and shut down in one order at exit."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent

from qwen_desktop.core.assistants.library import AssistantLibrary
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import (
    assistants_path,
    cache_dir,
    secrets_path,
    servers_path,
    speeds_path,
)
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.core.llm.speed_memory import SpeedMemory
from qwen_desktop.core.remote.secrets import SecretStore
from qwen_desktop.services.api.controller import ApiController
from qwen_desktop.services.chat.reindex import reindex_attachments
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.chat.speed_watch import SpeedWatch
from qwen_desktop.services.crash_guard import CrashGuard
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.services.jobs import JobHandle, JobQueue
from qwen_desktop.services.models.targets import Targets
from qwen_desktop.services.preferences import Preferences

log = logging.getLogger(__name__)


@dataclass
class Services:
    host: EngineHost
    chats: ChatStore | None  # None: nothing is kept (self-test, benchmarks)
    documents: JobQueue
    background: JobQueue  # short network work: a server's connection test
    sessions: ChatSessions
    api: ApiController
    preferences: Preferences
    targets: Targets
    guard: CrashGuard
    attachments_store: ChatStore | None = None  # the chat store, or a throwaway index
    speed: SpeedWatch | None = None  # says when another program slows the model down
    reindex: JobHandle | None = None  # attachments of an earlier version being re-indexed
    assistants: AssistantLibrary | None = None  # the built-in assistants and the user's own

    def shutdown(self) -> None:
        """At exit, in order: replies and reads stop, the API server's streams are cut, the
        model is freed on its own thread, and every database connection closes (SQLite then
        removes its -wal and -shm files). Idempotent."""
        self.sessions.shutdown()
        self.documents.shutdown()
        self.background.shutdown()
        self.api.stop()
        self.host.shutdown()
        # The engine posted how the stopped replies ended: save them before the database closes.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.MetaCall)
        self.sessions.detach()
        self.guard.uninstall()
        for store in {id(s): s for s in (self.chats, self.attachments_store) if s}.values():
            store.close()


def build_services(host: EngineHost, settings: Settings | None = None,
                   store: SettingsStore | None = None, chats: ChatStore | None = None,
                   language: str = "en", debug: bool = False) -> Services:  # fmt: skip
    settings = settings or Settings()
    documents = JobQueue("documentThread", host)
    # Without a chat history the files still need an index: a throwaway one in the cache.
    attachments_store = chats if chats is not None else ChatStore(cache_dir() / "attachments.db")
    sessions = ChatSessions(host, chats, attachments_store, documents, parent=host)
    api = ApiController(host, settings.sampling(), host)
    preferences = Preferences(settings, store, language, host, sessions, api, debug, host)
    guard = CrashGuard(sessions.recover, host)
    speed = SpeedWatch(SpeedMemory(speeds_path()), host, sessions)
    reindex = reindex_attachments(documents, chats.path) if chats is not None else None
    assistants = AssistantLibrary(assistants_path())
    sessions.library = assistants
    return Services(host, chats, documents, JobQueue("backgroundThread", host, 1000), sessions,
                    api, preferences,
                    Targets(servers_path(), SecretStore(secrets_path())), guard,
                    attachments_store, speed, reindex, assistants)  # fmt: skip
