"""Run by tests/ui/test_anywhere_x11.py on a real X server with a system tray: the app is up with
the test model, another application has the focus, and what a user does from there is done with
xdotool and xclip (real X events, the app's own global grab). Prints one JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path, settings_path
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.main_window import MainWindow

SENTENCE = "今天的会议改到下午三点，请大家准时参加。"
OTHER_APP = (
    "import sys\nfrom PySide6.QtWidgets import QApplication, QLineEdit\n"
    "app = QApplication(sys.argv)\nw = QLineEdit('another application')\n"
    "w.setWindowTitle('other-app')\nw.show()\nw.activateWindow()\napp.exec()\n"
)


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True,
                          timeout=20, check=False).stdout.strip()  # fmt: skip


def main() -> int:
    model = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    host = EngineHost()
    settings = Settings(temperature=0.0, max_tokens=24, n_ctx=2048)
    window = MainWindow(build_services(host, settings, SettingsStore(settings_path()),
                                       ChatStore(chats_path())))  # fmt: skip
    window.show()
    result: dict[str, object] = {"tray": window.anywhere.tray is not None}
    other = subprocess.Popen([sys.executable, "-c", OTHER_APP], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)  # fmt: skip
    steps: list[object] = []

    def wait_for(check: object, then: object, deadline: float) -> None:
        def poll() -> None:
            if check():  # type: ignore[operator]
                then()  # type: ignore[operator]
            elif time.monotonic() > deadline:
                result["failed_at"] = getattr(then, "__name__", "?")
                app.quit()
            else:
                QTimer.singleShot(20, poll)

        poll()

    def loaded(_model: object) -> None:
        result["shortcut"] = window.anywhere.shortcut.state.value
        deadline = time.monotonic() + 20
        wait_for(lambda: xdotool("search", "--name", "other-app"), focus_other, deadline)

    def focus_other() -> None:
        other_id = xdotool("search", "--name", "other-app").splitlines()[0]
        xdotool("windowactivate", "--sync", other_id)
        xdotool("windowfocus", "--sync", other_id)
        result["focus_before"] = xdotool("getwindowfocus") == other_id
        steps.append(time.perf_counter())
        xdotool("key", "ctrl+alt+space")
        quick = lambda: window.anywhere.quick_window  # noqa: E731
        wait_for(lambda: quick() is not None and quick().isActiveWindow(), ask,  # type: ignore[union-attr]
                 time.monotonic() + 10)  # fmt: skip

    def ask() -> None:
        quick = window.anywhere.quick_window
        assert quick is not None
        result["shown_ms"] = round((time.perf_counter() - float(steps[0])) * 1000, 1)  # type: ignore[arg-type]
        result["input_focused"] = quick.input.hasFocus()
        quick.quick.session.finished.connect(lambda *_a: QTimer.singleShot(0, answered),
                                             Qt.ConnectionType.SingleShotConnection)
        xdotool("type", "--delay", "20", "What is 2 plus 2?")
        xdotool("key", "Return")

    def answered() -> None:
        quick = window.anywhere.quick_window
        assert quick is not None
        result["question"] = quick.quick.session.conversation.turns[0].text
        result["reply"] = quick.reply.toPlainText()
        quick.openRequested.connect(lambda cid: QTimer.singleShot(0, lambda: opened(cid)),
                                    Qt.ConnectionType.SingleShotConnection)
        quick.open_button.click()

    def opened(conversation_id: int) -> None:
        result["stored"] = conversation_id
        result["main_window"] = [t.text for t in window.conversation.turns]
        result["main_visible"] = window.isVisible()
        store = ChatStore(chats_path())  # what is on disk, read apart from the app
        result["in_store"] = [m.text for m in store.messages(conversation_id)]
        store.close()
        window.modelLoaded.connect(lambda _m: QTimer.singleShot(0, select),
                                   Qt.ConnectionType.SingleShotConnection)
        window.open_model(Path(sys.argv[2]))  # the real Qwen: translating is beyond SmolLM2

    def select() -> None:
        # xclip stays behind to serve the selection: its output must not hold the test's pipe
        subprocess.run(["xclip", "-selection", "primary"], input=SENTENCE.encode(), check=True,
                       timeout=10, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        xdotool("key", "ctrl+alt+space")
        quick = lambda: window.anywhere.quick_window  # noqa: E731
        wait_for(lambda: quick() is not None and quick().isVisible()  # type: ignore[union-attr]
                 and quick().selection.toPlainText() == SENTENCE, translate,  # type: ignore[union-attr]
                 time.monotonic() + 10)  # fmt: skip

    def translate() -> None:
        quick = window.anywhere.quick_window
        assert quick is not None
        result["selection_shown"] = quick.selection.isVisible()
        quick.quick.session.finished.connect(lambda *_a: QTimer.singleShot(0, translated),
                                             Qt.ConnectionType.SingleShotConnection)
        quick.action_buttons["translate"].click()

    def translated() -> None:
        quick = window.anywhere.quick_window
        assert quick is not None
        result["translation"] = quick.reply.toPlainText()
        result["footer"] = quick.footer.text()
        quick.close()
        window.close()

    window.modelLoaded.connect(loaded, Qt.ConnectionType.SingleShotConnection)
    window.open_model(model)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    other.terminate()
    other.wait(10)
    host.shutdown()
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
