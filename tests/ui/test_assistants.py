"""Starting a conversation from an assistant: its prompt is the system prompt, its sampling is
used, the sidebar shows it, and it comes back with the conversation; the library dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from qwen_desktop.core.assistants.library import BUILTINS
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.services.chat.reply_params import reply_params
from qwen_desktop.ui.dialogs.assistants_dialog import AssistantsDialog
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import send


def test_a_conversation_started_from_an_assistant_keeps_it(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    assert window.sidebar is not None and window.sidebar.assistant_picker.isVisible()
    menu = window.sidebar.assistant_picker.menu()
    translate = BUILTINS[0]
    action = next(a for a in menu.actions() if a.text().endswith(translate.name("en")))
    action.trigger()
    session = window.session
    assert session.system_prompt == translate.prompt("en")
    assert reply_params(session).temperature == translate.temperature
    send(qtbot, window, "今天天气很好。")
    store = window.services.chats
    assert isinstance(store, ChatStore)
    cid = session.conversation_id
    assert cid is not None and store.conversation(cid).assistant == translate.id
    assert store.conversation(cid).system_prompt == translate.prompt("en")
    item = window.sidebar.item_for(cid)
    assert item is not None and item.text().startswith(translate.symbol)
    assert "Assistant: Translate" in item.toolTip()
    window.new_conversation()
    assert window.session.assistant is None and reply_params(window.session).temperature == 0.0
    back = window.sidebar.item_for(cid)
    assert back is not None
    window.sidebar._activated(back)  # back to it
    assert window.session.assistant == translate


def test_the_library_dialog_makes_edits_copies_and_starts(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = window.open_assistants()
    assert isinstance(dialog, AssistantsDialog) and dialog.objectName() == "assistantsDialog"
    assert dialog.list.count() == len(BUILTINS) and not dialog.prompt.isEnabled()  # built-in
    qtbot.mouseClick(dialog.buttons["duplicate"], Qt.MouseButton.LeftButton)
    assert dialog.prompt.isEnabled() and dialog.list.count() == len(BUILTINS) + 1
    dialog.name.setText("Translate for my boss")
    dialog.prompt.setPlainText("Translate into formal English.")
    dialog.temperature.setValue(0.1)
    assert dialog.save_current()
    assert dialog.export_file(tmp_path / "mine.json", everything=False)
    qtbot.mouseClick(dialog.buttons["delete"], Qt.MouseButton.LeftButton)
    assert dialog.list.count() == len(BUILTINS)
    assert dialog.import_file(tmp_path / "mine.json")
    mine = dialog.selected()
    assert (
        mine is not None and mine.name("en") == "Translate for my boss" and mine.temperature == 0.1
    )
    (tmp_path / "bad.json").write_text("[1, 2]", encoding="utf-8")
    assert (
        not dialog.import_file(tmp_path / "bad.json")
        and "could not be imported" in dialog.note.text()
    )
    with qtbot.waitSignal(dialog.startRequested, timeout=2000):
        qtbot.mouseClick(dialog.buttons["start"], Qt.MouseButton.LeftButton)
    assert window.session.system_prompt == "Translate into formal English."
    assert window.sidebar is not None
    labels = [a.text() for a in window.sidebar.assistant_picker.menu().actions()]
    assert any("Translate for my boss" in label for label in labels)  # the menu follows
