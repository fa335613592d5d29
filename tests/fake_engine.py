"""A scripted stand-in for the engine thread's host: replies are played from a script on the GUI
thread, through real `ReplyHandle`s, in order, one at a time (like the engine's queue). For
presenter tests where a real model would add time and nothing else.

`hold = True` keeps each reply open after its first piece until `release()` (to switch
conversations or stop mid-reply); a cancelled handle ends with what it had, marked cancelled.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from qwen_desktop.core.errors import RequestCancelled
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.load import LoadedModel
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, ReplyStats, StopReason
from qwen_desktop.core.models.gguf import GgufInfo
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.engine.reply import ReplyHandle


@dataclass
class Step:
    """One scripted reply: these pieces, then either a finish or this exception."""

    pieces: list[str] = field(default_factory=lambda: ["Hello", " there."])
    error: Exception | None = None


def fake_model() -> LoadedModel:
    info = GgufInfo(Path("fake.gguf"), 3, 0, 0, {}, None)
    return LoadedModel(Path("fake.gguf"), info, 2048, 2, 0.0)


@dataclass
class _Queued:
    handle: ReplyHandle
    step: Step
    sent: int = 0  # pieces delivered so far
    behind: bool = False  # queued behind another reply (the engine had not started it)


class FakeEngineHost(QObject):
    loadStarted = Signal(object)
    loaded = Signal(object)
    loadFailed = Signal(object)

    def __init__(self, loaded: bool = True) -> None:
        super().__init__()
        self.model: LoadedModel | None = fake_model() if loaded else None
        self.path = self.model.path if self.model is not None else None
        self.loading_now = False
        self.script: list[Step] = []
        self.requests: list[tuple[tuple[ChatMessage, ...], Hashable | None]] = []
        self.hold = False
        self._queue: list[_Queued] = []
        self.handles: list[ReplyHandle] = []

    @property
    def loading(self) -> bool:
        return self.loading_now

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams,
        conversation: Hashable | None = None,
        remote: RemoteTarget | None = None,
    ) -> ReplyHandle:
        handle = ReplyHandle()
        self.handles.append(handle)
        self.requests.append((tuple(messages), conversation))
        step = self.script.pop(0) if self.script else Step()
        self._queue.append(_Queued(handle, step, behind=bool(self._queue)))
        if len(self._queue) == 1:
            QTimer.singleShot(0, self._play)  # as a queued reply arrives
        return handle

    def release(self) -> None:
        """Let the held reply (the one running) finish."""
        self.hold = False
        QTimer.singleShot(0, self._play)

    def _play(self) -> None:
        if not self._queue:
            return
        job = self._queue[0]
        handle, step = job.handle, job.step
        if handle.cancelled and job.sent == 0 and job.behind:  # withdrawn before it started
            handle.post_failed(Failure.of(RequestCancelled()))
            return self._next()
        while job.sent < len(step.pieces) and not handle.cancelled:
            handle.post_delta(step.pieces[job.sent])
            job.sent += 1
            if self.hold:
                return  # release() (or a cancel and release) goes on
        if step.error is not None and not handle.cancelled:
            handle.post_failed(Failure.of(step.error))
            return self._next()
        text = "".join(step.pieces[: job.sent])
        reason = StopReason.CANCELLED if handle.cancelled else StopReason.EOS
        stats = ReplyStats(10, 10, job.sent, 5.0, 40.0, 0.1, reason)
        handle.post_finished(Reply(text, stats))
        self._next()

    def _next(self) -> None:
        self._queue.pop(0)
        if self._queue:
            QTimer.singleShot(0, self._play)

    @property
    def stops(self) -> int:
        """Replies cancelled so far (Stop on a conversation)."""
        return sum(1 for handle in self.handles if handle.cancelled)
