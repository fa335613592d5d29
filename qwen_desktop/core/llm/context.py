"""Fit a conversation into the model's context window.

Dropping the oldest turn every time the window is full would change the start of the prompt on
every turn, so llama.cpp's KV cache (which reuses only a common *prefix*) would be thrown away and
the whole history re-evaluated each time: 18 s for 2k tokens on a laptop CPU. Instead turns are
dropped in blocks: when the history overflows, enough old turns go to leave `headroom` free, and
the same cut is kept on the following turns until the history overflows again.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qwen_desktop.core.errors import ContextOverflowError
from qwen_desktop.core.llm.messages import ChatMessage

TokenCounter = Callable[[Sequence[ChatMessage]], int]

MIN_REPLY_TOKENS = 16  # below this a reply is useless; the message is reported as too long
HEADROOM_FRACTION = 0.25


@dataclass(frozen=True)
class FitResult:
    messages: list[ChatMessage]
    prompt_tokens: int
    cut: int  # index into the non-system messages where the kept history starts
    max_tokens: int  # what is left for the reply, never more than asked

    @property
    def dropped(self) -> int:
        return self.cut


def fit_messages(
    messages: Sequence[ChatMessage],
    count_tokens: TokenCounter,
    n_ctx: int,
    max_tokens: int,
    min_cut: int = 0,
) -> FitResult:
    """Keep the system prompt and the newest turns so that prompt + reply fit in `n_ctx`.

    `min_cut` is the cut used for this conversation last time; keeping it (or moving it forward
    only in blocks) keeps the prompt prefix, and with it the KV cache, valid.
    """
    system = [m for m in messages[:1] if m.role == "system"]
    rest = list(messages[len(system) :])
    if not rest or rest[-1].role != "user":
        raise ValueError("the conversation must end with a user message")

    starts = [i for i, m in enumerate(rest) if m.role == "user"]  # cuts land on turn starts
    last_user = starts[-1]
    min_cut = min(max(min_cut, 0), last_user)
    first = starts[bisect.bisect_left(starts, min_cut)]
    candidates = [c for c in ([0, *starts] if first == 0 else starts) if c >= first]

    def tokens_for(cut: int) -> int:
        return count_tokens(system + rest[cut:])

    reserve = min(max_tokens, n_ctx // 2)
    budget = n_ctx - reserve
    tokens = tokens_for(candidates[0])
    if tokens <= budget:
        return _result(system, rest, candidates[0], tokens, n_ctx, max_tokens)

    headroom = min(int(n_ctx * HEADROOM_FRACTION), budget // 2)
    for limit in (budget - headroom, budget):
        cut = _smallest_cut_within(candidates, tokens_for, limit)
        if cut is not None:
            return _result(system, rest, cut, tokens_for(cut), n_ctx, max_tokens)

    tokens = tokens_for(last_user)
    if tokens + MIN_REPLY_TOKENS > n_ctx:
        raise ContextOverflowError(tokens, n_ctx)
    return _result(system, rest, last_user, tokens, n_ctx, max_tokens)


def _smallest_cut_within(
    candidates: list[int], tokens_for: Callable[[int], int], limit: int
) -> int | None:
    """Binary search: dropping more never adds tokens, so the first cut under the limit wins."""
    lo, hi = 0, len(candidates)
    while lo < hi:
        mid = (lo + hi) // 2
        if tokens_for(candidates[mid]) <= limit:
            hi = mid
        else:
            lo = mid + 1
    return candidates[lo] if lo < len(candidates) else None


def _result(
    system: list[ChatMessage],
    rest: list[ChatMessage],
    cut: int,
    tokens: int,
    n_ctx: int,
    max_tokens: int,
) -> FitResult:
    return FitResult(
        messages=system + rest[cut:],
        prompt_tokens=tokens,
        cut=cut,
        max_tokens=max(0, min(max_tokens, n_ctx - tokens)),
    )
