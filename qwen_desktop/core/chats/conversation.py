"""One conversation as the user sees it: a tree of messages, and the branch on screen.

Editing a message or regenerating a reply adds a sibling instead of replacing it, so every
version is kept; `turns` is the branch on screen, from the first message to the last. Kept apart
from the widgets so branching, switching and deleting are plain operations tests can check without
a window, and so the chat store can persist the same objects.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from qwen_desktop.core.documents.context import passages_for
from qwen_desktop.core.llm.messages import ChatMessage, Role
from qwen_desktop.core.llm.stats import ReplyStats, StopReason
from qwen_desktop.core.llm.thinking import answer_only

_ids = itertools.count(1)
_TIP = -1  # "after the last turn on screen"


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
    parent: int | None = None  # the turn this one follows (None: a first message)
    files: tuple[str, ...] = ()  # a user message: the attached files whose text it carries

    @property
    def stopped(self) -> bool:
        return self.stats is not None and self.stats.stop_reason is StopReason.CANCELLED


class Conversation:
    def __init__(self, system_prompt: str = "", assistant: str = "") -> None:
        self.system_prompt = system_prompt
        self.assistant = assistant  # the id of the assistant it was started from, or ""
        self.turns: list[Turn] = []  # the branch on screen
        self._nodes: dict[int, Turn] = {}
        self._children: dict[int | None, list[int]] = {}  # in the order they were written
        self._chosen: dict[int | None, int] = {}  # which child was last on screen, per parent

    # -- building ------------------------------------------------------------------------------

    def add(
        self, role: Role, text: str, stats: ReplyStats | None = None, model: str = "",
        server: str = "", context: str = "", *, parent: int | None = _TIP,
        files: tuple[str, ...] = (),
    ) -> Turn:  # fmt: skip
        """A new turn after the last one on screen, or under `parent` (a new version of that
        parent's child): either way it is now on screen."""
        if parent == _TIP:
            parent = self.turns[-1].id if self.turns else None
        turn = Turn(role, text, stats, model=model, server=server, context=context,
                    parent=parent, files=files)  # fmt: skip
        return self.insert(turn)

    def insert(self, turn: Turn) -> Turn:
        """Put a made turn (a finished reply, a loaded message) in the tree and on screen."""
        if turn.parent is not None and turn.parent not in self._nodes:
            raise KeyError(turn.parent)
        self._nodes[turn.id] = turn
        self._children.setdefault(turn.parent, []).append(turn.id)
        self.turns = [*self.path_to(turn.parent), turn]
        self._remember(self.turns)
        return turn

    # -- the tree ------------------------------------------------------------------------------

    def get(self, turn_id: int) -> Turn:
        return self._nodes[turn_id]

    def __contains__(self, turn_id: object) -> bool:
        return turn_id in self._nodes

    def question_of(self, reply_id: int) -> Turn | None:
        """The message a reply answers (None for an unknown turn or a reply with no parent)."""
        if reply_id not in self:
            return None
        parent = self.get(reply_id).parent
        return self.get(parent) if parent is not None and parent in self else None

    def sources_given(self, question_id: int) -> tuple[str, ...]:
        """The passages an earlier reply to this question was given (a reply written again is
        given the same ones, so its footer names them too)."""
        return next((t.sources for t in self.all_turns()
                     if t.parent == question_id and t.sources), ())  # fmt: skip

    def all_turns(self) -> list[Turn]:
        """Every turn of every branch, parents before children."""
        return list(self._nodes.values())

    def siblings(self, turn_id: int) -> list[int]:
        """The versions of this turn (itself included), oldest first."""
        return list(self._children.get(self._nodes[turn_id].parent, []))

    def version(self, turn_id: int) -> tuple[int, int]:
        """(1-based position among its versions, how many there are)."""
        versions = self.siblings(turn_id)
        return versions.index(turn_id) + 1, len(versions)

    def path_to(self, turn_id: int | None) -> list[Turn]:
        """The branch from the first message down to this turn (empty for None)."""
        path: list[Turn] = []
        while turn_id is not None:
            turn = self._nodes[turn_id]
            path.append(turn)
            turn_id = turn.parent
        return path[::-1]

    def continuation(self, turn_id: int | None) -> list[Turn]:
        """Below a turn: the child last on screen (else the newest), and so on down."""
        path: list[Turn] = []
        while True:
            children = self._children.get(turn_id)
            if not children:
                return path
            chosen = self._chosen.get(turn_id)
            turn_id = chosen if chosen in children else children[-1]
            path.append(self._nodes[turn_id])

    def subtree(self, turn_id: int) -> list[Turn]:
        """A turn and everything below it, parents before children."""
        found, queue = [], [turn_id]
        while queue:
            current = queue.pop(0)
            found.append(self._nodes[current])
            queue += self._children.get(current, [])
        return found

    # -- moving around -------------------------------------------------------------------------

    def show(self, turn_id: int | None) -> list[Turn]:
        """Put the branch through this turn on screen (down to its continuation)."""
        self.turns = self.path_to(turn_id) + self.continuation(turn_id)
        self._remember(self.turns)
        return self.turns

    def switch(self, turn_id: int, step: int) -> Turn | None:
        """Show the previous (-1) or next (+1) version of a turn; None if there is none."""
        versions = self.siblings(turn_id)
        at = versions.index(turn_id) + step
        if not 0 <= at < len(versions):
            return None
        self.show(versions[at])
        return self._nodes[versions[at]]

    def end_at(self, turn_id: int | None) -> None:
        """Show the branch down to this turn only (a reply about to be written again)."""
        self.turns = self.path_to(turn_id)

    def _remember(self, path: list[Turn]) -> None:
        for turn in path:
            self._chosen[turn.parent] = turn.id

    # -- removing ------------------------------------------------------------------------------

    def remove(self, turn_id: int) -> list[Turn]:
        """Delete a turn and its subtree; the screen shows another version if there is one.
        Returns what was removed (parents first), for undo."""
        removed = self.subtree(turn_id)
        parent = self._nodes[turn_id].parent
        for turn in removed:
            del self._nodes[turn.id]
            self._children.pop(turn.id, None)
            self._chosen.pop(turn.id, None)
        self._children[parent] = [c for c in self._children.get(parent, []) if c != turn_id]
        if self._chosen.get(parent) == turn_id:
            del self._chosen[parent]
        if any(t.id == turn_id for t in self.turns):
            self.show(parent)
        return removed

    def restore(self, removed: list[Turn]) -> None:
        """Undo `remove`: the subtree comes back, in its place among its siblings, on screen."""
        top = removed[0]
        for turn in removed:
            self._nodes[turn.id] = turn
            siblings = self._children.setdefault(turn.parent, [])
            siblings.append(turn.id)
            siblings.sort()  # ids grow with time: versions stay oldest first
        self.show(top.id)

    def last_reply(self) -> Turn | None:
        return next((t for t in reversed(self.turns) if t.role == "assistant"), None)

    def passage(self, reply_id: int, label: str) -> str:
        """What a reply's question was given under this source label, as it was sent."""
        question = self.question_of(reply_id)
        if question is None:
            return ""
        return "\n\n…\n\n".join(passages_for(question.context, label, question.files))

    def engine_messages(self) -> list[ChatMessage]:
        """What the model is shown: system prompt, then the branch on screen (empty replies out).
        A reply's thinking stays in the history on screen but is not sent back (Qwen3's card)."""
        messages = [ChatMessage("system", self.system_prompt)] if self.system_prompt else []
        for turn in self.turns:
            text = answer_only(turn.text) if turn.role == "assistant" else turn.text
            if turn.context:
                text = f"{turn.context}\n\n---\n\n{text}"
            if text or turn.role == "user":
                messages.append(ChatMessage(turn.role, text))
        return messages
