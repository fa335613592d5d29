"""The ChatSession presenter on its own: no window, a scripted engine, a real chat store."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.chats.recorder import Recorder
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.states import Phase, Refusal
from tests.fake_engine import FakeEngineHost, Step

TIMEOUT_MS = 5000


@pytest.fixture
def store(tmp_path: Path) -> ChatStore:
    return ChatStore(tmp_path / "chats.db")


def make(host: FakeEngineHost, store: ChatStore | None) -> ChatSession:
    return ChatSession(host, "Be brief.", recorder=Recorder(store) if store else None)


@pytest.mark.parametrize("recording", [True, False])
def test_send_streams_and_records(qtbot: QtBot, store: ChatStore, recording: bool) -> None:
    host = FakeEngineHost()
    session = make(host, store if recording else None)
    added: list[Turn] = []
    deltas: list[str] = []
    busy: list[bool] = []
    session.turnAdded.connect(added.append)
    session.delta.connect(deltas.append)
    session.busyChanged.connect(busy.append)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS) as done:
        assert session.send("  你好  ")
    turn, reply = done.args
    assert [t.role for t in session.conversation.turns] == ["user", "assistant"]
    assert session.conversation.turns[0].text == "你好"
    assert turn.text == reply.text == "".join(deltas) == "Hello there."
    assert busy == [True, False] and not session.busy
    messages, key = host.requests[0]
    assert [m.role for m in messages] == ["system", "user"]
    if recording:
        cid = session.conversation_id
        assert cid is not None and key == cid
        assert [m.text for m in store.messages(cid)] == ["你好", "Hello there."]
    else:
        assert session.conversation_id is None and key is not None


def test_a_failed_reply_gives_the_message_back(qtbot: QtBot, store: ChatStore) -> None:
    host = FakeEngineHost()
    host.script = [Step(["Par"], LookupError("surprise"))]
    session = make(host, store)
    removed: list[int] = []
    session.turnRemoved.connect(removed.append)
    with qtbot.waitSignal(session.failed, timeout=TIMEOUT_MS) as failed:
        session.send("What is the capital of France?")
    message, given_back = failed.args
    assert given_back == "What is the capital of France?"
    assert "LookupError" in message and "surprise" in message
    assert session.conversation.turns == [] and not session.busy
    assert len(removed) == 2  # the partial reply and the message that went back
    cid = session.conversation_id
    assert cid is not None and store.messages(cid) == []


def test_a_failed_regeneration_keeps_the_question_and_the_old_reply(qtbot: QtBot) -> None:
    host = FakeEngineHost()
    session = make(host, None)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("Hi")
    host.script = [Step([], RuntimeError("boom"))]
    last = session.conversation.turns[-1]
    with qtbot.waitSignal(session.failed, timeout=TIMEOUT_MS) as failed:
        assert session.regenerate(last.id)
    assert failed.args[1] == ""
    assert [t.text for t in session.conversation.turns] == ["Hi", "Hello there."]
    assert len(session.conversation.all_turns()) == 2  # no empty version left behind


def test_sending_while_the_model_loads_waits_for_it(qtbot: QtBot) -> None:
    host = FakeEngineHost(loaded=False)
    host.loading_now = True
    session = make(host, None)
    phases: list[str] = []
    session.phaseChanged.connect(phases.append)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.send("Hi")
    assert phases[0] == Phase.WAITING_FOR_MODEL and len(host.requests) == 1


def test_no_model_refuses_and_sends_nothing(qtbot: QtBot) -> None:
    host = FakeEngineHost(loaded=False)
    session = make(host, None)
    with qtbot.waitSignal(session.refused, timeout=TIMEOUT_MS) as refused:
        assert not session.send("Hi")
    assert refused.args == [Refusal.NO_MODEL]
    assert session.conversation.turns == [] and host.requests == []


def test_busy_refuses_a_second_message_and_stop_reaches_the_engine(qtbot: QtBot) -> None:
    host = FakeEngineHost()
    session = make(host, None)
    assert session.send("one")
    assert not session.send("two")
    session.stop()
    assert host.stops == 1
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        pass
    assert [t.text for t in session.conversation.turns if t.role == "user"] == ["one"]


def test_edit_adds_a_version_and_keeps_the_old_one(qtbot: QtBot, store: ChatStore) -> None:
    host = FakeEngineHost()
    session = make(host, store)
    for text in ("first", "second"):
        with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
            session.send(text)
    first = session.conversation.turns[0]
    assert session.edit(first.id) == "first"
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("first, edited")
    assert [t.text for t in session.conversation.turns] == ["first, edited", "Hello there."]
    assert session.conversation.version(session.conversation.turns[0].id) == (2, 2)
    messages, _key = host.requests[-1]
    assert [m.content for m in messages] == ["Be brief.", "first, edited"]  # not the old branch
    cid = session.conversation_id
    assert cid is not None
    assert len(store.messages(cid)) == 6  # both branches are kept


def test_switching_conversations(qtbot: QtBot, store: ChatStore) -> None:
    host = FakeEngineHost()
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("in the first")
    first = session.conversation_id
    with qtbot.waitSignal(session.reset, timeout=TIMEOUT_MS):
        assert session.new()
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("in the second")
    assert first is not None and session.conversation_id != first
    with qtbot.waitSignal(session.reset, timeout=TIMEOUT_MS):
        assert session.open(first)
    assert [t.text for t in session.conversation.turns] == ["in the first", "Hello there."]
    assert host.requests[0][1] == first != host.requests[1][1]


def test_a_full_disk_is_told_once_and_the_conversation_goes_on(
    qtbot: QtBot, store: ChatStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = FakeEngineHost()
    session = make(host, store)

    def full(*_args: object, **_kwargs: object) -> int:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store, "add_message", full)
    told: list[str] = []
    session.storageFailed.connect(told.append)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.send("Hi")
    assert len(told) == 1 and "full" in told[0]
    assert [t.role for t in session.conversation.turns] == ["user", "assistant"]


def test_regenerate_adds_a_version_of_the_reply(qtbot: QtBot, store: ChatStore) -> None:
    host = FakeEngineHost()
    host.script = [Step(["first"]), Step(["second"])]
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("Tell me")
    old = session.conversation.turns[-1]
    assert not session.regenerate(session.conversation.turns[0].id)  # a reply, not a question
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.regenerate(old.id)
    assert [t.text for t in session.conversation.turns] == ["Tell me", "second"]
    new = session.conversation.turns[-1]
    assert new.id != old.id and session.conversation.version(new.id) == (2, 2)
    assert session.switch_version(new.id, -1)
    assert [t.text for t in session.conversation.turns] == ["Tell me", "first"]
    cid = session.conversation_id
    assert cid is not None
    assert [m.text for m in store.messages(cid)] == ["Tell me", "first", "second"]


def test_regenerating_an_earlier_reply_branches_there(qtbot: QtBot, store: ChatStore) -> None:
    """An earlier reply written again starts a branch at that point: the engine is asked with
    only the history up to it, and what followed the old reply stays in the old version."""
    host = FakeEngineHost()
    host.script = [Step(["A1"]), Step(["A2"]), Step(["B1"])]
    session = make(host, store)
    for text in ("Q1", "Q2"):
        with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
            session.send(text)
    first = session.conversation.turns[1]
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.regenerate(first.id)
    messages, _ = host.requests[-1]
    assert [m.content for m in messages if m.role != "system"] == ["Q1"]
    assert [t.text for t in session.conversation.turns] == ["Q1", "B1"]
    assert session.conversation.version(session.conversation.turns[-1].id) == (2, 2)
    assert session.switch_version(session.conversation.turns[-1].id, -1)
    assert [t.text for t in session.conversation.turns] == ["Q1", "A1", "Q2", "A2"]


def test_a_question_left_without_a_reply_can_be_answered(qtbot: QtBot, store: ChatStore) -> None:
    """Its reply deleted, a question ends the branch: it can be answered (not while it has a
    reply on screen), and the new reply is stored under it."""
    host = FakeEngineHost()
    host.script = [Step(["first"]), Step(["again"])]
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("长江有多长？")
    question, reply = session.conversation.turns
    assert not session.regenerate(question.id)  # answered: regenerate the reply instead
    assert session.delete(reply.id)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.regenerate(question.id)
    assert [t.text for t in session.conversation.turns] == ["长江有多长？", "again"]
    cid = session.conversation_id
    assert cid is not None
    reopened = make(FakeEngineHost(), store)
    assert reopened.open(cid)
    assert [t.text for t in reopened.conversation.turns] == ["长江有多长？", "again"]


def test_delete_takes_the_subtree_with_undo_but_not_while_busy(
    qtbot: QtBot, store: ChatStore
) -> None:
    host = FakeEngineHost()
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("keep me")
    reply = session.conversation.turns[-1]
    assert session.send("another") and not session.delete(reply.id)  # busy: refused
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        pass
    with qtbot.waitSignal(session.subtreeDeleted, timeout=TIMEOUT_MS) as deleted:
        assert session.delete(reply.id)
    assert deleted.args == [3]  # the reply, the next question and its reply
    assert [t.text for t in session.conversation.turns] == ["keep me"]
    cid = session.conversation_id
    assert cid is not None
    assert [m.text for m in store.messages(cid)] == ["keep me"]
    assert session.undo_delete() and not session.undo_delete()
    assert [t.text for t in session.conversation.turns] == ["keep me", "Hello there.", "another",
                                                            "Hello there."]  # fmt: skip
    assert len(store.messages(cid)) == 4


def test_versions_survive_a_restart_and_search_opens_a_hidden_branch(
    qtbot: QtBot, store: ChatStore
) -> None:
    """Edit twice, regenerate twice, walk every version; reopen and find the same branch."""
    host = FakeEngineHost()
    host.script = [Step([f"reply {n}"]) for n in range(1, 7)]
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("question one")
    for edited in ("question two", "question 三"):
        session.edit(session.conversation.turns[0].id)
        with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
            session.send(edited)
    for _ in range(2):
        with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
            session.regenerate(session.conversation.turns[-1].id)
    conversation = session.conversation
    question, reply = conversation.turns
    assert conversation.version(question.id) == (3, 3)
    assert conversation.version(reply.id) == (3, 3) and reply.text == "reply 5"
    seen = []
    while session.switch_version(session.conversation.turns[0].id, -1):
        seen.append([t.text for t in session.conversation.turns])
    assert seen == [["question two", "reply 2"], ["question one", "reply 1"]]
    assert session.switch_version(session.conversation.turns[0].id, 1)
    assert session.switch_version(session.conversation.turns[0].id, 1)  # back to 3/3
    assert session.switch_version(session.conversation.turns[1].id, -1)
    assert [t.text for t in session.conversation.turns] == ["question 三", "reply 4"]
    cid = session.conversation_id
    assert cid is not None
    reopened = make(FakeEngineHost(), ChatStore(store.path))
    assert reopened.open(cid)
    assert [t.text for t in reopened.conversation.turns] == ["question 三", "reply 4"]
    assert reopened.conversation.version(reopened.conversation.turns[1].id) == (2, 3)
    hit = next(h for h in reopened.recorder.store.search("question two"))
    shown: list[int] = []
    reopened.branchShown.connect(shown.append)
    turn_id = reopened.show_message(hit.message_id)
    assert shown == [0] and turn_id == reopened.conversation.turns[0].id
    assert [t.text for t in reopened.conversation.turns] == ["question two", "reply 2"]
