"""How much memory a context size costs, before the user picks it.

The KV cache holds K and V for every layer and token: layers × KV heads × head size × 2 × bytes
per value (f16: 2). Qwen2.5-0.5B: 24 × 2 × 64 × 2 × 2 = 12,288 bytes a token, so 4k tokens cost
48 MB and 32k cost 384 MB on top of the model itself.
"""

from __future__ import annotations

from qwen_desktop.core.models.gguf import GgufInfo

QWEN_0_5B_KV_BYTES_PER_TOKEN = 24 * 2 * 64 * 2 * 2


def kv_bytes_per_token(info: GgufInfo | None, bytes_per_value: int = 2) -> int:
    """From the model's own header when it says; Qwen2.5-0.5B's shape otherwise."""
    if info is None:
        return QWEN_0_5B_KV_BYTES_PER_TOKEN
    arch = info.architecture
    meta = info.metadata
    layers = meta.get(f"{arch}.block_count")
    heads = meta.get(f"{arch}.attention.head_count")
    kv_heads = meta.get(f"{arch}.attention.head_count_kv", heads)
    width = meta.get(f"{arch}.embedding_length")
    key_length = meta.get(f"{arch}.attention.key_length")
    if not all(isinstance(v, int) and v > 0 for v in (layers, heads, kv_heads, width)):
        return QWEN_0_5B_KV_BYTES_PER_TOKEN
    assert isinstance(layers, int) and isinstance(heads, int) and isinstance(kv_heads, int)
    assert isinstance(width, int)
    head_size = key_length if isinstance(key_length, int) and key_length > 0 else width // heads
    return layers * kv_heads * head_size * 2 * bytes_per_value


def kv_megabytes(n_ctx: int, per_token: int) -> int:
    return round(n_ctx * per_token / 1_000_000)
