"""llama.cpp knobs, measured on this machine instead of guessed.

    python benchmarks/bench_knobs.py --model PATH [--runs 2] [--json OUT]

Each configuration runs in a fresh process (so memory and OpenMP state do not leak between
them), configurations interleaved run by run, medians reported. Per run: prompt evaluation of a
~1,000-token conversation, 128 greedy tokens of decode, peak RSS, and the greedy tokens
themselves (a knob is only worth adopting if greedy output is unchanged). Prompt-lookup decoding
(llama-cpp-python's LlamaPromptLookupDecoding, which turns on logits_all: an n_ctx x 151,936
float array) is measured on a prompt that rewrites a given piece of code, where it should help.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import SYSTEM, long_conversation, median

GGML_TYPE_Q8_0 = 8
DECODE_TOKENS = 128
BASE: dict[str, Any] = {"n_ctx": 4096, "n_batch": 512, "n_ubatch": 512, "flash_attn": False,
                        "type_k": None, "type_v": None, "threads": 2}  # fmt: skip
Q8_KV = {"type_k": GGML_TYPE_Q8_0, "type_v": GGML_TYPE_Q8_0, "flash_attn": True}
CONFIGS: dict[str, dict[str, Any]] = {
    "baseline (4k, f16 KV, batch 512)": {},
    "flash attention": {"flash_attn": True},
    "n_batch 256 / n_ubatch 256": {"n_batch": 256, "n_ubatch": 256},
    "n_ubatch 128": {"n_ubatch": 128},
    "n_batch 1024 / n_ubatch 1024": {"n_batch": 1024, "n_ubatch": 1024},
    "KV q8_0 (+ flash attention)": Q8_KV,
    "32k context, f16 KV": {"n_ctx": 32768},
    "32k context, KV q8_0 + flash attention": {"n_ctx": 32768, **Q8_KV},
    "threads = 1": {"threads": 1},
    "threads = logical CPUs": {"threads": os.cpu_count() or 2},
}
CODE = """def total(items):
    result = 0
    for item in items:
        if item["price"] > 0:
            result = result + item["price"] * item["count"]
    return result


def names(items):
    out = []
    for item in items:
        out.append(item["name"].strip().title())
    return out
"""
REWRITE = "Rewrite this Python code with type hints and docstrings. Keep the logic:\n\n" + CODE
LOOKUP: dict[str, dict[str, Any]] = {
    "code rewrite, plain decoding": {},
    "code rewrite, prompt-lookup decoding": {"lookup": True},
}


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def child(model: Path, config: dict[str, Any], scenario: str) -> dict[str, Any]:
    import llama_cpp
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    from qwen_desktop.core.llm import llama_log

    llama_log.install()
    options = {**BASE, **config}
    lookup = options.pop("lookup", False)
    threads = options.pop("threads")
    started = time.perf_counter()
    llm: Any = llama_cpp.Llama(
        model_path=str(model), n_threads=threads, n_threads_batch=threads, verbose=False,
        chat_format="chat_template.default",
        draft_model=LlamaPromptLookupDecoding(num_pred_tokens=10) if lookup else None,
        **options,
    )  # fmt: skip
    load_s = time.perf_counter() - started
    if scenario == "code":
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": REWRITE}]
        max_tokens = 256
    else:
        messages = [{"role": m.role, "content": m.content}
                    for m in long_conversation(1000, _counter(llm))]  # fmt: skip
        max_tokens = DECODE_TOKENS
    prompt = llm.tokenize(_render(llm, messages).encode("utf-8"), add_bos=False, special=True)
    t0 = time.perf_counter()
    llm.eval(prompt)
    eval_s = time.perf_counter() - t0
    llm.reset()
    first_t = last_t = 0.0
    for chunk in llm.create_chat_completion(
        messages=messages, stream=True, max_tokens=max_tokens, temperature=0.0, top_k=1,
        repeat_penalty=1.0, seed=1,
    ):  # fmt: skip
        if chunk["choices"][0]["delta"].get("content"):
            now = time.perf_counter()
            first_t = first_t or now
            last_t = now
    n_decoded = llm.n_tokens - len(prompt)
    text_tokens = [int(t) for t in llm.input_ids[len(prompt) : llm.n_tokens]]
    llm.close()
    return {
        "load_s": load_s,
        "prompt_tokens": len(prompt),
        "prompt_eval_tps": len(prompt) / eval_s,
        "decode_tps": (n_decoded - 1) / (last_t - first_t) if last_t > first_t else 0.0,
        "decoded": n_decoded,
        "peak_rss_mb": _peak_rss_mb(),
        "tokens": text_tokens,
    }


def _render(llm: Any, messages: list[dict[str, str]]) -> str:
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    template = llm.metadata["tokenizer.chat_template"]
    formatter = Jinja2ChatFormatter(template=template, eos_token="<|im_end|>", bos_token="")
    prompt: str = formatter(messages=cast(Any, messages)).prompt
    return prompt


def _counter(llm: Any) -> Any:
    def count(messages: Any) -> int:
        raw = [{"role": m.role, "content": m.content} for m in messages]
        return len(llm.tokenize(_render(llm, raw).encode("utf-8"), add_bos=False, special=True))

    return count


def _spawn(model: Path, name: str, scenario: str) -> dict[str, Any]:
    config = {**CONFIGS, **LOOKUP}[name]
    command = [sys.executable, __file__, "--model", str(model), "--child", json.dumps(config),
               "--scenario", scenario]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    data: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--scenario", default="chat", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.model, json.loads(args.child), args.scenario)))
        return 0
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in [*CONFIGS, *LOOKUP]}
    for _ in range(args.runs):  # interleaved: machine drift hits every configuration alike
        for name in CONFIGS:
            runs[name].append(_spawn(args.model, name, "chat"))
        for name in LOOKUP:
            runs[name].append(_spawn(args.model, name, "code"))
    table = {name: _summary(results) for name, results in runs.items()}
    base = table["baseline (4k, f16 KV, batch 512)"]
    plain = table["code rewrite, plain decoding"]
    print("| configuration | prompt eval tok/s | decode tok/s | peak RSS MB | greedy output |")
    print("|---|---|---|---|---|")
    for name, row in table.items():
        ref = plain if name in LOOKUP else base
        same = "same" if row["tokens"] == ref["tokens"] else "DIFFERENT"
        eval_x = row["prompt_eval_tps"] / ref["prompt_eval_tps"]
        decode_x = row["decode_tps"] / ref["decode_tps"]
        print(f"| {name} | {row['prompt_eval_tps']:.0f} ({eval_x:.2f}x) "
              f"| {row['decode_tps']:.1f} ({decode_x:.2f}x) "
              f"| {row['peak_rss_mb']:.0f} | {same} |")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps(table, indent=2), encoding="utf-8")
    return 0


def _summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "prompt_eval_tps": median([r["prompt_eval_tps"] for r in results]),
        "decode_tps": median([r["decode_tps"] for r in results]),
        "peak_rss_mb": max(r["peak_rss_mb"] for r in results),
        "load_s": median([r["load_s"] for r in results]),
        "tokens": results[0]["tokens"],
        "runs": len(results),
    }


if __name__ == "__main__":
    raise SystemExit(main())
