"""The conversation list on its own, over a real chat store."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore, SearchHit
from qwen_desktop.ui.chat.sidebar import ROLE_CONVERSATION, ConversationSidebar

LONG_TITLE = "一个非常非常长的对话标题，" * 8 + "with an English tail that never ends"


def test_a_long_title_is_elided_with_a_tooltip_and_no_horizontal_scroll(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = ChatStore(tmp_path / "chats.db")
    cid = store.create_conversation(LONG_TITLE)
    store.add_message(cid, "user", "hello")
    sidebar = ConversationSidebar(store)
    qtbot.addWidget(sidebar)
    sidebar.resize(240, 400)
    sidebar.show()
    qtbot.waitExposed(sidebar)
    item = sidebar.items()[0]
    assert item.toolTip() == LONG_TITLE
    bar = sidebar.list.horizontalScrollBar()
    assert not bar.isVisible() and bar.maximum() == 0
    rect = sidebar.list.visualItemRect(item)
    assert rect.right() <= sidebar.list.viewport().width()
    with qtbot.waitSignal(sidebar.refreshed, timeout=2000):
        sidebar.search_box.setText("hello")
    hit = sidebar.items()[0]
    assert LONG_TITLE in hit.toolTip() and not bar.isVisible()


def test_search_waits_for_typing_to_pause(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = ChatStore(tmp_path / "chats.db")
    cid = store.create_conversation()
    store.add_message(cid, "user", "熊猫吃竹子")
    queries: list[str] = []
    real_search = store.search

    def counting(query: str, limit: int = 50) -> list[SearchHit]:
        queries.append(query)
        return real_search(query, limit)

    monkeypatch.setattr(store, "search", counting)
    sidebar = ConversationSidebar(store)
    qtbot.addWidget(sidebar)
    with qtbot.waitSignal(sidebar.refreshed, timeout=2000):
        for typed in ("熊", "熊猫", "熊猫吃"):  # keystrokes faster than the debounce
            sidebar.search_box.setText(typed)
    assert queries == ["熊猫吃"]
    assert [item.data(ROLE_CONVERSATION) for item in sidebar.items()] == [cid]
