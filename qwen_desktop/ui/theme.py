"""Light, dark, high contrast or the system's look, and the font size, applied to the whole
application.

High contrast is for eyes that need it: black and white with a yellow selection and a thick
yellow focus ring on every control (the focus must be seen at a glance, not guessed from a faint
outline), and "Same as the system" switches to it when the desktop asks for high contrast (Qt's
accessibility hints). Colour is never the only signal anywhere: errors and states carry words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

CJK_FALLBACKS = ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC",
                 "WenQuanYi Micro Hei")  # fmt: skip

_system_palette: QPalette | None = None
_system_style: str | None = None


def _palette(colours: dict[QPalette.ColorRole, str], disabled_text: str) -> QPalette:
    """A palette of these colours, with its own colour for disabled text: set for every group
    above, disabled controls would look enabled (a greyed ‹ › or Send)."""
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):  # fmt: skip
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled_text))
    return palette


def _dark_palette() -> QPalette:
    return _palette({
        QPalette.ColorRole.Window: "#202124", QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#17181a", QPalette.ColorRole.AlternateBase: "#2a2b2e",
        QPalette.ColorRole.Text: "#e8eaed", QPalette.ColorRole.Button: "#2d2e31",
        QPalette.ColorRole.ButtonText: "#e8eaed", QPalette.ColorRole.Highlight: "#4f7fd6",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.ToolTipBase: "#2d2e31", QPalette.ColorRole.ToolTipText: "#e8eaed",
        QPalette.ColorRole.PlaceholderText: "#9aa0a6",
    }, disabled_text="#6b6f75")  # fmt: skip


def _high_contrast_palette() -> QPalette:
    # disabled text in grey: still 9:1 on black
    return _palette({
        QPalette.ColorRole.Window: "#000000", QPalette.ColorRole.WindowText: "#ffffff",
        QPalette.ColorRole.Base: "#000000", QPalette.ColorRole.AlternateBase: "#1a1a1a",
        QPalette.ColorRole.Text: "#ffffff", QPalette.ColorRole.Button: "#000000",
        QPalette.ColorRole.ButtonText: "#ffffff", QPalette.ColorRole.Highlight: "#ffff00",
        QPalette.ColorRole.HighlightedText: "#000000", QPalette.ColorRole.Link: "#00ffff",
        QPalette.ColorRole.LinkVisited: "#ff80ff", QPalette.ColorRole.ToolTipBase: "#000000",
        QPalette.ColorRole.ToolTipText: "#ffffff", QPalette.ColorRole.PlaceholderText: "#d0d0d0",
        QPalette.ColorRole.Light: "#ffffff", QPalette.ColorRole.Midlight: "#ffffff",
        QPalette.ColorRole.Mid: "#ffffff", QPalette.ColorRole.Dark: "#ffffff",
        QPalette.ColorRole.Shadow: "#ffffff",
    }, disabled_text="#a0a0a0")  # fmt: skip


# A focus ring nobody can miss, and borders that separate controls without relying on shades.
# (Spin boxes keep Fusion's drawing: a style sheet would hide their arrows; Fusion rings their
# focus in the palette's highlight, yellow here.)
HIGH_CONTRAST_STYLE = """
QPushButton, QToolButton, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QListView,
QListWidget, QTabBar::tab {
    border: 1px solid #ffffff; padding: 3px;
}
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus, QPlainTextEdit:focus,
QTextEdit:focus, QTextBrowser:focus, QListView:focus, QListWidget:focus, QTabBar::tab:focus,
QFrame[role]:focus {
    border: 3px solid #ffff00;
}
QCheckBox::indicator { width: 14px; height: 14px; border: 2px solid #ffffff; }
QCheckBox::indicator:checked { background: #ffff00; }
QCheckBox:focus { color: #ffff00; }
QPushButton:disabled, QToolButton:disabled { border: 1px dashed #a0a0a0; }
QTabBar::tab:selected { background: #ffff00; color: #000000; }
"""
# Light and dark: Fusion's focus frame on a flat (auto-raise) tool button is nearly invisible,
# and a focused message (arrow keys walk them) has none.
FOCUS_STYLE = (
    "QToolButton:focus { border: 2px solid palette(highlight); border-radius: 3px; }\n"
    "QFrame[role]:focus { border: 2px solid palette(highlight); border-radius: 3px; }"
)


def system_wants_high_contrast() -> bool:
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)  # Qt 6.10+
    if accessibility is None:
        return False
    return bool(accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast)


def apply_theme(app: QApplication, theme: str, font_size: int) -> None:
    global _system_palette, _system_style
    if _system_palette is None:
        _system_palette = QPalette(app.palette())
        _system_style = app.style().name()
    if theme == "system" and system_wants_high_contrast():
        theme = "high_contrast"
    app.setStyleSheet(HIGH_CONTRAST_STYLE if theme == "high_contrast" else FOCUS_STYLE)
    if theme == "high_contrast":
        app.setStyle("Fusion")
        app.setPalette(_high_contrast_palette())
    elif theme == "dark":
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
