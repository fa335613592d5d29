"""What a screen reader and a keyboard get, checked widget by widget (offscreen; the whole app
over AT-SPI is tests/ui/test_accessibility_atspi.py): a message's name and description, its
actions as a menu, announcements that go out (errors assertively), F6 between the regions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.llm.stats import ReplyStats, StopReason
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.ui.chat import banner as banner_module
from qwen_desktop.ui.chat.banner import Banner
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.message_access import actions_menu, describe
from qwen_desktop.ui.chat.message_widget import MessageWidget
from qwen_desktop.ui.main_window import MainWindow
from tests.fake_engine import FakeEngineHost, Step


def test_a_reply_is_named_with_its_version_and_described_by_its_text(qtbot: QtBot) -> None:
    stats = ReplyStats(10, 10, 4, 100.0, 20.0, 0.2, StopReason.EOS)
    message = MessageWidget(Turn("assistant", "<think>hm</think>Blue.", stats))
    qtbot.addWidget(message)
    message.set_version(2, 3)
    assert message.accessibleName() == "Reply from Qwen, version 2 of 3"
    assert message.accessibleDescription() == "Blue."  # the answer, not the thinking
    assert message.branch_prev.accessibleName() == "Previous version"
    assert message.branch_label.accessibleName() == "version 2 of 3"
    message.writing = True
    describe(message)
    assert message.accessibleName().endswith("being written")
    assert message.accessibleDescription() == ""  # nothing per token
    assert message.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_the_actions_menu_offers_what_can_be_pressed_now(qtbot: QtBot) -> None:
    message = MessageWidget(Turn("user", "Name a colour."))
    qtbot.addWidget(message)
    message.show()
    message.set_version(1, 2)
    labels = [a.text() for a in actions_menu(message, message).actions()]
    assert labels == ["Copy", "Edit", "Next version", "Delete"]  # ‹ is disabled at 1 of 2
    message.set_busy(True, last=True)
    assert [a.text() for a in actions_menu(message, message).actions()] == ["Copy"]


def test_an_error_in_the_banner_is_announced_at_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[tuple[str, bool]] = []

    def heard(_widget: QWidget, text: str, *, assertive: bool = False) -> None:
        said.append((text, assertive))

    monkeypatch.setattr(banner_module, "announce", heard)
    banner = Banner("errorBanner")
    qtbot.addWidget(banner)
    banner.show_text("The model file is damaged.")
    assert said == [("The model file is damaged.", True)]


def test_f6_walks_list_messages_and_message_box(qtbot: QtBot, window: MainWindow) -> None:
    assert window.sidebar is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.composer.setFocus()
    seen: list[QWidget | None] = []
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_F6)
        seen.append(QApplication.focusWidget())
    assert seen[0] is window.sidebar.list
    assert seen[1] is not None and window.chat_view.isAncestorOf(seen[1])  # (the welcome)
    assert seen[2] is window.composer
    qtbot.keyClick(window, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    back = QApplication.focusWidget()
    assert back is not None and window.chat_view.isAncestorOf(back)


def test_a_streaming_reply_says_so_until_it_is_finished(qtbot: QtBot) -> None:
    """The session turns busy while the reply streams, which re-labels every message: the
    streaming one keeps "being written" (and no description) until it ends."""
    host = FakeEngineHost()
    host.hold = True
    host.script = [Step(["Hello", " there."])]
    session = ChatSession(host)
    view = ChatView()
    qtbot.addWidget(view)
    view.show()
    view.bind(session)
    with qtbot.waitSignal(session.delta, timeout=5000):
        session.send("Hi")
    streaming = view.message_widgets()[-1]
    assert streaming.accessibleName() == "Reply from Qwen, being written"
    assert streaming.accessibleDescription() == ""
    with qtbot.waitSignal(session.finished, timeout=5000):
        host.release()
    assert streaming.accessibleName() == "Reply from Qwen"
    assert streaming.accessibleDescription() == "Hello there."
