"""The fit check's arithmetic: memory, speed from a measured reply or the probe, verdicts, the
best entry, and `--fit`'s JSON lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qwen_desktop.core.llm.speed_memory import SpeedMemory
from qwen_desktop.core.models import fit_report
from qwen_desktop.core.models.catalog import CATALOG
from qwen_desktop.core.models.fit import (
    RUNTIME_BYTES,
    Shape,
    Verdict,
    decode_bandwidth,
    decode_speed,
    fit,
    kv_bytes,
    memory_needed,
)
from qwen_desktop.core.models.gguf import check_model_file

GB = 1_000_000_000
QWEN_05B = CATALOG["q4_k_m"]


def test_memory_is_weights_kv_compute_and_the_app() -> None:
    shape = QWEN_05B.model.shape
    assert kv_bytes(shape, 4096) == 24 * 4096 * 2 * 64 * 2 * 2  # 48 MiB, as llama.cpp logs
    small, large = (
        memory_needed(QWEN_05B.size, shape, 4096),
        memory_needed(QWEN_05B.size, shape, 32768),
    )
    assert large - small == kv_bytes(shape, 32768 - 4096)
    assert small > QWEN_05B.size + RUNTIME_BYTES


def test_speed_from_a_measured_model_predicts_that_model_back() -> None:
    bandwidth = decode_bandwidth(491_400_032, 24, 40.0)
    assert bandwidth is not None
    assert decode_speed(491_400_032, 24, bandwidth) == pytest.approx(40.0)
    eight = CATALOG["qwen3-8b-q4_k_m"]
    assert decode_speed(eight.size, eight.model.shape.layers, bandwidth) < 5  # ten times the bytes
    assert decode_bandwidth(100, 24, 1000.0) is None  # faster than its layers allow: no evidence


def test_verdicts() -> None:
    shape = QWEN_05B.model.shape
    assert fit(QWEN_05B.size, shape, 4096, 16 * GB, 20 * GB).verdict is Verdict.RUNS_WELL
    assert fit(QWEN_05B.size, shape, 4096, 16 * GB, 2 * GB).verdict is Verdict.SLOW
    assert fit(QWEN_05B.size, shape, 4096, 700_000_000, 20 * GB).verdict is Verdict.WONT_FIT


def test_the_shape_is_read_from_a_gguf_header(test_model_path: Path) -> None:
    shape = Shape.of(check_model_file(test_model_path))
    assert shape is not None and shape.layers == 30 and shape.vocab == 49152


def test_measured_speeds_here_win_over_the_probe(
    tmp_path: Path, test_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit_report, "probe_bandwidth", lambda: 1.0)
    speeds = SpeedMemory(tmp_path / "speeds.json")
    key = SpeedMemory.key(test_model_path, 2)
    for rate in (90.0, 100.0, 95.0):
        speeds.record(key, 200, rate)
    found = fit_report.machine_bandwidth(speeds.path, 2, test_model_path.parent)
    assert found.source == "measured"
    shape = Shape.of(check_model_file(test_model_path))
    assert shape is not None
    predicted = decode_speed(test_model_path.stat().st_size, shape.layers, found.bytes_per_s)
    assert predicted == pytest.approx(97.5, rel=0.01)  # the faster half's median
    other_threads = fit_report.machine_bandwidth(speeds.path, 4, test_model_path.parent)
    assert other_threads.source == "probe"


def test_fit_lines_are_json_with_one_best(monkeypatch: pytest.MonkeyPatch) -> None:
    bandwidth = fit_report.Bandwidth(20 * GB, "probe")
    lines = [json.loads(x) for x in fit_report.fit_lines(4096, bandwidth, available=6 * GB)]
    assert len(lines) == len(CATALOG)
    assert {"id", "quant", "bytes", "memory_bytes", "tokens_per_s", "verdict"} <= set(lines[0])
    assert [x["id"] for x in lines if x["best"]] == ["qwen2.5-3b"]
    assert {x["verdict"] for x in lines} == {"runs well", "slow", "will not fit"}


def test_a_thinking_model_must_be_faster_to_run_well() -> None:
    shape = QWEN_05B.model.shape
    plain = fit(QWEN_05B.size, shape, 4096, 16 * GB, 5 * GB)  # about 10 tokens/s
    assert plain.verdict is Verdict.RUNS_WELL
    assert fit(QWEN_05B.size, shape, 4096, 16 * GB, 5 * GB, thinks=True).verdict is Verdict.SLOW
