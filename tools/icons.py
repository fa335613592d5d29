"""Render resources/icons/qwen-desktop.svg into the PNG sizes and the Windows .ico.

QT_QPA_PLATFORM=offscreen python tools/icons.py
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def main() -> None:
    _app = QGuiApplication([])
    renderer = QSvgRenderer(str(ICONS / "qwen-desktop.svg"))
    for size in SIZES:
        render(renderer, size).save(str(ICONS / f"qwen-desktop-{size}.png"))
    render(renderer, 256).save(str(ICONS / "qwen-desktop.png"))
    render(renderer, 256).save(str(ICONS / "qwen-desktop.ico"), b"ICO")


if __name__ == "__main__":
    main()
