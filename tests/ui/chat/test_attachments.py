"""Chat with files, on the real test model: attach, ask, follow up, and bad files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from qwen_desktop.ui.main_window import MainWindow
from tests.ui.test_main_window import send

NEEDLE = "The secret harbour code is BLUE-HERON-42, kept in the lighthouse."


def attach(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    attachments = window.session.attachments
    assert attachments is not None
    with qtbot.waitSignal(attachments.changed, timeout=30_000,
                          check_params_cb=lambda: not attachments.reading):  # fmt: skip
        window.attach_files([path])


def test_a_small_file_is_given_whole_and_named_in_the_footer(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path
) -> None:
    window = loaded_window
    notes = tmp_path / "notes.txt"
    notes.write_bytes("熊猫喜欢吃竹子。熊猫生活在四川。".encode("gbk"))
    attach(qtbot, window, notes)
    chips = window.chips.findChildren(QToolButton, "attachmentChip")
    assert len(chips) == 1 and "notes.txt" in chips[0].text() and window.chips.isVisible()
    send(qtbot, window, "熊猫吃什么？")
    question = window.conversation.turns[0]
    assert "熊猫喜欢吃竹子" in question.context and question.text == "熊猫吃什么？"
    footer = window.chat_view.message_widgets()[-1].stats_label.text()
    assert "notes.txt" in footer
    follow = send(qtbot, window, "它们住在哪里？")
    assert window.conversation.turns[2].context == ""  # given whole once: already in the history
    assert follow.stats.prompt_tokens_evaluated < 40


def test_a_large_file_gives_only_the_passages_a_question_needs(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path
) -> None:
    window = loaded_window
    attachments = window.session.attachments
    assert attachments is not None
    attachments.budget = 300
    lines = [f"Line {i}: the weather in the valley was mild and the river was calm.\n"
             for i in range(6000)]  # fmt: skip
    lines[4321] = NEEDLE + "\n"
    book = tmp_path / "book.txt"
    book.write_text("".join(lines), encoding="utf-8")
    attach(qtbot, window, book)
    first = send(qtbot, window, "What is the secret harbour code in the lighthouse?")
    question = window.conversation.turns[0]
    assert NEEDLE in question.context and len(question.context) < 3000
    follow = send(qtbot, window, "Where is the harbour code kept, in the lighthouse?")
    # the follow-up carries its own passages, and only those (and it) are evaluated: the
    # conversation's cached prefix, with the first question's passages, is still valid
    new_tokens = (
        follow.stats.prompt_tokens - first.stats.prompt_tokens - first.stats.generated_tokens
    )
    assert window.conversation.turns[2].context
    assert follow.stats.prompt_tokens_evaluated <= new_tokens + 2


def test_an_unreadable_file_is_named_and_the_typed_text_stays(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path
) -> None:
    window = loaded_window
    blob = tmp_path / "photo.txt"
    blob.write_bytes(b"\x00\xff\x10" * 5000)
    window.composer.setPlainText("What is in the photo?")
    attach(qtbot, window, blob)
    assert "is not a text document" in window.error_banner.label.text()
    assert window.composer.toPlainText() == "What is in the photo?"
    assert not window.chips.isVisible()
