"""A model's tokenizer on its own, to count tokens away from the engine thread.

Attached documents are cut into passages and fitted into a budget in *real* tokens, but the
loaded model belongs to the engine thread (it may be generating). llama.cpp can load a GGUF file's
vocabulary without its weights (`vocab_only`): a few MB and tens of milliseconds, and tokenizing
with it touches nothing the engine uses. One such vocabulary is kept (the last model asked for),
shared by the document thread and the GUI thread; llama.cpp's tokenizer only reads it.

Loaded through llama.cpp's C API rather than `llama_cpp.Llama`, which with `verbose=False`
silences the whole process's stdout/stderr while it loads and frees itself in `__del__` at exit.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import llama_cpp

from qwen_desktop.core.llm import cpu_backend, llama_log
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

log = logging.getLogger(__name__)


class VocabLoadError(Exception):
    pass


class Vocab:
    def __init__(self, path: Path) -> None:
        llama_log.install()
        cpu_backend.choose()
        llama_cpp.llama_backend_init()
        params = llama_cpp.llama_model_default_params()
        params.vocab_only = True
        self.path = path
        self._model = llama_cpp.llama_model_load_from_file(str(path).encode("utf-8"), params)
        if not self._model:
            raise VocabLoadError(f"no vocabulary in {path.name}")
        self._vocab = llama_cpp.llama_model_get_vocab(self._model)
        self._lock = threading.Lock()

    def count(self, text: str) -> int:
        """Tokens of `text` as the model reads it inside a message (no BOS; control-token text
        is plain text, as attached documents are)."""
        data = text.encode("utf-8")
        if not data:
            return 0
        with self._lock:  # llama.cpp answers -n when the (empty) buffer is too small for n
            if not self._model:  # replaced by another model's vocabulary meanwhile
                return estimate_tokens(text)
            return -int(llama_cpp.llama_tokenize(self._vocab, data, len(data), None, 0,
                                                 False, False))  # fmt: skip

    def close(self) -> None:
        with self._lock:
            if self._model:
                llama_cpp.llama_model_free(self._model)
                self._model = None


_cached: Vocab | None = None
_failed: set[Path] = set()
_cache_lock = threading.Lock()


def token_counter(model: Path | None, *, wait: bool = True) -> TokenCounter:
    """The exact counter of this model's tokenizer, loaded once; the per-script estimate when there
    is no local model (a remote server answers) or its vocabulary does not load. With
    `wait=False` (the GUI thread) a vocabulary not loaded yet is not waited for: the estimate
    answers, and the exact count follows once a background thread has loaded it (`preload`)."""
    global _cached
    if model is None or not model.is_file():
        return estimate_tokens
    if not _cache_lock.acquire(blocking=wait):
        return estimate_tokens
    try:
        if _cached is not None and _cached.path == model:
            return _cached.count
        if model in _failed or not wait:
            return estimate_tokens
        try:
            vocab = Vocab(model)
        except (VocabLoadError, OSError, ValueError):
            log.warning("could not read the tokenizer of %s; estimating", model, exc_info=True)
            _failed.add(model)
            return estimate_tokens
        if _cached is not None:
            _cached.close()
        _cached = vocab
        return vocab.count
    finally:
        _cache_lock.release()
