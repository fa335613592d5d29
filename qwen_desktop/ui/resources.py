"""Where resources/ is: next to the package in a source checkout, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon


def resource_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def app_icon() -> QIcon:
    icon = QIcon()
    for path in sorted((resource_dir() / "icons").glob("qwen-desktop-*.png")):
        icon.addFile(str(path))
    return icon
