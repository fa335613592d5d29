"""A message as a screen reader and a keyboard meet it: its accessible name says who wrote it
and which version it is ("Reply from Qwen, version 2 of 3"), its description is its text once
finished (never per token), and its actions are a context menu (Menu key, Shift+F10) as well as
buttons, with the passages a reply was given (its source links), so nothing needs the mouse.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from qwen_desktop.core.documents.context import split_sources

if TYPE_CHECKING:
    from qwen_desktop.ui.chat.message_widget import MessageWidget


def version_text(position: int, count: int) -> str:
    return (QCoreApplication.translate("MessageAccess", "version %1 of %2")
            .replace("%1", str(position)).replace("%2", str(count)))  # fmt: skip


def describe(message: MessageWidget) -> None:
    """Name the message (and its text pieces) for a screen reader; a reply being written says
    so, and has no description until it is finished."""
    writing = message.writing
    if message.role == "user":
        who = QCoreApplication.translate("MessageAccess", "Your message")
    else:
        who = QCoreApplication.translate("MessageAccess", "Reply from Qwen")
    parts = [who]
    position, count = message.version
    if count > 1:
        parts.append(version_text(position, count))
    if writing:
        parts.append(QCoreApplication.translate("MessageAccess", "being written"))
    message.setAccessibleName(", ".join(parts))
    message.setAccessibleDescription("" if writing else message.answer)
    for piece in message.pieces():
        piece.setAccessibleName(who)
    message.branch_label.setAccessibleName(version_text(position, count))
    message.branch_prev.setAccessibleName(
        QCoreApplication.translate("MessageAccess", "Previous version")
    )
    message.branch_next.setAccessibleName(
        QCoreApplication.translate("MessageAccess", "Next version"))  # fmt: skip


def actions_menu(message: MessageWidget, parent: QWidget) -> QMenu:
    """The message's buttons that can be used now, as a menu (same order, same names)."""
    menu = QMenu(parent)
    menu.setObjectName("messageMenu")
    buttons: list[QToolButton] = [message.copy_button, message.edit_button,
                                  message.answer_button, message.regenerate_button,
                                  message.branch_prev, message.branch_next,
                                  message.delete_button]  # fmt: skip
    for button in buttons:
        if button.isVisibleTo(message) and button.isEnabled():
            label = button.accessibleName() or button.text()
            menu.addAction(label, button.click)
    sources = split_sources(message.sources)[1] if message.sources else ()
    if sources:
        menu.addSeparator()
    for source in sources:  # the passages a reply was given, as its source links open them
        text = QCoreApplication.translate("MessageAccess", "Passage from %1").replace("%1", source)
        menu.addAction(text, _opener(message, source))
    return menu


def _opener(message: MessageWidget, source: str) -> Callable[[], None]:
    return lambda: message.sourceRequested.emit(message.turn_id, source)
