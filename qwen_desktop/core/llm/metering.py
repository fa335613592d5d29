"""What one reply really cost: the tokens llama.cpp evaluated and sampled, when, and why it
stopped. The engine (engine.py) fills a `Meter` from inside llama-cpp-python's token loop and turns
it into `ReplyStats` at the end."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

import llama_cpp

from qwen_desktop.core.llm.context import FitResult
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import ReplyStats, StopReason

ReadingCallback = Callable[[int, int], None]


class Stoppable(Protocol):
    """What a reply checks between tokens: a threading.Event, or anything that reads like one."""

    def is_set(self) -> bool: ...


class StopFlag:
    """A threading.Event-like view of a stop function (the warm-up stops when a reply waits)."""

    def __init__(self, should_stop: Callable[[], bool]) -> None:
        self._should_stop = should_stop

    def is_set(self) -> bool:
        return self._should_stop()


class Meter:
    """Counts what llama.cpp really evaluated and sampled during one reply."""

    def __init__(self, cancel: Stoppable) -> None:
        self.cancel = cancel
        self.prompt_evaluated = 0
        self.on_reading: ReadingCallback | None = None  # (evaluated, to evaluate) per batch
        self.sampled: list[int] = []
        self.first_sample_t: float | None = None
        self.last_sample_t = 0.0
        self.aborted_prompt = False


def reply_stats(
    llm: Any,
    meter: Meter,
    fit: FitResult,
    params: SamplingParams,
    started: float,
    first_delta_t: float | None,
    finish: str | None,
    cancelled: bool,
) -> ReplyStats:
    sampled = meter.sampled
    ended_by_eog = bool(sampled) and is_eog(llm, sampled[-1])
    generated = len(sampled) - (1 if ended_by_eog else 0)
    if cancelled:
        reason = StopReason.CANCELLED
    elif finish == "stop":
        reason = StopReason.EOS if ended_by_eog else StopReason.STOP_STRING
    elif fit.max_tokens < params.max_tokens:
        reason = StopReason.CONTEXT_FULL
    else:
        reason = StopReason.MAX_TOKENS
    first = first_delta_t or meter.first_sample_t
    decode_s = meter.last_sample_t - (meter.first_sample_t or meter.last_sample_t)
    return ReplyStats(
        prompt_tokens=fit.prompt_tokens,
        prompt_tokens_evaluated=meter.prompt_evaluated,
        generated_tokens=max(0, generated),
        ttft_ms=(first - started) * 1000 if first else 0.0,
        decode_tokens_per_s=(len(sampled) - 1) / decode_s if decode_s > 0 else 0.0,
        total_s=time.perf_counter() - started,
        stop_reason=reason,
        dropped_messages=fit.dropped,
    )


def is_eog(llm: Any, token: int) -> bool:
    try:
        return bool(llama_cpp.llama_vocab_is_eog(llm._model.vocab, token))
    except AttributeError:
        return bool(token == llm.token_eos())
