"""The thread that owns the model.

llama.cpp must be created, used and freed on one thread (freeing it from another thread while it
generates segfaults), so a single `EngineWorker` lives on its own thread and does all three. The
host (host.py) sends it requests through queued signals; it answers each request on that
request's own `ReplyHandle`, and loads and warm-ups through its own signals. Stop is an event the
engine checks before every token.

Every slot catches every exception, logs it (with its traceback when it is a bug) and reports it
as a `Failure`: an unexpected error type must never leave anyone waiting for a reply that will not
come.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Hashable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from qwen_desktop.core.errors import RequestCancelled
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.disk_states import DiskStates
from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.engine.reply import ReplyHandle

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GenerateRequest:
    handle: ReplyHandle
    messages: tuple[ChatMessage, ...]
    params: SamplingParams
    conversation: Hashable | None = None  # whose history this is (for the KV state cache)
    remote: RemoteTarget | None = None  # answered by this server instead of the local model


@dataclass
class Shared:
    """What the GUI thread and the engine thread both touch: events, and two counters each
    written by one side only (requests queued by the GUI, requests started by the worker), so
    background work can tell that someone is waiting."""

    cancel: threading.Event = field(default_factory=threading.Event)  # a load cuts a reply short
    closing: threading.Event = field(default_factory=threading.Event)  # set once at shutdown
    closed: threading.Event = field(default_factory=threading.Event)  # set once the model is freed
    requested: int = 0
    started: int = 0

    def someone_waits(self) -> bool:
        return self.requested > self.started or self.closing.is_set()


class _EitherEvent:
    """Set when either event is: a load or shutdown cutting in, or the request's own cancel."""

    def __init__(self, first: threading.Event, second: threading.Event) -> None:
        self._events = (first, second)

    def is_set(self) -> bool:
        return any(event.is_set() for event in self._events)


def _reported(exc: Exception, message: str, *args: object) -> Failure:
    """Expected problems (a bad file, a message too long) in one line; anything else with its
    traceback, because that is a bug to report."""
    failure = Failure.of(exc)
    if failure.is_bug:
        log.error(message, *args, exc_info=exc)
    else:
        log.info(message + ": %s", *args, exc)
    return failure


class EngineWorker(QObject):
    loaded = Signal(object)  # LoadedModel
    loadFailed = Signal(object, object)  # Failure, the model still loaded (or None)
    warmed = Signal(int, float)  # tokens evaluated ahead of the first message, seconds
    warmFailed = Signal(object)  # Failure

    def __init__(self, shared: Shared, disk: DiskStates | None, hashes: Path | None) -> None:
        super().__init__()
        self._engine = ChatEngine(disk, hashes)
        self._shared = shared

    @Slot(str, object, str)
    def load(self, path: str, settings: LoadSettings, warm_prompt: str) -> None:
        self._shared.started += 1
        if self._shared.closing.is_set():
            return
        try:
            model: LoadedModel = self._engine.load(Path(path), settings)
        except Exception as exc:  # every failure is reported, whatever its type
            # A file refused by the header check leaves the previous model loaded: say so.
            self.loadFailed.emit(_reported(exc, "loading %s failed", path), self._engine.loaded)
            return
        self.loaded.emit(model)
        self.warm(warm_prompt)

    @Slot(str)
    def warm(self, system_prompt: str) -> None:
        """Evaluate the system prompt before anyone asks; gives way at once to a real request."""
        if self._engine.loaded is None or self._shared.someone_waits():
            return
        started = time.perf_counter()
        try:
            tokens = self._engine.warm_up(system_prompt, self._shared.someone_waits)
        except Exception as exc:  # a failed warm-up only costs speed, but it is still told
            self.warmFailed.emit(_reported(exc, "warming up the model failed"))
            return
        self.warmed.emit(tokens, time.perf_counter() - started)

    @Slot(object)
    def generate(self, request: GenerateRequest) -> None:
        self._shared.started += 1
        handle = request.handle
        if self._shared.closing.is_set():
            return
        if handle.cancelled:  # withdrawn while it waited in the queue: it never runs
            handle.post_failed(Failure.of(RequestCancelled()))
            return
        self._shared.cancel.clear()
        stop = _EitherEvent(self._shared.cancel, handle.cancel_event)
        try:
            if request.remote is not None:
                from qwen_desktop.core.remote import client  # httpx2 only when a server is used

                reply: Reply = client.generate(request.remote, request.messages, request.params,
                                               stop, handle.post_delta)  # fmt: skip
            else:
                reply = self._engine.generate(
                    request.messages, request.params, cancel=stop, on_delta=handle.post_delta,
                    conversation=request.conversation, on_reading=handle.post_reading,
                )  # fmt: skip
        except Exception as exc:  # every failure is reported, whatever its type
            handle.post_failed(_reported(exc, "a reply failed"))
            return
        handle.post_finished(reply)

    @Slot()
    def close(self) -> None:
        try:
            self._engine.close()  # saves the open conversation's KV state first
        except Exception:  # at exit there is no one left to tell but the log
            log.exception("freeing the model failed")
        self._shared.closed.set()
