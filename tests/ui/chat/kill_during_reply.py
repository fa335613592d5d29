"""Run by test_conversations: streams a reply with the chat store on, then kills itself (-9)."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path
from qwen_desktop.core.config.settings import Settings
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.main_window import MainWindow


def kill() -> None:
    print("killing", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    app = QApplication(sys.argv[:1])
    host = EngineHost()
    window = MainWindow(build_services(host, Settings(temperature=0.0, max_tokens=3000, n_ctx=4096),
                        chats=ChatStore(chats_path())))  # fmt: skip
    window.show()
    started: list[bool] = []

    def on_loaded(_model: object) -> None:
        window.composer.setPlainText("Write an extremely long essay about the history of Rome.")
        window.send_button.click()

    def on_delta(_text: str) -> None:
        if not started:
            started.append(True)
            # 2.5 s of streaming: at least two partial saves have happened by then
            QTimer.singleShot(2500, kill)

    window.modelLoaded.connect(on_loaded)
    window.replyDelta.connect(on_delta)
    window.open_model(Path(sys.argv[1]))
    app.exec()


if __name__ == "__main__":
    main()
