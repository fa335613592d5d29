"""Smoke test of the PyInstaller bundle: build it, run --self-test from a clean environment on a
real X server with Qt's xcb plugin, as a laptop user double-clicking it would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.xvfb import xvfb_display

ROOT = Path(__file__).resolve().parents[2]
SIZE_LIMIT_MB = 250


def folder_mb(path: Path) -> float:
    return (
        sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    )


@pytest.mark.slow
def test_bundle_runs_self_test_in_a_clean_environment(
    test_model_path: Path, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist),
         "--work", str(tmp_path / "work")],
        capture_output=True, text=True, timeout=1800, check=False,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    bundle = dist / "qwen-desktop"
    executable = bundle / "qwen-desktop"
    assert executable.is_file()

    internal = bundle / "_internal"
    names = {p.name for p in internal.rglob("*")}
    assert "libllama.so" in names and "libggml-cpu.so" in names  # llama.cpp's own libraries
    assert "qwen_desktop_zh_CN.qm" in names
    assert not any("WebEngine" in n or "Qt6Qml" in n or "Qt6Quick" in n for n in names)
    size = folder_mb(bundle)
    print(f"bundle: {size:.0f} MB on disk")
    assert size < SIZE_LIMIT_MB

    assert "libqxcb.so" in names and "libxcb-cursor.so.0" in names  # a stock desktop lacks it
    home = tmp_path / "home"
    home.mkdir()
    with xvfb_display() as display:
        clean_env = {
            "HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb", "QWEN_DESKTOP_HOME": str(home / "qwen"),
        }  # fmt: skip
        _self_tests(executable, test_model_path, tmp_path, clean_env)


def _self_tests(executable: Path, model: Path, tmp_path: Path, clean_env: dict[str, str]) -> None:
    run = subprocess.run([str(executable), "--model", str(model), "--self-test"],
                         capture_output=True, text=True, timeout=300, env=clean_env,
                         cwd=str(tmp_path), check=False)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Could not load the Qt platform plugin" not in run.stderr
    data = json.loads(run.stdout.strip().splitlines()[-1])
    assert {"load_s", "ttft_ms", "tokens_per_s", "tokens", "window_shown_s"} <= set(data)
    assert data["tokens"] > 0 and data["tokens_per_s"] > 0
    assert data["platform"] == clean_env["QT_QPA_PLATFORM"]
    print(f"bundle self-test: {data}")

    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"not a model")
    bad = subprocess.run([str(executable), "--model", str(broken), "--self-test"],
                         capture_output=True, text=True, timeout=300, env=clean_env,
                         check=False)  # fmt: skip
    assert bad.returncode == 1 and "not a GGUF model file" in bad.stderr
