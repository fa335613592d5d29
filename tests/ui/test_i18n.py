"""Chinese and English UI: complete translations, and one exchange in a zh_CN window."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGroupBox, QPushButton
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.settings import DEFAULT_SYSTEM_PROMPTS, Settings
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui import i18n
from qwen_desktop.ui.dialogs.settings_dialog import SettingsDialog
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS, REPLY_TIMEOUT_MS

ROOT = Path(__file__).resolve().parents[2]


def test_every_string_is_translated_and_compiled() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
                            capture_output=True, text=True, check=False)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    for language in ("zh_CN", "en"):
        assert (ROOT / "resources" / "translations" / f"qwen_desktop_{language}.qm").is_file()


def test_system_language_is_resolved() -> None:
    assert i18n.resolve("system", QLocale("zh_CN")) == "zh_CN"
    assert i18n.resolve("system", QLocale("zh_TW")) == "zh_CN"
    assert i18n.resolve("system", QLocale("en_US")) == "en"
    assert i18n.resolve("en", QLocale("zh_CN")) == "en"


@pytest.fixture
def chinese(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert i18n.install(app, "zh_CN") == "zh_CN"
    yield
    i18n.install(app, "en")


def test_a_chinese_window_through_one_exchange(
    qtbot: QtBot, chinese: None, test_model_path: Path, tmp_path: Path
) -> None:
    host = EngineHost()
    window = MainWindow(build_services(host, Settings(temperature=0.0, max_tokens=48, n_ctx=2048),
                        chats=ChatStore(tmp_path / "chats.db"), language="zh_CN"))  # fmt: skip
    qtbot.addWidget(window)
    try:
        window.resize(900, 640)
        window.show()
        assert window.send_button.text() == "发送"
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus == ["文件(&F)", "对话(&C)", "帮助(&H)"]
        assert window.composer.placeholderText().startswith("给 Qwen 发消息")
        example = window.findChild(QPushButton, "examplePrompt1")
        assert example is not None and example.text() == "写一首关于秋天的短诗。"
        assert window.conversation.system_prompt == DEFAULT_SYSTEM_PROMPTS["zh_CN"]
        assert window.history is not None
        window.history.show_recovered(tmp_path / "old.db")  # a string outside the window
        assert window.error_banner.label.text().startswith("无法读取你的对话记录")
        with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
            window.open_model(test_model_path)
        assert window.status_state.text() == "就绪"
        window.composer.setFocus()
        commit = QInputMethodEvent("", [])  # typed through an input method, as users do
        commit.setCommitString("你好！请介绍一下你自己。")
        QApplication.sendEvent(window.composer, commit)
        assert window.composer.toPlainText() == "你好！请介绍一下你自己。"
        with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
            window.send_button.click()
        reply_widget = window.chat_view.message_widgets()[-1]
        assert reply_widget.author.text() == "Qwen"
        assert "token/秒" in reply_widget.stats_label.text()
        assert "token/秒" in window.status_tokens.text()
        assert "\ufffd" not in reply_widget.plain_text() and blocker.args[0].text
        window.grab().save(str(tmp_path / "zh_CN-exchange.png"))

        dialog = SettingsDialog(window.settings, set(), "zh_CN", window)
        titles = {box.title() for box in dialog.findChildren(QGroupBox)}
        assert titles == {"模型", "回答", "外观", "随处提问", "本地 API 服务", "关于"}
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "取消"
        dialog.reject()
    finally:
        window.close()
        assert host.shutdown()


def test_the_app_icon_is_found(qtbot: QtBot) -> None:
    from qwen_desktop.ui.resources import app_icon

    icon = app_icon()
    assert not icon.isNull() and len(icon.availableSizes()) >= 5
