"""The ASGI app: OpenAI's /v1/models and /v1/chat/completions (JSON and Server-Sent Events)
and /health, on starlette, with the safety checks a server on a laptop needs.

- The Host header must name this machine (localhost, 127.0.0.1, [::1]): a web page that makes
  its own domain resolve to 127.0.0.1 (DNS rebinding) is refused with 403.
- No CORS headers unless the user listed origins; a request from any other Origin is refused.
- Bodies must be application/json (a page cannot fire a "simple" cross-site form POST) and at
  most 1 MB. The API key, when set, is compared in constant time.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field

from sse_starlette.sse import EventSourceResponse
from starlette.applications import Starlette
from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.jobs import Backend, Job, JobEvent
from qwen_desktop.core.api.requests import MAX_BODY_BYTES, ChatRequest, parse_chat_request
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.core.llm.thinking import ThinkSplitter, split

LOCAL_HOSTS = ("localhost", "127.0.0.1", "[::1]", "::1")


@dataclass(frozen=True)
class ServerConfig:
    api_key: str = ""
    allowed_origins: tuple[str, ...] = field(default_factory=tuple)


def _error(error: ApiError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status, headers=error.headers())


def _host_is_local(host: str) -> bool:
    name = host.rsplit(":", 1)[0] if host.count(":") == 1 or host.startswith("[") else host
    if name.startswith("[") and "]" in name:
        name = name[: name.index("]") + 1]
    return name.lower() in LOCAL_HOSTS


class _Guard:
    """Pure ASGI middleware (it must not buffer streamed responses or hide disconnects)."""

    def __init__(self, app: ASGIApp, config: ServerConfig) -> None:
        self.app = app
        self.config = config

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        refusal, cors = self._check(request)
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        if not cors:
            await self.app(scope, receive, send)
            return

        async def send_with_cors(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.update(cors)
            await send(message)

        await self.app(scope, receive, send_with_cors)

    def _check(self, request: Request) -> tuple[Response | None, dict[str, str]]:
        if not _host_is_local(request.headers.get("host", "")):
            return _error(ApiError(403, "Requests must be addressed to localhost.",
                                   type="permission_error")), {}  # fmt: skip
        origin = request.headers.get("origin")
        cors = _cors(origin) if origin is not None and origin in self.config.allowed_origins else {}
        if origin is not None and not cors:
            return _error(ApiError(403, "This origin may not use the local API.",
                                   type="permission_error")), {}  # fmt: skip
        if request.method == "OPTIONS" and cors:
            return Response(status_code=204, headers=cors), {}
        if request.url.path != "/health" and self.config.api_key:
            given = request.headers.get("authorization", "").encode()
            if not hmac.compare_digest(given, f"Bearer {self.config.api_key}".encode()):
                unauthorized = ApiError(
                    401, "Invalid or missing API key.", "authentication_error", "invalid_api_key"
                )
                return _error(unauthorized), {}
        if request.method == "POST":
            kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
            if kind != "application/json":
                return _error(ApiError(415, "The body must be application/json.")), {}
            length = request.headers.get("content-length", "")
            if length.isdigit() and int(length) > MAX_BODY_BYTES:
                too_big = ApiError(413, f"The body is larger than {MAX_BODY_BYTES:,} bytes.")
                return _error(too_big), {}
        return None, cors


def _cors(origin: str) -> dict[str, str]:
    return {"Access-Control-Allow-Origin": origin, "Vary": "Origin",
            "Access-Control-Allow-Headers": "Authorization, Content-Type",
            "Access-Control-Allow-Methods": "GET, POST, OPTIONS"}  # fmt: skip


def _finish_reason(reply: Reply) -> str:
    if reply.stats.stop_reason in (StopReason.MAX_TOKENS, StopReason.CONTEXT_FULL):
        return "length"
    return "stop"


def _usage(reply: Reply) -> dict[str, int]:
    prompt, completion = reply.stats.prompt_tokens, reply.stats.generated_tokens
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion}  # fmt: skip


async def _read_body(request: Request) -> bytes:
    """At most MAX_BODY_BYTES + 1, however the body is sent (chunked has no Content-Length)."""
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            raise ApiError(413, f"The body is larger than {MAX_BODY_BYTES:,} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


def create_app(backend: Backend, config: ServerConfig) -> Starlette:
    async def health(_request: Request) -> Response:
        return JSONResponse({"status": "ok", "models": backend.model_ids()})

    async def models(_request: Request) -> Response:
        now = int(time.time())
        data = [{"id": m, "object": "model", "created": now, "owned_by": "qwen-desktop"}
                for m in backend.model_ids()]  # fmt: skip
        return JSONResponse({"object": "list", "data": data})

    async def chat(request: Request) -> Response:
        try:
            body = await _read_body(request)
            chat_request = parse_chat_request(body, backend.model_ids(), backend.defaults())
            job = backend.submit(chat_request, asyncio.get_running_loop())
        except ApiError as error:
            return _error(error)
        events = job.events()
        try:
            first = await anext(events)
        except BaseException:
            job.cancel()  # the client left while the request waited in the queue
            raise
        if first.kind == "error" and first.error is not None:
            return _error(first.error)
        if not chat_request.stream:
            return await _complete(job, first, events)
        return EventSourceResponse(_stream(job, chat_request, first, events), ping=15)

    return Starlette(
        routes=[
            Route("/health", health, methods=["GET"]),
            Route("/v1/models", models, methods=["GET"]),
            Route("/v1/chat/completions", chat, methods=["POST"]),
        ],
        middleware=[Middleware(_Guard, config=config)],
    )


async def _complete(job: Job, first: JobEvent, events: AsyncIterator[JobEvent]) -> Response:
    parts = [first.text]
    last = first
    try:
        while last.kind == "delta":
            last = await anext(events)
            parts.append(last.text)
    finally:
        if last.kind == "delta":
            job.cancel()
    if last.kind == "error" and last.error is not None:
        return _error(last.error)
    assert last.reply is not None
    reply = last.reply
    parsed = split(reply.text)
    message = {"role": "assistant", "content": parsed.answer}
    if parsed.thinking:
        message["reasoning_content"] = parsed.thinking
    return JSONResponse({
        "id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion",
        "created": int(time.time()), "model": job.request.model,
        "choices": [{"index": 0, "message": message, "finish_reason": _finish_reason(reply)}],
        "usage": _usage(reply),
    })  # fmt: skip


async def _stream(
    job: Job, request: ChatRequest, first: JobEvent, events: AsyncIterator[JobEvent]
) -> AsyncIterator[str]:
    """SSE chunks as OpenAI sends them; a client that disconnects cancels the generation. A
    thinking model's reasoning streams as `reasoning_content` deltas (as llama.cpp's server,
    vLLM and DeepSeek's API send it), `content` carries only the answer."""
    ident, created = f"chatcmpl-{uuid.uuid4().hex}", int(time.time())

    def chunk(delta: dict[str, str], finish: str | None = None) -> str:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        body = {"id": ident, "object": "chat.completion.chunk", "created": created,
                "model": request.model, "choices": [choice]}  # fmt: skip
        return json.dumps(body, ensure_ascii=False)

    event = first
    finished = False
    splitter = ThinkSplitter()

    def pieces(thinking: str, answer: str) -> Iterator[str]:
        if thinking:
            yield chunk({"reasoning_content": thinking})
        if answer:
            yield chunk({"content": answer})

    try:
        yield chunk({"role": "assistant", "content": ""})
        while event.kind == "delta":
            if event.text:
                for piece in pieces(*splitter.feed(event.text)):
                    yield piece
            event = await anext(events)
        for piece in pieces(*splitter.finish()):
            yield piece
        finished = True
        if event.kind == "error" and event.error is not None:
            yield json.dumps(event.error.body())
        elif event.reply is not None:
            yield chunk({}, _finish_reason(event.reply))
            if request.include_usage:
                body = {"id": ident, "object": "chat.completion.chunk", "created": created,
                        "model": request.model, "choices": [],
                        "usage": _usage(event.reply)}  # fmt: skip
                yield json.dumps(body)
        yield "[DONE]"
    finally:
        if not finished:
            job.cancel()  # the client disconnected mid-stream
