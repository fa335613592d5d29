"""Keep the KV cache of recently used conversations in RAM.

Coming back to a 2,000-token conversation would otherwise re-evaluate all of it (18 s on a
2-core laptop). llama-cpp-python's own `save_state()` also copies an n_batch × n_vocab score
matrix (311 MB with Qwen's vocabulary), so this keeps only what is needed: llama.cpp's state bytes
(mostly the KV cache, ~12 KB per token for the 0.5B model) and the evaluated token ids.
"""

from __future__ import annotations

import ctypes
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import llama_cpp
import numpy as np

DEFAULT_BUDGET = 768 * 1024 * 1024


@dataclass(frozen=True)
class SavedState:
    tokens: np.ndarray  # evaluated token ids
    data: bytes  # llama_state_get_data

    @property
    def size(self) -> int:
        return len(self.data) + self.tokens.nbytes


def capture(llm: Any) -> SavedState:
    ctx = llm.ctx
    size = int(llama_cpp.llama_state_get_size(ctx))
    buffer = (ctypes.c_uint8 * size)()
    written = int(llama_cpp.llama_state_get_data(ctx, buffer, size))
    if written > size:
        raise RuntimeError("llama.cpp state did not fit its own size")
    return SavedState(np.array(llm.input_ids[: llm.n_tokens], copy=True),
                      ctypes.string_at(buffer, written))  # fmt: skip


def restore(llm: Any, state: SavedState) -> None:
    buffer = (ctypes.c_uint8 * len(state.data)).from_buffer_copy(state.data)
    if int(llama_cpp.llama_state_set_data(llm.ctx, buffer, len(state.data))) != len(state.data):
        raise RuntimeError("llama.cpp refused the saved state")
    n = len(state.tokens)
    llm.input_ids[:n] = state.tokens
    llm.n_tokens = n
    llm._requires_eval = True  # logits are not part of what we trust: re-evaluate one token


class StateCache:
    """LRU of saved states within a byte budget."""

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        self.budget = budget
        self._states: OrderedDict[Hashable, SavedState] = OrderedDict()

    def __contains__(self, key: Hashable) -> bool:
        return key in self._states

    def __len__(self) -> int:
        return len(self._states)

    @property
    def used(self) -> int:
        return sum(s.size for s in self._states.values())

    def put(self, key: Hashable, state: SavedState) -> None:
        self._states.pop(key, None)
        if state.size > self.budget:
            return
        self._states[key] = state
        while self.used > self.budget:
            self._states.popitem(last=False)

    def take(self, key: Hashable) -> SavedState | None:
        state = self._states.get(key)
        if state is not None:
            self._states.move_to_end(key)
        return state

    def clear(self) -> None:
        self._states.clear()
