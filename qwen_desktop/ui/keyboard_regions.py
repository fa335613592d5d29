"""F6 moves between the window's regions (the conversation list, the messages, the message box),
Shift+F6 back; Ctrl+F6 and Ctrl+Shift+F6 do the same for desktops that keep F6 for themselves.

Tab walks every control, which in a long conversation means every message's every button: the
regions are the shortcut a keyboard or screen-reader user takes instead (as in a browser or an
e-mail client), and Up / Down then walk the messages (see MessageWidget). Shift+F10 opens the
focused control's context menu, as the Menu key does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from qwen_desktop.ui.main_window import MainWindow


def context_menu_for_focus() -> None:
    """The Menu key and Shift+F10: the focused control's context menu, at its text cursor or
    current item. (Qt answers the Menu key itself on some platforms only, and Shift+F10 never.)"""
    focus = QApplication.focusWidget()
    if focus is None:
        return
    spot = focus.inputMethodQuery(Qt.InputMethodQuery.ImCursorRectangle)
    position = (
        spot.center() if isinstance(spot, QRect) and spot.isValid() else focus.rect().center()
    )
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, position,
                              focus.mapToGlobal(position))  # fmt: skip
    QApplication.sendEvent(focus, event)


class KeyboardRegions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        for keys, step in (("F6", 1), ("Ctrl+F6", 1), ("Shift+F6", -1), ("Ctrl+Shift+F6", -1)):
            shortcut = QShortcut(QKeySequence(keys), window)
            shortcut.setObjectName(f"regionShortcut_{keys}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda s=step: self.cycle(s))
        for sequence in (QKeySequence("Shift+F10"), QKeySequence(Qt.Key.Key_Menu)):
            menu = QShortcut(sequence, window)
            menu.setContext(Qt.ShortcutContext.WindowShortcut)
            menu.activated.connect(context_menu_for_focus)

    def regions(self) -> list[tuple[QWidget, Callable[[], None]]]:
        """Each region's area and how it takes the focus, in order."""
        window = self.window
        found: list[tuple[QWidget, Callable[[], None]]] = []
        if window.sidebar is not None and window.sidebar.isVisible():
            found.append((window.sidebar, window.sidebar.focus_list))
        found.append((window.chat_view, window.chat_view.focus_message))
        found.append((window.composer_bar, window.composer.setFocus))
        return found

    def current(self) -> int:
        focus = QApplication.focusWidget()
        for index, (area, _take) in enumerate(self.regions()):
            if focus is not None and (focus is area or area.isAncestorOf(focus)):
                return index
        return -1

    def cycle(self, step: int) -> None:
        regions = self.regions()
        index = self.current()
        start = index if index >= 0 else (-1 if step > 0 else 0)
        regions[(start + step) % len(regions)][1]()
