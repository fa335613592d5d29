"""What each model was last used with: its context size and sampling, remembered per file.

A 0.5B model and an 8B one want different context sizes (memory) and a thinking Qwen3 wants other
sampling than Qwen2.5; switching models brings back the settings that model was used with. A
file that cannot be read is an empty memory (only the convenience is lost), and a value out of
range is dropped rather than trusted.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from qwen_desktop.core.llm.sampling import SAMPLING_RANGES
from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)
REMEMBERED = ("n_ctx", "temperature", "top_p", "top_k", "min_p", "repeat_penalty", "max_tokens")


def _valid(name: str, value: Any) -> bool:
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    if name == "n_ctx":
        return isinstance(value, int) and 512 <= value <= 32768
    bounds = SAMPLING_RANGES[name]
    return bounds.low <= value <= bounds.high


class ModelPrefs:
    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return raw if isinstance(raw, dict) else {}

    def get(self, model: str) -> dict[str, Any]:
        """The settings `model` (a file name) was last used with; only valid ones."""
        stored = self._read().get(model)
        if not isinstance(stored, dict):
            return {}
        return {k: v for k, v in stored.items() if k in REMEMBERED and _valid(k, v)}

    def remember(self, model: str, values: dict[str, Any]) -> None:
        everything = self._read()
        everything[model] = {k: values[k] for k in REMEMBERED if k in values}
        try:
            write_atomic(self.path, json.dumps(everything, indent=1))
        except OSError as exc:  # only the convenience is lost
            log.warning("could not remember the settings of %s: %s", model, exc)
