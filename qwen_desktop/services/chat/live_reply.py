"""The reply being written: the one place its text lives while it streams.

The chat view renders from it, the recorder saves from it, the status bar reads its rate; none of
them keeps a copy. It becomes an ordinary `Turn` of the conversation when it finishes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.llm.stats import Reply, ReplyStats, StopReason
from qwen_desktop.core.llm.thinking import ThinkSplitter
from qwen_desktop.services.engine.reply import ReplyHandle


@dataclass
class LiveReply:
    turn: Turn  # the empty assistant turn being written (its id names it on screen)
    handle: ReplyHandle
    sent: Turn | None  # the user turn sent for it (None: a regenerated reply)
    fallback: int | None = None  # what to show again if it fails (the version it would replace)
    text: str = ""
    deltas: int = 0  # about one a token
    started: float = field(default_factory=time.perf_counter)  # reset at the first delta
    read: tuple[int, int] | None = None  # a long prompt being read: evaluated, of how many
    # A thinking model's <think> part: when it began and ended (the footer says how long)
    splitter: ThinkSplitter = field(default_factory=ThinkSplitter)
    thought_from: float | None = None
    thought_until: float | None = None

    def add(self, text: str) -> None:
        now = time.perf_counter()
        if self.deltas == 0:
            self.started = now
        self.deltas += 1
        self.text += text
        thinking, answer = self.splitter.feed(text)
        if thinking and self.thought_from is None:
            self.thought_from = now
        if (
            self.thought_from is not None
            and self.thought_until is None
            and (answer or not self.splitter.thinking)
        ):
            self.thought_until = now

    @property
    def thinking(self) -> bool:
        """Inside the model's <think> part right now."""
        return self.splitter.thinking

    def stamped(self, reply: Reply) -> Reply:
        """The finished reply, with how long it thought in its stats."""
        if self.thought_from is None:
            return reply
        return Reply(reply.text, replace(reply.stats, thinking_s=self.thinking_seconds()))

    def interrupted_stats(self) -> ReplyStats:
        """For a remote stream that broke off: what is known of it."""
        return ReplyStats(0, 0, self.deltas, 0.0, 0.0, time.perf_counter() - self.started,
                          StopReason.INTERRUPTED, thinking_s=self.thinking_seconds())  # fmt: skip

    def thinking_seconds(self) -> float:
        if self.thought_from is None:
            return 0.0
        return (self.thought_until or time.perf_counter()) - self.thought_from

    def rate(self) -> float | None:
        """Tokens a second so far (a delta is about one token); None before there is one."""
        elapsed = time.perf_counter() - self.started
        return self.deltas / elapsed if self.deltas >= 2 and elapsed > 0 else None
