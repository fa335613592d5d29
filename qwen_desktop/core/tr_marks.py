"""Mark English text in core for Qt's translation tools without importing Qt into core.

pyside6-lupdate extracts calls by name, so `QT_TRANSLATE_NOOP("Context", "text")` here puts the
text into the .ts files; the UI translates it at display time with
`QCoreApplication.translate("Context", text)`. One English source, no copy in the UI.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text
