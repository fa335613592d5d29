"""Bugs are named as bugs and never leave the window stuck: a job that raises, an exception
nobody caught, and the database left as it was when a restore fails half-way."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path
from qwen_desktop.services.chat import documents
from qwen_desktop.ui.main_window import MainWindow
from tests.ui.chat.test_attachments import attach
from tests.ui.test_main_window import send


def test_a_job_that_raises_keyerror_names_a_programming_error(
    qtbot: QtBot, loaded_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = loaded_window

    def broken(*_args: object) -> object:
        empty: dict[str, object] = {}
        return empty["no such key"]

    monkeypatch.setattr(documents, "attach_file", broken)
    notes = tmp_path / "notes.txt"
    notes.write_text("some notes", encoding="utf-8")
    window.composer.setPlainText("What do my notes say?")
    attach(qtbot, window, notes)
    text = window.error_banner.label.text()
    assert "programming error" in text and "KeyError" in text
    assert "network" in text  # says that it is not the network's fault
    assert "server" not in text.split("network")[0]
    assert window.composer.toPlainText() == "What do my notes say?"  # nothing typed is lost
    assert not window.busy and window.send_button.isEnabled()
    reply = send(qtbot, window, "Hello")  # and the window still works
    assert reply.text


def test_an_uncaught_exception_is_shown_and_leaves_no_reply_stuck(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    """A bug in the slot that ends a reply: Qt hands the exception to sys.excepthook (the
    app's guard), the banner names it, and the session is not left busy forever."""
    window = loaded_window
    guard = window.services.guard
    guard.install()
    try:
        window.composer.setPlainText("Say hi")
        window.send_button.click()
        live = window.session.live
        assert live is not None and window.busy

        def buggy_finish(_reply: object) -> None:
            raise RuntimeError("a bug in the slot that ends a reply")

        live.handle.finished.disconnect()
        live.handle.finished.connect(buggy_finish)
        with qtbot.waitSignal(guard.problem, timeout=60_000) as caught:
            pass
        assert caught.args[0].exception_type == "RuntimeError"
        assert "programming error" in window.error_banner.label.text()
        assert not window.busy and window.send_button.isVisible()
        assert window.session.send("Still there?")  # usable: the next message goes
    finally:
        guard.uninstall()


def test_a_crash_during_an_undo_leaves_the_database_as_before(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    chats = window.services.chats
    assert chats is not None
    session = window.session
    cid = chats.create_conversation(system_prompt="")
    ids = [
        chats.add_message(cid, "user", "q"),
    ]
    ids.append(chats.add_message(cid, "assistant", "a", parent_id=ids[0]))
    assert window.history is not None and window.history.open_conversation(cid)
    reply = session.conversation.turns[-1]
    assert session.delete(reply.id)
    before = _rows(chats_path())

    def failing(*_args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(ChatStore, "set_current_leaf", failing)
    session.undo_delete()  # the undo fails half-way: it is told, and nothing is half-done
    assert _rows(chats_path()) == before
    assert "could not be saved" in window.error_banner.label.text()


def _rows(path: Path) -> list[tuple[object, ...]]:
    db = sqlite3.connect(path)
    try:
        return (
            db.execute("SELECT id, deleted IS NULL FROM messages ORDER BY id").fetchall()
            + db.execute("SELECT id, current_leaf FROM conversations ORDER BY id").fetchall()
        )
    finally:
        db.close()
