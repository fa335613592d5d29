"""A scripted stand-in for the engine thread's host: replies are played from a script, at once,
on the GUI thread. For presenter tests where a real model would add time and nothing else."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from qwen_desktop.core.llm.load import LoadedModel
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, ReplyStats, StopReason
from qwen_desktop.core.models.gguf import GgufInfo
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.ui.workers.engine_worker import Failure


@dataclass
class Step:
    """One scripted reply: these pieces, then either a finish or this exception."""

    pieces: list[str] = field(default_factory=lambda: ["Hello", " there."])
    error: Exception | None = None


def fake_model() -> LoadedModel:
    info = GgufInfo(Path("fake.gguf"), 3, 0, 0, {}, None)
    return LoadedModel(Path("fake.gguf"), info, 2048, 2, 0.0)


class FakeEngineHost(QObject):
    delta = Signal(int, str)
    finished = Signal(int, object)
    failed = Signal(object)

    def __init__(self, loaded: bool = True) -> None:
        super().__init__()
        self.model: LoadedModel | None = fake_model() if loaded else None
        self.loading_now = False
        self.script: list[Step] = []
        self.requests: list[tuple[tuple[ChatMessage, ...], Hashable | None]] = []
        self.stops = 0
        self._next = 0

    @property
    def loading(self) -> bool:
        return self.loading_now

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams,
        conversation: Hashable | None = None,
        remote: RemoteTarget | None = None,
    ) -> int:
        self._next += 1
        request_id = self._next
        self.requests.append((tuple(messages), conversation))
        step = self.script.pop(0) if self.script else Step()
        QTimer.singleShot(0, lambda: self._play(request_id, step))  # as a queued reply arrives
        return request_id

    def _play(self, request_id: int, step: Step) -> None:
        for piece in step.pieces:
            self.delta.emit(request_id, piece)
        if step.error is not None:
            self.failed.emit(Failure(step.error, request_id))
            return
        text = "".join(step.pieces)
        stats = ReplyStats(10, 10, len(step.pieces), 5.0, 40.0, 0.1, StopReason.EOS)
        self.finished.emit(request_id, Reply(text, stats))

    def stop(self) -> None:
        self.stops += 1
