"""Says when a reply is being written much slower than this machine usually manages.

On a 2-core laptop another busy program halves the model's speed, and without a word the app
just looks slow. The usual speed is remembered per model (core/llm/speed_memory.py); a local
reply that runs at under half of it, after enough tokens to tell, is announced once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.llm.speed_memory import MIN_TOKENS, SpeedMemory
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.services.chat.binding import rebind
from qwen_desktop.services.chat.live_reply import LiveReply
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.chat.states import ReplySource

SLOW_SHARE = 0.5  # under half the usual speed
CHECK_EVERY = 16  # deltas between checks


class SpeedWatch(QObject):
    slow = Signal(float, float)  # tokens/s now, tokens/s usually

    def __init__(self, memory: SpeedMemory, host: ReplySource, sessions: ChatSessions) -> None:
        super().__init__(sessions)
        self.memory, self.host = memory, host
        self._told: LiveReply | None = None
        self._session: ChatSession | None = None
        sessions.currentChanged.connect(self.watch)
        self.watch(sessions.current)

    def watch(self, session: ChatSession) -> None:
        self._session = rebind(self._session, session, lambda s: [
            (s.delta, self._on_delta), (s.finished, self._on_finished)])  # fmt: skip

    def _key(self) -> str | None:
        model = self.host.model
        if model is None or self._session is None or self._session.target is not None:
            return None  # a remote server's speed is not this machine's
        return SpeedMemory.key(model.path, model.n_threads)

    def _on_delta(self, _text: str) -> None:
        live = self._session.live if self._session is not None else None
        if live is None or live is self._told or live.deltas < MIN_TOKENS:
            return
        if live.deltas % CHECK_EVERY:
            return
        key, rate = self._key(), live.rate()
        usual = self.memory.reference(key) if key is not None else None
        if rate is not None and usual is not None and rate < SLOW_SHARE * usual:
            self._told = live
            self.slow.emit(rate, usual)

    def _on_finished(self, _turn: Turn, reply: Reply) -> None:
        key = self._key()
        stats = reply.stats
        if key is not None and stats.stop_reason is not StopReason.CANCELLED:
            self.memory.record(key, stats.generated_tokens, stats.decode_tokens_per_s)
