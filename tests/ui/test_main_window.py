"""The main window driven like a person would, on the real SmolLM2 test model."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.composer import Composer
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.conftest import LOAD_TIMEOUT_MS, REPLY_TIMEOUT_MS

W = TypeVar("W", bound=QWidget)


def child(window: QWidget, kind: type[W], name: str) -> W:
    found = window.findChild(kind, name)
    assert isinstance(found, kind), name
    return found


def send(qtbot: QtBot, window: MainWindow, text: str) -> Reply:
    composer = child(window, Composer, "composer")
    composer.setFocus()
    composer.setPlainText(text)
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        qtbot.keyClick(composer, Qt.Key.Key_Return)
    reply: Reply = blocker.args[0]
    return reply


def test_chinese_exchange_renders_whole_characters(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path
) -> None:
    window = loaded_window
    streamed: list[str] = []
    window.replyDelta.connect(streamed.append)
    reply = send(qtbot, window, "你好！请介绍一下你自己。")
    widgets = child(window, ChatView, "chatView").message_widgets()
    assert [w.role for w in widgets] == ["user", "assistant"]
    assert widgets[0].text == "你好！请介绍一下你自己。"
    assert widgets[1].text == reply.text and reply.text
    shown = widgets[1].plain_text()
    assert "\ufffd" not in shown and "\ufffd" not in "".join(streamed)
    assert "".join(streamed) == reply.text
    assert child(window, QLabel, "statusTokens").text()
    window.grab().save(str(tmp_path / "chinese-exchange.png"))


def test_english_exchange_shows_stats_and_send_again(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    first = send(qtbot, window, "What is the capital of France? Answer in one short sentence.")
    assert "Paris" in first.text
    reply_widget = window.chat_view.message_widgets()[-1]
    assert reply_widget.stats_label.isVisible()
    assert "tokens/s" in reply_widget.stats_label.text()
    second = send(qtbot, window, "And of Germany?")
    assert second.stats.prompt_tokens_evaluated < second.stats.prompt_tokens
    assert len(window.conversation.turns) == 4
    assert child(window, QPushButton, "sendButton").isVisible()


def test_stop_keeps_the_partial_reply_marked_as_stopped(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    window.params = SamplingParams(temperature=0.0, max_tokens=400)
    stop_button = child(window, QPushButton, "stopButton")
    deltas: list[str] = []

    def on_delta(text: str) -> None:
        deltas.append(text)
        if len(deltas) == 2:
            assert stop_button.isVisible()
            qtbot.mouseClick(stop_button, Qt.MouseButton.LeftButton)

    window.replyDelta.connect(on_delta)
    window.composer.setPlainText("Write a very long story about a brave knight.")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    reply: Reply = blocker.args[0]
    assert reply.stats.stop_reason is StopReason.CANCELLED
    assert reply.stats.generated_tokens <= len(deltas) + 3  # within a token of the click
    widget = window.chat_view.message_widgets()[-1]
    assert widget.text == reply.text and reply.text
    assert "stopped" in widget.stats_label.text()
    assert window.conversation.turns[-1].stopped
    assert window.send_button.isVisible() and not stop_button.isVisible()


def test_regenerate_replaces_the_last_reply(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    window.params = SamplingParams(temperature=1.0, max_tokens=24)
    send(qtbot, window, "Tell me a joke.")
    old_id = window.conversation.turns[-1].id
    button = window.chat_view.widget_for(old_id).regenerate_button
    assert button.isVisible()
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [t.role for t in window.conversation.turns] == ["user", "assistant"]
    assert window.conversation.turns[-1].id != old_id
    assert len(window.chat_view.message_widgets()) == 2


def test_edit_and_resend_replaces_the_rest(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    send(qtbot, window, "What is 2 + 2?")
    send(qtbot, window, "And 3 + 3?")
    first_user = window.conversation.turns[0]
    edit = window.chat_view.widget_for(first_user.id).edit_button
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    assert window.composer.toPlainText() == "What is 2 + 2?"
    assert child(window, QWidget, "editBanner").isVisible()
    reply = send(qtbot, window, "What is the capital of Italy?")
    assert [t.text for t in window.conversation.turns] == [
        "What is the capital of Italy?",
        reply.text,
    ]
    assert len(window.chat_view.message_widgets()) == 2
    assert not window.edit_banner.isVisible()


def test_delete_and_copy_message(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    reply = send(qtbot, window, "Say hi.")
    widget = window.chat_view.message_widgets()[-1]
    qtbot.mouseClick(widget.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == reply.text
    qtbot.mouseClick(widget.delete_button, Qt.MouseButton.LeftButton)
    assert [t.role for t in window.conversation.turns] == ["user"]
    assert [w.role for w in window.chat_view.message_widgets()] == ["user"]


def test_keyboard_shortcuts(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    reply = send(qtbot, window, "Name a colour.")
    window.send_button.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.composer.hasFocus()
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(
        window,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert QGuiApplication.clipboard().text() == reply.text
    # Shift+Enter is a new line, not a send
    window.composer.setPlainText("line one")
    window.composer.moveCursor(window.composer.textCursor().MoveOperation.End)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert window.composer.toPlainText() == "line one\n"
    # Esc stops a running reply
    window.params = SamplingParams(temperature=0.0, max_tokens=400)
    window.composer.setPlainText("Write a long poem about the sea.")
    window.replyDelta.connect(
        lambda _t: qtbot.keyClick(window, Qt.Key.Key_Escape) if window.busy else None
    )
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    assert blocker.args[0].stats.stop_reason is StopReason.CANCELLED
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.conversation.turns == []
    assert window.chat_view.message_widgets() == []


def test_corrupt_model_shows_a_message_and_the_app_stays_usable(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, tmp_path: Path
) -> None:
    broken = tmp_path / "qwen2.5-0.5b-instruct-q4_k_m.gguf"
    broken.write_bytes(test_model_path.read_bytes()[:20_000_000])
    with qtbot.waitSignal(window.modelFailed, timeout=LOAD_TIMEOUT_MS) as blocker:
        window.open_model(broken)
    banner = child(window, QWidget, "errorBanner")
    assert banner.isVisible()
    assert "incomplete" in blocker.args[0] and broken.name in blocker.args[0]
    assert not window.send_button.isEnabled()
    window.composer.setPlainText("hello?")
    window.send()  # no model: explained, nothing lost
    assert window.composer.toPlainText() == "hello?"
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(test_model_path)
    assert not banner.isVisible()
    assert send(qtbot, window, "Hi").text


def test_a_message_too_long_for_the_context_comes_back_to_the_composer(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    huge = "word " * 5000
    window.composer.setPlainText(huge)
    with qtbot.waitSignal(window.replyFailed, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    assert window.error_banner.isVisible()
    assert "too long" in blocker.args[0] == window.error_banner.label.text()
    assert window.composer.toPlainText() == huge.strip()
    assert window.conversation.turns == []
    assert send(qtbot, window, "Hi").text  # still usable


def test_close_buttons_are_findable_by_name(loaded_window: MainWindow) -> None:
    for name in ("composer", "sendButton", "stopButton", "chatView", "statusTokens"):
        assert loaded_window.findChild(QWidget, name) is not None
    assert loaded_window.findChild(QToolButton, "errorBannerClose") is not None


def test_an_unexpected_error_mid_reply_is_shown_and_loses_nothing(
    qtbot: QtBot, loaded_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An exception type no handler names, raised on the engine thread after a few tokens."""
    window = loaded_window
    real_stream = ChatEngine._stream

    def failing_stream(self: ChatEngine, *args: Any, **kwargs: Any) -> Iterator[Any]:
        for count, piece in enumerate(real_stream(self, *args, **kwargs)):
            if count == 3:
                raise LookupError("a bug nobody foresaw")
            yield piece

    monkeypatch.setattr(ChatEngine, "_stream", failing_stream)
    window.params = SamplingParams(temperature=0.0, max_tokens=200)

    def type_meanwhile(_text: str) -> None:
        if window.busy and not window.composer.toPlainText():
            window.composer.setPlainText("and one more thing")

    window.replyDelta.connect(type_meanwhile)
    window.composer.setPlainText("Write a story about a cat.")
    with qtbot.waitSignal(window.replyFailed, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    assert "LookupError" in blocker.args[0] and window.error_banner.isVisible()
    assert window.error_banner.label.text() == blocker.args[0]
    assert not window.busy
    assert window.send_button.isVisible() and not window.stop_button.isVisible()
    assert window.composer.toPlainText() == "Write a story about a cat.\n\nand one more thing"
    assert window.conversation.turns == [] and window.chat_view.message_widgets() == []
    monkeypatch.setattr(ChatEngine, "_stream", real_stream)
    window.composer.clear()
    assert send(qtbot, window, "Hi").text  # the engine thread is still alive and usable


def test_a_message_sent_while_the_model_reloads_waits_for_it(
    qtbot: QtBot, loaded_window: MainWindow, test_model_path: Path
) -> None:
    window = loaded_window
    window.open_model(test_model_path)  # a reload: the old model is freed first
    window.composer.setPlainText("Say hi.")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send()
    assert window.composer.toPlainText() == ""
    assert blocker.args[0].text and not window.error_banner.isVisible()
    assert [t.role for t in window.conversation.turns] == ["user", "assistant"]


def test_an_empty_conversation_welcomes_with_examples(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    welcome = child(window, QWidget, "welcomePanel")
    assert welcome.isVisible()
    model_label = child(window, QLabel, "welcomeModel")
    assert window.model is not None and window.model.info.name in model_label.text()
    example = child(window, QPushButton, "examplePrompt1")
    qtbot.mouseClick(example, Qt.MouseButton.LeftButton)
    assert window.composer.toPlainText() == example.text() and window.composer.hasFocus()
    send(qtbot, window, example.text())
    assert not welcome.isVisible()
    window.new_conversation()
    assert welcome.isVisible() and window.chat_view.message_widgets() == []


def test_a_file_refused_by_the_header_check_keeps_the_old_model(
    qtbot: QtBot, loaded_window: MainWindow, test_model_path: Path, tmp_path: Path
) -> None:
    window = loaded_window
    before = window.model
    assert before is not None
    not_a_model = tmp_path / "notes.gguf"
    not_a_model.write_bytes(b"hello, not a model")
    with qtbot.waitSignal(window.modelFailed, timeout=LOAD_TIMEOUT_MS) as blocker:
        window.open_model(not_a_model)
    assert "still loaded and in use" in blocker.args[0]
    assert window.model == before and window.model_path == test_model_path
    assert window.status_model.text() == before.info.name
    assert window.send_button.isEnabled()
    assert send(qtbot, window, "Hi").text


def test_the_system_prompt_is_read_right_after_the_model_loads(
    qtbot: QtBot, window: MainWindow, test_model_path: Path
) -> None:
    with qtbot.waitSignal(window.warmedUp, timeout=LOAD_TIMEOUT_MS) as warmed:
        window.open_model(test_model_path)
    tokens: int = warmed.args[0]
    assert tokens > 5
    reply = send(qtbot, window, "Hi")
    assert reply.stats.prompt_tokens_evaluated == reply.stats.prompt_tokens - tokens


def test_a_long_prompt_shows_reading_progress_and_stops_while_reading(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    progress: list[tuple[int, int]] = []

    def on_reading(done: int, total: int) -> None:
        progress.append((done, total))
        assert child(window, QWidget, "readProgress").isVisible()
        assert "Reading" in window.status_state.text()
        window.escape()  # Stop while the prompt is still being read

    window.readingProgress.connect(on_reading)
    window.composer.setPlainText("Summarise: " + "the river runs to the sea. " * 150)
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS) as blocker:
        window.send_button.click()
    reply: Reply = blocker.args[0]
    assert progress and progress[0][0] < progress[0][1]
    assert reply.stats.stop_reason is StopReason.CANCELLED and reply.stats.generated_tokens == 0
    assert reply.stats.prompt_tokens_evaluated < reply.stats.prompt_tokens
    assert not child(window, QWidget, "readProgress").isVisible()
