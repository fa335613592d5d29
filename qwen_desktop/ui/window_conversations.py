"""The main window's stored-conversation actions: open, search, export, import.

A mixin of MainWindow (split out to keep each module short); it only uses what the window owns.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMainWindow

from qwen_desktop.core import exchange
from qwen_desktop.core.conversation import Conversation
from qwen_desktop.core.messages import ChatMessage

if TYPE_CHECKING:
    from qwen_desktop.core.recorder import Recorder
    from qwen_desktop.ui.banner import Banner
    from qwen_desktop.ui.chat_view import ChatView
    from qwen_desktop.ui.sidebar import ConversationSidebar


class StoredConversationsMixin(QMainWindow):
    recorder: Recorder | None
    sidebar: ConversationSidebar | None
    chat_view: ChatView
    conversation: Conversation
    error_banner: Banner
    edit_banner: Banner
    _editing: int | None

    @property
    def busy(self) -> bool:
        raise NotImplementedError

    def new_conversation(self) -> None:
        raise NotImplementedError

    def show_history_recovered(self, moved_to: Path) -> None:
        self.error_banner.show_text(
            self.tr("Your conversation history could not be read and was set aside as %1. "
                    "A new history was started.").replace("%1", str(moved_to))
        )  # fmt: skip

    def _refresh_sidebar(self) -> None:
        if self.sidebar is not None and self.recorder is not None:
            self.sidebar.current_id = self.recorder.conversation_id
            self.sidebar.refresh()

    def _focus_search(self) -> None:
        if self.sidebar is not None:
            self.sidebar.focus_search()

    def open_conversation(self, conversation_id: int, message_id: int = 0) -> bool:
        """Show a stored conversation (and scroll to one of its messages)."""
        if self.recorder is None or self.busy:
            return False
        self.conversation = self.recorder.load(conversation_id)
        self.chat_view.clear()
        for turn in self.conversation.turns:
            self.chat_view.add_turn(turn)
        self._editing = None
        self.edit_banner.hide()
        self.chat_view.set_busy(False)
        if self.sidebar is not None:
            self.sidebar.current_id = conversation_id
        turn_id = self.recorder.turn_for_message(message_id) if message_id else None
        if turn_id is not None:
            widget = self.chat_view.widget_for(turn_id)
            self.chat_view.show_widget(widget)
        return True

    def _conversation_deleted(self, conversation_id: int) -> None:
        if self.recorder is not None and self.recorder.conversation_id == conversation_id:
            self.new_conversation()

    def _choose_export_file(self, conversation_id: int, kind: str) -> None:
        title = self.recorder.store.conversation(conversation_id).title if self.recorder else ""
        suffix = ".md" if kind == "md" else ".json"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export conversation"), str(Path.home() / f"{title or 'chat'}{suffix}")
        )
        if path:
            self.export_conversation(conversation_id, kind, Path(path))

    def export_conversation(self, conversation_id: int, kind: str, path: Path) -> bool:
        if self.recorder is None:
            return False
        store = self.recorder.store
        title = store.conversation(conversation_id).title
        system = store.conversation(conversation_id).system_prompt
        messages = ([ChatMessage("system", system)] if system else []) + [
            ChatMessage(m.role, m.text)  # type: ignore[arg-type]
            for m in store.messages(conversation_id)
        ]
        if kind == "md":
            names = {"user": self.tr("You"), "assistant": self.tr("Qwen"),
                     "system": self.tr("System prompt")}  # fmt: skip
            text = exchange.to_markdown(title, messages, names)
        else:
            text = exchange.to_json(title, messages)
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            self.error_banner.show_text(
                self.tr("Could not export: %1").replace("%1", exc.strerror or str(exc))
            )
            return False
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", str(path)), 4000)
        return True

    def _choose_import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a conversation"), str(Path.home()), self.tr("JSON (*.json)")
        )
        if path:
            self.import_conversation(Path(path))

    def import_conversation(self, path: Path) -> int | None:
        if self.recorder is None:
            return None
        try:
            imported = exchange.from_json(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            self.error_banner.show_text(
                self.tr("This file is not a conversation that can be imported: %1")
                .replace("%1", str(exc))
            )  # fmt: skip
            return None
        store = self.recorder.store
        system = next((m.content for m in imported.messages if m.role == "system"), "")
        conversation_id = store.create_conversation(imported.title, system)
        for message in imported.messages:
            if message.role != "system":
                store.add_message(conversation_id, message.role, message.content)
        self._refresh_sidebar()
        self.open_conversation(conversation_id)
        return conversation_id
