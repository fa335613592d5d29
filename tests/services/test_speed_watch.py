"""A reply much slower than this machine usually manages with the model is told, once."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.llm.speed_memory import SpeedMemory
from qwen_desktop.services.chat import live_reply
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.chat.speed_watch import SpeedWatch
from qwen_desktop.services.jobs import JobQueue
from tests.fake_engine import FakeEngineHost, Step


def test_the_usual_speed_is_the_faster_half_and_survives_a_restart(tmp_path: Path) -> None:
    memory = SpeedMemory(tmp_path / "speeds.json")
    assert memory.reference("m") is None
    for speed in (40.0, 38.0, 12.0, 41.0):  # one reply slowed by another program
        memory.record("m", 100, speed)
    memory.record("m", 5, 1.0)  # too short to count
    assert memory.reference("m") == 40.5
    assert SpeedMemory(tmp_path / "speeds.json").reference("m") == 40.5


def test_a_slow_reply_is_told_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = FakeEngineHost()
    jobs = JobQueue("docs")
    store = ChatStore(tmp_path / "chats.db")
    sessions = ChatSessions(host, store, store, jobs)
    memory = SpeedMemory(tmp_path / "speeds.json")
    assert host.model is not None
    key = SpeedMemory.key(host.model.path, host.model.n_threads)
    for _ in range(3):
        memory.record(key, 100, 40.0)
    watch = SpeedWatch(memory, host, sessions)
    told: list[tuple[float, float]] = []
    watch.slow.connect(lambda rate, usual: told.append((rate, usual)))
    monkeypatch.setattr(live_reply.LiveReply, "rate", lambda _self: 10.0)  # a busy CPU
    host.script = [Step([f"w{i} " for i in range(100)])]
    try:
        with qtbot.waitSignal(sessions.current.finished, timeout=5000):
            sessions.current.send("Write a lot")
        assert told == [(10.0, 40.0)]  # once, though every later check is as slow
    finally:
        assert jobs.shutdown()
