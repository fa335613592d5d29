"""What a chat session needs from whoever writes replies, and the states it announces."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from enum import StrEnum
from typing import Protocol

from qwen_desktop.core.llm.load import LoadedModel
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.engine.reply import ReplyHandle


class ReplySource(Protocol):
    """What a session needs from whatever writes replies (the engine thread's host, a fake):
    `generate` returns a handle whose signals carry that one reply."""

    model: LoadedModel | None

    @property
    def loading(self) -> bool: ...

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams,
        conversation: Hashable | None = None,
        remote: RemoteTarget | None = None,
    ) -> ReplyHandle: ...


class Phase(StrEnum):
    """What the session is doing, for the status bar (the window translates it)."""

    READY = "ready"
    WAITING_FOR_MODEL = "waiting_for_model"  # sent while a model loads: queued behind the load
    THINKING = "thinking"  # reading the prompt
    WRITING = "writing"
    STOPPING = "stopping"
    STOPPED = "stopped"


class Refusal(StrEnum):
    """Why an intent was not carried out (the text typed stays where it is)."""

    EMPTY = "empty"
    BUSY = "busy"
    NO_MODEL = "no_model"
    READING = "reading"  # an attached file is still being read
