"""Everything by keyboard: from start, with key events alone (sent to the window as the system
would send them, so shortcuts, the focus chain and the Menu key work as for a user), the user
opens a conversation from the list, sends, stops, regenerates, switches a version, copies a
reply, opens settings and closes it (Esc), opens it and accepts it (Enter), and reads the
keyboard shortcut list (Ctrl+/)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from qwen_desktop.core.llm.stats import StopReason
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import REPLY_TIMEOUT_MS

NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def key(key: Qt.Key, modifiers: Qt.KeyboardModifier = NO) -> None:
    """A key press as the window system delivers it: to the active window, whose focus
    widget (or shortcut) takes it."""
    target = QApplication.activeModalWidget() or QApplication.activeWindow()
    assert target is not None and target.windowHandle() is not None
    QTest.keyClick(target.windowHandle(), key, modifiers)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def choose_in_menu(label: str, chosen: list[str]) -> None:
    """Once the context menu is up (it runs its own event loop), walk it with Down and take the
    item with Enter, as a user does."""

    def walk() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, walk)
            return
        labels = [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]
        chosen.extend(labels)
        handle = menu.windowHandle()
        assert handle is not None and label in labels, labels
        for _ in range(labels.index(label) + 1):
            QTest.keyClick(handle, Qt.Key.Key_Down)
        QTest.keyClick(handle, Qt.Key.Key_Return)

    QTimer.singleShot(0, walk)


def until_focus_in(area: QWidget, qtbot: QtBot) -> None:
    """F6 until the keyboard is in `area` (at most once round the regions)."""
    for _ in range(3):
        if area.isAncestorOf(focused()) or focused() is area:
            return
        key(Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: area.isAncestorOf(focused()), timeout=2000)


def test_a_whole_session_without_the_mouse(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    chats = window.services.chats
    assert chats is not None and window.sidebar is not None
    stored = chats.create_conversation("Colours", "")
    asked = chats.add_message(stored, "user", "Name a colour.")
    chats.add_message(stored, "assistant", "Blue.", parent_id=asked)
    window.sidebar.refresh()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.composer.setFocus()  # where the app puts the keyboard at start

    # open the conversation: F6 to the list, Enter on it
    until_focus_in(window.sidebar, qtbot)
    assert focused() is window.sidebar.list
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.conversation_id == stored, timeout=5000)

    # send, then stop it with Esc
    key(Qt.Key.Key_L, CTRL)
    assert focused() is window.composer
    QTest.keyClicks(focused(), "Name another colour, and say why.")
    with qtbot.waitSignal(window.session.delta, timeout=REPLY_TIMEOUT_MS):
        key(Qt.Key.Key_Return)
    with qtbot.waitSignal(window.session.finished, timeout=REPLY_TIMEOUT_MS) as stopped:
        key(Qt.Key.Key_Escape)
    assert stopped.args[1].stats.stop_reason is StopReason.CANCELLED

    # regenerate it from the message's own menu (Menu key)
    until_focus_in(window.chat_view, qtbot)
    reply_id = window.conversation.turns[-1].id
    assert focused() is window.chat_view.widget_for(reply_id)
    seen: list[str] = []
    choose_in_menu("Regenerate", seen)
    with qtbot.waitSignal(window.session.finished, timeout=REPLY_TIMEOUT_MS):
        key(Qt.Key.Key_Menu)
    assert {"Copy", "Regenerate", "Delete"} <= set(seen)
    new_reply = window.conversation.turns[-1].id
    assert window.conversation.version(new_reply) == (2, 2)

    # back to the stopped version: Alt+Left on the focused reply
    until_focus_in(window.chat_view, qtbot)
    key(Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.conversation.turns[-1].id == reply_id, timeout=5000)
    assert window.conversation.version(reply_id) == (1, 2)

    # copy that reply (Shift+F10, the other menu key)
    until_focus_in(window.chat_view, qtbot)
    QGuiApplication.clipboard().clear()
    choose_in_menu("Copy", [])
    key(Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    shown = window.chat_view.widget_for(reply_id)
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == shown.answer, timeout=5000)
    assert shown.answer.strip()

    _dialogs_by_keyboard(window, qtbot)


def _back_to(window: MainWindow, qtbot: QtBot) -> None:
    """A closed dialog gives the keyboard back to the window: the window manager's part (the
    offscreen platform has none)."""
    if not window.isActiveWindow():
        window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def _dialogs_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    """Settings: Esc closes it, Enter accepts it; then the shortcut list, closed with Esc."""
    for opening, name, close_with, result in (
        (Qt.Key.Key_Comma, "settingsDialog", Qt.Key.Key_Escape, QDialog.DialogCode.Rejected),
        (Qt.Key.Key_Comma, "settingsDialog", Qt.Key.Key_Return, QDialog.DialogCode.Accepted),
        (Qt.Key.Key_Slash, "shortcutsDialog", Qt.Key.Key_Escape, QDialog.DialogCode.Rejected),
    ):
        _back_to(window, qtbot)
        key(opening, CTRL)
        dialog = _dialog(name, qtbot)
        with qtbot.waitSignal(dialog.finished, timeout=5000) as closed:
            key(close_with)
        assert closed.args[0] == result.value, name


def _dialog(name: str, qtbot: QtBot) -> QDialog:
    found: Callable[[], QWidget | None] = lambda: next(  # noqa: E731
        (w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()),
        None,
    )
    qtbot.waitUntil(lambda: found() is not None and QApplication.activeModalWidget() is found(),
                    timeout=5000)  # fmt: skip
    dialog = found()
    assert isinstance(dialog, QDialog)
    return dialog
