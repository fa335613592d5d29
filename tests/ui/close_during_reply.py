"""Run as a script by test_lifecycle: start a long reply, close the window mid-stream, exit."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from qwen_desktop.core.config.settings import Settings
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.main_window import MainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    host = EngineHost()
    app.aboutToQuit.connect(host.shutdown)
    window = MainWindow(
        build_services(host, Settings(temperature=0.0, max_tokens=2000, n_ctx=4096))
    )
    window.show()
    closed_at: list[float] = []

    def on_loaded(_model: object) -> None:
        window.composer.setPlainText("Write an extremely long essay about the history of Rome.")
        window.send_button.click()

    def on_delta(_text: str) -> None:
        if not closed_at and window.chat_view.renders >= 1:
            closed_at.append(time.perf_counter())
            print("closing", flush=True)
            window.close()

    window.modelLoaded.connect(on_loaded)
    window.replyDelta.connect(on_delta)
    window.open_model(Path(sys.argv[1]))
    code = app.exec()
    print(f"exit_after_close_s={time.perf_counter() - closed_at[0]:.3f}", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
