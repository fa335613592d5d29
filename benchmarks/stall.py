"""How long the GUI's event loop is blocked: a 5 ms timer, and how late each of its ticks fires.

A user feels a stall over ~50 ms as a frozen window; the benchmarks that drive the real window
(streaming, a long message, attaching a large document) report the longest one and the p99.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer


class StallProbe:
    """Ticks every 5 ms; the lateness of each tick is how long the event loop was blocked."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.clock = QElapsedTimer()
        self.lags: list[float] = []
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.lags.clear()
        self.clock.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        elapsed = self.clock.nsecsElapsed() / 1e6
        self.clock.restart()
        self.lags.append(max(0.0, elapsed - 5.0))


def stall_stats(lags: list[float]) -> dict[str, float]:
    ordered = sorted(lags)
    return {
        "ticks": len(ordered),
        "max_stall_ms": ordered[-1] if ordered else 0.0,
        "p99_stall_ms": ordered[max(0, int(len(ordered) * 0.99) - 1)] if ordered else 0.0,
    }
