"""Stored conversations seen from the window: open from the sidebar, export, import.

Its own object rather than part of the window, so the window stays layout and wiring: the
conversation itself is changed only through its `ChatSession`, the database only through the
store and the sessions' recorders.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QStatusBar, QWidget

from qwen_desktop.core.chats import archive, exchange
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.ui.chat.banner import Banner
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.sidebar import ConversationSidebar


class HistoryActions(QObject):
    def __init__(
        self,
        window: QWidget,
        sessions: ChatSessions,
        chats: ChatStore,
        sidebar: ConversationSidebar,
        chat_view: ChatView,
        banner: Banner,
        status: QStatusBar,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.sessions = sessions
        self.chats = chats
        self.sidebar = sidebar
        self.chat_view = chat_view
        self.banner = banner
        self.status = status
        sidebar.conversationChosen.connect(self.open_conversation)
        sidebar.exportRequested.connect(self._choose_export_file)
        sidebar.importRequested.connect(self._choose_import_file)
        sidebar.deleted.connect(self._conversation_deleted)
        sessions.recorded.connect(self.refresh)
        sessions.writingChanged.connect(self.refresh)
        sessions.currentChanged.connect(lambda _session: self.refresh())

    def show_recovered(self, moved_to: Path) -> None:
        self.banner.show_text(
            self.tr("Your conversation history could not be read and was set aside as %1. "
                    "A new history was started.").replace("%1", str(moved_to))
        )  # fmt: skip

    def refresh(self) -> None:
        self.sidebar.current_id = self.sessions.current.conversation_id
        self.sidebar.writing = self.sessions.writing
        self.sidebar.refresh()

    def open_conversation(self, conversation_id: int, message_id: int = 0) -> bool:
        """Show a stored conversation (and scroll to one of its messages). One being written
        goes on writing in the background."""
        if not self.sessions.open(conversation_id):
            return False
        self.sidebar.current_id = conversation_id
        # A hit in a version not on screen: its branch is put on screen first.
        session = self.sessions.current
        turn_id = session.show_message(message_id) if message_id else None
        if turn_id is not None and self.chat_view.find_widget(turn_id) is not None:
            self.chat_view.show_widget(self.chat_view.widget_for(turn_id))
        return True

    def reopen(self, conversation_id: int) -> bool:
        """At start: the conversation open at the last close, if it is still there (silently)."""
        try:
            present = any(c.id == conversation_id for c in self.chats.conversations())
        except sqlite3.Error:
            return False
        return present and self.open_conversation(conversation_id)

    def _conversation_deleted(self, conversation_id: int) -> None:
        self.sessions.forget(conversation_id)

    def _choose_export_file(self, conversation_id: int, kind: str) -> None:
        title = self.chats.conversation(conversation_id).title
        suffix = ".md" if kind == "md" else ".json"  # "json": this branch; "tree": all versions
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export conversation"),
            str(Path.home() / f"{title or 'chat'}{suffix}"),
        )
        if path:
            self.export_conversation(conversation_id, kind, Path(path))

    def export_conversation(self, conversation_id: int, kind: str, path: Path) -> bool:
        """The branch on screen; "tree" is JSON with every version as well."""
        try:
            exported = archive.gather(self.chats, conversation_id)
            if kind == "md":
                names = {"user": self.tr("You"), "assistant": self.tr("Qwen"),
                         "system": self.tr("System prompt")}  # fmt: skip
                text = exchange.to_markdown(exported, names, self.tr("Attached: %1"),
                                            self.tr("Thinking"))  # fmt: skip
            else:
                text = exchange.to_json(exported, whole_tree=kind == "tree")
            path.write_text(text, encoding="utf-8")
        except (OSError, sqlite3.Error, KeyError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.banner.show_text(self.tr("Could not export: %1").replace("%1", reason))
            return False
        self.status.showMessage(self.tr("Exported to %1").replace("%1", str(path)), 4000)
        return True

    def _choose_import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Import a conversation"),
            str(Path.home()),
            self.tr("JSON (*.json)"),
        )
        if path:
            self.import_conversation(Path(path))

    def import_conversation(self, path: Path) -> int | None:
        try:
            imported = exchange.from_json(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            self.banner.show_text(
                self.tr("This file is not a conversation that can be imported: %1")
                .replace("%1", str(exc))
            )  # fmt: skip
            return None
        try:
            conversation_id = archive.restore(self.chats, imported)
        except sqlite3.Error as exc:
            self.banner.show_text(self.tr("Could not import: %1").replace("%1", str(exc)))
            return None
        self.refresh()
        self.open_conversation(conversation_id)
        return conversation_id
