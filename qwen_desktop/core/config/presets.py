"""Sampling presets. "Balanced" is Qwen2.5's own recommended generation config."""

from __future__ import annotations

from typing import Any

CUSTOM = "custom"

PRESETS: dict[str, dict[str, Any]] = {
    "fast": {"temperature": 0.0, "top_p": 1.0, "top_k": 1, "min_p": 0.0,
             "repeat_penalty": 1.05, "max_tokens": 128},
    "balanced": {"temperature": 0.7, "top_p": 0.8, "top_k": 20, "min_p": 0.05,
                 "repeat_penalty": 1.05, "max_tokens": 1024},
    "creative": {"temperature": 1.0, "top_p": 0.95, "top_k": 50, "min_p": 0.02,
                 "repeat_penalty": 1.1, "max_tokens": 2048},
}  # fmt: skip


def matching_preset(values: dict[str, Any]) -> str:
    """The preset whose every value equals `values`, else "custom"."""
    for name, preset in PRESETS.items():
        if all(abs(float(values[k]) - float(v)) < 1e-9 for k, v in preset.items()):
            return name
    return CUSTOM


# Qwen3's model card: thinking and non-thinking answers want different sampling (greedy decoding
# makes a thinking model repeat itself). Used for a Qwen3 model the user has not tuned.
QWEN3_THINKING: dict[str, Any] = {"temperature": 0.6, "top_p": 0.95, "top_k": 20, "min_p": 0.0}
QWEN3_ANSWERING: dict[str, Any] = {"temperature": 0.7, "top_p": 0.8, "top_k": 20, "min_p": 0.0}
