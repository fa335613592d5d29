"""The settings dialog driven with qtbot, and settings applied to a running window."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from qwen_desktop.core.config.paths import settings_path
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.core.models.catalog import CATALOG
from qwen_desktop.ui.dialogs.settings_dialog import SettingsDialog
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS, REPLY_TIMEOUT_MS


def open_dialog(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(SettingsDialog, "settingsDialog")
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def press_ok(qtbot: QtBot, dialog: SettingsDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_every_field_explains_itself(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_dialog(qtbot, window)
    kinds = QComboBox | QAbstractSpinBox | QPlainTextEdit
    editors = [w for w in dialog.findChildren(QWidget) if isinstance(w, kinds) and w.objectName()]
    names = {w.objectName() for w in editors}
    assert names >= {
        "quantizationBox", "threadsSpin", "contextBox", "presetBox", "temperatureSpin",
        "topPSpin", "topKSpin", "minPSpin", "repeatPenaltySpin", "maxTokensSpin",
        "systemPromptEdit", "themeBox", "fontSizeSpin", "languageBox",
    }  # fmt: skip
    for editor in editors:
        assert editor.toolTip(), editor.objectName()
    quant = dialog.findChild(QComboBox, "quantizationBox")
    assert quant is not None and quant.count() == len(CATALOG)
    assert "MB" in quant.itemText(0) and "not downloaded" in quant.itemText(0)
    dialog.reject()


def test_presets_and_custom_values(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_dialog(qtbot, window)
    preset = dialog.findChild(QComboBox, "presetBox")
    temperature = dialog.findChild(QDoubleSpinBox, "temperatureSpin")
    max_tokens = dialog.findChild(QSpinBox, "maxTokensSpin")
    assert preset and temperature and max_tokens
    preset.setCurrentIndex(preset.findData("fast"))
    assert temperature.value() == 0.0 and max_tokens.value() == 128
    preset.setCurrentIndex(preset.findData("creative"))
    assert temperature.value() == 1.0
    temperature.setValue(0.55)
    assert preset.currentData() == "custom"
    press_ok(qtbot, dialog)
    assert window.params.temperature == 0.55
    assert window.settings.preset == "custom"
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["temperature"] == 0.55
    assert SettingsStore(settings_path()).load().settings == window.settings


def test_sampling_and_prompt_apply_to_the_next_reply(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    dialog = open_dialog(qtbot, window)
    dialog.findChild(QSpinBox, "maxTokensSpin").setValue(5)  # type: ignore[union-attr]
    dialog.findChild(QPlainTextEdit, "systemPromptEdit").setPlainText("Be terse.")  # type: ignore[union-attr]
    with qtbot.assertNotEmitted(window.modelLoaded):  # no reload for sampling changes
        press_ok(qtbot, dialog)
    window.composer.setPlainText("Tell me a long story.")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    assert blocker.args[0].stats.generated_tokens <= 8
    assert window.conversation.engine_messages()[0].content == "Be terse."


def test_changing_threads_reloads_the_model_and_keeps_the_chat(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    window.composer.setPlainText("Say hello.")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        window.send_button.click()
    assert window.model is not None
    new_threads = 1 if window.model.n_threads != 1 else 2
    dialog = open_dialog(qtbot, window)
    dialog.findChild(QSpinBox, "threadsSpin").setValue(new_threads)  # type: ignore[union-attr]
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS) as blocker:
        press_ok(qtbot, dialog)
        assert window.load_progress.isVisible()
    assert blocker.args[0].n_threads == new_threads
    assert not window.load_progress.isVisible()
    assert [t.role for t in window.conversation.turns] == ["user", "assistant"]
    assert len(window.chat_view.message_widgets()) == 2
    first_prompt = window.conversation.turns[-1].stats
    assert first_prompt is not None
    window.composer.setPlainText("Again?")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as reply:
        window.send_button.click()
    stats = reply.args[0].stats
    # the whole history was sent, and the reloaded model continued from the conversation's KV
    # state saved when the old model was freed (threads do not change the KV cache)
    assert stats.prompt_tokens > first_prompt.prompt_tokens + first_prompt.generated_tokens
    assert stats.prompt_tokens_evaluated < stats.prompt_tokens - first_prompt.prompt_tokens


def test_a_quantization_that_is_not_downloaded_leads_to_the_download(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    dialog = open_dialog(qtbot, window)
    quant = dialog.findChild(QComboBox, "quantizationBox")
    assert quant is not None
    quant.setCurrentIndex(quant.findData("q8_0"))
    with qtbot.waitSignal(window.downloadRequested) as blocker:
        press_ok(qtbot, dialog)
    assert blocker.args == ["q8_0"]
    assert "Q8_0" in window.error_banner.label.text()
    assert window.model is not None  # the current model stays loaded and usable


def test_theme_and_font_size_apply_at_once(qtbot: QtBot, window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window.apply_settings(replace(window.settings, theme="dark", font_size=14))
    assert app.palette().color(QPalette.ColorRole.Base).lightness() < 128
    assert app.font().pointSize() == 14
    window.apply_settings(replace(window.settings, theme="light", font_size=11))
    assert app.palette().color(QPalette.ColorRole.Base).lightness() > 128


def test_broken_settings_file_is_reported_once(qtbot: QtBot, window: MainWindow) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    result = SettingsStore(path).load()
    window.show_settings_problems(result.problems, result.backup)
    assert window.error_banner.isVisible()
    assert str(result.backup) in window.error_banner.label.text()
    assert SettingsStore(path).load().problems == []
    assert result.settings == Settings()


def test_unsaveable_settings_still_apply(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    blocker_file = tmp_path / "not-a-dir"
    blocker_file.write_text("x")
    window.store = SettingsStore(blocker_file / "settings.json")
    window.apply_settings(replace(window.settings, temperature=0.25))
    assert window.params.temperature == 0.25
    assert "could not be saved" in window.error_banner.label.text()


def test_changing_the_language_says_it_needs_a_restart(qtbot: QtBot, window: MainWindow) -> None:
    window.apply_settings(replace(window.settings, language="zh_CN"))
    assert window.error_banner.isVisible()
    assert "next start" in window.error_banner.label.text()
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["language"] == "zh_CN"


def test_about_names_the_cpu_build_that_runs_the_model(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    from PySide6.QtWidgets import QLabel

    from qwen_desktop.core.llm import cpu_backend

    dialog = loaded_window.open_settings()
    label = dialog.findChild(QLabel, "aboutCpuBackend")
    features = dialog.findChild(QLabel, "aboutCpuFeatures")
    assert label is not None and features is not None
    chosen = cpu_backend.chosen()
    assert chosen is not None and loaded_window.model is not None
    assert loaded_window.model.cpu_backend == chosen.name
    expected = "built for this computer" if chosen.name == cpu_backend.BUILT_IN else chosen.name
    assert expected in label.text()
    assert "SSE4.2" in features.text()
    dialog.reject()


def test_a_processor_no_build_can_run_is_named_in_words() -> None:
    from pathlib import Path

    from qwen_desktop.core.llm.cpu_backend import NoCpuBackend
    from qwen_desktop.services.error_text import describe

    text = describe(NoCpuBackend(Path("/lib"), ("SSE4.2",), "tried x64"))
    assert "processor" in text and "SSE4.2" in text
