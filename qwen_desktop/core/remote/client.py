"""Replies from an OpenAI-compatible server (llama.cpp's llama-server, vLLM, Ollama's /v1, LM
Studio, another Qwen Desktop), with the same contract as the local engine: deltas of whole
characters, a cooperative stop, stats, and errors that name what went wrong.

HTTP is httpx2 (already shipped: it is huggingface_hub's client), imported when a remote model is
first used. The official `openai` package would add ~35 MB with pydantic to a bundle that must
stay under 250 MB, so the few lines of Server-Sent Events framing are read here, per the spec:
`data:` lines joined until a blank line, comments ignored, `[DONE]` ends the stream.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from qwen_desktop.core.errors import QwenDesktopError
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, ReplyStats, StopReason
from qwen_desktop.core.remote.servers import RemoteServer

log = logging.getLogger(__name__)
CONNECT_TIMEOUT_S = 10.0
READ_TIMEOUT_S = 120.0  # a big model on a busy server may think for a while before its first token
POLL_S = 0.05  # how often a waiting reply looks at the stop flag


class Stoppable(Protocol):
    def is_set(self) -> bool: ...


class RemoteProblem(StrEnum):
    UNREACHABLE = "unreachable"  # nothing answers at that address
    TLS = "tls"  # the certificate could not be verified
    AUTH = "auth"  # 401/403: the key is wrong or missing
    NOT_FOUND = "not_found"  # 404: that model (or path) does not exist there
    BUSY = "busy"  # 429/503: try again later
    TIMEOUT = "timeout"
    DROPPED = "dropped"  # the stream stopped mid-reply
    MALFORMED = "malformed"  # the server did not speak the OpenAI protocol
    SERVER = "server"  # another error status


class RemoteError(QwenDesktopError):
    def __init__(self, problem: RemoteProblem, detail: str = "", partial: str = "",
                 retry_after_s: int | None = None, status: int | None = None) -> None:  # fmt: skip
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail
        self.partial = partial  # text already streamed when the reply broke off
        self.retry_after_s = retry_after_s
        self.status = status


@dataclass(frozen=True)
class RemoteTarget:
    """Which server and model answer a request, and with which key (kept out of repr)."""

    server: RemoteServer
    model: str
    api_key: str = ""

    def __repr__(self) -> str:
        return f"RemoteTarget({self.server.name!r}, {self.model!r})"


def _headers(api_key: str) -> dict[str, str]:
    headers = {"Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    return headers


def _classify(exc: BaseException) -> RemoteError:
    import httpx2 as httpx

    if isinstance(exc, RemoteError):
        return exc
    text = str(exc) or type(exc).__name__
    if isinstance(exc, httpx.ConnectTimeout | httpx.ReadTimeout | httpx.PoolTimeout):
        return RemoteError(RemoteProblem.TIMEOUT, text)
    if isinstance(exc, httpx.ConnectError):
        lowered = text.lower()
        if "certificate" in lowered or "ssl" in lowered or "tls" in lowered:
            return RemoteError(RemoteProblem.TLS, text)
        return RemoteError(RemoteProblem.UNREACHABLE, text)
    if isinstance(exc, httpx.RemoteProtocolError | httpx.ReadError):
        return RemoteError(RemoteProblem.DROPPED, text)
    if isinstance(exc, httpx.HTTPError):
        return RemoteError(RemoteProblem.UNREACHABLE, text)
    return RemoteError(RemoteProblem.SERVER, text)


def _status_error(status: int, body: str, headers: Any) -> RemoteError:
    message = body[:300]
    try:
        data = json.loads(body)
        error = data.get("error") if isinstance(data, dict) else None
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            message = error["message"]
        elif isinstance(error, str):
            message = error
    except ValueError:
        pass
    retry = headers.get("retry-after", "")
    retry_s = int(retry) if retry.isdigit() else None
    if status in (401, 403):
        return RemoteError(RemoteProblem.AUTH, message, status=status)
    if status == 404:
        return RemoteError(RemoteProblem.NOT_FOUND, message, status=status)
    if status in (429, 503):
        return RemoteError(RemoteProblem.BUSY, message, retry_after_s=retry_s, status=status)
    return RemoteError(RemoteProblem.SERVER, f"HTTP {status}: {message}", status=status)


def list_models(server: RemoteServer, api_key: str = "") -> list[str]:
    """The model ids the server offers (GET /v1/models): also the connection test."""
    import httpx2 as httpx

    try:
        response = httpx.get(f"{server.base_url}/models", headers=_headers(api_key),
                             timeout=httpx.Timeout(CONNECT_TIMEOUT_S))  # fmt: skip
    except Exception as exc:
        raise _classify(exc) from exc
    if response.status_code != 200:
        raise _status_error(response.status_code, response.text, response.headers)
    try:
        data = response.json()["data"]
        return [str(item["id"]) for item in data]
    except (ValueError, KeyError, TypeError) as exc:
        raise RemoteError(RemoteProblem.MALFORMED, "no model list in the answer") from exc


def sse_data(lines: Iterator[str]) -> Iterator[str]:
    """The `data` of each Server-Sent Event (multi-line data joined by newlines)."""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield "\n".join(data)
                data = []
            continue
        if line.startswith(":"):
            continue  # a comment (keep-alive ping)
        field, _, value = line.partition(":")
        if field == "data":
            data.append(value[1:] if value.startswith(" ") else value)
    if data:
        yield "\n".join(data)


_END = object()


class _Reader(threading.Thread):
    """Reads the response on its own thread, so the caller can stop at once: a stop closes the
    response from the caller's side, and the reader ends on the error that causes."""

    def __init__(self, response: Any) -> None:
        super().__init__(name="remote-reader", daemon=True)
        self.response = response
        self.items: queue.Queue[object] = queue.Queue()

    def run(self) -> None:
        try:
            for data in sse_data(self.response.iter_lines()):
                self.items.put(data)
        except BaseException as exc:
            self.items.put(exc)
        self.items.put(_END)


def generate(
    target: RemoteTarget,
    messages: Sequence[ChatMessage],
    params: SamplingParams,
    cancel: Stoppable,
    on_delta: Callable[[str], None] | None = None,
) -> Reply:
    """Stream one reply; on a stop, the stream is closed at once and the text so far returned."""
    import httpx2 as httpx

    body: dict[str, Any] = {
        "model": target.model, "stream": True, "stream_options": {"include_usage": True},
        "messages": [{"role": m.role, "content": m.content} for m in messages],
        "temperature": params.temperature, "top_p": params.top_p,
        "max_tokens": params.max_tokens,
    }  # fmt: skip
    if params.seed is not None:
        body["seed"] = params.seed
    if params.stop:
        body["stop"] = list(params.stop)
    started = time.perf_counter()
    client = httpx.Client(timeout=httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S))
    try:
        request = client.build_request("POST", f"{target.server.base_url}/chat/completions",
                                       json=body, headers=_headers(target.api_key))  # fmt: skip
        try:
            response = client.send(request, stream=True)
        except Exception as exc:
            raise _classify(exc) from exc
        try:
            if response.status_code != 200:
                response.read()
                raise _status_error(response.status_code, response.text, response.headers)
            return _consume(response, cancel, on_delta, started)
        finally:
            response.close()
    finally:
        client.close()


class _Progress:
    """What the stream has delivered so far."""

    def __init__(self, started: float, on_delta: Callable[[str], None] | None) -> None:
        self.started = started
        self.on_delta = on_delta
        self.parts: list[str] = []
        self.first_t = self.last_t = 0.0
        self.deltas = 0
        self.finish: str | None = None
        self.usage: dict[str, Any] = {}

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def take(self, data: str) -> None:
        try:
            chunk = json.loads(data)
        except ValueError as exc:
            raise RemoteError(RemoteProblem.MALFORMED, f"not JSON: {data[:80]!r}",
                              partial=self.text) from exc  # fmt: skip
        if not isinstance(chunk, dict):
            raise RemoteError(RemoteProblem.MALFORMED, "an event that is not an object",
                              partial=self.text)  # fmt: skip
        if "error" in chunk:
            raise RemoteError(RemoteProblem.SERVER, str(chunk["error"])[:300], partial=self.text)
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        for choice in chunk.get("choices") or []:
            text = (choice.get("delta") or {}).get("content") or ""
            self.finish = choice.get("finish_reason") or self.finish
            if text:
                now = time.perf_counter()
                self.first_t = self.first_t or now
                self.last_t = now
                self.deltas += 1
                self.parts.append(text)
                if self.on_delta is not None:
                    self.on_delta(text)

    def reply(self, cancelled: bool) -> Reply:
        generated = int(self.usage.get("completion_tokens") or self.deltas)
        decode_s = self.last_t - self.first_t
        if cancelled:
            reason = StopReason.CANCELLED
        elif self.finish == "length":
            reason = StopReason.MAX_TOKENS
        else:
            reason = StopReason.EOS
        prompt_tokens = int(self.usage.get("prompt_tokens") or 0)
        rate = (generated - 1) / decode_s if decode_s > 0 and generated > 1 else 0.0
        stats = ReplyStats(
            prompt_tokens=prompt_tokens,
            prompt_tokens_evaluated=prompt_tokens,
            generated_tokens=generated,
            ttft_ms=(self.first_t - self.started) * 1000 if self.first_t else 0.0,
            decode_tokens_per_s=rate,
            total_s=time.perf_counter() - self.started,
            stop_reason=reason,
        )
        return Reply(self.text, stats)


def _consume(
    response: Any, cancel: Stoppable, on_delta: Callable[[str], None] | None, started: float
) -> Reply:
    reader = _Reader(response)
    reader.start()
    progress = _Progress(started, on_delta)
    done = False
    while not cancel.is_set():
        try:
            item = reader.items.get(timeout=POLL_S)
        except queue.Empty:
            continue
        if item is _END:
            break
        if isinstance(item, BaseException):
            error = _classify(item)
            error.partial = progress.text
            raise error
        assert isinstance(item, str)
        if item.strip() == "[DONE]":
            done = True
            break
        progress.take(item)
    cancelled = cancel.is_set()
    if cancelled:
        response.close()  # the server sees the connection go and stops generating
    elif not done and progress.finish is None:
        raise RemoteError(RemoteProblem.DROPPED, "the stream ended before the reply did",
                          partial=progress.text)  # fmt: skip
    return progress.reply(cancelled)
