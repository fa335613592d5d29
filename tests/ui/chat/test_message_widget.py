"""One message on its own: long pasted text stays responsive."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.ui.chat.message_widget import PREVIEW_CHARS, MessageWidget

LONG = "".join(f"第{n}行：一段很长的粘贴文字 with some English.\n" for n in range(2500))


def test_a_long_message_is_collapsed_then_shown_whole_piece_by_piece(qtbot: QtBot) -> None:
    widget = MessageWidget(Turn("user", LONG))
    qtbot.addWidget(widget)
    widget.resize(700, 400)
    widget.show()
    assert widget.collapsed and widget.expand_button.isVisible()
    assert f"{len(LONG):,}" in widget.expand_button.text()
    assert len(widget.plain_text()) <= PREVIEW_CHARS + 1 and widget.plain_text().endswith("…")
    assert widget.text == LONG  # copy and edit still get all of it
    with qtbot.waitSignal(widget.expanded, timeout=10_000):
        qtbot.mouseClick(widget.expand_button, Qt.MouseButton.LeftButton)
    assert not widget.collapsed
    assert len(widget.pieces()) > 2  # laid out in several event-loop turns
    assert widget.plain_text().replace("\n", "") == LONG.replace("\n", "")


def test_a_short_message_is_not_collapsed(qtbot: QtBot) -> None:
    widget = MessageWidget(Turn("user", "你好"))
    qtbot.addWidget(widget)
    assert not widget.collapsed and widget.plain_text() == "你好"
