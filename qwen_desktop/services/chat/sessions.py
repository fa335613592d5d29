"""A session per open conversation: the one on screen, and any still being written.

Opening another conversation while a reply streams is allowed: that reply goes on (the engine's
queue runs one request at a time, in order), is saved in its own conversation, and shows live when
the user comes back to it. A session that is neither on screen nor writing is let go: its
conversation is in the store, and its KV state is parked by the engine.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.assistants.library import Assistant, AssistantLibrary
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.recorder import NullRecorder, Recorder
from qwen_desktop.core.llm.load import LoadedModel
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.vocab import token_counter
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.chat.attachments import Attachments
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.states import ReplySource
from qwen_desktop.services.jobs import JobQueue

log = logging.getLogger(__name__)


def _answering_model(session: ChatSession) -> Path | None:
    """The file of the local model that answers the session's next message; None for a
    server's (its tokenizer is unknown here)."""
    model = session.host.model
    return model.path if session.target is None and model is not None else None


class ChatSessions(QObject):
    currentChanged = Signal(object)  # the ChatSession now on screen (render it)
    writingChanged = Signal()  # which conversations are being written changed (the sidebar)
    recorded = Signal()  # some stored conversation changed (titles, order): refresh the list
    storageFailed = Signal(str)

    def __init__(self, host: ReplySource, chats: ChatStore | None, attachments_store: ChatStore,
                 documents: JobQueue, system_prompt: str = "",
                 params: SamplingParams | None = None,
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.host = host
        self.chats = chats
        self._attachments_store = attachments_store
        self._documents = documents
        self._system_prompt = system_prompt
        self._params = params or SamplingParams()
        self._target: RemoteTarget | None = None
        self.attach_budget: int | None = None
        self._background: list[ChatSession] = []  # writing, not on screen
        self.library: AssistantLibrary | None = None  # to find a stored conversation's assistant
        self.language = "en"  # the UI language: an assistant's prompt is in it
        self.current = self._make()
        loaded = getattr(host, "loaded", None)  # a fake host may have none
        if loaded is not None:
            loaded.connect(self._preload_tokenizer)

    # -- what every session shares -------------------------------------------------------------

    @property
    def params(self) -> SamplingParams:
        return self._params

    @params.setter
    def params(self, params: SamplingParams) -> None:
        self._params = params
        for session in self.all():
            session.params = params

    @property
    def system_prompt(self) -> str:
        return self._system_prompt

    @system_prompt.setter
    def system_prompt(self, text: str) -> None:
        """The prompt of conversations started from now on, and of the one on screen."""
        self._system_prompt = text
        self.current.system_prompt = text

    @property
    def target(self) -> RemoteTarget | None:
        return self._target

    @target.setter
    def target(self, target: RemoteTarget | None) -> None:
        """Who answers the next message, in every conversation: a server's model, or None."""
        self._target = target
        for session in self.all():
            session.set_target(target)

    def set_attach_budget(self, tokens: int) -> None:
        self.attach_budget = tokens
        for session in self.all():
            if session.attachments is not None:
                session.attachments.budget = tokens

    def _preload_tokenizer(self, model: LoadedModel) -> None:
        """Attachments are budgeted in the model's own tokens: its tokenizer is read on the
        document thread now (~0.4 s for Qwen's), not on the GUI thread at the next question."""
        path = model.path
        self._documents.submit("tokenizer", lambda _context: bool(token_counter(path)))

    def all(self) -> list[ChatSession]:
        return [self.current, *self._background]

    @property
    def writing(self) -> set[int]:
        """Stored conversations with a reply being written (on screen or not)."""
        return {s.conversation_id for s in self.all() if s.busy and s.conversation_id is not None}

    # -- switching -----------------------------------------------------------------------------

    def new(self, assistant: Assistant | None = None) -> ChatSession:
        """An empty conversation on screen, started from `assistant` if given (its prompt is
        the conversation's system prompt, its sampling on top of the settings'); one being
        written goes on in the background."""
        if not self.current.busy:
            self.current.new()
            session = self.current
        else:
            session = self._switch_to(self._make())
        session.system_prompt = self._system_prompt
        session.assistant = assistant
        if assistant is not None:
            session.system_prompt = assistant.prompt(self.language)
            session.conversation.assistant = assistant.id
        return session

    def open(self, conversation_id: int) -> bool:
        if conversation_id == self.current.conversation_id:
            return True
        live = next((s for s in self._background if s.conversation_id == conversation_id), None)
        if live is not None:
            self._background.remove(live)
            self._switch_to(live)
            return True
        if not self.current.busy:
            return self._opened(self.current, self.current.open(conversation_id))
        session = self._make()
        if not session.open(conversation_id):
            session.deleteLater()
            return False
        self._switch_to(session)
        return self._opened(session, True)

    def _opened(self, session: ChatSession, opened: bool) -> bool:
        """A stored conversation is on screen: its assistant's sampling applies again."""
        if opened:
            library, ident = self.library, session.conversation.assistant
            session.assistant = library.get(ident) if library is not None and ident else None
        return opened

    def forget(self, conversation_id: int) -> None:
        """A conversation was deleted: its reply stops, and it leaves the screen."""
        for session in self.all():
            if session.conversation_id == conversation_id:
                session.stop()
                if session is self.current:
                    self.new()

    def _switch_to(self, session: ChatSession) -> ChatSession:
        old = self.current
        if old.busy:
            self._background.append(old)
        else:
            self._retire(old)
        self.current = session
        self.currentChanged.emit(session)
        self.writingChanged.emit()
        return session

    def _retire(self, session: ChatSession) -> None:
        if session is self.current:
            return
        if session in self._background:
            self._background.remove(session)
        if session.attachments is not None:
            session.attachments.cancel()
        session.deleteLater()

    def _make(self) -> ChatSession:
        recorder = Recorder(self.chats) if self.chats is not None else None
        session = ChatSession(self.host, self._system_prompt, self._params, recorder, self)
        session.set_target(self._target)
        session.attachments = Attachments(self._documents, self._attachments_store, session)
        session.attachments.model_of = partial(_answering_model, session)
        if self.attach_budget is not None:
            session.attachments.budget = self.attach_budget
        session.attachments.changed.connect(session.canSendChanged)
        session.recorded.connect(self.recorded)
        session.storageFailed.connect(self.storageFailed)
        session.busyChanged.connect(self._on_busy(session))
        return session

    def _on_busy(self, session: ChatSession) -> Callable[[bool], None]:
        def changed(busy: bool) -> None:
            self.writingChanged.emit()
            if not busy and session is not self.current:
                self._retire(session)  # finished and saved while the user was elsewhere

        return changed

    def recover(self) -> None:
        """After an uncaught exception: no session stays busy with a reply that has ended."""
        for session in self.all():
            session.recover()

    def stop_current(self) -> None:
        self.current.stop()

    def shutdown(self) -> None:
        """At exit: every reply stops (what was written is still saved when it ends)."""
        for session in self.all():
            session.stop()
            if session.attachments is not None:
                session.attachments.cancel()

    def detach(self) -> None:
        """After the last replies were saved, before the database closes: nothing is recorded
        or announced any more."""
        self.blockSignals(True)
        for session in self.all():
            session.recorder = NullRecorder()
