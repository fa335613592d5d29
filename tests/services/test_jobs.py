"""Background jobs: outcomes on the GUI thread, one cancel per job and per batch, failures that
carry the real exception, and handles that outlive whoever asked."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.errors import Cancelled
from qwen_desktop.core.failure import Failure, FailureKind
from qwen_desktop.services.chat import documents
from qwen_desktop.services.chat.attachments import Attachments
from qwen_desktop.services.jobs import JobContext, JobQueue

TIMEOUT_MS = 5000


@pytest.fixture
def jobs(qtbot: QtBot) -> Iterator[JobQueue]:
    queue = JobQueue("testJobs")
    yield queue
    assert queue.shutdown()


def test_a_job_reports_progress_and_its_result(qtbot: QtBot, jobs: JobQueue) -> None:
    seen: list[object] = []

    def work(context: JobContext) -> str:
        for step in range(3):
            context.progress(step)
        return "done"

    handle = jobs.submit("count", work)
    handle.progressed.connect(seen.append)
    with qtbot.waitSignal(handle.succeeded, timeout=TIMEOUT_MS) as result:
        pass
    assert result.args == ["done"] and seen == [0, 1, 2] and handle.done


def test_a_bug_in_a_job_is_reported_as_a_bug_with_its_traceback(
    qtbot: QtBot, jobs: JobQueue, caplog: pytest.LogCaptureFixture
) -> None:
    def work(_context: JobContext) -> None:
        raise KeyError("missing")

    with caplog.at_level(logging.ERROR):
        handle = jobs.submit("buggy", work)
        with qtbot.waitSignal(handle.failed, timeout=TIMEOUT_MS) as failed:
            pass
    failure: Failure = failed.args[0]
    assert failure.kind is FailureKind.BUG and failure.exception_type == "KeyError"
    assert "raise KeyError" in failure.traceback
    assert any(r.exc_info for r in caplog.records if "buggy" in r.getMessage())


def test_a_handle_outlives_a_receiver_deleted_before_the_job_ends(
    qtbot: QtBot, jobs: JobQueue
) -> None:
    release = threading.Event()

    class Receiver(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.got: list[object] = []

        def take(self, value: object) -> None:
            self.got.append(value)

    receiver = Receiver()
    handle = jobs.submit("slow", lambda _context: release.wait(5))
    handle.succeeded.connect(receiver.take)
    receiver.deleteLater()  # a dialog closed while its job runs
    qtbot.waitUntil(lambda: not _alive(receiver), timeout=TIMEOUT_MS)
    with qtbot.waitSignal(handle.ended, timeout=TIMEOUT_MS):
        release.set()  # ends with no one connected, and nothing raised


def _alive(obj: QObject) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(obj))


def test_cancelling_a_batch_of_three_files_reads_none_after_the_cancel(
    qtbot: QtBot, jobs: JobQueue, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[str] = []
    reading = threading.Event()

    def slow_attach(path: Path, *_args: object) -> object:
        started.append(path.name)
        reading.set()
        should_stop = _args[2]
        assert callable(should_stop)
        while not should_stop():  # a long PDF, between two pages
            reading.wait(0.01)
        raise Cancelled

    monkeypatch.setattr(documents, "attach_file", slow_attach)
    files = []
    for name in ("one.txt", "two.txt", "three.txt"):
        files.append(tmp_path / name)
        files[-1].write_text(f"{name} text", encoding="utf-8")
    attachments = Attachments(jobs, ChatStore(tmp_path / "chats.db"))
    attachments.attach_all(files)
    assert len(attachments.reading) == 3
    assert reading.wait(5)
    with qtbot.waitSignal(attachments.changed, timeout=TIMEOUT_MS):
        attachments.cancel()
    qtbot.waitUntil(lambda: not attachments.reading, timeout=TIMEOUT_MS)
    assert started == ["one.txt"] and attachments.files == []
