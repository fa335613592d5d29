"""Mirrors a live Conversation into the ChatStore, turn by turn.

The chat session edits a `Conversation` (adds a version, switches branch, deletes a subtree);
the recorder makes the same change in the database straight away, so the store is always what the
user sees (the branch on screen included), and a reply in progress is saved at least once a
second. `NullRecorder` is the same interface with recording off, so the session never has to ask
whether there is a store.
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
        self._reply: int | None = None  # the message id of the reply being written

    def new(self) -> None:
        self.conversation_id = None
        self._ids.clear()
        self._reply = None

    def load(self, conversation_id: int) -> Conversation:
        stored = self.store.conversation(conversation_id)
        conversation = Conversation(stored.system_prompt, stored.assistant)
        self.new()
        self.conversation_id = conversation_id
        turns: dict[int, int] = {}  # message id -> turn id
        for message in self.store.messages(conversation_id):
            if message.role == "system":
                continue
            parent = turns.get(message.parent_id) if message.parent_id is not None else None
            turn = conversation.insert(Turn(
                message.role, message.text, message.stats,  # type: ignore[arg-type]
                model=message.model, server=message.server, context=message.context,
                sources=message.sources, parent=parent, files=message.files,
            ))  # fmt: skip
            self._ids[turn.id] = message.id
            turns[message.id] = turn.id
        leaf = turns.get(stored.current_leaf) if stored.current_leaf is not None else None
        conversation.show(leaf if leaf is not None else conversation.turns[0].id
                          if conversation.turns else None)  # fmt: skip
        return conversation

    def turn_for_message(self, message_id: int) -> int | None:
        return next((t for t, m in self._ids.items() if m == message_id), None)

    def _ensure_conversation(self, system_prompt: str, assistant: str = "") -> int:
        if self.conversation_id is None:
            self.conversation_id = self.store.create_conversation(
                system_prompt=system_prompt, assistant=assistant)  # fmt: skip
        return self.conversation_id

    def _parent(self, turn: Turn) -> int | None:
        return self._ids.get(turn.parent) if turn.parent is not None else None

    def user(self, turn: Turn, conversation: Conversation) -> None:
        cid = self._ensure_conversation(conversation.system_prompt, conversation.assistant)
        self._ids[turn.id] = self.store.add_message(
            cid, "user", turn.text, context=turn.context, parent_id=self._parent(turn),
            files=turn.files,
        )  # fmt: skip

    def reply_started(
        self, turn: Turn, model: str, params: SamplingParams, server: str = ""
    ) -> None:
        cid = self._ensure_conversation("")
        sampling = {k: v for k, v in asdict(params).items() if k != "stop"}
        message_id = self.store.add_message(cid, "assistant", "", complete=False, model=model,
                                            sampling=sampling, server=server,
                                            parent_id=self._parent(turn),
                                            sources=turn.sources)  # fmt: skip
        self._ids[turn.id] = message_id
        self._reply = message_id

    def reply_progress(self, text: str) -> None:
        """The reply's whole text so far (the store writes it at most once a second)."""
        if self._reply is not None:
            self.store.save_partial(self._reply, text)

    def reply_finished(self, turn: Turn, text: str, stats: ReplyStats) -> None:
        message_id = self._ids.get(turn.id)
        if message_id is not None:
            self.store.complete_message(message_id, text, stats)
        self._reply = None

    def removed(self, turn_id: int) -> None:
        message_id = self._ids.pop(turn_id, None)
        if message_id is not None:
            self.store.delete_message(message_id)
        if self._reply is not None and self._reply == message_id:
            self._reply = None

    def hidden(self, turn_ids: list[int], leaf: Turn | None, deleted: bool = True) -> None:
        """A subtree deleted by the user (kept until purged, so it can be undone), or undone;
        the branch on screen then ends at `leaf`. One transaction."""
        message_ids = [self._ids[t] for t in turn_ids if t in self._ids]
        if not message_ids:
            return
        on_screen = None
        if self.conversation_id is not None:
            on_screen = (self.conversation_id, self._ids.get(leaf.id) if leaf else None)
        self.store.hide_messages(message_ids, deleted, on_screen)

    def shown(self, leaf: Turn | None) -> None:
        """The branch on screen now ends at this turn: it is the one reopened next time."""
        if self.conversation_id is not None:
            message_id = self._ids.get(leaf.id) if leaf is not None else None
            self.store.set_current_leaf(self.conversation_id, message_id)


class NullRecorder(Recorder):
    """Recording off (self-test, benchmarks): every change is accepted and nothing is kept."""

    enabled = False

    def __init__(self) -> None:
        self.conversation_id = None
        self._ids = {}
        self._reply = None

    def load(self, conversation_id: int) -> Conversation:
        raise KeyError(conversation_id)

    def user(self, turn: Turn, conversation: Conversation) -> None:
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

    def hidden(self, turn_ids: list[int], leaf: Turn | None, deleted: bool = True) -> None:
        pass

    def shown(self, leaf: Turn | None) -> None:
        pass
