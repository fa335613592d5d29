"""`qwen-desktop --serve` against the official `openai` client, and everything a client may get
wrong, over real HTTP on 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import openai
import pytest

from tests.loopback import free_port

ROOT = Path(__file__).resolve().parents[3]
KEY = "sk-local-test-key"
START_TIMEOUT_S = 60


class Served:
    def __init__(self, process: subprocess.Popen[str], port: int, model: str) -> None:
        self.process = process
        self.port = port
        self.model = model
        self.base = f"http://127.0.0.1:{port}"

    def client(self, key: str = KEY) -> openai.OpenAI:
        return openai.OpenAI(base_url=f"{self.base}/v1", api_key=key, max_retries=0, timeout=60)


def start(model: Path, tmp_path: Path, *extra: str) -> Served:
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), QWEN_DESKTOP_HOME=str(tmp_path / "home"))
    process = subprocess.Popen(
        [sys.executable, "-m", "qwen_desktop", "--model", str(model), "--serve", "--port",
         str(port), *extra],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert process.stdout is not None
    line = process.stdout.readline()  # "serving … at http://127.0.0.1:PORT/v1", once listening
    assert f":{port}/v1" in line, line + (process.stderr.read() if process.stderr else "")
    return Served(process, port, model.stem)


@pytest.fixture(scope="module")
def served(test_model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    server = start(test_model_path, tmp_path_factory.mktemp("serve"), "--api-key", KEY)
    yield server
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=10) == 0


def test_models_and_a_completion_through_the_openai_client(served: Served) -> None:
    client = served.client()
    assert [m.id for m in client.models.list().data] == [served.model]
    reply = client.chat.completions.create(
        model=served.model, messages=[{"role": "user", "content": "What is 2 + 2?"}],
        max_tokens=12, temperature=0, seed=7,
    )  # fmt: skip
    assert reply.choices[0].message.content
    assert reply.usage is not None and 0 < reply.usage.completion_tokens <= 12
    assert reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens
    # (that `seed` reaches the sampler is checked in tests/core/api/test_requests.py; equal
    # outputs over HTTP are not promised: a cached prefix changes llama.cpp's batch shapes)


def test_streaming_with_usage_and_chinese(served: Served) -> None:
    stream = served.client().chat.completions.create(
        model=served.model, messages=[{"role": "user", "content": "用中文说你好。"}],
        max_tokens=16, temperature=0, stream=True, stream_options={"include_usage": True},
    )  # fmt: skip
    text, finish, usage = "", None, None
    for chunk in stream:
        if chunk.choices:
            text += chunk.choices[0].delta.content or ""
            finish = chunk.choices[0].finish_reason or finish
        if chunk.usage is not None:
            usage = chunk.usage
    assert text and "\ufffd" not in text
    assert finish in ("stop", "length")
    assert usage is not None and usage.completion_tokens > 0


def test_stop_and_max_tokens_are_honoured(served: Served) -> None:
    client = served.client()
    reply = client.chat.completions.create(
        model=served.model, temperature=0, max_tokens=40, stop=["3"],
        messages=[{"role": "user", "content": "Count from 1 to 10, separated by commas."}],
    )  # fmt: skip
    content = reply.choices[0].message.content or ""
    assert "3" not in content and reply.choices[0].finish_reason == "stop"
    short = client.chat.completions.create(
        model=served.model, temperature=0, max_tokens=3,
        messages=[{"role": "user", "content": "Write a long story."}],
    )  # fmt: skip
    assert short.choices[0].finish_reason == "length"
    assert short.usage is not None and short.usage.completion_tokens == 3


def test_a_wrong_key_is_refused(served: Served) -> None:
    with pytest.raises(openai.AuthenticationError):
        served.client("wrong").models.list()
    assert httpx.get(f"{served.base}/health").json()["status"] == "ok"  # no key needed


@pytest.mark.parametrize(
    ("body", "status", "fragment"),
    [
        (b"{not json", 400, "not valid JSON"),
        (b"[1, 2]", 400, "JSON object"),
        (json.dumps({"messages": [{"role": "user", "content": "hi"}]}).encode(), 400, "model"),
        (json.dumps({"model": "gpt-4", "messages": []}).encode(), 404, "does not exist"),
        (b"MODEL", 400, "must be a non-empty array"),
        (b'{"model": "MODEL", "messages": [{"role": "user", "content": 5}]}', 400, "content"),
        (b'{"model": "MODEL", "messages": [{"role": "wizard", "content": "x"}]}', 400, "role"),
        (b'{"model": "MODEL", "messages": [{"role": "user", "content": "x"}], "max_tokens": 0}',
         400, "max_tokens"),
        (b'{"model": "MODEL", "messages": [{"role": "user", "content": "x"}], '
         b'"temperature": "hot"}', 400, "temperature"),
    ],
)  # fmt: skip
def test_bad_requests_get_a_4xx_that_says_why(
    served: Served, body: bytes, status: int, fragment: str
) -> None:
    if body == b"MODEL":
        body = json.dumps({"model": served.model, "messages": []}).encode()
    body = body.replace(b'"MODEL"', json.dumps(served.model).encode())
    response = httpx.post(f"{served.base}/v1/chat/completions", content=body,
                          headers={"Authorization": f"Bearer {KEY}",
                                   "Content-Type": "application/json"})  # fmt: skip
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert fragment in error["message"] and error["type"]


def test_a_prompt_larger_than_the_context_is_context_length_exceeded(served: Served) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        served.client().chat.completions.create(
            model=served.model, messages=[{"role": "user", "content": "word " * 20_000}],
        )  # fmt: skip
    assert caught.value.code == "context_length_exceeded"


def test_body_size_content_type_host_and_origin(served: Served) -> None:
    url = f"{served.base}/v1/chat/completions"
    auth = {"Authorization": f"Bearer {KEY}"}
    big = httpx.post(url, content=b"x" * (1024 * 1024 + 10),
                     headers={**auth, "Content-Type": "application/json"})  # fmt: skip
    assert big.status_code == 413
    form = httpx.post(url, content=b"a=1", headers={**auth, "Content-Type": "text/plain"})
    assert form.status_code == 415  # a web page's "simple" cross-site POST
    rebound = httpx.get(f"{served.base}/v1/models", headers={**auth, "Host": "evil.example"})
    assert rebound.status_code == 403  # DNS rebinding
    page = httpx.get(f"{served.base}/v1/models",
                     headers={**auth, "Origin": "https://evil.example"})  # fmt: skip
    assert page.status_code == 403 and "access-control-allow-origin" not in page.headers


def test_ctrl_c_with_a_stream_open_exits_cleanly(test_model_path: Path, tmp_path: Path) -> None:
    server = start(test_model_path, tmp_path)
    try:
        stream = server.client().chat.completions.create(
            model=server.model, messages=[{"role": "user", "content": "Write a long essay."}],
            max_tokens=2000, stream=True,
        )  # fmt: skip
        next(iter(stream))  # the reply is streaming now
        server.process.send_signal(signal.SIGINT)
        assert server.process.wait(timeout=10) == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()


def test_a_port_in_use_is_a_clear_error(test_model_path: Path, tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        env = dict(os.environ, PYTHONPATH=str(ROOT), QWEN_DESKTOP_HOME=str(tmp_path / "home"))
        result = subprocess.run(
            [sys.executable, "-m", "qwen_desktop", "--model", str(test_model_path), "--serve",
             "--port", str(port)],
            env=env, capture_output=True, text=True, timeout=START_TIMEOUT_S, check=False,
        )  # fmt: skip
    assert result.returncode == 1
    assert f"port {port} is already in use" in result.stderr


def test_a_thinking_model_streams_reasoning_content_apart_from_the_answer(
    qwen3_model_path: Path, tmp_path: Path
) -> None:
    server = start(qwen3_model_path, tmp_path)
    try:
        client = server.client()
        stream = client.chat.completions.create(
            model=server.model, messages=[{"role": "user", "content": "你好"}],
            max_tokens=16, temperature=0, stream=True,
        )  # fmt: skip
        reasoning, content = "", ""
        for chunk in stream:
            delta = chunk.choices[0].delta if chunk.choices else None
            if delta is not None:
                reasoning += getattr(delta, "reasoning_content", None) or ""
                content += delta.content or ""
        assert reasoning == "好的" and content == "Hello"
        whole = client.chat.completions.create(
            model=server.model, messages=[{"role": "user", "content": "你好"}], max_tokens=16,
            temperature=0, extra_body={"chat_template_kwargs": {"enable_thinking": False}},
        )  # fmt: skip
        message = whole.choices[0].message
        assert message.content == "Hello" and getattr(message, "reasoning_content", None) is None
    finally:
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=10) == 0
