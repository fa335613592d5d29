"""One API request on its way through the engine queue, seen from the server's event loop.

The engine thread's host produces events on the GUI thread; the server consumes them on its own
asyncio loop. `Job.push` is the only thread-safe entry (call_soon_threadsafe), `cancel` sets a
threading.Event the engine checks between tokens (and before it starts the request at all).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Literal, Protocol

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.requests import ChatRequest
from qwen_desktop.core.errors import ContextOverflowError, EngineNotLoadedError
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply


@dataclass(frozen=True)
class JobEvent:
    kind: Literal["delta", "done", "error"]
    text: str = ""
    reply: Reply | None = None
    error: ApiError | None = None


class Job:
    def __init__(self, request: ChatRequest, loop: asyncio.AbstractEventLoop) -> None:
        self.request = request
        self.cancelled = threading.Event()
        self._loop = loop
        self._queue: asyncio.Queue[JobEvent] = asyncio.Queue()
        self.on_cancel: Callable[[], None] = lambda: None

    def push(self, event: JobEvent) -> None:
        """Thread-safe: called from the GUI thread as the engine reports."""
        with contextlib.suppress(RuntimeError):  # the loop has closed: nobody listens any more
            self._loop.call_soon_threadsafe(self._queue.put_nowait, event)

    async def events(self) -> AsyncIterator[JobEvent]:
        while True:
            event = await self._queue.get()
            yield event
            if event.kind != "delta":
                return

    def cancel(self) -> None:
        """The client went away (or the server stops): stop within a token, or never start."""
        if not self.cancelled.is_set():
            self.cancelled.set()
            self.on_cancel()


class Backend(Protocol):
    def model_ids(self) -> list[str]: ...

    def defaults(self) -> SamplingParams: ...

    def submit(self, request: ChatRequest, loop: asyncio.AbstractEventLoop) -> Job:
        """Queue a request; raises ApiError (429 when the queue is full, 503 without a model)."""
        ...


def api_error_for(error: Exception) -> ApiError:
    """What an engine failure means to an API client."""
    if isinstance(error, ContextOverflowError):
        return ApiError(400, str(error), code="context_length_exceeded", param="messages")
    if isinstance(error, EngineNotLoadedError):
        return ApiError(503, "No model is loaded yet.", type="server_error",
                        code="model_not_loaded", retry_after_s=5)  # fmt: skip
    return ApiError(500, f"The model failed while answering: {error}", type="server_error")
