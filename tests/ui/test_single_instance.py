"""A second launch brings the running window to the front instead of loading the model again."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QDir
from pytestqt.qtbot import QtBot

from qwen_desktop.core.config.paths import instance_name
from qwen_desktop.ui.main_window import MainWindow
from qwen_desktop.ui.single_instance import SingleInstance, forward_to_running
from tests.ui.conftest import LOAD_TIMEOUT_MS

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_launch_hands_over_its_model_and_exits(qtbot: QtBot, tmp_path: Path) -> None:
    instance = SingleInstance(instance_name())
    assert instance.listen()
    try:
        (tmp_path / "models").mkdir()
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        with qtbot.waitSignal(instance.activated, timeout=20_000) as activated:
            second = subprocess.Popen(
                [sys.executable, "-m", "qwen_desktop", "--model", "models/other.gguf"],
                cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            )  # fmt: skip
        _out, err = second.communicate(timeout=30)
        assert second.returncode == 0, err.decode()
        assert activated.args == [str(tmp_path / "models" / "other.gguf")]
    finally:
        instance.close()


def test_no_running_instance_means_nothing_is_forwarded() -> None:
    assert not forward_to_running(instance_name() + "-nobody", None)


def test_a_socket_left_by_a_crash_is_taken_over(qtbot: QtBot) -> None:
    name = instance_name() + "-stale"
    path = Path(QDir.tempPath()) / name
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(str(path))  # bound, never listening: what a killed process leaves behind
    stale.close()
    instance = SingleInstance(name)
    try:
        assert instance.listen()
        assert not forward_to_running(name + "-other", None)
    finally:
        instance.close()
        path.unlink(missing_ok=True)


def test_the_window_comes_to_the_front_and_opens_the_model(
    qtbot: QtBot, window: MainWindow, test_model_path: Path
) -> None:
    window.showMinimized()
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.bring_to_front(str(test_model_path))
    assert window.isVisible() and not window.isMinimized()
    assert window.model_path == test_model_path
