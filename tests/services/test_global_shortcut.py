"""The global shortcut on a real X server (Xvfb): a combination is parsed or refused, a grab
works from X events sent by xdotool, a combination another program holds is told as a conflict,
and a Wayland session is told as unsupported: never a silent failure."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.services.global_shortcut import GlobalShortcut, ShortcutState, parse
from tests.xvfb import xvfb_display


@pytest.mark.parametrize(
    ("sequence", "parsed"),
    [("Ctrl+Alt+Space", (["ControlMask", "Mod1Mask"], "space")),
     ("Meta+Shift+K", (["Mod4Mask", "ShiftMask"], "k")), ("Ctrl+F5", (["ControlMask"], "F5")),
     ("Space", None), ("Hyper+Q", None), ("", None)],
)  # fmt: skip
def test_what_can_be_grabbed(sequence: str, parsed: object) -> None:
    assert parse(sequence) == parsed


@pytest.fixture
def x_display(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    with xvfb_display(320, 240) as display:
        monkeypatch.setenv("DISPLAY", display)
        monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
        yield display


def _started(qtbot: QtBot, shortcut: GlobalShortcut, sequence: str) -> str:
    settled = lambda state: state != ShortcutState.STARTING  # noqa: E731
    with qtbot.waitSignal(shortcut.stateChanged, timeout=10_000, check_params_cb=settled) as got:
        shortcut.start(sequence)
    return str(got.args[0])


def test_a_grab_hears_the_keys_from_any_application(qtbot: QtBot, x_display: str) -> None:
    assert shutil.which("xdotool"), ".ci/run installs xdotool"
    shortcut = GlobalShortcut()
    try:
        assert _started(qtbot, shortcut, "Ctrl+Alt+Space") == "active"
        with qtbot.waitSignal(shortcut.triggered, timeout=10_000):
            subprocess.run(["xdotool", "key", "ctrl+alt+space"], check=True, timeout=20,
                           env={"DISPLAY": x_display})  # fmt: skip
        shortcut.start("")
        assert shortcut.state is ShortcutState.OFF
    finally:
        shortcut.stop()


def test_a_combination_another_program_holds_is_a_conflict(qtbot: QtBot, x_display: str) -> None:
    first, second = GlobalShortcut(), GlobalShortcut()  # two programs: two X connections
    try:
        assert _started(qtbot, first, "Ctrl+Alt+Q") == "active"
        assert _started(qtbot, second, "Ctrl+Alt+Q") == "conflict"
        assert _started(qtbot, second, "Ctrl+Alt+W") == "active"
    finally:
        first.stop()
        second.stop()


def test_wayland_and_nonsense_are_told(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    shortcut = GlobalShortcut()
    monkeypatch.setenv("DISPLAY", ":0")
    shortcut.start("Shift+Q+Q")
    assert shortcut.state is ShortcutState.INVALID
    monkeypatch.setenv("XDG_SESSION_TYPE", "wayland")
    on_wayland = GlobalShortcut()
    on_wayland.start("Ctrl+Alt+Space")
    assert on_wayland.state is ShortcutState.UNSUPPORTED
