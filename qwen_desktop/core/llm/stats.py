"""What a reply cost, for the status bar, the message footer and the benchmarks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class StopReason(StrEnum):
    EOS = "eos"  # the model ended its turn
    STOP_STRING = "stop_string"  # one of the caller's stop strings appeared
    MAX_TOKENS = "max_tokens"  # the reply reached the max new tokens setting
    CONTEXT_FULL = "context_full"  # the context window filled up before max_tokens
    CANCELLED = "cancelled"  # the user pressed stop
    INTERRUPTED = "interrupted"  # a remote server's stream broke off mid-reply


@dataclass(frozen=True)
class ReplyStats:
    prompt_tokens: int
    prompt_tokens_evaluated: int  # the rest came from the KV cache
    generated_tokens: int
    ttft_ms: float
    decode_tokens_per_s: float
    total_s: float
    stop_reason: StopReason
    dropped_messages: int = 0  # old messages left out to fit the context window
    thinking_s: float = 0.0  # how long a thinking model thought before it answered


@dataclass(frozen=True)
class Reply:
    text: str
    stats: ReplyStats

    @property
    def partial(self) -> bool:
        """The reply did not end where the model wanted to end it."""
        return self.stats.stop_reason in (
            StopReason.CANCELLED,
            StopReason.INTERRUPTED,
            StopReason.MAX_TOKENS,
            StopReason.CONTEXT_FULL,
        )
