"""The reply being written: the one place its text lives while it streams.

The chat view renders from it, the recorder saves from it, the status bar reads its rate; none of
them keeps a copy. It becomes an ordinary `Turn` of the conversation when it finishes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from qwen_desktop.core.chats.conversation import Turn
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

    def add(self, text: str) -> None:
        if self.deltas == 0:
            self.started = time.perf_counter()
        self.deltas += 1
        self.text += text

    def rate(self) -> float | None:
        """Tokens a second so far (a delta is about one token); None before there is one."""
        elapsed = time.perf_counter() - self.started
        return self.deltas / elapsed if self.deltas >= 2 and elapsed > 0 else None
