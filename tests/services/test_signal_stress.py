"""PySide6 6.12.0 on Python 3.11 dies after a few hundred cross-thread emits (bool refcount bug).
This guards the pinned version: 10,000 per-token-style emits from a worker thread must arrive.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot
from pytestqt.qtbot import QtBot

EMITS = 10_000


class _Emitter(QObject):
    token = Signal(int, str)
    done = Signal(bool)

    @Slot()
    def run(self) -> None:
        for i in range(EMITS):
            self.token.emit(i, "字")
        self.done.emit(True)


class _Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.last = -1
        self.finished = False

    @Slot(bool)
    def on_done(self, value: bool) -> None:
        self.finished = value

    @Slot(int, str)
    def on_token(self, index: int, text: str) -> None:
        assert index == self.last + 1 and text == "字"
        self.last = index
        self.count += 1


def test_ten_thousand_cross_thread_emits(qtbot: QtBot) -> None:
    thread = QThread()
    emitter = _Emitter()
    emitter.moveToThread(thread)
    receiver = _Receiver()
    emitter.token.connect(receiver.on_token)
    emitter.done.connect(receiver.on_done)
    thread.started.connect(emitter.run)
    thread.start()
    qtbot.waitUntil(lambda: receiver.finished and receiver.count == EMITS, timeout=60_000)
    thread.quit()
    assert thread.wait(5000)
    assert receiver.last == EMITS - 1
