"""The remote client against real OpenAI-compatible servers on 127.0.0.1 (llama-cpp-python's own
server, the app's own API server) and against a server that fails on purpose."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import StopReason
from qwen_desktop.core.remote import client
from qwen_desktop.core.remote.client import RemoteError, RemoteProblem, RemoteTarget
from qwen_desktop.core.remote.servers import new_server, normalise_url
from tests.fake_openai import MODEL, faulty_openai
from tests.loopback import free_port

ROOT = Path(__file__).resolve().parents[3]
ASK = (ChatMessage("user", "Say hello in one short sentence."),)
PARAMS = SamplingParams(temperature=0.0, max_tokens=24)
READY_TIMEOUT_S = 120


def wait_until_listening(url: str, process: subprocess.Popen[bytes]) -> None:
    """Poll the model list until the server answers (no signal crosses processes)."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/models", timeout=1).status_code in (200, 401):
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the server did not start")


@pytest.fixture(scope="module")
def llama_server(test_model_path: Path) -> Iterator[str]:
    """llama-cpp-python's own OpenAI-compatible server (the `server` extra) with the test model."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(test_model_path),
         "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048", "--verbose", "False"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/v1"
    try:
        wait_until_listening(url, process)
        yield url
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


def test_addresses_are_normalised() -> None:
    assert normalise_url("localhost:11434") == "http://localhost:11434/v1"
    assert normalise_url("https://gpu.example/v1/") == "https://gpu.example/v1"
    with pytest.raises(ValueError):
        normalise_url("ftp://nope")


def test_llama_cpp_server_lists_streams_and_stops(llama_server: str) -> None:
    server = new_server("llama.cpp", llama_server)
    models = client.list_models(server)
    assert len(models) == 1
    target = RemoteTarget(server, models[0])
    deltas: list[str] = []
    reply = client.generate(target, ASK, PARAMS, threading.Event(), deltas.append)
    assert reply.text and "".join(deltas) == reply.text
    assert reply.stats.generated_tokens > 0 and reply.stats.ttft_ms > 0
    assert reply.stats.stop_reason in (StopReason.EOS, StopReason.MAX_TOKENS)
    stop = threading.Event()
    seen: list[str] = []

    def on_delta(text: str) -> None:
        seen.append(text)
        if len(seen) == 3:
            stop.set()

    long = SamplingParams(temperature=0.0, max_tokens=1000)
    story = (ChatMessage("user", "Write a very long story about a lighthouse."),)
    stopped = client.generate(target, story, long, stop, on_delta)
    assert stopped.stats.stop_reason is StopReason.CANCELLED
    assert len(seen) <= 4 and stopped.text == "".join(seen)


def test_the_apps_own_api_server_as_a_remote(test_model_path: Path, tmp_path: Path) -> None:
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), QWEN_DESKTOP_HOME=str(tmp_path / "home"))
    process = subprocess.Popen(
        [sys.executable, "-m", "qwen_desktop", "--model", str(test_model_path), "--serve",
         "--port", str(port), "--api-key", "k1"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/v1"
    try:
        wait_until_listening(url, process)
        server = new_server("other Qwen Desktop", url)
        with pytest.raises(RemoteError) as refused:
            client.list_models(server, "wrong")
        assert refused.value.problem is RemoteProblem.AUTH
        (model,) = client.list_models(server, "k1")
        reply = client.generate(RemoteTarget(server, model, "k1"), ASK, PARAMS, threading.Event())
        assert reply.text and reply.stats.prompt_tokens > 0  # from the server's usage
        remote_test = subprocess.run(
            [sys.executable, "-m", "qwen_desktop", "--remote", url, "--api-key", "k1",
             "--self-test"],
            env=env, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert remote_test.returncode == 0, remote_test.stderr
        assert (
            f'"server": "{url}"' in remote_test.stdout
            and f'"model": "{model}"' in remote_test.stdout
        )
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=15)


@pytest.mark.parametrize(
    ("mode", "problem"),
    [("auth", RemoteProblem.AUTH), ("unknown_model", RemoteProblem.NOT_FOUND),
     ("busy", RemoteProblem.BUSY), ("unavailable", RemoteProblem.BUSY)],
)  # fmt: skip
def test_refusals_are_named(mode: str, problem: RemoteProblem) -> None:
    with faulty_openai() as fake:
        fake.mode = mode
        target = RemoteTarget(new_server("fake", fake.base_url), MODEL)
        with pytest.raises(RemoteError) as caught:
            client.generate(target, ASK, PARAMS, threading.Event())
        assert caught.value.problem is problem
        if mode == "busy":
            assert caught.value.retry_after_s == 7


def test_a_stream_that_breaks_off_keeps_what_arrived() -> None:
    with faulty_openai() as fake:
        fake.mode = "drop"
        target = RemoteTarget(new_server("fake", fake.base_url), MODEL)
        with pytest.raises(RemoteError) as caught:
            client.generate(target, ASK, PARAMS, threading.Event())
        assert caught.value.problem is RemoteProblem.DROPPED
        assert caught.value.partial == "你好，world"


def test_malformed_events_and_a_working_stream() -> None:
    with faulty_openai() as fake:
        target = RemoteTarget(new_server("fake", fake.base_url), MODEL)
        reply = client.generate(target, ASK, PARAMS, threading.Event())
        assert reply.text == "你好，world! More text" and reply.stats.prompt_tokens == 11
        fake.mode = "malformed"
        with pytest.raises(RemoteError) as caught:
            client.generate(target, ASK, PARAMS, threading.Event())
        assert caught.value.problem is RemoteProblem.MALFORMED and caught.value.partial == "你好，"


def test_nothing_listening_is_unreachable() -> None:
    server = new_server("gone", f"http://127.0.0.1:{free_port()}/v1")
    with pytest.raises(RemoteError) as caught:
        client.list_models(server)
    assert caught.value.problem is RemoteProblem.UNREACHABLE


def test_the_key_never_shows_in_a_repr() -> None:
    target = RemoteTarget(new_server("s", "http://127.0.0.1:1/v1"), "m", "sk-secret-123")
    assert "sk-secret" not in repr(target) and "sk-secret" not in str(target)
