"""Will a model run well on this machine? Memory it needs, memory free, and reply speed here.

Memory, as measured with llama.cpp 0.3.36 on the CPU (benchmarks/bench_fit.py compares the
estimate with a real load): the weights (the file, memory-mapped and read whole), the KV cache
(layers × context × KV heads × head size × K and V × 2 bytes), the part of the compute buffer a
reply touches (about 724 bytes per vocabulary entry for the output logits' scratch, plus the
feed-forward activations of one batch), and the app itself (Python, Qt, the window).

Speed: decoding a token reads every weight once, so on a CPU it is bound by memory bandwidth,
plus a fixed cost per layer (thread hand-offs, small kernels): seconds a token ≈ model bytes /
bandwidth + layers × 0.21 ms. The bandwidth is this machine's own, from the best evidence there
is: the decode speed of a model the app has measured here, else a one-second probe (a
matrix-vector product over 256 MB, which reads memory the way a decode does; llama.cpp's Q4_K
decode reaches 85 % of it). Nothing comes from a table of CPUs. The two constants were fitted
on the development VM with two models 5 × apart in size (SmolLM2-135M and Qwen2.5-0.5B:
100 and 42 tokens/s); benchmarks/bench_fit.py checks the result against a fresh measurement.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import StrEnum

from qwen_desktop.core.models.gguf import GgufInfo

MIB = 1024 * 1024
RUNTIME_BYTES = 170 * MIB  # the app with its window and no model (measured: bench_fit.py)
COMPUTE_BASE_BYTES = 24 * MIB
COMPUTE_BYTES_PER_VOCAB = 724
DECODE_EFFICIENCY = 0.85  # share of the probe's bandwidth a llama.cpp decode achieves
LAYER_OVERHEAD_S = 0.00021  # fixed cost of one layer of one token
SLOW_TOKENS_PER_S = 8.0  # below this a reply comes about as slowly as people read, or slower
# A thinking model writes hundreds of tokens of thinking before the first word of its answer:
# it runs well only where that wait stays short.
SLOW_THINKING_TOKENS_PER_S = 15.0
HEADROOM = 0.9  # leave a tenth of the free memory to the rest of the system


class Verdict(StrEnum):
    RUNS_WELL = "runs well"
    SLOW = "slow"
    WONT_FIT = "will not fit"


@dataclass(frozen=True)
class Shape:
    """What memory and speed depend on, beside the file size (the model's config)."""

    layers: int
    kv_heads: int
    head_dim: int
    vocab: int
    ffn: int

    @classmethod
    def of(cls, info: GgufInfo) -> Shape | None:
        """From a GGUF header; None when it does not say."""
        arch, meta = info.architecture, info.metadata
        layers = meta.get(f"{arch}.block_count")
        heads = meta.get(f"{arch}.attention.head_count")
        kv_heads = meta.get(f"{arch}.attention.head_count_kv", heads)
        width = meta.get(f"{arch}.embedding_length")
        ffn = meta.get(f"{arch}.feed_forward_length")
        key_length = meta.get(f"{arch}.attention.key_length")
        vocab = meta.get("tokenizer.ggml.tokens")  # arrays are read as their length
        values = (layers, heads, kv_heads, width, ffn, vocab)
        if not all(isinstance(v, int) and v > 0 for v in values):
            return None
        assert isinstance(layers, int) and isinstance(heads, int) and isinstance(width, int)
        assert isinstance(kv_heads, int) and isinstance(ffn, int) and isinstance(vocab, int)
        head = key_length if isinstance(key_length, int) and key_length > 0 else width // heads
        return cls(layers, kv_heads, head, vocab, ffn)


@dataclass(frozen=True)
class Fit:
    memory_bytes: int  # what the app needs with this model loaded
    available_bytes: int  # what this machine has free now
    tokens_per_s: float  # expected reply speed here
    verdict: Verdict


def kv_bytes(shape: Shape, n_ctx: int) -> int:
    return shape.layers * n_ctx * shape.kv_heads * shape.head_dim * 2 * 2


def memory_needed(file_bytes: int, shape: Shape, n_ctx: int, n_ubatch: int = 512) -> int:
    compute = COMPUTE_BASE_BYTES + shape.vocab * COMPUTE_BYTES_PER_VOCAB + n_ubatch * shape.ffn * 8
    return file_bytes + kv_bytes(shape, n_ctx) + compute + RUNTIME_BYTES


def judge(memory: int, available: int, tokens_per_s: float, thinks: bool = False) -> Verdict:
    if memory > available * HEADROOM:
        return Verdict.WONT_FIT
    slow = SLOW_THINKING_TOKENS_PER_S if thinks else SLOW_TOKENS_PER_S
    return Verdict.SLOW if tokens_per_s < slow else Verdict.RUNS_WELL


def decode_speed(file_bytes: int, layers: int, bandwidth: float) -> float:
    """Tokens/s with the decode `bandwidth` (bytes/s) of this machine."""
    seconds = file_bytes / bandwidth + layers * LAYER_OVERHEAD_S
    return 1 / seconds if seconds > 0 else 0.0


def decode_bandwidth(file_bytes: int, layers: int, tokens_per_s: float) -> float | None:
    """The decode bandwidth a measured speed implies (the inverse of `decode_speed`)."""
    weights_s = 1 / tokens_per_s - layers * LAYER_OVERHEAD_S if tokens_per_s > 0 else 0.0
    return file_bytes / weights_s if weights_s > 0 else None


def fit(file_bytes: int, shape: Shape, n_ctx: int, available: int, bandwidth: float,
        thinks: bool = False) -> Fit:  # fmt: skip
    memory = memory_needed(file_bytes, shape, n_ctx)
    speed = decode_speed(file_bytes, shape.layers, bandwidth)
    return Fit(memory, available, round(speed, 1), judge(memory, available, speed, thinks))


def available_memory() -> int:
    """Memory the system can give without swapping (psutil: free plus reclaimable caches)."""
    import psutil

    return int(psutil.virtual_memory().available)


def bandwidth_from_speeds(measured: list[tuple[int, int, float]]) -> float | None:
    """Decode bandwidth from speeds measured here: (model bytes, layers, tokens/s); the fastest
    (a slower one was slowed by something else)."""
    rates = [decode_bandwidth(size, layers, speed) for size, layers, speed in measured]
    found = [r for r in rates if r]
    return max(found) if found else None


def probe_bandwidth(seconds: float = 1.0) -> float:
    """The decode bandwidth this machine's memory allows: what a matrix-vector product streams
    here over about `seconds`, times DECODE_EFFICIENCY (numpy comes with llama-cpp-python;
    imported only when asked)."""
    import numpy as np

    matrix = np.ones((16384, 4096), dtype=np.float32)  # 256 MB: far beyond any cache
    vector = np.ones(4096, dtype=np.float32)
    matrix @ vector  # the first pass pays for page faults
    rounds, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds or rounds < 2:
        matrix @ vector
        rounds += 1
    return float(matrix.nbytes * rounds / elapsed) * DECODE_EFFICIENCY
