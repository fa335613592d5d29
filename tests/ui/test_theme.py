"""The high-contrast theme, chosen or asked for by the desktop: black and white, a yellow
selection, and a focus ring; leaving it gives the other themes back their own look."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qwen_desktop.ui import theme


@pytest.fixture
def app(qtbot: QtBot) -> Iterator[QApplication]:
    instance = QApplication.instance()
    assert isinstance(instance, QApplication)
    yield instance
    theme.apply_theme(instance, "light", 11)


def test_high_contrast_is_black_white_and_yellow(app: QApplication) -> None:
    theme.apply_theme(app, "high_contrast", 11)
    palette = app.palette()
    assert palette.color(QPalette.ColorRole.Window).name() == "#000000"
    assert palette.color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    assert palette.color(QPalette.ColorRole.Highlight).name() == "#ffff00"
    assert ":focus" in app.styleSheet() and "#ffff00" in app.styleSheet()
    theme.apply_theme(app, "dark", 11)
    assert "#ffff00" not in app.styleSheet()  # the ring of the other themes is their highlight
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#202124"


def test_same_as_the_system_follows_its_high_contrast(
    app: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(theme, "system_wants_high_contrast", lambda: True)
    theme.apply_theme(app, "system", 11)
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    monkeypatch.setattr(theme, "system_wants_high_contrast", lambda: False)
    theme.apply_theme(app, "system", 11)
    assert app.palette().color(QPalette.ColorRole.Window).name() != "#000000"
