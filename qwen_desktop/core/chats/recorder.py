"""Mirrors a live Conversation into the ChatStore, turn by turn.

The chat session edits a `Conversation` (add, remove, truncate); the recorder makes the same
change in the database straight away, so the store is always what the user sees, and a reply in
progress is saved at least once a second. `NullRecorder` is the same interface with recording
off, so the session never has to ask whether there is a store.
"""

from __future__ import annotations

from dataclasses import asdict

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.conversation import Conversation, Turn
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import ReplyStats


class Recorder:
    enabled = True

    def __init__(self, store: ChatStore) -> None:
        self.store = store
        self.conversation_id: int | None = None
        self._ids: dict[int, int] = {}  # turn id -> message id
        self._reply: tuple[int, str] | None = None  # (message id, text so far)

    def new(self) -> None:
        self.conversation_id = None
        self._ids.clear()
        self._reply = None

    def load(self, conversation_id: int) -> Conversation:
        stored = self.store.conversation(conversation_id)
        conversation = Conversation(stored.system_prompt)
        self.new()
        self.conversation_id = conversation_id
        for message in self.store.messages(conversation_id):
            if message.role == "system":
                continue
            turn = conversation.add(message.role, message.text, message.stats,  # type: ignore[arg-type]
                                    message.model, message.server, message.context)  # fmt: skip
            self._ids[turn.id] = message.id
        return conversation

    def turn_for_message(self, message_id: int) -> int | None:
        return next((t for t, m in self._ids.items() if m == message_id), None)

    def _ensure_conversation(self, system_prompt: str) -> int:
        if self.conversation_id is None:
            self.conversation_id = self.store.create_conversation(system_prompt=system_prompt)
        return self.conversation_id

    def user(self, turn: Turn, system_prompt: str) -> None:
        cid = self._ensure_conversation(system_prompt)
        self._ids[turn.id] = self.store.add_message(cid, "user", turn.text, context=turn.context)

    def reply_started(
        self, turn: Turn, model: str, params: SamplingParams, server: str = ""
    ) -> None:
        cid = self._ensure_conversation("")
        sampling = {k: v for k, v in asdict(params).items() if k != "stop"}
        message_id = self.store.add_message(cid, "assistant", "", complete=False, model=model,
                                            sampling=sampling, server=server)  # fmt: skip
        self._ids[turn.id] = message_id
        self._reply = (message_id, "")

    def reply_progress(self, text: str) -> None:
        if self._reply is not None:
            message_id, so_far = self._reply
            so_far += text
            self._reply = (message_id, so_far)
            self.store.save_partial(message_id, so_far)

    def reply_finished(self, turn: Turn, text: str, stats: ReplyStats) -> None:
        message_id = self._ids.get(turn.id)
        if message_id is not None:
            self.store.complete_message(message_id, text, stats)
        self._reply = None

    def removed(self, turn_id: int) -> None:
        message_id = self._ids.pop(turn_id, None)
        if message_id is not None:
            self.store.delete_message(message_id)
        if self._reply is not None and self._reply[0] == message_id:
            self._reply = None

    def truncated(self, turn_ids: list[int]) -> None:
        """These turns, the tail of the conversation, are gone: one transaction in the store."""
        message_ids = [self._ids.pop(t) for t in turn_ids if t in self._ids]
        if self._reply is not None and self._reply[0] in message_ids:
            self._reply = None
        if message_ids and self.conversation_id is not None:
            self.store.delete_from(self.conversation_id, message_ids[0])


class NullRecorder(Recorder):
    """Recording off (self-test, benchmarks): every change is accepted and nothing is kept."""

    enabled = False

    def __init__(self) -> None:
        self.conversation_id = None
        self._ids = {}
        self._reply = None

    def load(self, conversation_id: int) -> Conversation:
        raise KeyError(conversation_id)

    def user(self, turn: Turn, system_prompt: str) -> None:
        pass

    def reply_started(
        self, turn: Turn, model: str, params: SamplingParams, server: str = ""
    ) -> None:
        pass

    def reply_progress(self, text: str) -> None:
        pass

    def reply_finished(self, turn: Turn, text: str, stats: ReplyStats) -> None:
        pass

    def removed(self, turn_id: int) -> None:
        pass

    def truncated(self, turn_ids: list[int]) -> None:
        pass
