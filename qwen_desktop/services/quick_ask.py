"""Quick ask: one question from anywhere, answered through the same engine queue as the window.

It is a conversation session of its own that records nothing: a quick question does not fill
the history. "Open in window" turns it into an ordinary stored conversation (with its assistant)
and hands its id to the window, which opens it there to go on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from qwen_desktop.core.assistants.library import Assistant
from qwen_desktop.core.assistants.translation import directed
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.exchange import Message
from qwen_desktop.core.chats.recorder import NullRecorder
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.sessions import ChatSessions

TITLE_CHARS = 40


class QuickAsk(QObject):
    def __init__(self, sessions: ChatSessions, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sessions = sessions
        self.session = ChatSession(sessions.host, sessions.system_prompt, sessions.params,
                                   NullRecorder(), self)  # fmt: skip

    def ask(self, text: str, assistant: Assistant | None = None) -> bool:
        """A new question (the previous one is let go), with `assistant`'s prompt if given;
        answered by whoever answers in the window (this computer or a server)."""
        session = self.session
        session.stop()
        assistant = directed(assistant, text) if assistant is not None else None
        if not session.new():
            return False
        session.set_target(self.sessions.target)
        session.params = self.sessions.params
        session.assistant = assistant
        session.system_prompt = (assistant.prompt(self.sessions.language) if assistant
                                 else self.sessions.system_prompt)  # fmt: skip
        session.conversation.assistant = assistant.id if assistant else ""
        return session.send(text)

    def keep(self, store: ChatStore) -> int | None:
        """Store the exchange as an ordinary conversation; its id (None: nothing to keep)."""
        conversation = self.session.conversation
        turns = [t for t in conversation.turns if t.text]
        if not turns or self.session.busy:
            return None
        messages = [Message(t.id, t.parent, t.role, t.text, model=t.model, server=t.server)
                    for t in turns]  # fmt: skip
        title = " ".join(turns[0].text.split())[:TITLE_CHARS]
        return store.import_tree(title, conversation.system_prompt, messages,
                                 assistant=conversation.assistant)  # fmt: skip
