"""The fit check for the whole catalog, or for one file, on this machine.

Shared by `qwen-desktop --fit` (one JSON line per entry), the model dialogs (a column per entry,
the best fit preselected) and the memory guard at load. The bandwidth comes from decode speeds
the app has measured here (`SpeedMemory`), or from the one-second probe when it has none.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from qwen_desktop.core.models.catalog import CATALOG, RECOMMENDED, ModelFile
from qwen_desktop.core.models.fit import (
    Fit,
    Shape,
    Verdict,
    available_memory,
    bandwidth_from_speeds,
    fit,
    judge,
    memory_needed,
    probe_bandwidth,
)
from qwen_desktop.core.models.gguf import check_model_file


@dataclass(frozen=True)
class Bandwidth:
    bytes_per_s: float
    source: str  # "measured" (decode speeds seen here) or "probe"


def measured_bandwidth(speeds_file: Path, threads: int, folder: Path) -> float | None:
    """From the decode speeds remembered in `speeds_file` (SpeedMemory's, keyed
    "name|bytes|threads") at this thread count, for model files still in `folder` (their layer
    count is read from the header)."""
    from qwen_desktop.core.llm.speed_memory import SpeedMemory

    memory = SpeedMemory(speeds_file)
    measured = []
    for key in memory.keys():  # noqa: SIM118 (SpeedMemory is not a dict)
        name, size, key_threads = ([*key.rsplit("|", 2), "", ""])[:3]
        reference = memory.reference(key)
        path = folder / name
        if not (reference and size.isdigit() and key_threads == str(threads) and path.is_file()):
            continue
        try:
            shape = Shape.of(check_model_file(path))
        except Exception:  # a damaged file: its speed says nothing
            continue
        if shape is not None:
            measured.append((int(size), shape.layers, reference))
    return bandwidth_from_speeds(measured)


def machine_bandwidth(
    speeds_file: Path | None, threads: int, folder: Path | None = None
) -> Bandwidth:
    measured = (measured_bandwidth(speeds_file, threads, folder)
                if speeds_file and folder else None)  # fmt: skip
    if measured:
        return Bandwidth(measured, "measured")
    return Bandwidth(probe_bandwidth(), "probe")


def catalog_fits(n_ctx: int, bandwidth: float, available: int | None = None,
                 entries: dict[str, ModelFile] | None = None) -> dict[str, Fit]:  # fmt: skip
    free = available_memory() if available is None else available
    return {key: fit(entry.size, entry.model.shape, n_ctx, free, bandwidth, entry.model.thinking)
            for key, entry in (entries or CATALOG).items()}  # fmt: skip


def best_fit(fits: dict[str, Fit], entries: dict[str, ModelFile] | None = None) -> str:
    """The entry to preselect: the biggest model that runs well here, in its recommended
    quantization (Q4_K_M where published); the default when nothing runs well."""
    entries = entries or CATALOG
    good = [k for k, f in fits.items() if f.verdict is Verdict.RUNS_WELL and k in entries]
    if not good:
        return RECOMMENDED
    by_model: dict[str, list[str]] = {}
    for key in good:
        by_model.setdefault(entries[key].model.id, []).append(key)
    biggest = max(by_model, key=lambda m: entries[by_model[m][0]].model.billions)
    keys = by_model[biggest]
    preferred = [k for k in keys if entries[k].quant == "q4_k_m"]
    return preferred[0] if preferred else min(keys, key=lambda k: entries[k].size)


def file_memory(path: Path, n_ctx: int) -> int | None:
    """What loading this GGUF file needs (from its header); None when the header does not say."""
    info = check_model_file(path)
    shape = Shape.of(info)
    return memory_needed(info.file_size, shape, n_ctx) if shape is not None else None


def would_not_fit(path: Path, n_ctx: int, freed: int = 0) -> tuple[int, int] | None:
    """(needed, available) when loading `path` would not fit in the memory free now (plus
    `freed`: what the model it replaces gives back), else None. A file whose header cannot be
    read is left to the load to explain."""
    try:
        needed = file_memory(path, n_ctx)
    except Exception:  # a damaged header: the load names the problem
        return None
    if needed is None:
        return None
    free = available_memory() + freed
    return (needed, free) if judge(needed, free, float("inf")) is Verdict.WONT_FIT else None


def fit_lines(n_ctx: int, bandwidth: Bandwidth, available: int | None = None) -> list[str]:
    """`qwen-desktop --fit`: one JSON object per catalog entry."""
    fits = catalog_fits(n_ctx, bandwidth.bytes_per_s, available)
    best = best_fit(fits)
    return [json.dumps({
        "id": entry.model.id, "quant": entry.quant, "file": entry.filename,
        "bytes": entry.size, "memory_bytes": fits[key].memory_bytes,
        "available_bytes": fits[key].available_bytes,
        "tokens_per_s": fits[key].tokens_per_s, "verdict": fits[key].verdict.value,
        "best": key == best, "speed_from": bandwidth.source,
    }) for key, entry in CATALOG.items()]  # fmt: skip
