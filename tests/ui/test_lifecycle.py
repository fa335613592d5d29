"""Whole-process behaviour: closing mid-reply and the --self-test command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QWEN_DESKTOP_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(HERE.parent.parent)
    return env


def test_closing_during_generation_exits_cleanly_and_fast(
    test_model_path: Path, tmp_path: Path
) -> None:
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, str(HERE / "close_during_reply.py"), str(test_model_path)],
        capture_output=True, text=True, timeout=120, env=_env(tmp_path), check=False,
    )  # fmt: skip
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "closing" in result.stdout, output
    exit_s = float(result.stdout.split("exit_after_close_s=")[1].split()[0])
    assert exit_s < 2.0, output
    for bad in ("QThread: Destroyed", "Segmentation", "Traceback", "Fatal Python error"):
        assert bad not in output
    assert time.perf_counter() - started < 120


def test_self_test_prints_one_json_line(test_model_path: Path, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "qwen_desktop", "--model", str(test_model_path), "--self-test"],
        capture_output=True, text=True, timeout=120, env=_env(tmp_path), check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert set(data) >= {"load_s", "ttft_ms", "tokens_per_s", "tokens"}
    assert data["tokens"] > 0 and data["tokens_per_s"] > 0 and data["load_s"] > 0


def test_self_test_with_a_broken_model_fails_with_a_clear_message(tmp_path: Path) -> None:
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"<html>Not found</html>")
    result = subprocess.run(
        [sys.executable, "-m", "qwen_desktop", "--model", str(bad), "--self-test"],
        capture_output=True, text=True, timeout=120, env=_env(tmp_path), check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert "not a GGUF model file" in result.stderr
    assert result.stdout.strip() == ""


def test_sigterm_closes_the_database_so_no_wal_files_stay(
    test_model_path: Path, tmp_path: Path
) -> None:
    """SQLite removes chats.db-wal and -shm only when the last connection closes: the app must
    close every one at exit (that is also what makes copying the data folder safe)."""
    import signal

    data = tmp_path / "data"
    process = subprocess.Popen(
        [sys.executable, "-m", "qwen_desktop", "--model", str(test_model_path)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=_env(tmp_path),
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not (data / "chats.db-wal").exists():  # the store is open and has written
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.1)
        time.sleep(1.0)  # the window is up and the model loading or loaded
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, output
    assert (data / "chats.db").exists()
    assert not (data / "chats.db-wal").exists() and not (data / "chats.db-shm").exists(), output
