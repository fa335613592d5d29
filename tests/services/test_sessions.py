"""A session per open conversation: a reply goes on while the user reads another conversation,
is saved in its own, shows live on return, and Stop stops only the one on screen. Scripted
engine, real chat store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.llm.stats import StopReason
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.jobs import JobQueue
from tests.fake_engine import FakeEngineHost, Step

TIMEOUT_MS = 5000


@pytest.fixture
def store(tmp_path: Path) -> ChatStore:
    return ChatStore(tmp_path / "chats.db")


@pytest.fixture
def jobs(qtbot: QtBot) -> Iterator[JobQueue]:
    queue = JobQueue("documentThread")
    yield queue
    assert queue.shutdown()


def sessions_with(host: FakeEngineHost, store: ChatStore, jobs: JobQueue) -> ChatSessions:
    return ChatSessions(host, store, store, jobs, "Be brief.")


def start_held(qtbot: QtBot, host: FakeEngineHost, session: ChatSession, pieces: list[str],
               text: str) -> None:  # fmt: skip
    """Send `text`; its reply streams its first piece and waits for `host.release()`."""
    host.script.append(Step(pieces))
    host.hold = True
    with qtbot.waitSignal(session.delta, timeout=TIMEOUT_MS):
        assert session.send(text)


def first_conversation(qtbot: QtBot, sessions: ChatSessions) -> int:
    with qtbot.waitSignal(sessions.current.finished, timeout=TIMEOUT_MS):
        sessions.current.send("First question")
    cid = sessions.current.conversation_id
    assert cid is not None
    return cid


def test_switching_mid_reply_and_back(qtbot: QtBot, store: ChatStore, jobs: JobQueue) -> None:
    host = FakeEngineHost()
    sessions = sessions_with(host, store, jobs)
    other = first_conversation(qtbot, sessions)
    sessions.new()
    writer = sessions.current
    start_held(qtbot, host, writer, ["Once", " upon", " a", " time."], "Tell me a story")
    writing = writer.conversation_id
    assert writing is not None and sessions.writing == {writing}

    assert sessions.open(other)  # allowed while the reply streams
    assert sessions.current is not writer and sessions.current.conversation_id == other
    assert writer.busy and sessions.writing == {writing}
    assert [t.text for t in sessions.current.conversation.turns] == [
        "First question",
        "Hello there.",
    ]

    with qtbot.waitSignal(sessions.writingChanged, timeout=TIMEOUT_MS):
        host.release()  # the story finishes while the user reads the other conversation
    assert sessions.writing == set()
    assert [m.text for m in store.messages(writing)][-2:] == [
        "Tell me a story",
        "Once upon a time.",
    ]
    assert [m.text for m in store.messages(other)] == ["First question", "Hello there."]

    assert sessions.open(writing)  # back: the finished story is there, from the store
    assert [t.text for t in sessions.current.conversation.turns] == [
        "Tell me a story",
        "Once upon a time.",
    ]


def test_coming_back_while_it_is_still_written_shows_it_live(
    qtbot: QtBot, store: ChatStore, jobs: JobQueue
) -> None:
    host = FakeEngineHost()
    sessions = sessions_with(host, store, jobs)
    other = first_conversation(qtbot, sessions)
    sessions.new()
    writer = sessions.current
    start_held(qtbot, host, writer, ["Part one,", " part two."], "Write two parts")
    writing = writer.conversation_id
    assert writing is not None
    sessions.open(other)
    with qtbot.waitSignal(sessions.currentChanged, timeout=TIMEOUT_MS):
        assert sessions.open(writing)
    assert sessions.current is writer  # the very session, with its reply in progress
    assert writer.live is not None and writer.live.text == "Part one,"
    with qtbot.waitSignal(writer.finished, timeout=TIMEOUT_MS) as done:
        host.release()
    assert done.args[1].text == "Part one, part two."


def test_stop_stops_only_the_conversation_on_screen(
    qtbot: QtBot, store: ChatStore, jobs: JobQueue
) -> None:
    host = FakeEngineHost()
    sessions = sessions_with(host, store, jobs)
    background = sessions.current
    start_held(qtbot, host, background, ["Long", " background", " reply."], "A long one, please")
    host.script.append(Step(["On", " screen."]))
    sessions.new()  # the first goes on in the background
    on_screen = sessions.current
    assert on_screen is not background and background.busy
    on_screen.send("Another question")  # queued behind the background reply
    sessions.stop_current()
    assert host.handles[1].cancelled and not host.handles[0].cancelled
    finished: list[str] = []
    background.finished.connect(lambda _t, r: finished.append(r.text))
    with qtbot.waitSignal(on_screen.failed, timeout=TIMEOUT_MS) as stopped:
        host.release()
    assert finished == ["Long background reply."]
    message, given_back = stopped.args
    assert message == "" and given_back == "Another question"  # withdrawn before it began
    assert not on_screen.busy and not background.busy


def test_a_stopped_reply_on_screen_keeps_what_was_written(
    qtbot: QtBot, store: ChatStore, jobs: JobQueue
) -> None:
    host = FakeEngineHost()
    sessions = sessions_with(host, store, jobs)
    session = sessions.current
    start_held(qtbot, host, session, ["Half", " of", " it"], "Go")
    sessions.stop_current()
    with qtbot.waitSignal(session.finished, timeout=TIMEOUT_MS) as done:
        host.release()
    assert done.args[1].stats.stop_reason is StopReason.CANCELLED
    assert done.args[1].text == "Half"


def test_deleting_a_conversation_being_written_stops_it(
    qtbot: QtBot, store: ChatStore, jobs: JobQueue
) -> None:
    host = FakeEngineHost()
    sessions = sessions_with(host, store, jobs)
    writer = sessions.current
    start_held(qtbot, host, writer, ["a", "b", "c"], "Go")
    cid = writer.conversation_id
    assert cid is not None
    sessions.new()
    sessions.forget(cid)
    assert host.handles[0].cancelled
