"""How fast this machine decodes with each model when nothing else is running, remembered.

After each reply of some length the decode speed is recorded (per model file and thread count,
the last 20); the reference is the median of the faster half, which a reply slowed by another
program barely moves. A reply much slower than that is told as such (the CPU is busy elsewhere),
instead of leaving the user to wonder why the app got slow.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from statistics import median

from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)
KEPT = 20
MIN_TOKENS = 32  # shorter replies measure the start more than the speed


class SpeedMemory:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._speeds: dict[str, list[float]] = self._read()

    def _read(self) -> dict[str, list[float]]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(raw, dict):
            return {}
        return {k: [float(x) for x in v if isinstance(x, int | float) and x > 0]
                for k, v in raw.items() if isinstance(k, str) and isinstance(v, list)}  # fmt: skip

    @staticmethod
    def key(model: Path, threads: int) -> str:
        return f"{model.name}|{model.stat().st_size if model.exists() else 0}|{threads}"

    def keys(self) -> list[str]:
        return list(self._speeds)

    def record(self, key: str, tokens: int, tokens_per_s: float) -> None:
        if tokens < MIN_TOKENS or tokens_per_s <= 0:
            return
        speeds = [*self._speeds.get(key, []), round(tokens_per_s, 2)][-KEPT:]
        self._speeds[key] = speeds
        try:
            write_atomic(self.path, json.dumps(self._speeds))
        except OSError as exc:  # only costs the hint
            log.warning("could not remember decode speeds: %s", exc)

    def reference(self, key: str) -> float | None:
        """This machine's usual speed with this model (None until 3 replies were measured)."""
        speeds = sorted(self._speeds.get(key, []))
        if len(speeds) < 3:
            return None
        return median(speeds[len(speeds) // 2 :])
