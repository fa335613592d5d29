"""The ChatSession presenter on its own: no window, a scripted engine, a real chat store."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.chats.recorder import Recorder
from qwen_desktop.ui.chat.session import ChatSession, Phase, Refusal
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


def test_a_failed_regeneration_keeps_the_question(qtbot: QtBot) -> None:
    host = FakeEngineHost()
    session = make(host, None)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("Hi")
    host.script = [Step([], RuntimeError("boom"))]
    last = session.conversation.turns[-1]
    with qtbot.waitSignal(session.failed, timeout=TIMEOUT_MS) as failed:
        assert session.regenerate(last.id)
    assert failed.args[1] == ""
    assert [t.text for t in session.conversation.turns] == ["Hi"]


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


def test_edit_replaces_the_message_and_what_followed(qtbot: QtBot, store: ChatStore) -> None:
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
    cid = session.conversation_id
    assert cid is not None
    assert [m.text for m in store.messages(cid)] == ["first, edited", "Hello there."]


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


def test_regenerate_replaces_the_last_reply(qtbot: QtBot, store: ChatStore) -> None:
    host = FakeEngineHost()
    host.script = [Step(["first"]), Step(["second"])]
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("Tell me")
    old = session.conversation.turns[-1]
    assert not session.regenerate(session.conversation.turns[0].id)  # only the last reply
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        assert session.regenerate(old.id)
    assert [t.text for t in session.conversation.turns] == ["Tell me", "second"]
    assert session.conversation.turns[-1].id != old.id
    cid = session.conversation_id
    assert cid is not None and [m.text for m in store.messages(cid)] == ["Tell me", "second"]


def test_delete_removes_a_message_everywhere_but_not_while_busy(
    qtbot: QtBot, store: ChatStore
) -> None:
    host = FakeEngineHost()
    session = make(host, store)
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        session.send("keep me")
    reply = session.conversation.turns[-1]
    removed: list[int] = []
    session.turnRemoved.connect(removed.append)
    assert session.send("another") and not session.delete(reply.id)  # busy: refused
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS):
        pass
    assert session.delete(reply.id)
    assert removed == [reply.id]
    assert [t.text for t in session.conversation.turns] == ["keep me", "another", "Hello there."]
    cid = session.conversation_id
    assert cid is not None
    assert [m.text for m in store.messages(cid)] == ["keep me", "another", "Hello there."]
