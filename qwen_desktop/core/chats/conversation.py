"""One conversation as the user sees it: messages plus what each reply cost.

Kept apart from the widgets so edit, regenerate and delete are plain list operations that tests
can check without a window, and so the chat store can persist the same objects.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from qwen_desktop.core.llm.messages import ChatMessage, Role
from qwen_desktop.core.llm.stats import ReplyStats, StopReason

_ids = itertools.count(1)


@dataclass(frozen=True)
class Turn:
    role: Role
    text: str
    stats: ReplyStats | None = None
    id: int = field(default_factory=lambda: next(_ids))
    model: str = ""  # which model wrote a reply
    server: str = ""  # and on which server ("" for this computer)
    context: str = ""  # attached documents' text sent with this (user) message, kept as sent
    sources: tuple[str, ...] = ()  # a reply: the files and pages its question was given

    @property
    def stopped(self) -> bool:
        return self.stats is not None and self.stats.stop_reason is StopReason.CANCELLED


class Conversation:
    def __init__(self, system_prompt: str = "") -> None:
        self.system_prompt = system_prompt
        self.turns: list[Turn] = []

    def add(
        self, role: Role, text: str, stats: ReplyStats | None = None, model: str = "",
        server: str = "", context: str = "",
    ) -> Turn:  # fmt: skip
        turn = Turn(role, text, stats, model=model, server=server, context=context)
        self.turns.append(turn)
        return turn

    def index_of(self, turn_id: int) -> int:
        for i, turn in enumerate(self.turns):
            if turn.id == turn_id:
                return i
        raise KeyError(turn_id)

    def remove(self, turn_id: int) -> None:
        del self.turns[self.index_of(turn_id)]

    def truncate_at(self, turn_id: int) -> None:
        """Drop this turn and everything after it (edit-and-resend starts from here)."""
        del self.turns[self.index_of(turn_id) :]

    def last_reply(self) -> Turn | None:
        return next((t for t in reversed(self.turns) if t.role == "assistant"), None)

    def engine_messages(self) -> list[ChatMessage]:
        """What the model is shown: system prompt, then the turns (empty replies left out)."""
        messages = [ChatMessage("system", self.system_prompt)] if self.system_prompt else []
        messages += [ChatMessage(t.role, f"{t.context}\n\n---\n\n{t.text}" if t.context else t.text)
                     for t in self.turns if t.text or t.role == "user"]  # fmt: skip
        return messages
