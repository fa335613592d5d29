from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.config.paths import chats_path, settings_path
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.services.container import build_services
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.ui.main_window import MainWindow

LOAD_TIMEOUT_MS = 30_000
REPLY_TIMEOUT_MS = 60_000


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QWEN_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[EngineHost]:
    engine_host = EngineHost()
    yield engine_host
    assert engine_host.shutdown()


@pytest.fixture
def window(qtbot: QtBot, host: EngineHost) -> MainWindow:
    settings = Settings(
        temperature=0.0, max_tokens=40, system_prompt="You are a helpful assistant.", n_ctx=2048
    )
    main = MainWindow(
        build_services(
            host, settings, store=SettingsStore(settings_path()), chats=ChatStore(chats_path())
        )
    )
    qtbot.addWidget(main)
    main.show()
    return main


@pytest.fixture
def loaded_window(qtbot: QtBot, window: MainWindow, test_model_path: Path) -> MainWindow:
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        window.open_model(test_model_path)
    return window
