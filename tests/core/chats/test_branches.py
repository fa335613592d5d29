"""Conversations as trees: versions, the branch on screen, deleting a subtree, the migration of
an existing database, and export/import of a branch or the whole tree."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from qwen_desktop.core.chats import archive
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.conversation import Conversation, Turn
from qwen_desktop.core.chats.exchange import Exported, Message, from_json, to_json, to_markdown
from qwen_desktop.core.chats.recorder import Recorder
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.documents.passages import Passage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import ReplyStats, StopReason

STATS = ReplyStats(10, 4, 20, 120.0, 35.5, 0.8, StopReason.EOS)
V4_DATABASE = Path(__file__).parent / "data" / "chats-v4.db"  # written by the previous version


@pytest.fixture
def store(tmp_path: Path) -> ChatStore:
    return ChatStore(tmp_path / "chats.db")


def texts(turns: list[Turn]) -> list[str]:
    return [t.text for t in turns]


def test_edits_and_regenerations_are_versions_and_every_one_can_be_walked() -> None:
    conversation = Conversation()
    q1 = conversation.add("user", "Q1")
    conversation.add("assistant", "A1")
    conversation.add("user", "Q2")
    a2 = conversation.add("assistant", "A2")
    conversation.end_at(a2.parent)  # regenerate twice
    conversation.add("assistant", "A2b")
    conversation.end_at(a2.parent)
    conversation.add("assistant", "A2c")
    assert texts(conversation.turns) == ["Q1", "A1", "Q2", "A2c"]
    assert conversation.version(conversation.turns[-1].id) == (3, 3)
    q1b = conversation.add("user", "Q1b", parent=None)  # edit twice
    conversation.add("assistant", "A1b")
    conversation.add("user", "Q1c", parent=None)
    assert conversation.version(conversation.turns[0].id) == (3, 3)
    walked = [texts(conversation.turns)]
    while conversation.switch(conversation.turns[0].id, -1) is not None:
        walked.append(texts(conversation.turns))
    assert walked == [["Q1c"], ["Q1b", "A1b"], ["Q1", "A1", "Q2", "A2c"]]
    reply = conversation.turns[-1]
    assert conversation.switch(reply.id, -1) is not None
    assert texts(conversation.turns) == ["Q1", "A1", "Q2", "A2b"]
    assert conversation.switch(conversation.turns[-1].id, -1) is not None
    assert conversation.switch(conversation.turns[-1].id, -1) is None  # already the first
    assert texts(conversation.turns) == ["Q1", "A1", "Q2", "A2"]
    # the branch chosen below a message is remembered when switching away and back
    conversation.switch(q1.id, 1)
    conversation.switch(q1b.id, -1)
    assert texts(conversation.turns) == ["Q1", "A1", "Q2", "A2"]
    assert [m.content for m in conversation.engine_messages()] == ["Q1", "A1", "Q2", "A2"]


def test_deleting_a_message_takes_its_subtree_and_undo_brings_it_back() -> None:
    conversation = Conversation()
    q1 = conversation.add("user", "Q1")
    conversation.add("assistant", "A1")
    conversation.add("user", "Q2")
    conversation.add("user", "Q1b", parent=None)
    conversation.show(q1.id)
    removed = conversation.remove(q1.id)
    assert texts(removed) == ["Q1", "A1", "Q2"]
    assert texts(conversation.turns) == ["Q1b"]  # the other version is shown
    assert len(conversation.all_turns()) == 1
    conversation.restore(removed)
    assert texts(conversation.turns) == ["Q1", "A1", "Q2"]
    assert conversation.version(q1.id) == (1, 2)  # back in its place among its versions


def test_the_recorder_keeps_the_tree_and_the_branch_on_screen(store: ChatStore) -> None:
    recorder = Recorder(store)
    conversation = Conversation("sys")

    def record(turn: Turn) -> Turn:
        if turn.role == "user":
            recorder.user(turn, conversation)
        else:
            recorder.reply_started(turn, "m", SamplingParams())
            recorder.reply_finished(turn, turn.text, STATS)
        return turn

    q1 = record(conversation.add("user", "1"))
    a1 = record(conversation.add("assistant", "2"))
    record(conversation.add("assistant", "2b", parent=q1.id))  # regenerated
    record(conversation.add("user", "1b", parent=None, files=("notes.txt",)))  # edited
    record(conversation.add("assistant", "2c"))
    conversation.show(a1.id)
    recorder.shown(conversation.turns[-1])
    cid = recorder.conversation_id
    assert cid is not None
    loaded = Recorder(store).load(cid)
    assert texts(loaded.turns) == ["1", "2"]  # the branch that was on screen
    assert loaded.version(loaded.turns[0].id) == (1, 2)
    assert loaded.version(loaded.turns[1].id) == (1, 2)
    assert sorted(t.text for t in loaded.all_turns()) == ["1", "1b", "2", "2b", "2c"]
    edited = next(t for t in loaded.all_turns() if t.text == "1b")
    assert edited.files == ("notes.txt",)
    assert texts(loaded.show(edited.id)) == ["1b", "2c"]
    hidden = [t.id for t in loaded.subtree(edited.id)]
    assert len(hidden) == 2


def test_store_versions_hiding_and_search(store: ChatStore, tmp_path: Path) -> None:
    cid = store.create_conversation()
    q1 = store.add_message(cid, "user", "第一版问题")
    a1 = store.add_message(cid, "assistant", "answer one", parent_id=q1)
    q2 = store.add_message(cid, "user", "第二版问题", parent_id=None)
    a2 = store.add_message(cid, "assistant", "answer two", parent_id=q2)
    assert store.conversation(cid).current_leaf == a2  # the newest message is on screen
    assert [(m.id, m.parent_id) for m in store.messages(cid)] == [
        (q1, None), (a1, q1), (q2, None), (a2, q2)]  # fmt: skip
    assert [h.message_id for h in store.search("第一版")] == [q1]  # hidden branches are searched
    store.set_current_leaf(cid, a1)
    assert store.conversation(cid).current_leaf == a1
    store.hide_messages([q1, a1])
    assert [m.id for m in store.messages(cid)] == [q2, a2]
    assert store.search("第一版") == [] and store.search("answer one") == []
    store.hide_messages([q1, a1], deleted=False)  # undo
    assert len(store.messages(cid)) == 4
    store.hide_messages([q2, a2])
    store.close()
    again = ChatStore(tmp_path / "chats.db")  # an undo does not outlive the run
    assert [m.id for m in again.messages(cid)] == [q1, a1]
    again.delete_message(q1)  # for good: its replies go with it
    assert again.messages(cid) == []


def test_a_database_of_the_previous_version_becomes_single_branches(tmp_path: Path) -> None:
    path = tmp_path / "chats.db"
    shutil.copy(V4_DATABASE, path)
    store = ChatStore(path)
    assert store.recovered_from is None
    pinned = store.conversations()[0]
    assert (
        pinned.pinned
        and pinned.title == "熊猫吃什么？"
        and pinned.last_model.endswith("Office box")
    )
    messages = store.messages(pinned.id)
    assert [m.text for m in messages] == ["熊猫吃什么？", "熊猫主要吃竹子。", "它们住在哪里？",
                                          "它们生活在四川的山林里。"]  # fmt: skip
    assert [m.parent_id for m in messages] == [None] + [m.id for m in messages[:-1]]
    assert pinned.current_leaf == messages[-1].id
    assert "熊猫喜欢吃竹子" in messages[0].context and messages[1].stats == ReplyStats(
        31, 30, 12, 250.0, 20.0, 0.6, StopReason.EOS)  # fmt: skip
    conversation = Recorder(store).load(pinned.id)
    assert texts(conversation.turns) == [m.text for m in messages]
    assert conversation.system_prompt == "你是一个乐于助人的助手。"
    assert all(conversation.version(t.id) == (1, 1) for t in conversation.turns)
    partial = store.messages(store.conversations()[1].id)
    assert partial[-1].text == "Soft rain on the roof —" and not partial[-1].complete
    assert [h.message_id for h in store.search("四川的山林")] == [messages[-1].id]
    assert PassageIndex(store.db).of_conversation(pinned.id)[0].name == "notes.txt"


def test_json_export_of_a_branch_or_the_whole_tree_and_back(store: ChatStore) -> None:
    cid = store.create_conversation("树", "be kind")
    q1 = store.add_message(
        cid, "user", "你好 <b>", context="[notes.txt]\n竹子", files=["notes.txt"]
    )
    store.add_message(cid, "assistant", "A1", parent_id=q1, sources=["notes.txt"], model="m")
    a1b = store.add_message(cid, "assistant", "A1b", parent_id=q1)
    q1b = store.add_message(cid, "user", "edited", parent_id=None)
    store.set_current_leaf(cid, a1b)
    PassageIndex(store.db).add(cid, "report.pdf", 900, 2, [Passage("report.pdf", 2, 0, "p2")],
                               "p1\n\np2")  # fmt: skip
    exported = archive.gather(store, cid)
    branch = json.loads(to_json(exported))
    assert [m["content"] for m in branch["messages"]] == ["be kind", "你好 <b>", "A1b"]
    assert branch["messages"][1]["attachments"] == ["notes.txt"]
    assert branch["attachments"][0]["text"] == "p1\n\np2" and "tree" not in branch
    tree_text = to_json(exported, whole_tree=True)
    assert len(json.loads(tree_text)["tree"]) == 4
    markdown = to_markdown(exported, {"user": "You", "assistant": "Qwen", "system": "System"})
    assert markdown.startswith("# 树") and "Attached: notes.txt" in markdown
    assert "A1b" in markdown and "edited" not in markdown

    back = archive.restore(store, from_json(tree_text))
    messages = store.messages(back)
    assert [m.text for m in messages] == ["你好 <b>", "A1", "A1b", "edited"]
    assert messages[1].sources == ("notes.txt",) and messages[0].files == ("notes.txt",)
    assert store.conversation(back).current_leaf == messages[2].id  # same branch selected
    assert store.conversation(back).system_prompt == "be kind"
    index = PassageIndex(store.db)
    restored = index.of_conversation(back)
    assert [(r.name, r.pages) for r in restored] == [("report.pdf", 2)]
    assert index.passages_of(restored[0].id) == [(2, "p2")]
    single = archive.restore(store, from_json(to_json(exported)))
    assert [m.text for m in store.messages(single)] == ["你好 <b>", "A1b"]
    assert q1b  # (the edited version is only in the tree export)


def test_imports_that_make_no_sense_are_refused() -> None:
    plain = from_json('[{"role": "user", "content": [{"type": "text", "text": "hi"}]}]')
    assert [m.content for m in plain.branch()] == ["hi"]
    for bad in ("{}", "[]", '[{"role": "robot", "content": "x"}]', "not json",
                '{"messages": [{"role": "user", "content": "x"}],'
                ' "tree": [{"id": 2, "parent": 1, "role": "user", "content": "x"}]}',
                '{"messages": [{"role": "user", "content": "x"}],'
                ' "tree": [{"id": 1, "parent": null, "role": "user", "content": "x"},'
                ' {"id": 1, "parent": null, "role": "user", "content": "y"}]}'):  # fmt: skip
        with pytest.raises(ValueError):
            from_json(bad)
    exported = Exported("t", "", [Message(0, None, "user", "q")])
    assert from_json(to_json(exported, whole_tree=True)).branch()[0].content == "q"
