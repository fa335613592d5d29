"""A model that would not fit in the memory free now is not loaded without asking."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.models import fit_report
from qwen_desktop.ui import main_window
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS


def test_too_little_memory_asks_first_and_names_the_numbers(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit_report, "available_memory", lambda: 50_000_000)
    asked: list[tuple[str, int, int]] = []
    answers = iter([False, True])

    def answer(_parent: object, path: str, needed: int, free: int) -> bool:
        asked.append((path, needed, free))
        return next(answers)

    monkeypatch.setattr(main_window, "load_anyway", answer)
    window.open_model(test_model_path)  # asked, and the user says no: nothing loads
    assert len(asked) == 1 and not window.host.loading and window.host.model is None
    path, needed, free = asked[0]
    assert path == str(test_model_path) and free == 50_000_000
    assert needed > test_model_path.stat().st_size  # weights, KV cache, the app itself
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(test_model_path)  # asked again; yes this time
    assert len(asked) == 2 and window.host.model is not None


def test_enough_memory_loads_without_a_question(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main_window, "load_anyway", lambda *_args: pytest.fail("asked"))
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(test_model_path)
