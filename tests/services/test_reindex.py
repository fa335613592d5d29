"""Attachments indexed by the previous version are re-indexed in the background at start, with
progress the window shows, and then found by Chinese questions."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.schema import MIGRATIONS
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.storage import database
from qwen_desktop.services.chat.reindex import reindex_attachments
from qwen_desktop.services.jobs import JobQueue

TEXT = "第九章 年会与团队活动\n\n公司每年举办一次年会。年会的地点是杭州西湖边的望湖楼。" * 30


def test_an_old_index_is_brought_up_to_date_in_the_background(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "chats.db"
    old = database.connect(path)
    old.executescript("".join(MIGRATIONS[:6]))  # a database of the previous version
    old.execute("PRAGMA user_version = 6")
    old.execute("INSERT INTO attachments (id, name, text, created) VALUES (1, 'h.txt', ?, 0)",
                (TEXT,))  # fmt: skip
    old.executemany("INSERT INTO passages (attachment_id, position, text) VALUES (1, ?, ?)",
                    [(i, TEXT[i * 300 : (i + 1) * 300]) for i in range(5)])  # fmt: skip
    database.close(old)
    store = ChatStore(path)  # migrates to the current schema; passages wait for their terms
    jobs = JobQueue("testReindex")
    progress: list[object] = []
    try:
        handle = reindex_attachments(jobs, path)
        handle.progressed.connect(progress.append)
        with qtbot.waitSignal(handle.succeeded, timeout=10_000) as done:
            pass
        assert done.args == [6] and progress[-1] == (6, 6)
        hits = PassageIndex(store.db).search([1], "年会在哪里举行？")
        assert hits and "望湖楼" in hits[0].text
        again = reindex_attachments(jobs, path)  # the next start: nothing left, no progress
        again.progressed.connect(progress.append)
        with qtbot.waitSignal(again.succeeded, timeout=10_000) as second:
            pass
        assert second.args == [0] and len(progress) == 1
    finally:
        assert jobs.shutdown()
        store.close()
