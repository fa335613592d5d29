"""What a screen reader is told: announcements at the moments that matter, and names for the
things it reads.

A reply is announced when it starts and when it ends (with its text), never per token: a speech
synthesizer given every token says nothing useful and falls behind. Errors and refusals are
announced at once (assertive); everything else waits for the reader to finish its sentence
(polite). Qt turns the announcement into AT-SPI's `object:announcement` (Orca speaks it), UIA's
notification on Windows (NVDA, Narrator) and NSAccessibility's announcement on macOS.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractButton, QLineEdit, QWidget

# What an announcement of a finished reply says of it: enough to know what came back; the
# whole text is the message's own (its accessible description and its text), to read at will.
ANNOUNCED_CHARS = 400


def announce(widget: QWidget, text: str, *, assertive: bool = False) -> None:
    """Have the screen reader say `text` once (nothing happens when none is listening)."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)  # fmt: skip
    QAccessible.updateAccessibility(event)


def name_inner_controls(widget: QWidget, name: str) -> None:
    """A compound widget (a key-sequence edit, a line edit with a clear button) has controls
    inside it that Qt leaves unnamed: its text field takes the widget's name, and a clear button
    is called what it does."""
    widget.setAccessibleName(name)
    for field in widget.findChildren(QLineEdit):
        field.setAccessibleName(name)
        name_clear_button(field)
    name_clear_button(widget)


def name_clear_button(widget: QWidget) -> None:
    for button in widget.findChildren(QAbstractButton):
        if not button.accessibleName() and not button.text():
            button.setAccessibleName(QCoreApplication.translate("Accessibility", "Clear"))


def shortened(text: str, limit: int = ANNOUNCED_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
