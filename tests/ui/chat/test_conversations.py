"""Stored conversations in the window: sidebar, search, rename, pin, delete/undo, export/import,
and nothing lost across a restart or a kill -9."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QListWidget
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path, settings_path, window_state_path
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.chat.sidebar import ROLE_CONVERSATION
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import REPLY_TIMEOUT_MS
from tests.ui.test_main_window import send

HERE = Path(__file__).parent


def chat(qtbot: QtBot, window: MainWindow, text: str) -> None:
    window.composer.setPlainText(text)
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        window.send_button.click()


def titles(window: MainWindow) -> list[str]:
    assert window.sidebar is not None
    return [item.text() for item in window.sidebar.items()]


def test_conversations_are_listed_newest_first_and_reopened(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    chat(qtbot, window, "请介绍一下长城的历史。")
    first_id = window.session.conversation_id
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    chat(qtbot, window, "What is the tallest mountain?")
    sidebar = window.sidebar
    assert sidebar is not None and sidebar.list.objectName() == "conversationList"
    assert titles(window) == ["What is the tallest mountain?", "请介绍一下长城的历史。"]
    item = sidebar.item_for(first_id or 0)
    assert item is not None
    qtbot.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=sidebar.list.visualItemRect(item).center())  # fmt: skip
    assert window.chat_view.message_widgets()[0].text == "请介绍一下长城的历史。"
    stats = window.chat_view.message_widgets()[1].stats_label
    assert not stats.isHidden() and "tokens/s" in stats.text()  # the stats were stored too
    chat(qtbot, window, "继续。")  # continuing the reopened conversation
    assert len(window.conversation.turns) == 4
    stored = ChatStore(chats_path()).messages(first_id or 0)
    assert [m.role for m in stored] == ["user", "assistant", "user", "assistant"]


def test_rename_pin_delete_and_undo(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    sidebar = window.sidebar
    assert sidebar is not None
    chat(qtbot, window, "First topic")
    first = window.session.conversation_id or 0
    window.new_conversation()
    chat(qtbot, window, "Second topic")
    sidebar.rename(first or 0, "我的第一个对话")
    sidebar.set_pinned(first or 0, True)
    assert titles(window) == ["★ 我的第一个对话", "Second topic"]
    sidebar.delete(first or 0)
    assert titles(window) == ["Second topic"]
    assert sidebar.undo_bar.isVisible()
    qtbot.mouseClick(sidebar.undo_button, Qt.MouseButton.LeftButton)
    assert titles(window) == ["★ 我的第一个对话", "Second topic"]
    assert not sidebar.undo_bar.isVisible()


def test_search_jumps_to_the_hit(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    chat(qtbot, window, "我想了解熊猫的饮食习惯。")
    target = window.session.conversation_id or 0
    window.new_conversation()
    chat(qtbot, window, "Something else entirely.")
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    box = window.findChild(QLineEdit, "searchBox")
    assert box is not None and box.hasFocus()
    commit = QInputMethodEvent("", [])  # Chinese arrives the way an input method delivers it
    commit.setCommitString("熊猫的饮食")
    assert window.sidebar is not None
    with qtbot.waitSignal(window.sidebar.refreshed, timeout=2000):  # after the debounce
        QApplication.sendEvent(box, commit)
    assert box.text() == "熊猫的饮食"
    hits = window.findChild(QListWidget, "conversationList")
    assert hits is not None and hits.count() >= 1  # the reply may repeat the words too
    assert all("熊猫的饮食" in hits.item(i).text() for i in range(hits.count()))
    assert {hits.item(i).data(ROLE_CONVERSATION) for i in range(hits.count())} == {target}
    qtbot.mouseClick(hits.viewport(), Qt.MouseButton.LeftButton,
                     pos=hits.visualItemRect(hits.item(0)).center())  # fmt: skip
    assert window.session.conversation_id == target
    assert window.chat_view.message_widgets()[0].text == "我想了解熊猫的饮食习惯。"


def test_export_and_import(qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path) -> None:
    window = loaded_window
    chat(qtbot, window, "导出测试：你好")
    cid = window.session.conversation_id or 0
    assert window.history is not None
    md, js = tmp_path / "chat.md", tmp_path / "chat.json"
    assert window.history.export_conversation(cid or 0, "md", md)
    assert window.history.export_conversation(cid or 0, "json", js)
    assert md.read_text(encoding="utf-8").startswith("# 导出测试：你好")
    data = json.loads(js.read_text(encoding="utf-8"))
    assert [m["role"] for m in data["messages"]] == ["system", "user", "assistant"]
    new_id = window.history.import_conversation(js)
    assert new_id is not None and new_id != cid
    assert [w.role for w in window.chat_view.message_widgets()] == ["user", "assistant"]
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    assert window.history.import_conversation(bad) is None
    assert "not a conversation that can be imported" in window.error_banner.label.text()


def test_history_survives_a_restart(
    qtbot: QtBot, loaded_window: MainWindow, test_model_path: Path
) -> None:
    chat(qtbot, loaded_window, "Remember this: purple elephants.")
    loaded_window.close()
    host = EngineHost()
    again = MainWindow(build_services(host, Settings(n_ctx=2048), chats=ChatStore(chats_path())))
    qtbot.addWidget(again)
    try:
        assert titles(again) == ["Remember this: purple elephants."]
        assert again.sidebar is not None
        first = again.sidebar.items()[0].data(ROLE_CONVERSATION)
        assert again.history is not None and again.history.open_conversation(first)
        assert [w.role for w in again.chat_view.message_widgets()] == ["user", "assistant"]
    finally:
        assert host.shutdown()


def test_kill_during_a_reply_loses_at_most_a_second(test_model_path: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QWEN_DESKTOP_HOME=str(tmp_path),
               PYTHONPATH=str(HERE.parents[2]))  # fmt: skip
    result = subprocess.run([sys.executable, str(HERE / "kill_during_reply.py"),
                             str(test_model_path)], capture_output=True, text=True, timeout=120,
                            env=env, check=False)  # fmt: skip
    assert result.returncode == -9, result.stdout + result.stderr
    assert "killing" in result.stdout
    store = ChatStore(tmp_path / "data" / "chats.db")
    conversation = store.conversations()[0]
    user, reply = store.messages(conversation.id)
    assert user.complete and user.text.startswith("Write an extremely long essay")
    assert not reply.complete and len(reply.text) > 50  # at least ~1.5 s of streamed text


def test_size_sidebar_and_open_conversation_are_restored(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    chat(qtbot, window, "第一个对话")
    first = window.session.conversation_id
    window.new_conversation()
    chat(qtbot, window, "Second conversation")
    assert window.history is not None and first is not None
    assert window.history.open_conversation(first)
    window.resize(1000, 650)
    assert window.splitter is not None
    window.splitter.setSizes([310, 690])
    window.close()
    host = EngineHost()
    again = MainWindow(build_services(host, Settings(n_ctx=2048),
                                      store=SettingsStore(settings_path()),
                                      chats=ChatStore(chats_path())))  # fmt: skip
    qtbot.addWidget(again)
    try:
        again.restore_state()
        again.show()
        assert (again.width(), again.height()) == (1000, 650)
        assert again.splitter is not None and again.splitter.sizes()[0] == 310
        assert again.session.conversation_id == first
        assert again.chat_view.message_widgets()[0].text == "第一个对话"
        assert not again.error_banner.isVisible()
    finally:
        assert host.shutdown()


def test_a_broken_window_state_file_costs_only_the_layout(qtbot: QtBot, tmp_path: Path) -> None:
    window_state_path().parent.mkdir(parents=True, exist_ok=True)
    window_state_path().write_text("{not json", encoding="utf-8")
    host = EngineHost()
    window = MainWindow(build_services(host, Settings(n_ctx=2048),
                                       store=SettingsStore(settings_path()),
                                       chats=ChatStore(chats_path())))  # fmt: skip
    qtbot.addWidget(window)
    try:
        window.restore_state()
        assert (window.width(), window.height()) == (900, 720)
        assert window.session.conversation_id is None
    finally:
        assert host.shutdown()


def test_closing_the_window_removes_the_wal_files(qtbot: QtBot, loaded_window: MainWindow) -> None:
    send(qtbot, loaded_window, "Hello")
    wal = chats_path().with_name("chats.db-wal")
    assert wal.exists()
    loaded_window.close()
    assert not wal.exists() and not chats_path().with_name("chats.db-shm").exists()


def test_another_conversation_can_be_read_while_a_reply_is_written(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    """The real model writes in one conversation while the user reads another; the sidebar
    marks the one being written; back there, the reply shows live and ends where it belongs."""
    window = loaded_window
    chat(qtbot, window, "Name a colour.")
    first = window.session.conversation_id
    assert first is not None
    window.new_conversation()
    window.params = replace(window.params, max_tokens=300, temperature=0.0)
    writer = window.session
    window.composer.setPlainText("Write a long story about a lighthouse keeper.")
    with qtbot.waitSignal(writer.delta, timeout=REPLY_TIMEOUT_MS):
        window.send_button.click()
    writing = writer.conversation_id
    assert writing is not None and window.history is not None
    assert window.history.open_conversation(first)  # while the story is written
    assert window.session is not writer and writer.busy
    assert window.chat_view.message_widgets()[0].text == "Name a colour."
    assert window.send_button.isVisible()  # this conversation is not busy
    assert titles(window)[0].startswith("Writing… · ")  # the story's conversation, marked
    window.history.open_conversation(writing)  # back: the story goes on, live
    assert window.session is writer and window.stop_button.isVisible()
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as done:
        pass
    story = done.args[0].text
    assert window.chat_view.message_widgets()[-1].text == story
    assert window.services.chats is not None
    assert window.services.chats.messages(writing)[-1].text == story
    assert window.services.chats.messages(first)[0].text == "Name a colour."
    assert not any(t.startswith("Writing…") for t in titles(window))
