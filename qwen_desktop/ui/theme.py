"""Light, dark or the system's look, and the font size, applied to the whole application."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

CJK_FALLBACKS = ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC",
                 "WenQuanYi Micro Hei")  # fmt: skip

_system_palette: QPalette | None = None
_system_style: str | None = None


def _dark_palette() -> QPalette:
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#202124", QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#17181a", QPalette.ColorRole.AlternateBase: "#2a2b2e",
        QPalette.ColorRole.Text: "#e8eaed", QPalette.ColorRole.Button: "#2d2e31",
        QPalette.ColorRole.ButtonText: "#e8eaed", QPalette.ColorRole.Highlight: "#4f7fd6",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.ToolTipBase: "#2d2e31", QPalette.ColorRole.ToolTipText: "#e8eaed",
        QPalette.ColorRole.PlaceholderText: "#9aa0a6",
    }  # fmt: skip
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    # Set for every group above, disabled controls would look enabled (a greyed ‹ › or Send).
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):  # fmt: skip
        palette.setColor(disabled, role, QColor("#6b6f75"))
    return palette


def apply_theme(app: QApplication, theme: str, font_size: int) -> None:
    global _system_palette, _system_style
    if _system_palette is None:
        _system_palette = QPalette(app.palette())
        _system_style = app.style().name()
    if theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(_dark_palette())
    elif theme == "light":
        app.setStyle("Fusion")
        app.setPalette(app.style().standardPalette())
    else:
        if _system_style:
            app.setStyle(_system_style)
        app.setPalette(_system_palette)
    font = QFont(QGuiApplication.font())
    font.setPointSize(font_size)
    # Explicit CJK fallbacks: a Latin UI font would otherwise leave the choice of Chinese glyphs
    # to chance on some systems (and mixes Japanese glyph shapes into Chinese text).
    families = [font.family(), *CJK_FALLBACKS]
    font.setFamilies(list(dict.fromkeys(families)))
    app.setFont(font)
