"""The API server inside the app: the window and API clients share one engine queue."""

from __future__ import annotations

import socket
import threading
from dataclasses import replace
from typing import Any

import httpx2 as httpx
import openai
from PySide6.QtCore import QObject, Slot
from pytestqt.qtbot import QtBot

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.requests import ChatRequest
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.services.api.bridge import MAX_WAITING, ApiBridge
from qwen_desktop.ui.main_window import MainWindow
from tests.loopback import free_port
from tests.ui.conftest import REPLY_TIMEOUT_MS
from tests.ui.test_main_window import send


def serve_from(window: MainWindow) -> str:
    port = free_port()
    window.apply_settings(replace(window.settings, api_enabled=True, api_port=port))
    assert window.api.running and window.status_api.isVisible()
    return f"http://127.0.0.1:{port}/v1"


class Replies(QObject):
    """Collects the API's finished replies on the GUI thread."""

    def __init__(self) -> None:
        super().__init__()
        self.replies: list[Reply] = []

    @Slot(object)
    def add(self, reply: Reply) -> None:
        self.replies.append(reply)


def in_thread(work: Any) -> tuple[threading.Thread, dict[str, Any]]:
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = work(result)
        except Exception as exc:
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, result


def test_an_api_call_between_two_messages_keeps_the_windows_kv(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    url = serve_from(window)
    assert window.model is not None
    model = window.model.path.stem
    first = send(qtbot, window, "Name a fruit.")
    client = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=60)

    def call(_result: dict[str, Any]) -> str:
        reply = client.chat.completions.create(
            model=model, messages=[{"role": "user", "content": "Say yes."}], max_tokens=8
        )
        return reply.choices[0].message.content or ""

    _thread, result = in_thread(call)
    qtbot.waitUntil(lambda: bool(result), timeout=REPLY_TIMEOUT_MS)
    assert "error" not in result and result["value"]
    second = send(qtbot, window, "And a vegetable?")
    new_tokens = (
        second.stats.prompt_tokens - first.stats.prompt_tokens - first.stats.generated_tokens
    )
    assert second.stats.prompt_tokens_evaluated <= new_tokens + 2  # the KV came back


def test_the_windows_stop_stops_an_api_reply(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    url = serve_from(window)
    assert window.model is not None
    model = window.model.path.stem
    streaming = threading.Event()

    def call(result: dict[str, Any]) -> tuple[str | None, int]:
        client = openai.OpenAI(base_url=url, api_key="none", max_retries=0, timeout=60)
        stream = client.chat.completions.create(
            model=model, messages=[{"role": "user", "content": "Write a very long story."}],
            max_tokens=1000, temperature=0, stream=True,
        )  # fmt: skip
        finish, chunks = None, 0
        for chunk in stream:
            chunks += 1
            streaming.set()
            if chunk.choices and chunk.choices[0].finish_reason:
                finish = chunk.choices[0].finish_reason
        return finish, chunks

    _thread, result = in_thread(call)
    qtbot.waitUntil(streaming.is_set, timeout=REPLY_TIMEOUT_MS)
    assert window.status_api.text().startswith("API server: answering")
    window.escape()  # Esc, as a user would press it
    qtbot.waitUntil(lambda: bool(result), timeout=REPLY_TIMEOUT_MS)
    finish, chunks = result["value"]
    assert finish == "stop" and chunks < 500


def test_a_client_that_disconnects_stops_its_generation(
    qtbot: QtBot, loaded_window: MainWindow
) -> None:
    window = loaded_window
    url = serve_from(window)
    assert window.model is not None
    collector = Replies()
    window.api.bridge.finished.connect(collector.add)
    body = {"model": window.model.path.stem, "stream": True, "max_tokens": 1000,
            "messages": [{"role": "user", "content": "Write a very long story."}]}  # fmt: skip

    def call(_result: dict[str, Any]) -> int:
        with httpx.stream("POST", f"{url}/chat/completions", json=body, timeout=60) as response:
            lines = 0
            for line in response.iter_lines():
                lines += bool(line.startswith("data:"))
                if lines == 4:
                    break  # leaves the stream: the connection closes
        return lines

    in_thread(call)
    qtbot.waitUntil(lambda: bool(collector.replies), timeout=REPLY_TIMEOUT_MS)
    reply = collector.replies[0]
    assert reply.stats.stop_reason is StopReason.CANCELLED
    assert reply.stats.generated_tokens < 100
    qtbot.waitUntil(lambda: not window.api.bridge.busy, timeout=REPLY_TIMEOUT_MS)


def test_switching_it_off_closes_the_port(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    url = serve_from(window)
    port = int(url.rsplit(":", 1)[1].split("/")[0])
    window.apply_settings(replace(window.settings, api_enabled=False))
    assert not window.api.running and not window.status_api.isVisible()
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0  # nothing listens


def test_a_port_in_use_is_said_in_the_window(qtbot: QtBot, loaded_window: MainWindow) -> None:
    window = loaded_window
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        window.apply_settings(replace(window.settings, api_enabled=True, api_port=port))
    assert not window.api.running
    assert f"port {port} is already in use" in window.error_banner.label.text()


def test_the_queue_is_bounded(qtbot: QtBot, loaded_window: MainWindow) -> None:
    import asyncio

    bridge = ApiBridge(loaded_window.host, SamplingParams())
    loop = asyncio.new_event_loop()
    try:
        request = ChatRequest("m", (ChatMessage("user", "hi"),), SamplingParams(max_tokens=1))
        jobs = [bridge.submit(request, loop) for _ in range(MAX_WAITING + 1)]
        try:
            bridge.submit(request, loop)
        except ApiError as refused:
            assert refused.status == 429 and refused.headers() == {"Retry-After": "2"}
        else:
            raise AssertionError("a tenth request was accepted")
        for job in jobs:
            job.cancel()
        qtbot.waitUntil(lambda: not bridge.busy and bridge._pending == 0, timeout=REPLY_TIMEOUT_MS)
    finally:
        loop.close()
