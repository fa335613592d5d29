"""Ask from anywhere on a real X server with a system tray (Debian's trayer): with another
application focused, the global shortcut sent by xdotool brings up quick ask with the focus; a
question is answered by the test model; "Open in window" shows it in the main window and the
store; a Chinese sentence in the X primary selection (xclip) is translated into English (by the real
Qwen2.5 0.5B: SmolLM2-135M echoes Chinese back instead of translating it)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.xvfb import xvfb_display

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_shortcut_from_another_application_to_an_answer_and_the_selection(
    test_model_path: Path, qwen_model_path: Path, tmp_path: Path
) -> None:
    for tool in ("xdotool", "xclip", "trayer"):
        assert shutil.which(tool), f"{tool} is missing: .ci/run installs it"
    with xvfb_display() as display:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT),
                   QWEN_DESKTOP_HOME=str(tmp_path / "home"))  # fmt: skip
        env.pop("XDG_SESSION_TYPE", None)
        tray = subprocess.Popen(["trayer", "--edge", "top", "--align", "right"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            run = subprocess.run(
                [sys.executable, str(ROOT / "tests" / "ui" / "anywhere_child.py"),
                 str(test_model_path), str(qwen_model_path)],
                env=env, capture_output=True, text=True, timeout=240, check=False,
            )  # fmt: skip
        finally:
            tray.terminate()
            tray.wait(10)
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert "failed_at" not in result, result
    assert result["tray"] and result["shortcut"] == "active"
    assert result["focus_before"]  # another application had the focus
    assert result["input_focused"] and result["question"] == "What is 2 plus 2?"
    assert result["reply"] and result["main_window"] == [result["question"], result["reply"]]
    assert result["in_store"] == result["main_window"] and result["main_visible"]
    assert result["selection_shown"] and "assistant: Translate" in result["footer"]
    letters = [c for c in result["translation"] if c.isalpha()]
    assert letters and sum(c.isascii() for c in letters) / len(letters) > 0.8  # English
    print("shortcut to quick ask shown:", result["shown_ms"], "ms")
