"""Remote servers from the window: add one, test it, pick its model, chat, and every failure
named without losing anything."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path, secrets_path, servers_path
from qwen_desktop.core.remote.secrets import SecretStore
from qwen_desktop.ui.dialogs.servers_dialog import ServersDialog
from qwen_desktop.ui.main_window import MainWindow
from tests.fake_openai import MODEL, FaultyOpenAI, faulty_openai
from tests.ui.conftest import REPLY_TIMEOUT_MS
from tests.ui.test_main_window import send


def add_server(qtbot: QtBot, window: MainWindow, fake: FaultyOpenAI, key: str = "") -> None:
    dialog = window.open_servers()
    assert isinstance(dialog, ServersDialog)
    dialog.name.setText("fake")
    dialog.url.setText(fake.base_url)
    dialog.key.setText(key)
    with qtbot.waitSignal(dialog.tested, timeout=10_000) as tested:
        qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert tested.args == [True] and dialog.models.currentText() == MODEL
    with qtbot.waitSignal(dialog.serversChanged, timeout=5000):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    index = window.model_picker.findText(f"{MODEL} · fake")
    assert index > 0 and window.model_picker.isVisible()
    window.model_picker.setCurrentIndex(index)


def test_add_a_server_and_chat_with_it_mid_conversation(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    local = send(qtbot, window, "Hi")
    with faulty_openai() as fake:
        fake.key = "sk-remote-secret"
        add_server(qtbot, window, fake, key=fake.key)
        remote = send(qtbot, window, "And now?")
    assert remote.text == "你好，world! More text" and local.text
    widgets = window.chat_view.message_widgets()
    assert f"{MODEL} · fake" in widgets[-1].stats_label.text()
    assert f"{MODEL} · fake" not in widgets[1].stats_label.text()
    # the key is kept apart from the servers list, and never in the chat history
    assert "sk-remote-secret" not in servers_path().read_text(encoding="utf-8")
    assert SecretStore(secrets_path()).get(json.loads(servers_path().read_text())[0]["id"]) == (
        "sk-remote-secret"
    )
    assert (secrets_path().stat().st_mode & 0o077) == 0  # readable by the user only
    cid = window.session.conversation_id
    assert cid is not None
    stored = ChatStore(chats_path()).messages(cid)
    assert [(m.model, m.server) for m in stored if m.role == "assistant"][-1] == (MODEL, "fake")
    assert all("sk-remote" not in m.text for m in stored)


def test_a_broken_stream_keeps_the_partial_reply_marked(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    with faulty_openai() as fake:
        add_server(qtbot, window, fake)
        fake.mode = "drop"
        window.composer.setPlainText("Tell me something")
        with qtbot.waitSignal(window.replyFailed, timeout=REPLY_TIMEOUT_MS) as failed:
            window.send_button.click()
    assert "broke off" in failed.args[0] and window.error_banner.isVisible()
    turns = window.conversation.turns
    assert [t.role for t in turns] == ["user", "assistant"] and turns[1].text == "你好，world"
    assert "the connection broke off" in window.chat_view.message_widgets()[-1].stats_label.text()
    assert not window.busy and window.composer.toPlainText() == ""


REFUSALS = [("auth", "refused the API key"), ("busy", "busy (429)"),
            ("unknown_model", "does not have this model")]  # fmt: skip


@pytest.mark.parametrize(("mode", "words"), REFUSALS)
def test_a_refusal_is_named_and_the_message_comes_back(
    qtbot: QtBot, loaded_window: MainWindow, mode: str, words: str
) -> None:
    window = loaded_window
    with faulty_openai() as fake:
        add_server(qtbot, window, fake)
        fake.mode = mode
        window.composer.setPlainText("你好")
        with qtbot.waitSignal(window.replyFailed, timeout=REPLY_TIMEOUT_MS) as failed:
            window.send_button.click()
    assert words in failed.args[0]
    assert window.composer.toPlainText() == "你好" and window.conversation.turns == []


def test_the_picker_switches_between_model_files_in_one_click(
    qtbot: QtBot, loaded_window: MainWindow, test_model_path: Path, qwen3_model_path: Path
) -> None:
    from qwen_desktop.core.config.paths import models_dir
    from qwen_desktop.ui.model_picker import FILE

    window = loaded_window
    models_dir().mkdir(parents=True, exist_ok=True)
    other = models_dir() / "Qwen3-test.gguf"
    other.symlink_to(qwen3_model_path)
    window.refresh_model_picker()
    picker = window.model_picker
    choices = [picker.itemData(i) for i in range(picker.count())]
    assert choices[0] == "" and FILE + str(other) in choices and picker.isVisible()
    with qtbot.waitSignal(window.modelLoaded, timeout=30_000) as loaded:
        picker.setCurrentIndex(choices.index(FILE + str(other)))
    assert loaded.args[0].path == other and window.host.model is not None
    assert picker.currentData() == "" and "Qwen3 test" in picker.currentText()
    assert window.composer_bar.think_switch.isVisible()  # a thinking model: the switch shows
