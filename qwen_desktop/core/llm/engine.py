"""The chat engine: one loaded GGUF model, streaming replies through its own chat template.

Not thread-safe by design: exactly one thread (the UI's engine worker) creates, uses and closes an
engine. llama.cpp segfaults when a model is freed from another thread while it generates.
"""

from __future__ import annotations

import ctypes
import logging
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from pathlib import Path
from typing import Any

import llama_cpp
from llama_cpp.llama_chat_format import (
    Jinja2ChatFormatter,
    chat_formatter_to_chat_completion_handler,
)

from qwen_desktop.core.config.hardware import default_threads
from qwen_desktop.core.errors import (
    EngineNotLoadedError,
    GenerationError,
    LoadProblem,
    ModelLoadError,
)
from qwen_desktop.core.llm import cpu_backend, llama_log
from qwen_desktop.core.llm.context import FitResult, fit_messages
from qwen_desktop.core.llm.disk_states import DiskStates, StateKey
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.load_failure import explain_load_failure
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.metering import Meter, StopFlag, Stoppable, reply_stats
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.state_cache import SavedState, StateCache, capture, restore
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.core.llm.utf8 import StreamTextGuard
from qwen_desktop.core.models.fingerprint import model_sha256
from qwen_desktop.core.models.gguf import check_model_file

DeltaCallback = Callable[[str], None]
ReadingCallback = Callable[[int, int], None]
log = logging.getLogger(__name__)

_MAX_REMEMBERED_CUTS = 64


class _Cancelled(Exception):
    """Raised inside llama-cpp-python's token loop so a stop takes effect before the next token."""


class ChatEngine:
    def __init__(self, disk: DiskStates | None = None, hashes: Path | None = None) -> None:
        """`disk` keeps parked conversations' KV states across restarts; `hashes` is where model
        file digests are remembered (both off when None, as in most tests)."""
        self._disk = disk
        self._hashes = hashes
        self._model_sha: str | None = None
        self._settings = LoadSettings()
        self._llm: Any = None
        self._loaded: LoadedModel | None = None
        self._formatter: Jinja2ChatFormatter | None = None
        self._template_kwargs: dict[str, Any] = {}  # extra template variables for this reply
        self._meter: Meter | None = None
        self._cuts: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._base_seed: int | None = None
        self._states = StateCache()
        self._kv_owner: Hashable | None = None  # the conversation whose tokens are in the KV
        # ggml calls this during prompt evaluation; returning True aborts llama_decode.
        self._abort_cb = llama_cpp.ggml_abort_callback(self._should_abort)
        self._no_abort_cb = llama_cpp.ggml_abort_callback()

    # -- loading -------------------------------------------------------------------------------

    @property
    def loaded(self) -> LoadedModel | None:
        return self._loaded

    def load(self, path: Path | str, settings: LoadSettings | None = None) -> LoadedModel:
        """Load a model, replacing the current one; raises ModelLoadError with a readable reason."""
        settings = settings or LoadSettings()
        path = Path(path)
        llama_log.install()
        if settings.debug:
            llama_log.logger.setLevel("DEBUG")
        info = check_model_file(path)
        self.close()
        n_ctx = settings.n_ctx
        if info.context_length:
            n_ctx = min(n_ctx, info.context_length)
        n_threads = settings.n_threads or default_threads()
        llama_log.forget()
        started = time.perf_counter()
        backend = cpu_backend.choose()  # the best per-CPU build, before llama.cpp computes
        try:
            llm = llama_cpp.Llama(
                model_path=str(path),
                n_ctx=n_ctx,
                n_batch=settings.n_batch,
                n_ubatch=settings.n_ubatch,
                flash_attn=settings.flash_attn,
                type_k=settings.type_k,
                type_v=settings.type_v,
                n_threads=n_threads,
                n_threads_batch=settings.n_threads_batch or n_threads,
                chat_format="chat_template.default",
                verbose=settings.debug,
            )
        except MemoryError as exc:
            raise ModelLoadError(path, LoadProblem.OUT_OF_MEMORY) from exc
        except (ValueError, RuntimeError, OSError) as exc:
            raise explain_load_failure(path, info, exc) from exc
        load_s = time.perf_counter() - started
        self._llm = llm
        self._wrap(llm)
        self._formatter = Jinja2ChatFormatter(
            template=info.chat_template or "",
            eos_token=_token_text(llm, llm.token_eos()),
            bos_token=_token_text(llm, llm.token_bos()),
            stop_token_ids=[llm.token_eos()],
        )
        self._use_template_kwargs(llm)
        self._base_seed = settings.seed
        self._settings = settings
        self._model_sha = None
        self._cuts.clear()
        self._states.clear()
        self._kv_owner = None
        self._loaded = LoadedModel(path, info, llm.n_ctx(), n_threads, load_s, backend.name)
        return self._loaded

    def _use_template_kwargs(self, llm: Any) -> None:
        """llama-cpp-python renders the model's own template but passes it no extra variables:
        its handler for that template is replaced by one over the same formatter that also
        passes `_template_kwargs` (Qwen3's `enable_thinking`). Token counts use the same."""
        formatter = self._formatter
        assert formatter is not None
        extra = self._template_kwargs

        def render(**call: Any) -> Any:
            return formatter(**call, **extra)

        llm._chat_handlers["chat_template.default"] = chat_formatter_to_chat_completion_handler(
            render)  # fmt: skip

    def close(self) -> None:
        """Free the model (saving the open conversation's KV state first, when kept on disk).
        Only the thread that generates may call this."""
        if self._llm is not None and self._kv_owner is not None and self._llm.n_tokens > 0:
            self._save_to_disk(self._kv_owner, capture(self._llm))
        self._kv_owner = None
        llm, self._llm = self._llm, None
        self._loaded = None
        self._formatter = None
        if llm is not None:
            llm.close()

    def _require(self) -> Any:
        if self._llm is None:
            raise EngineNotLoadedError
        return self._llm

    # -- measuring -----------------------------------------------------------------------------

    def _wrap(self, llm: Any) -> None:
        """Instrument llama-cpp-python's eval/sample: exact counts, per-token cancel, abortable
        prompt evaluation.

        Instance attributes shadow the methods that `Llama.generate` calls, so the library's own
        prefix-cache logic stays in charge while we see every batch and every sampled token.
        """
        plain_eval = llm.eval
        plain_sample = llm.sample
        ctx = llm.ctx

        def eval_tokens(tokens: Sequence[int]) -> None:
            meter = self._meter
            if meter is None or meter.first_sample_t is not None:
                plain_eval(tokens)
                return
            if meter.cancel.is_set():
                raise _Cancelled
            before = llm.n_tokens
            step = max(1, llm.n_batch)
            llama_cpp.llama_set_abort_callback(ctx, self._abort_cb, None)
            try:
                # One batch at a time (as llama-cpp-python would), so a long prompt reports how
                # far reading has got and a stop is seen between batches as well as inside one.
                for start in range(0, len(tokens), step):
                    if meter.cancel.is_set():
                        raise _Cancelled
                    plain_eval(tokens[start : start + step])
                    if meter.on_reading is not None:
                        meter.on_reading(llm.n_tokens - before, len(tokens))
            except RuntimeError:
                if meter.cancel.is_set():
                    meter.aborted_prompt = True
                    raise _Cancelled from None
                raise
            finally:
                llama_cpp.llama_set_abort_callback(ctx, self._no_abort_cb, None)
                meter.prompt_evaluated += llm.n_tokens - before

        def sample(*args: Any, **kwargs: Any) -> int:
            meter = self._meter
            if meter is not None and meter.cancel.is_set():
                raise _Cancelled
            token: int = plain_sample(*args, **kwargs)
            if meter is not None:
                now = time.perf_counter()
                if meter.first_sample_t is None:
                    meter.first_sample_t = now
                meter.last_sample_t = now
                meter.sampled.append(token)
            return token

        llm.eval = eval_tokens
        llm.sample = sample

    def _should_abort(self, _data: ctypes.c_void_p) -> bool:
        meter = self._meter
        return meter is not None and meter.cancel.is_set()

    # -- prompts -------------------------------------------------------------------------------

    def count_prompt_tokens(self, messages: Sequence[ChatMessage]) -> int:
        """Exactly the tokens llama-cpp-python will build from these messages (same template)."""
        llm = self._require()
        assert self._formatter is not None
        prompt = self._formatter(messages=_llama_messages(messages), **self._template_kwargs).prompt
        return len(llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True))

    def fit(self, messages: Sequence[ChatMessage], max_tokens: int) -> FitResult:
        """Choose which messages to send; remembers the cut per conversation (see context.py)."""
        llm = self._require()
        key = _conversation_key(messages)
        result = fit_messages(
            messages, self.count_prompt_tokens, llm.n_ctx(), max_tokens, self._cuts.get(key, 0)
        )
        self._cuts[key] = result.cut
        self._cuts.move_to_end(key)
        while len(self._cuts) > _MAX_REMEMBERED_CUTS:
            self._cuts.popitem(last=False)
        return result

    # -- generating ----------------------------------------------------------------------------

    def generate(
        self,
        messages: Sequence[ChatMessage],
        params: SamplingParams | None = None,
        cancel: Stoppable | None = None,
        on_delta: DeltaCallback | None = None,
        conversation: Hashable | None = None,
        on_reading: ReadingCallback | None = None,
    ) -> Reply:
        """Stream a reply to `messages`; `on_delta` gets whole characters only, never U+FFFD.

        Setting `cancel` stops before the next token (or aborts prompt evaluation); the text so
        far is returned with stop reason CANCELLED. A message too large for the context raises
        ContextOverflowError before anything is evaluated. `conversation` names whose history
        this is, so switching between conversations restores their KV cache instead of
        re-evaluating them.
        """
        llm = self._require()
        params = (params or SamplingParams()).clamped()
        cancel = cancel if cancel is not None else threading.Event()
        self._template_kwargs.clear()
        if params.thinking is not None:
            self._template_kwargs["enable_thinking"] = params.thinking
        fit = self.fit(messages, params.max_tokens)
        if conversation is not None:
            self._switch_kv(llm, conversation)
        meter = Meter(cancel)
        meter.on_reading = on_reading
        guard = StreamTextGuard()
        parts: list[str] = []
        first_delta_t: float | None = None

        def emit(text: str) -> None:
            nonlocal first_delta_t
            if not text:
                return
            if first_delta_t is None:
                first_delta_t = time.perf_counter()
            parts.append(text)
            if on_delta is not None:
                on_delta(text)

        started = time.perf_counter()
        finish: str | None = None
        cancelled = False
        self._meter = meter
        try:
            for piece, finish_reason in self._stream(llm, fit, params):
                emit(guard.feed(piece))
                finish = finish_reason or finish
                if cancel.is_set():
                    cancelled = True
                    break
        except _Cancelled:
            cancelled = True
        except (RuntimeError, ValueError, OSError) as exc:
            raise GenerationError(f"The model failed while answering: {exc}") from exc
        finally:
            self._meter = None
        emit(guard.finish())

        stats = reply_stats(llm, meter, fit, params, started, first_delta_t, finish, cancelled)
        return Reply(text="".join(parts), stats=stats)

    def _switch_kv(self, llm: Any, conversation: Hashable) -> None:
        """Park the KV cache of the conversation it holds; bring back this one's if parked (in
        RAM, or on disk from an earlier run of the app)."""
        if conversation == self._kv_owner:
            return
        self._park(llm)
        saved = self._states.take(conversation) or self._load_from_disk(conversation)
        if saved is not None:
            try:
                restore(llm, saved)
            except RuntimeError:
                log.warning("llama.cpp refused a saved state; evaluating instead")
                llm.reset()
        self._kv_owner = conversation

    def _park(self, llm: Any) -> None:
        if self._kv_owner is not None and llm.n_tokens > 0:
            state = capture(llm)
            self._states.put(self._kv_owner, state)
            self._save_to_disk(self._kv_owner, state)
        self._kv_owner = None

    def _state_key(self, conversation: Hashable) -> StateKey | None:
        """Only stored conversations (int ids) outlive the process; unsaved ones stay in RAM."""
        loaded = self._loaded
        if self._disk is None or loaded is None or not isinstance(conversation, int):
            return None
        if self._model_sha is None:
            memo = self._hashes or self._disk.folder / "model-hashes.json"
            self._model_sha = model_sha256(loaded.path, memo)
        s = self._settings
        return StateKey(conversation, self._model_sha, loaded.n_ctx, s.n_batch, s.type_k,
                        s.type_v)  # fmt: skip

    def _save_to_disk(self, conversation: Hashable, state: SavedState) -> None:
        key = self._state_key(conversation)
        if key is not None and self._disk is not None:
            self._disk.save(key, state)

    def _load_from_disk(self, conversation: Hashable) -> SavedState | None:
        key = self._state_key(conversation)
        return self._disk.load(key) if key is not None and self._disk is not None else None

    # -- warm start ----------------------------------------------------------------------------

    def warm_up(self, system_prompt: str, should_stop: Callable[[], bool] = lambda: False) -> int:
        """Evaluate the part every new conversation's prompt starts with (the system prompt and
        the user turn's opening), so a first message evaluates only its own tokens.

        Abortable between batches and inside one (`should_stop`); whatever was evaluated stays
        useful. Returns the number of tokens evaluated.
        """
        llm = self._require()
        prefix = self._shared_prefix(system_prompt)
        self._park(llm)  # the conversation in the KV keeps its state; the KV now starts afresh
        held = [int(t) for t in llm.input_ids[: llm.n_tokens]]
        common = 0
        for a, b in zip(held, prefix, strict=False):
            if a != b:
                break
            common += 1
        if common >= len(prefix):
            return 0
        llm.n_tokens = common
        meter = Meter(StopFlag(should_stop))
        self._meter = meter
        try:
            llm.eval(prefix[common:])
        except _Cancelled:
            pass
        finally:
            self._meter = None
        return meter.prompt_evaluated

    def _shared_prefix(self, system_prompt: str) -> list[int]:
        """Tokens that every prompt with this system prompt starts with."""
        llm = self._require()
        assert self._formatter is not None
        system = [ChatMessage("system", system_prompt)] if system_prompt else []
        renders = [
            self._formatter(messages=_llama_messages([*system, ChatMessage("user", probe)])).prompt
            for probe in ("a", "b")
        ]
        first, second = (llm.tokenize(r.encode("utf-8"), add_bos=False, special=True)
                         for r in renders)  # fmt: skip
        shared = 0
        for a, b in zip(first, second, strict=False):
            if a != b:
                break
            shared += 1
        return list(first[:shared])

    def _stream(
        self, llm: Any, fit: FitResult, params: SamplingParams
    ) -> Iterator[tuple[str, str | None]]:
        kwargs = params.llama_kwargs()
        kwargs["seed"] = self._reply_seed(params)
        stream = llm.create_chat_completion(
            messages=_llama_messages(fit.messages),
            stream=True,
            max_tokens=max(1, fit.max_tokens),
            **kwargs,
        )
        try:
            for chunk in stream:
                choice = chunk["choices"][0]
                yield choice["delta"].get("content") or "", choice.get("finish_reason")
        finally:
            stream.close()  # keeps the KV prefix: input_ids hold only evaluated tokens

    def _reply_seed(self, params: SamplingParams) -> int:
        if params.seed is not None:
            return params.seed
        if self._base_seed is not None:
            return self._base_seed
        return secrets.randbits(31)


def _llama_messages(messages: Sequence[ChatMessage]) -> Any:
    """llama-cpp-python's TypedDict message list (typed loosely: its unions are not exported)."""
    return [m.as_llama() for m in messages]


def _conversation_key(messages: Sequence[ChatMessage]) -> tuple[str, str]:
    system = messages[0].content if messages and messages[0].role == "system" else ""
    first_user = next((m.content for m in messages if m.role == "user"), "")
    return system, first_user


def _token_text(llm: Any, token: int) -> str:
    if token < 0:
        return ""
    text: str = llm._model.token_get_text(token)
    return text
