from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from qwen_desktop.core.chats.chat_store import ChatStore, title_from
from qwen_desktop.core.chats.schema import MIGRATIONS, SCHEMA_VERSION
from qwen_desktop.core.llm.stats import ReplyStats, StopReason

STATS = ReplyStats(10, 4, 20, 120.0, 35.5, 0.8, StopReason.EOS)


@pytest.fixture
def store(tmp_path: Path) -> ChatStore:
    return ChatStore(tmp_path / "chats.db")


def test_messages_round_trip_with_stats(store: ChatStore) -> None:
    cid = store.create_conversation(system_prompt="be brief")
    store.add_message(cid, "user", "你好，今天天气怎么样？")
    mid = store.add_message(cid, "assistant", "", complete=False, model="q4_k_m.gguf",
                            sampling={"temperature": 0.7})  # fmt: skip
    store.complete_message(mid, "天气很好。", STATS)
    messages = store.messages(cid)
    assert [(m.role, m.text, m.complete) for m in messages] == [
        ("user", "你好，今天天气怎么样？", True), ("assistant", "天气很好。", True)]  # fmt: skip
    assert messages[1].stats == STATS and messages[1].model == "q4_k_m.gguf"
    conversation = store.conversation(cid)
    assert (
        conversation.title == "你好，今天天气怎么样？" and conversation.system_prompt == "be brief"
    )


def test_titles_rename_pin_and_order(store: ChatStore) -> None:
    first = store.create_conversation()
    store.add_message(first, "user", "x " * 100)
    second = store.create_conversation()
    store.add_message(second, "user", "newer")
    assert [c.id for c in store.conversations()] == [second, first]  # newest first
    assert len(store.conversation(first).title) <= 48 and store.conversation(first).title.endswith(
        "…"
    )
    store.set_pinned(first, True)
    assert [c.id for c in store.conversations()] == [first, second]
    store.rename(second, "我的对话")
    assert store.conversation(second).title == "我的对话"
    assert title_from("  a\n b  ") == "a b"


def test_delete_with_undo(store: ChatStore) -> None:
    cid = store.create_conversation("t")
    store.add_message(cid, "user", "searchable words here")
    store.delete(cid)
    assert store.conversations() == [] and store.search("searchable") == []
    store.undo_delete(cid)
    assert [c.id for c in store.conversations()] == [cid]
    store.delete(cid)
    assert store.purge_deleted() == 1
    with pytest.raises(KeyError):
        store.conversation(cid)


def test_full_text_search_finds_english_and_chinese(store: ChatStore) -> None:
    a = store.create_conversation()
    store.add_message(a, "user", "How do I bake sourdough bread?")
    b = store.create_conversation()
    hit = store.add_message(b, "assistant", "长城是中国古代的军事防御工程，全长两万多公里。")
    assert [h.conversation_id for h in store.search("sourdough")] == [a]
    results = store.search("军事防御")
    assert [(h.conversation_id, h.message_id) for h in results] == [(b, hit)]
    assert "军事防御" in results[0].snippet
    assert [h.message_id for h in store.search("长城")] == [hit]  # two characters: LIKE path
    assert store.search("not there at all") == [] and store.search("  ") == []
    store.delete_message(hit)
    assert store.search("军事防御") == []  # the index follows deletes


def test_partial_saves_are_throttled(store: ChatStore) -> None:
    cid = store.create_conversation()
    mid = store.add_message(cid, "assistant", "", complete=False)
    assert store.save_partial(mid, "a")
    assert not store.save_partial(mid, "ab")  # within a second
    assert store.save_partial(mid, "abc", force=True)
    assert store.messages(cid)[0].text == "abc" and not store.messages(cid)[0].complete


def test_a_killed_process_loses_at_most_the_last_second(tmp_path: Path) -> None:
    db = tmp_path / "chats.db"
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).parent / "store_child.py"), str(db)],
        stdout=subprocess.PIPE, text=True,
        env={"PYTHONPATH": str(Path(__file__).parents[3]), "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    assert child.stdout is not None
    saved = 0
    for _ in range(3):  # three saves means it has been streaming for ~2 seconds
        saved = int(child.stdout.readline().split()[1])
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    store = ChatStore(db)
    assert store.recovered_from is None
    conversation = store.conversations()[0]
    user, reply = store.messages(conversation.id)
    assert user.text == "请写一首关于长江的诗。" and user.complete
    assert len(reply.text) >= saved and not reply.complete
    assert reply.text.startswith("第0句。第1句。")


def test_a_corrupt_database_is_moved_aside_not_discarded(tmp_path: Path) -> None:
    db = tmp_path / "chats.db"
    db.write_bytes(b"this is not a database at all" * 100)
    store = ChatStore(db)
    assert store.recovered_from is not None
    assert store.recovered_from.read_bytes().startswith(b"this is not a database")
    assert store.conversations() == []
    store.create_conversation("works again")
    assert [c.title for c in ChatStore(db).conversations()] == ["works again"]


def test_migrations_upgrade_an_old_database(tmp_path: Path) -> None:
    db_path = tmp_path / "chats.db"
    db = sqlite3.connect(db_path, isolation_level=None)
    db.executescript(MIGRATIONS[0])
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO conversations (title, created, updated) VALUES ('old', 1, 1)")
    db.execute("INSERT INTO messages (conversation_id, position, role, text, created, updated)"
               " VALUES (1, 0, 'user', 'an old message about volcanoes', 1, 1)")  # fmt: skip
    db.close()
    store = ChatStore(db_path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert [h.conversation_id for h in store.search("volcanoes")] == [1]  # backfilled index


def test_a_database_from_a_newer_app_is_not_overwritten(tmp_path: Path) -> None:
    db_path = tmp_path / "chats.db"
    db = sqlite3.connect(db_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()
    store = ChatStore(db_path)
    assert store.recovered_from is not None and store.recovered_from.exists()


def test_an_import_is_one_transaction(store: ChatStore) -> None:
    before = len(store.conversations())
    cid = store.import_conversation("导入", "Be brief.", [("user", "你好"), ("assistant", "Hi")])
    assert [m.text for m in store.messages(cid)] == ["你好", "Hi"]
    assert store.conversation(cid).system_prompt == "Be brief."
    broken: list[tuple[str, str]] = [("user", "fine"), ("assistant", object())]  # type: ignore[list-item]
    with pytest.raises(sqlite3.Error):
        store.import_conversation("half", "", broken)
    assert len(store.conversations()) == before + 1  # the failed import left nothing behind
