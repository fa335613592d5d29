"""Quick ask in the real window (offscreen), with the real test model: selected text and an
assistant, the reply with its assistant named, Enter copies, "Open in window", Esc."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import REPLY_TIMEOUT_MS

SENTENCE = "今天的会议改到下午三点，请大家准时参加。"


def test_an_assistant_on_selected_text_then_open_in_window(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    QGuiApplication.clipboard().setText(SENTENCE)  # offscreen has no primary selection
    quick = window.anywhere.show_quick_ask()
    assert quick.objectName() == "quickAskWindow" and quick.isVisible()
    assert quick.selection.isVisible() and quick.selection.toPlainText() == SENTENCE
    assert set(quick.action_buttons) == {"translate", "polish", "summarize", "explain", "formal"}
    session = quick.quick.session
    with qtbot.waitSignal(session.finished, timeout=REPLY_TIMEOUT_MS):
        qtbot.mouseClick(quick.action_buttons["translate"], Qt.MouseButton.LeftButton)
    assert session.conversation.turns[0].text == SENTENCE
    assert session.system_prompt.startswith("You are a translator.")
    reply = quick.reply.toPlainText()
    assert reply and "assistant: Translate" in quick.footer.text()
    assert "You are a translator." in quick.footer.toolTip()
    qtbot.keyClick(quick.reply, Qt.Key.Key_Return)  # Enter in the reply copies it
    assert QGuiApplication.clipboard().text() == reply
    assert window.conversation.turns == []  # the main window's conversation is untouched
    with qtbot.waitSignal(quick.openRequested, timeout=5000) as opened:
        qtbot.mouseClick(quick.open_button, Qt.MouseButton.LeftButton)
    store = window.services.chats
    assert isinstance(store, ChatStore)
    stored = store.conversation(opened.args[0])
    assert stored.assistant == "builtin:translate" and stored.title.startswith("今天的会议")
    assert [t.text for t in window.conversation.turns] == [SENTENCE, reply]
    assert not quick.isVisible()


def test_a_typed_question_and_esc(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    QGuiApplication.clipboard().setText("")
    quick = window.anywhere.show_quick_ask()
    assert not quick.selection.isVisible()
    quick.input.setText("What is 2 + 2?")
    with qtbot.waitSignal(quick.quick.session.finished, timeout=REPLY_TIMEOUT_MS):
        qtbot.keyClick(quick.input, Qt.Key.Key_Return)
    assert quick.reply.toPlainText() and "assistant" not in quick.footer.text()
    qtbot.keyClick(quick.reply, Qt.Key.Key_Escape)
    assert not quick.isVisible()
