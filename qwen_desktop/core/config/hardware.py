"""What this computer offers, for sensible defaults.

llama.cpp decodes fastest with one thread per *performance* core: hyper-threads and efficiency
cores slow it down (a 4-core/8-thread laptop given 8 threads went from 9 to 2.5 tokens/s in
llama.cpp #19110). psutil counts physical cores on Linux, Windows and macOS; hybrid CPUs are
narrowed to their performance cores the way llama.cpp's `cpu_get_num_math` does: Linux lists
them under /sys/devices/cpu_core (Intel's P-core PMU), macOS under hw.perflevel0.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

MAX_DEFAULT_THREADS = 8  # beyond this, llama.cpp decode is memory-bound and more threads hurt


@dataclass(frozen=True)
class Cores:
    logical: int
    physical: int
    performance: int  # physical performance cores (== physical on a CPU that is not hybrid)

    @property
    def hybrid(self) -> bool:
        return self.performance < self.physical


def _parse_cpu_list(text: str) -> set[int]:
    """'0-3,8,10-11' -> {0, 1, 2, 3, 8, 10, 11}"""
    cpus: set[int] = set()
    for part in text.strip().split(","):
        if not part:
            continue
        low, _, high = part.partition("-")
        cpus.update(range(int(low), int(high or low) + 1))
    return cpus


def _linux_performance_cores(root: Path = Path("/sys/devices")) -> int | None:
    """Physical P-cores of an Intel hybrid CPU (None when the CPU is not hybrid)."""
    try:
        cpus = _parse_cpu_list((root / "cpu_core" / "cpus").read_text(encoding="ascii"))
    except (OSError, ValueError):
        return None
    cores: set[tuple[str, str]] = set()
    for cpu in cpus:
        topology = root / "system" / "cpu" / f"cpu{cpu}" / "topology"
        try:
            package = (topology / "physical_package_id").read_text(encoding="ascii").strip()
            core = (topology / "core_id").read_text(encoding="ascii").strip()
        except OSError:
            return None
        cores.add((package, core))
    return len(cores) or None


def _macos_performance_cores() -> int | None:
    try:
        out = subprocess.run(["sysctl", "-n", "hw.perflevel0.physicalcpu"], capture_output=True,
                             text=True, timeout=2, check=True).stdout  # fmt: skip
        return int(out.strip()) or None
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


@lru_cache(maxsize=1)
def detect_cores() -> Cores:
    import psutil

    logical = psutil.cpu_count(logical=True) or os.cpu_count() or 1
    physical = psutil.cpu_count(logical=False) or logical
    performance: int | None = None
    if sys.platform.startswith("linux"):
        performance = _linux_performance_cores()
    elif sys.platform == "darwin":
        performance = _macos_performance_cores()
    # Windows: psutil's physical count; hybrid parts there are rare among our users' laptops.
    performance = min(performance or physical, physical)
    return Cores(logical, physical, max(1, performance))


def physical_cores() -> int:
    return detect_cores().physical


def default_threads() -> int:
    return max(1, min(detect_cores().performance, MAX_DEFAULT_THREADS))
