"""The window as the user left it: size, maximized, sidebar width, the conversation on screen."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QSplitter

from qwen_desktop.core.config.paths import window_state_path
from qwen_desktop.core.config.window_state import WindowState, load_window_state, save_window_state
from qwen_desktop.ui.history_actions import HistoryActions

log = logging.getLogger(__name__)


def restore_geometry(window: QMainWindow, splitter: QSplitter | None,
                     history: HistoryActions | None) -> None:  # fmt: skip
    state = load_window_state(window_state_path())
    window.resize(state.width, state.height)
    if state.maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    if splitter is not None:
        splitter.setSizes([state.sidebar_width, max(300, state.width - state.sidebar_width)])
    if history is not None and state.conversation_id is not None:
        history.open_conversation(state.conversation_id)


def save_geometry(window: QMainWindow, splitter: QSplitter | None,
                  conversation_id: int | None) -> None:  # fmt: skip
    size = window.normalGeometry().size() if window.isMaximized() else window.size()
    sidebar = splitter.sizes()[0] if splitter is not None else 240
    state = WindowState(size.width(), size.height(), window.isMaximized(), sidebar,
                        conversation_id)  # fmt: skip
    try:
        save_window_state(window_state_path(), state)
    except OSError as exc:
        log.warning("could not save the window state: %s", exc)
