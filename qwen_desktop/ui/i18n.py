"""The UI language: Qt translators for our strings and Qt's own (standard buttons, menus)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from qwen_desktop.ui.resources import resource_dir

SUPPORTED = ("en", "zh_CN")
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    return resource_dir() / "translations"


def resolve(language: str, locale: QLocale | None = None) -> str:
    """ "system" becomes zh_CN for any Chinese locale, en otherwise."""
    if language in SUPPORTED:
        return language
    name = (locale or QLocale.system()).name()
    return "zh_CN" if name.startswith("zh") else "en"


def install(app: QCoreApplication, language: str) -> str:
    """Install the translators for `language` ("system", "en", "zh_CN"); returns the resolved one.

    Widgets set their text when they are built, so a change takes effect on the next start.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    resolved = resolve(language)
    if resolved == "en":
        return resolved
    ours = QTranslator(app)
    if ours.load(str(translations_dir() / f"qwen_desktop_{resolved}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{resolved}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return resolved
