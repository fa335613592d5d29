"""What this computer offers, for sensible defaults."""

from __future__ import annotations

import os
from pathlib import Path

MAX_DEFAULT_THREADS = 8  # beyond this, llama.cpp decode is memory-bound and more threads hurt


def physical_cores() -> int:
    """Physical cores: hyper-threads slow llama.cpp decode down rather than up."""
    logical = os.cpu_count() or 1
    cpuinfo = Path("/proc/cpuinfo")
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return logical
    cores: set[tuple[str, str]] = set()
    physical_id = core_id = ""
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if key == "physical id":
            physical_id = value
        elif key == "core id":
            core_id = value
            cores.add((physical_id, core_id))
    return len(cores) if cores else logical


def default_threads() -> int:
    return max(1, min(physical_cores(), MAX_DEFAULT_THREADS))
