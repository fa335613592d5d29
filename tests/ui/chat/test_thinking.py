"""Qwen3 thinking through the real window, with the scripted Qwen3 test model: the thinking
streams into a collapsed block above the answer, the Think switch answers at once, and thinking
is kept in the history but never sent back to the model."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS
from tests.ui.test_main_window import send


def test_thinking_streams_into_a_collapsed_block_and_the_switch_turns_it_off(
    qtbot: QtBot, window: MainWindow, qwen3_model_path: Path
) -> None:
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(qwen3_model_path)
    switch = window.findChild(QCheckBox, "thinkSwitch")
    assert switch is not None and switch.isVisible() and switch.isChecked()

    reply = send(qtbot, window, "你好，今天天气怎么样？")
    assert reply.text == "<think>好的</think>\n\nHello"
    widget = window.chat_view.message_widgets()[-1]
    assert widget.thinking_toggle.isVisible() and not widget.thinking_text.isVisible()
    assert widget.thinking_toggle.text().startswith("Thought for")
    assert widget.plain_text().strip() == "Hello" and widget.answer == "Hello"
    qtbot.mouseClick(widget.thinking_toggle, Qt.MouseButton.LeftButton)  # expands
    assert widget.thinking_text.isVisible() and widget.thinking_text.text() == "好的"
    turn = window.conversation.turns[-1]
    assert turn.text == reply.text and turn.stats is not None and turn.stats.thinking_s > 0

    # the next turn is sent the answer only (Qwen3's card), and the switch answers at once
    assert window.conversation.engine_messages()[-1].content == "Hello"
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert not window.session.thinking
    second = send(qtbot, window, "再说一遍")
    assert second.text == "Hello"
    latest = window.chat_view.message_widgets()[-1]
    assert not latest.thinking_toggle.isVisible()
    assert window.session.thinking is False and not switch.isChecked()


def test_stop_while_thinking_keeps_the_thoughts_and_no_answer(
    qtbot: QtBot, window: MainWindow, qwen3_model_path: Path
) -> None:
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(qwen3_model_path)
    window.params = SamplingParams(temperature=0.0, max_tokens=2)  # ends inside <think>
    reply = send(qtbot, window, "你好")
    assert reply.text == "<think>好的"
    widget = window.chat_view.message_widgets()[-1]
    assert widget.thinking_toggle.isVisible() and widget.answer == ""
    assert window.conversation.engine_messages()[-1].role == "user"  # nothing of it goes back
