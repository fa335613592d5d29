"""Each model keeps its own context size and sampling; a Qwen3 never tuned starts with its
model card's thinking sampling, and answering without thinking uses the card's other one."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from qwen_desktop.core.config.presets import QWEN3_ANSWERING, QWEN3_THINKING
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.thinking import params_for
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS


def test_switching_models_brings_back_each_ones_settings(
    qtbot: QtBot, loaded_window: MainWindow, qwen3_model_path: Path, test_model_path: Path
) -> None:
    window = loaded_window
    preferences = window.preferences
    window.apply_settings(replace(preferences.settings, temperature=0.3, top_k=7))
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(qwen3_model_path)
    settings = preferences.settings
    assert {k: getattr(settings, k) for k in QWEN3_THINKING} == QWEN3_THINKING
    assert window.sessions.params.temperature == QWEN3_THINKING["temperature"]
    window.apply_settings(replace(preferences.settings, temperature=0.5))  # tuned for Qwen3
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(test_model_path)
    assert preferences.settings.temperature == 0.3 and preferences.settings.top_k == 7
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(qwen3_model_path)
    assert preferences.settings.temperature == 0.5  # what Qwen3 was last used with


def test_answering_without_thinking_uses_the_cards_other_sampling() -> None:
    untuned = SamplingParams(**QWEN3_THINKING)
    assert params_for(untuned, True).thinking is True
    assert params_for(untuned, True).temperature == QWEN3_THINKING["temperature"]
    direct = params_for(untuned, False)
    assert direct.thinking is False and direct.top_p == QWEN3_ANSWERING["top_p"]
    tuned = SamplingParams(temperature=0.2)
    assert params_for(tuned, False).temperature == 0.2  # the user's own choice stays
