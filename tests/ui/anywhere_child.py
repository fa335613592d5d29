"""Run by tests/ui/test_anywhere_x11.py on a real X server with a system tray: the app is up with
the test model, another application has the focus, and what a user does from there is done with
xdotool and xclip (real X events, the app's own global grab). Prints one JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path, settings_path
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.main_window import MainWindow
from qwen_desktop.ui.quick_ask_window import QuickAskWindow

SENTENCE = "今天的会议改到下午三点，请大家准时参加。"
OTHER_APP = (
    "import sys\nfrom PySide6.QtWidgets import QApplication, QLineEdit\n"
    "app = QApplication(sys.argv)\nw = QLineEdit('another application')\n"
    "w.setWindowTitle('other-app')\nw.show()\nw.activateWindow()\napp.exec()\n"
)


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True,
                          timeout=20, check=False).stdout.strip()  # fmt: skip


def _xclip_primary(text: str) -> None:
    """xclip stays behind to serve the selection: its output must not hold the test's pipe."""
    subprocess.run(["xclip", "-selection", "primary"], input=text.encode(), check=True,
                   timeout=10, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip


class Scenario:
    """One user's walk through ask-from-anywhere, one step per method; each step waits for what
    the app shows (polling real state, no sleeps) and records what a user would see."""

    def __init__(self, app: QApplication, window: MainWindow, qwen: Path) -> None:
        self.app, self.window, self.qwen = app, window, qwen
        self.result: dict[str, object] = {"tray": window.anywhere.tray is not None}
        self.pressed_at = 0.0

    def quick(self) -> QuickAskWindow:
        quick = self.window.anywhere.quick_window
        assert quick is not None
        return quick

    def wait_for(self, check: Callable[[], object], then: Callable[[], None], secs: float) -> None:
        deadline = time.monotonic() + secs

        def poll() -> None:
            if check():
                then()
            elif time.monotonic() > deadline:
                self.result["failed_at"] = then.__name__
                self.app.quit()
            else:
                QTimer.singleShot(20, poll)

        poll()

    def loaded(self, _model: object) -> None:
        self.result["shortcut"] = self.window.anywhere.shortcut.state.value
        self.wait_for(lambda: xdotool("search", "--name", "other-app"), self.focus_other, 20)

    def focus_other(self) -> None:
        other_id = xdotool("search", "--name", "other-app").splitlines()[0]
        xdotool("windowactivate", "--sync", other_id)
        xdotool("windowfocus", "--sync", other_id)
        self.result["focus_before"] = xdotool("getwindowfocus") == other_id
        self.pressed_at = time.perf_counter()
        xdotool("key", "ctrl+alt+space")
        anywhere = self.window.anywhere

        def focused() -> bool:
            quick = anywhere.quick_window
            return quick is not None and quick.isActiveWindow()

        self.wait_for(focused, self.ask, 10)

    def ask(self) -> None:
        quick = self.quick()
        self.result["shown_ms"] = round((time.perf_counter() - self.pressed_at) * 1000, 1)
        self.result["input_focused"] = quick.input.hasFocus()
        quick.quick.session.finished.connect(lambda *_a: QTimer.singleShot(0, self.answered),
                                             Qt.ConnectionType.SingleShotConnection)  # fmt: skip
        xdotool("type", "--delay", "20", "What is 2 plus 2?")
        xdotool("key", "Return")

    def answered(self) -> None:
        quick = self.quick()
        self.result["question"] = quick.quick.session.conversation.turns[0].text
        self.result["reply"] = quick.reply.toPlainText()
        quick.openRequested.connect(lambda cid: QTimer.singleShot(0, lambda: self.opened(cid)),
                                    Qt.ConnectionType.SingleShotConnection)  # fmt: skip
        quick.open_button.click()

    def opened(self, conversation_id: int) -> None:
        window = self.window
        self.result["stored"] = conversation_id
        self.result["main_window"] = [t.text for t in window.conversation.turns]
        self.result["main_visible"] = window.isVisible()
        store = ChatStore(chats_path())  # what is on disk, read apart from the app
        self.result["in_store"] = [m.text for m in store.messages(conversation_id)]
        store.close()
        window.modelLoaded.connect(lambda _m: QTimer.singleShot(0, self.select),
                                   Qt.ConnectionType.SingleShotConnection)  # fmt: skip
        window.open_model(self.qwen)  # the real Qwen: translating is beyond SmolLM2

    def select(self) -> None:
        _xclip_primary(SENTENCE)
        xdotool("key", "ctrl+alt+space")
        anywhere = self.window.anywhere

        def offered() -> bool:
            quick = anywhere.quick_window
            shown = quick is not None and quick.isVisible()
            return shown and quick.selection.toPlainText() == SENTENCE  # type: ignore[union-attr]

        self.wait_for(offered, self.translate, 10)

    def translate(self) -> None:
        quick = self.quick()
        self.result["selection_shown"] = quick.selection.isVisible()
        quick.quick.session.finished.connect(lambda *_a: QTimer.singleShot(0, self.translated),
                                             Qt.ConnectionType.SingleShotConnection)  # fmt: skip
        quick.action_buttons["translate"].click()

    def translated(self) -> None:
        quick = self.quick()
        self.result["translation"] = quick.reply.toPlainText()
        self.result["footer"] = quick.footer.text()
        quick.close()
        self.window.close()


def main() -> int:
    app = QApplication(sys.argv[:1])
    host = EngineHost()
    settings = Settings(temperature=0.0, max_tokens=24, n_ctx=2048)
    window = MainWindow(build_services(host, settings, SettingsStore(settings_path()),
                                       ChatStore(chats_path())))  # fmt: skip
    window.show()
    scenario = Scenario(app, window, Path(sys.argv[2]))
    other = subprocess.Popen([sys.executable, "-c", OTHER_APP], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)  # fmt: skip
    window.modelLoaded.connect(scenario.loaded, Qt.ConnectionType.SingleShotConnection)
    window.open_model(Path(sys.argv[1]))
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    other.terminate()
    other.wait(10)
    host.shutdown()
    print(json.dumps(scenario.result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
