"""One request's reply, as the asker sees it.

`EngineHost.generate` returns a `ReplyHandle`; its signals carry that request only (no request
ids to filter), delivered on the GUI thread. The engine thread posts to it through one queued
signal. `cancel()` stops that request alone: before it starts it never runs, while it runs it
stops within a token; other requests in the queue are untouched.
"""

from __future__ import annotations

import threading
from typing import cast

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.stats import Reply


class ReplyHandle(QObject):
    reading = Signal(int, int)  # prompt tokens evaluated, of how many (long prompts)
    delta = Signal(str)
    finished = Signal(object)  # Reply
    failed = Signal(object)  # Failure
    _posted = Signal(str, object)  # from the engine thread

    def __init__(self) -> None:
        super().__init__()
        self.cancel_event = threading.Event()
        self.done = False
        self._posted.connect(self._deliver)

    def cancel(self) -> None:
        """Thread-safe: an API client that left, or Stop on the conversation on screen."""
        self.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()

    # -- the engine thread posts ---------------------------------------------------------------

    def post_reading(self, done: int, total: int) -> None:
        self._posted.emit("reading", (done, total))

    def post_delta(self, text: str) -> None:
        self._posted.emit("delta", text)

    def post_finished(self, reply: Reply) -> None:
        self._posted.emit("finished", reply)

    def post_failed(self, failure: Failure) -> None:
        self._posted.emit("failed", failure)

    @Slot(str, object)
    def _deliver(self, kind: str, value: object) -> None:
        if kind == "delta":
            self.delta.emit(value)
        elif kind == "reading":
            done, total = cast(tuple[int, int], value)
            self.reading.emit(done, total)
        elif kind == "finished":
            self.done = True
            self.finished.emit(value)
        else:
            self.done = True
            self.failed.emit(value)
