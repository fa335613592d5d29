"""What a model is loaded with and what loading gave: plain data, free of llama_cpp.

Kept apart from the engine so settings, the window and tests can name these types without
importing llama.cpp (about 0.1 s and a native library) just to describe a load.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from qwen_desktop.core.models.gguf import GgufInfo


@dataclass(frozen=True)
class LoadSettings:
    n_ctx: int = 4096
    n_threads: int | None = None  # None: physical cores, capped
    n_threads_batch: int | None = None  # None: same as n_threads
    n_batch: int = 512
    n_ubatch: int = 512
    seed: int | None = None  # None: a fresh random seed per reply
    debug: bool = False  # let llama.cpp's own logging through
    flash_attn: bool = False
    type_k: int | None = None  # KV cache ggml types (None: llama.cpp's default, f16)
    type_v: int | None = None


@dataclass(frozen=True)
class LoadedModel:
    path: Path
    info: GgufInfo
    n_ctx: int
    n_threads: int
    load_s: float
    cpu_backend: str = ""  # the llama.cpp CPU build running it ("icelake", "built-in", …)
