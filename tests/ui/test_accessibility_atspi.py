"""The app as a screen reader sees it: over AT-SPI (the bus Orca reads), under Xvfb, in English
and in Chinese. tests/ui/atspi_probe.py, an AT-SPI client run with the system's Python, checks
that every showing interactive control is named (main window at start and after a reply, and
every dialog of the File and Help menus, and the passage dialog opened with the keyboard from a
stored reply's actions menu), sends a message and reads the reply through the accessibility
interfaces alone, and collects what the app announced."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path
from qwen_desktop.core.llm.stats import ReplyStats, StopReason
from tests.xvfb import xvfb_display

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"  # the Python Debian's python3-pyatspi is for
DIALOGS = {
    "en": ["Settings…", "Get a model…", "Models…", "Remote servers…", "Assistants…",
           "Keyboard shortcuts"],
    "zh_CN": ["设置…", "获取模型…", "模型管理…", "远程服务器…", "助手…", "键盘快捷键"],
}  # fmt: skip
REPLY_NAME = {"en": "Reply from Qwen", "zh_CN": "Qwen 的回复"}
FINISHED = {"en": "Reply finished: ", "zh_CN": "回复完成："}
# The session bus lives as long as this script; the app and the probe share it.
SESSION = (
    'python -m qwen_desktop --model "$MODEL" > "$QWEN_DESKTOP_HOME/app.log" 2>&1 & app=$!\n'
    f'{SYSTEM_PYTHON} "$PROBE" "$@"; status=$?\n'
    "kill $app; wait $app; exit $status\n"
)


STORED = "Handbook questions"


def store_a_reply_with_a_passage(home: Path) -> None:
    """A stored conversation whose reply was given a passage of an attached file."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("QWEN_DESKTOP_HOME", str(home))
        store = ChatStore(chats_path())
    conversation = store.create_conversation(STORED, "")
    given = "[handbook.txt]\nThe party is at the lake."
    asked = store.add_message(conversation, "user", "Where is the party?", context=given,
                              files=["handbook.txt"])  # fmt: skip
    stats = ReplyStats(10, 10, 4, 100.0, 20.0, 0.2, StopReason.EOS)
    store.add_message(conversation, "assistant", "At the lake.", parent_id=asked,
                      sources=["handbook.txt"], model="m.gguf", stats=stats)  # fmt: skip
    store.close()


def probe(language: str, model: Path, home: Path) -> dict[str, object]:
    (home / "config").mkdir(parents=True)
    store_a_reply_with_a_passage(home)
    settings = {"language": language, "temperature": 0.0, "max_tokens": 24,
                "hf_endpoint": "http://127.0.0.1:9"}  # the download dialog asks no one  # fmt: skip
    (home / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"  # this venv's python
    with xvfb_display() as display:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT),
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QWEN_DESKTOP_HOME=str(home),
                   MODEL=str(model), PROBE=str(ROOT / "tests" / "ui" / "atspi_probe.py"),
                   PATH=path)  # fmt: skip
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        run = subprocess.run(
            ["dbus-run-session", "--", "bash", "-c", SESSION, "session", language, STORED,
             *DIALOGS[language]],
            env=env, cwd=home, capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
    app_log = (home / "app.log").read_text(encoding="utf-8", errors="replace")
    assert run.returncode == 0, f"{run.stdout[-2000:]}\n{run.stderr[-2000:]}\n{app_log[-2000:]}"
    return dict(json.loads(run.stdout.strip().splitlines()[-1]))


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_screen_reader_finds_every_control_named_and_reads_the_reply(
    language: str, test_model_path: Path, tmp_path: Path
) -> None:
    assert shutil.which("dbus-run-session"), "dbus is missing: .ci/run installs it"
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False)  # fmt: skip
    assert check.returncode == 0, "python3-pyatspi is missing: .ci/run installs it"
    result = probe(language, test_model_path, tmp_path / language)
    assert "failed" not in result, result
    assert result["composer_found"]
    assert result["start"] == {"unnamed": []} and result["after_reply"] == {"unnamed": []}
    reply = str(result["reply_text"])
    assert reply.strip() and result["reply_name"] == REPLY_NAME[language]
    assert str(result["reply_description"]).strip() == reply.strip()
    announced = [str(a) for a in result["announcements"]]  # type: ignore[attr-defined]
    assert len(announced) == 2  # the start and the end, never a token
    assert announced[1].startswith(FINISHED[language])
    dialogs = result["dialogs"]
    assert isinstance(dialogs, dict) and set(dialogs) == {*DIALOGS[language], "passage"}
    for item, seen in dialogs.items():
        assert seen.get("unnamed") == [] and seen["controls"] > 0, (item, seen)
        assert seen["closed_by_esc"], item
    assert dialogs[DIALOGS[language][0]]["pages"] >= 4  # every Settings page was looked at
