"""Chat with files, on the real test model: attach, ask, follow up, and bad files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QLabel, QProgressBar, QToolButton
from pytestqt.qtbot import QtBot

from qwen_desktop.ui.dialogs.passage_dialog import PassageDialog
from qwen_desktop.ui.main_window import MainWindow
from tests.core.documents.test_documents import write_pdf
from tests.ui.test_main_window import send

ROOT = Path(__file__).resolve().parents[3]

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
    sent, reply = window.chat_view.message_widgets()[:2]
    assert sent.files_label.isVisible() and "notes.txt" in sent.files_label.text()
    assert reply.sources_label.isVisible() and "notes.txt" in reply.sources_label.text()
    reply.sources_label.linkActivated.emit("0")  # a click on the source
    dialog = window.findChild(PassageDialog, "passageDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.text.toPlainText() == "熊猫喜欢吃竹子。熊猫生活在四川。"
    dialog.close()
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


def test_a_question_nothing_matches_gets_the_files_start_and_says_so(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path
) -> None:
    window = loaded_window
    attachments = window.session.attachments
    assert attachments is not None
    attachments.budget = 300
    book = tmp_path / "book.txt"
    book.write_text("".join(f"Line {i}: the river was calm.\n" for i in range(3000)),
                    encoding="utf-8")  # fmt: skip
    attach(qtbot, window, book)
    send(qtbot, window, "量子纠缠是什么？")
    assert "Line 0: the river was calm." in window.conversation.turns[0].context
    reply = window.chat_view.message_widgets()[1]
    footer = reply.sources_label.text()
    assert "No passage matched the question; gave the start of" in footer and "book.txt" in footer
    assert "From:" not in footer
    reply.sources_label.linkActivated.emit("0")  # the start it gave opens
    dialog = window.findChild(PassageDialog, "passageDialog")
    assert dialog is not None and dialog.text.toPlainText().startswith("Line 0: the river")
    dialog.close()


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


def test_the_self_test_answers_about_a_file(test_model_path: Path, tmp_path: Path) -> None:
    pdf = write_pdf(tmp_path / "report.pdf", ["Chapter one: rivers.", "The delta is wide."])
    env = dict(os.environ, PYTHONPATH=str(ROOT), QWEN_DESKTOP_HOME=str(tmp_path / "home"))
    command = [sys.executable, "-m", "qwen_desktop", "--model", str(test_model_path),
               "--self-test", "--prompt", "What is wide?"]  # fmt: skip
    run = subprocess.run([*command, "--attach", str(pdf)], env=env, capture_output=True,
                         text=True, timeout=180, check=False)  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout.strip().splitlines()[-1])["passages"] == ["report.pdf"]
    blob = tmp_path / "blob.txt"
    blob.write_bytes(b"\x00\x01" * 100)
    bad = subprocess.run([*command, "--attach", str(blob)], env=env, capture_output=True,
                         text=True, timeout=180, check=False)  # fmt: skip
    assert bad.returncode == 1 and "is not a text document" in bad.stderr


def test_reading_a_pdf_shows_its_pages_in_a_progress_bar(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pdf = write_pdf(tmp_path / "long.pdf", [f"Page {n} about rivers." for n in range(1, 41)])
    attachments = window.session.attachments
    assert attachments is not None
    seen: list[tuple[str, int, int, int | None, str]] = []

    def record(_path: str, phase: str, done: int, total: int) -> None:
        # runs after the window's own handler has updated the chip
        bar = window.chips.findChild(QProgressBar, "attachmentProgress")
        label = window.chips.findChild(QLabel, "attachmentReading")
        seen.append((phase, done, total, bar.maximum() if bar else None,
                     label.text() if label else ""))  # fmt: skip

    attachments.progress.connect(record)
    attach(qtbot, window, pdf)
    assert ("reading", 40, 40, 40, "Reading long.pdf: page 40 of 40") in seen
    assert seen[-1][0] == "indexing"
    chips = window.chips.findChildren(QToolButton, "attachmentChip")
    assert [c for c in chips if "long.pdf" in c.text() and "40" in c.text()]  # done: a chip
