"""Sampling parameters for one reply, validated once so the engine can trust them."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any


@dataclass(frozen=True)
class Range:
    low: float
    high: float


# Bounds shared with the settings dialog so the UI and the engine agree on what is valid.
SAMPLING_RANGES: dict[str, Range] = {
    "temperature": Range(0.0, 2.0),
    "top_p": Range(0.0, 1.0),
    "top_k": Range(0, 200),
    "min_p": Range(0.0, 1.0),
    "repeat_penalty": Range(0.5, 2.0),
    "max_tokens": Range(1, 32768),
}


def _clamp(name: str, value: float) -> float:
    bounds = SAMPLING_RANGES[name]
    return min(max(value, bounds.low), bounds.high)


@dataclass(frozen=True)
class SamplingParams:
    """temperature 0 means greedy decoding (deterministic, fastest to reason about)."""

    temperature: float = 0.7
    top_p: float = 0.8
    top_k: int = 20
    min_p: float = 0.05
    repeat_penalty: float = 1.05
    max_tokens: int = 1024
    seed: int | None = None
    stop: tuple[str, ...] = field(default_factory=tuple)
    # Qwen3's template switch (`enable_thinking`): None leaves the template's default (it thinks);
    # False answers at once. Ignored by templates without it.
    thinking: bool | None = None

    def clamped(self) -> SamplingParams:
        """The same parameters with every number forced into its valid range."""
        changes: dict[str, Any] = {}
        for f in fields(self):
            if f.name in SAMPLING_RANGES:
                value = getattr(self, f.name)
                kind = int if f.type in ("int", int) else float
                changes[f.name] = kind(_clamp(f.name, value))
        changes["stop"] = tuple(s for s in self.stop if s)
        return replace(self, **changes)

    def llama_kwargs(self) -> dict[str, Any]:
        return {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "top_k": self.top_k,
            "min_p": self.min_p,
            "repeat_penalty": self.repeat_penalty,
            "seed": self.seed,
            "stop": list(self.stop),
        }
