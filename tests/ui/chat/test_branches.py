"""Versions in the window, on the real test model: ‹ 2/2 ›, switching by click and by Alt+Left,
the KV cache reused for what two branches share, delete with undo, any reply written again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton
from pytestqt.qtbot import QtBot

from qwen_desktop.ui.chat.message_widget import MessageWidget
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS, REPLY_TIMEOUT_MS
from tests.ui.test_main_window import send


def shown(window: MainWindow) -> list[str]:
    return [w.text for w in window.chat_view.message_widgets()]


def branch_controls(widget: MessageWidget) -> tuple[QToolButton, QLabel, QToolButton]:
    prev = widget.findChild(QToolButton, "branchPrev")
    label = widget.findChild(QLabel, "branchLabel")
    after = widget.findChild(QToolButton, "branchNext")
    assert prev is not None and label is not None and after is not None
    return prev, label, after


def test_versions_switch_at_once_and_share_the_cached_prefix(
    qtbot: QtBot, window: MainWindow, test_model_path: object
) -> None:
    with qtbot.waitSignal(window.warmedUp, timeout=LOAD_TIMEOUT_MS) as warmed:
        window.open_model(str(test_model_path))
    system_tokens: int = warmed.args[0]
    first = send(qtbot, window, "Name one fruit.")
    question = window.chat_view.message_widgets()[0]
    prev, label, _next = branch_controls(question)
    assert not label.isVisible()  # one version: no ‹ 1/1 ›
    window.edit(question.turn_id)
    edited = send(qtbot, window, "Name one vegetable.")
    # the edit shares the system prompt with what the KV holds: only its own part is read
    assert edited.stats.prompt_tokens_evaluated <= edited.stats.prompt_tokens - system_tokens
    question = window.chat_view.message_widgets()[0]
    prev, label, after = branch_controls(question)
    assert label.isVisible() and label.text() == "2/2" and not after.isEnabled()
    second_branch = shown(window)
    qtbot.mouseClick(prev, Qt.MouseButton.LeftButton)
    assert shown(window)[0] == "Name one fruit." and shown(window)[1] == first.text
    prev, label, after = branch_controls(window.chat_view.message_widgets()[0])
    assert label.text() == "1/2" and after.isEnabled()
    # a follow-up on the first branch: the KV held the second branch, and only what differs
    # from it (the first question, its reply and the follow-up) is evaluated
    follow = send(qtbot, window, "And one more?")
    shared = edited.stats.prompt_tokens - edited.stats.prompt_tokens_evaluated  # "…Name one"
    assert shared > system_tokens
    assert abs(follow.stats.prompt_tokens_evaluated - (follow.stats.prompt_tokens - shared)) <= 1
    # Alt+Right on the focused message brings the second branch back, exactly as it was
    body = window.chat_view.message_widgets()[0].pieces()[0]
    body.setFocus()
    qtbot.keyClick(body, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert shown(window) == second_branch


def test_delete_takes_the_replies_too_and_undo_brings_them_back(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    send(qtbot, window, "Say hi.")
    send(qtbot, window, "Say bye.")
    before = shown(window)
    first_reply = window.chat_view.message_widgets()[1]
    qtbot.mouseClick(first_reply.delete_button, Qt.MouseButton.LeftButton)
    assert shown(window) == before[:1]
    undo = window.findChild(QPushButton, "undoDeleteButton")
    assert undo is not None and undo.isVisible()
    assert "3" in window.undo_bar.label.text()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert shown(window) == before and not undo.isVisible()
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        window.regenerate(window.chat_view.message_widgets()[-1].turn_id)
    QApplication.processEvents()
    _prev, label, _next = branch_controls(window.chat_view.message_widgets()[-1])
    assert label.text() == "2/2"
    # an earlier reply can be written again too: the branch starts there, the rest stays behind
    first_reply = window.chat_view.message_widgets()[1]
    assert first_reply.regenerate_button.isVisible()
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        qtbot.mouseClick(first_reply.regenerate_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert len(shown(window)) == 2 and shown(window)[0] == "Say hi."
    prev, label, _next = branch_controls(window.chat_view.message_widgets()[1])
    assert label.text() == "2/2"
    qtbot.mouseClick(prev, Qt.MouseButton.LeftButton)
    assert shown(window)[:3] == before[:3] and len(shown(window)) == 4


def test_a_search_hit_in_a_hidden_version_opens_its_branch(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.history is not None and window.sidebar is not None
    store = window.history.chats
    cid = store.create_conversation()
    old = store.add_message(cid, "user", "旧的问题：长江有多长？")
    store.add_message(cid, "assistant", "约六千三百公里。", parent_id=old)
    new = store.add_message(cid, "user", "新的问题：黄河有多长？", parent_id=None)
    store.add_message(cid, "assistant", "约五千四百公里。", parent_id=new)
    window.history.refresh()
    assert window.history.open_conversation(cid)
    assert shown(window) == ["新的问题：黄河有多长？", "约五千四百公里。"]
    window.sidebar.search_box.setText("六千三百")
    window.sidebar.refresh()
    hits = window.sidebar.list
    assert hits.count() == 1
    qtbot.mouseClick(hits.viewport(), Qt.MouseButton.LeftButton,
                     pos=hits.visualItemRect(hits.item(0)).center())  # fmt: skip
    assert shown(window) == ["旧的问题：长江有多长？", "约六千三百公里。"]
    _prev, label, _next = branch_controls(window.chat_view.message_widgets()[0])
    assert label.text() == "1/2"
    reopened = store.conversation(cid)
    assert reopened.current_leaf is not None
    assert store.messages(cid)[1].id == reopened.current_leaf  # and it is the one kept


def test_a_question_whose_reply_was_deleted_can_be_answered(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    send(qtbot, window, "Say hi.")
    question, reply = window.chat_view.message_widgets()
    assert not question.answer_button.isVisible()  # it has its reply
    qtbot.mouseClick(reply.delete_button, Qt.MouseButton.LeftButton)
    assert question.answer_button.isVisible() and question.answer_button.isEnabled()
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        qtbot.mouseClick(question.answer_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert len(shown(window)) == 2 and shown(window)[1]
    assert not question.answer_button.isVisible()
