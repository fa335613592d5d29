"""Following the session on screen: its signals connected, the previous session's dropped.

The chat view, the composer bar, the status bar, the window and the speed watch each follow
whichever conversation is on screen (a session per open conversation); each lists its
connections once, and this moves them from one session to the next.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from qwen_desktop.services.chat.session import ChatSession

Subscriptions = Callable[[ChatSession], list[tuple[Any, Any]]]  # (signal, slot) pairs


def rebind(old: ChatSession | None, new: ChatSession, subscriptions: Subscriptions) -> ChatSession:
    """Disconnect `old`'s pairs, connect `new`'s; returns `new` (to keep as the one followed)."""
    if old is not None:
        for signal, slot in subscriptions(old):
            signal.disconnect(slot)
    for signal, slot in subscriptions(new):
        signal.connect(slot)
    return new
