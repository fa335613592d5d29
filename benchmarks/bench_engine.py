"""Engine vs raw llama-cpp-python, in one run, on the same model and prompts.

    python benchmarks/bench_engine.py --model PATH [--json OUT] [--runs 3]

Prints decode tokens/s and time to first token for short Chinese and English prompts (128 new
tokens, cold cache each time), and for a ~2,000-token conversation with a new turn appended
(warm cache), with the engine/raw ratios. Targets: decode ratio >= 0.98; appended-turn TTFT
<= 1.2 x raw's time to evaluate just the new tokens. Also `warm_first_reply` (first message after
a load with the system prompt evaluated ahead; target <= 1.2 x raw's evaluation of the user
message's tokens alone) and `reopen_from_disk` (quit, restart, continue the long conversation
from its state on disk; target TTFT < 1 s).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import llama_cpp

from benchmarks.common import NEW_TOKENS, SHORT_PROMPTS, SYSTEM, long_conversation, median
from qwen_desktop.core.llm import llama_log
from qwen_desktop.core.llm.disk_states import DiskStates
from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams

N_CTX = 4096


@dataclass
class Timing:
    ttft_ms: float
    decode_tps: float
    tokens: int


def _raw_messages(messages: list[ChatMessage]) -> Any:
    return [{"role": m.role, "content": m.content} for m in messages]


def run_raw(llm: Any, messages: list[ChatMessage], max_tokens: int) -> Timing:
    """Plain create_chat_completion(stream=True), measured from outside."""
    started = time.perf_counter()
    first_t = 0.0
    first_n = 0
    stream = llm.create_chat_completion(
        messages=_raw_messages(messages), stream=True, max_tokens=max_tokens,
        temperature=0.0, top_k=40, top_p=0.95, min_p=0.05, repeat_penalty=1.0, seed=1,
    )  # fmt: skip
    for chunk in stream:
        if chunk["choices"][0]["delta"].get("content") and not first_t:
            first_t = time.perf_counter()
            first_n = llm.n_tokens
    end_t = time.perf_counter()
    decoded = llm.n_tokens - first_n
    return Timing((first_t - started) * 1000, decoded / (end_t - first_t), llm.n_tokens)


def run_engine(engine: ChatEngine, messages: list[ChatMessage], max_tokens: int) -> Timing:
    """The engine, measured the same way from outside (n_tokens between first and last delta)."""
    llm: Any = engine._llm
    marks: list[tuple[float, int]] = []

    def on_delta(_text: str) -> None:
        if not marks:
            marks.append((time.perf_counter(), llm.n_tokens))

    started = time.perf_counter()
    params = SamplingParams(temperature=0.0, top_k=40, top_p=0.95, min_p=0.05,
                            repeat_penalty=1.0, max_tokens=max_tokens, seed=1)  # fmt: skip
    engine.generate(messages, params, on_delta=on_delta)
    end_t = time.perf_counter()
    first_t, first_n = marks[0]
    decoded = llm.n_tokens - first_n
    return Timing((first_t - started) * 1000, decoded / (end_t - first_t), llm.n_tokens)


def bench_short_prompts(raw: Any, engine: ChatEngine, runs: int) -> dict[str, Any]:
    """Short prompts, cold cache: engine vs raw decode speed and TTFT, interleaved."""
    eng_llm: Any = engine._llm
    results: dict[str, Any] = {}
    for lang, prompt in SHORT_PROMPTS.items():
        messages = [ChatMessage("system", SYSTEM), ChatMessage("user", prompt)]
        raw_runs, eng_runs = [], []
        for _ in range(runs):  # interleaved so drift in machine load hits both alike
            raw.reset()
            raw_runs.append(run_raw(raw, messages, NEW_TOKENS))
            eng_llm.reset()
            eng_runs.append(run_engine(engine, messages, NEW_TOKENS))
        row = {
            "raw_decode_tps": median([r.decode_tps for r in raw_runs]),
            "engine_decode_tps": median([r.decode_tps for r in eng_runs]),
            "raw_ttft_ms": median([r.ttft_ms for r in raw_runs]),
            "engine_ttft_ms": median([r.ttft_ms for r in eng_runs]),
        }
        row["decode_ratio"] = row["engine_decode_tps"] / row["raw_decode_tps"]
        row["ttft_ratio"] = row["engine_ttft_ms"] / row["raw_ttft_ms"]
        results[f"short_{lang}"] = row
    return results


def bench_warm_first_reply(raw: Any, engine: ChatEngine, runs: int) -> dict[str, Any]:
    """A first message right after load: with the system prompt evaluated ahead (warm start),
    against raw llama.cpp evaluating only the user message's tokens on top of that prefix."""
    eng_llm: Any = engine._llm
    question = "What is the capital of France? Answer in one sentence."
    messages = [ChatMessage("system", SYSTEM), ChatMessage("user", question)]
    quick = SamplingParams(temperature=0.0, max_tokens=8, seed=1, repeat_penalty=1.0)
    prompt = _prompt_tokens(engine, messages)
    warm_ms, cold_ms, raw_ms, warmed = [], [], [], 0
    for _ in range(runs):
        eng_llm.reset()
        cold_ms.append(engine.generate(messages, quick, conversation="first").stats.ttft_ms)
        eng_llm.reset()
        warmed = engine.warm_up(SYSTEM)
        warm_ms.append(engine.generate(messages, quick, conversation="first").stats.ttft_ms)
        raw.reset()
        raw.eval(prompt[:warmed])
        t0 = time.perf_counter()
        raw.eval(prompt[warmed:])
        raw_ms.append((time.perf_counter() - t0) * 1000)
    return {
        "prompt_tokens": len(prompt),
        "warmed_tokens": warmed,
        "user_tokens": len(prompt) - warmed,
        "cold_ttft_ms": median(cold_ms),
        "warm_ttft_ms": median(warm_ms),
        "raw_eval_user_tokens_ms": median(raw_ms),
        "warm_ttft_vs_raw_eval": median(warm_ms) / median(raw_ms),
    }


def bench_reopen_from_disk(
    model: Path, settings: LoadSettings, disk: DiskStates, messages: list[ChatMessage]
) -> dict[str, Any]:
    """A new engine (a restarted app) continues conversation 1 from its state on disk."""
    restarted = ChatEngine(disk, disk.folder / "hashes.json")
    restarted.load(model, settings)
    quick = SamplingParams(temperature=0.0, max_tokens=16, seed=1, repeat_penalty=1.0)
    try:
        reopened = restarted.generate(messages, quick, conversation=1)
    finally:
        restarted.close()
    return {
        "history_tokens": reopened.stats.prompt_tokens,
        "evaluated_tokens": reopened.stats.prompt_tokens_evaluated,
        "ttft_ms": reopened.stats.ttft_ms,
        "state_mb": disk.used() / 1e6,
    }


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    return parser.parse_args()


def main() -> int:
    args = _parse_args()

    llama_log.install()
    raw: Any = llama_cpp.Llama(
        model_path=str(args.model), n_ctx=N_CTX, n_threads=args.threads,
        n_threads_batch=args.threads, chat_format="chat_template.default", verbose=False,
    )  # fmt: skip
    disk_dir = Path(tempfile.mkdtemp(prefix="qd-kv-"))
    disk = DiskStates(disk_dir)
    load_settings = LoadSettings(n_ctx=N_CTX, n_threads=args.threads)
    engine = ChatEngine(disk, disk_dir / "hashes.json")
    engine.load(args.model, load_settings)
    eng_llm: Any = engine._llm
    results: dict[str, Any] = {"model": str(args.model), "threads": args.threads}

    results.update(bench_short_prompts(raw, engine, args.runs))
    results["warm_first_reply"] = bench_warm_first_reply(raw, engine, args.runs)

    # -- a ~2,000-token conversation, then one appended turn (warm cache) ----------------------
    history = long_conversation(2150, engine.count_prompt_tokens)
    history_tokens = engine.count_prompt_tokens(history)
    raw.reset()
    eng_llm.reset()
    cold_raw = run_raw(raw, history, 16)
    cold_engine = run_engine(engine, history, 16)
    appended = [
        *history,
        ChatMessage("assistant", "We talked about many everyday topics."),
        ChatMessage("user", "Which of them is your favourite, and why? 请简短回答。"),
    ]
    # Both have the history in their KV cache now; measure the appended turn.
    raw_append = run_raw(raw, appended, 16)
    reply = engine.generate(
        appended, SamplingParams(temperature=0.0, max_tokens=16, seed=1, repeat_penalty=1.0)
    )
    engine_append_ttft = reply.stats.ttft_ms
    new_tokens = reply.stats.prompt_tokens_evaluated
    # Raw llama.cpp time to evaluate exactly those new tokens on top of the cached prefix.
    prompt_tokens = _prompt_tokens(engine, appended)
    prefix = prompt_tokens[: len(prompt_tokens) - new_tokens]
    raw.reset()
    raw.eval(prefix)
    t0 = time.perf_counter()
    raw.eval(prompt_tokens[len(prefix) :])
    raw_eval_new_ms = (time.perf_counter() - t0) * 1000
    results["conversation"] = {
        "history_tokens": history_tokens,
        "cold_raw_ttft_ms": cold_raw.ttft_ms,
        "cold_engine_ttft_ms": cold_engine.ttft_ms,
        "appended_new_tokens": new_tokens,
        "raw_append_ttft_ms": raw_append.ttft_ms,
        "raw_eval_new_tokens_ms": raw_eval_new_ms,
        "engine_append_ttft_ms": engine_append_ttft,
        "append_ttft_vs_raw_eval": engine_append_ttft / raw_eval_new_ms,
    }

    # -- switching away from the long conversation and back (KV state cache) ---------------------
    quick = SamplingParams(temperature=0.0, max_tokens=16, seed=1, repeat_penalty=1.0)
    engine.generate(appended, quick, conversation=1)  # the KV holds it: tag it as conversation 1
    other = [ChatMessage("system", "You are a poet."), ChatMessage("user", "写一句关于秋天的诗。")]
    engine.generate(other, quick, conversation=2)  # parks 1 in the state cache (and on disk)
    back = [*appended, ChatMessage("assistant", "Tea."), ChatMessage("user", "Why tea? 为什么？")]
    returned = engine.generate(back, quick, conversation=1)
    results["switch_back"] = {
        "history_tokens": returned.stats.prompt_tokens,
        "evaluated_tokens": returned.stats.prompt_tokens_evaluated,
        "ttft_ms": returned.stats.ttft_ms,
        "cold_ttft_ms": cold_engine.ttft_ms,
    }

    # -- quitting and restarting, then continuing conversation 1 (KV state from disk) ----------
    engine.close()  # as the app does at exit: the open conversation's state is written
    again = [*back, ChatMessage("assistant", returned.text), ChatMessage("user", "好的，谢谢。")]
    results["reopen_from_disk"] = {
        **bench_reopen_from_disk(args.model, load_settings, disk, again),
        "cold_ttft_ms": cold_engine.ttft_ms,
        "raw_cold_ttft_ms": cold_raw.ttft_ms,
    }
    shutil.rmtree(disk_dir, ignore_errors=True)

    _print(results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")
    raw.close()
    return 0


def _prompt_tokens(engine: ChatEngine, messages: list[ChatMessage]) -> list[int]:
    formatter: Any = engine._formatter
    llm: Any = engine._llm
    prompt = formatter(messages=[m.as_llama() for m in messages]).prompt
    tokens: list[int] = llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True)
    return tokens


def _print(results: dict[str, Any]) -> None:
    print(f"model: {results['model']}  threads: {results['threads']}")
    for lang in SHORT_PROMPTS:
        row = results[f"short_{lang}"]
        print(
            f"short {lang}: decode raw {row['raw_decode_tps']:.1f} tok/s, engine "
            f"{row['engine_decode_tps']:.1f} tok/s, ratio {row['decode_ratio']:.3f}"
            " (target >= 0.98)"
            f" | TTFT raw {row['raw_ttft_ms']:.0f} ms, engine {row['engine_ttft_ms']:.0f} ms,"
            f" ratio {row['ttft_ratio']:.3f}"
        )
    conv = results["conversation"]
    print(
        f"conversation of {conv['history_tokens']} tokens: cold TTFT raw "
        f"{conv['cold_raw_ttft_ms']:.0f} ms, engine {conv['cold_engine_ttft_ms']:.0f} ms"
    )
    print(
        f"appended turn ({conv['appended_new_tokens']} new tokens): engine TTFT "
        f"{conv['engine_append_ttft_ms']:.0f} ms, raw TTFT {conv['raw_append_ttft_ms']:.0f} ms, "
        f"raw eval of the new tokens {conv['raw_eval_new_tokens_ms']:.0f} ms, ratio "
        f"{conv['append_ttft_vs_raw_eval']:.2f} (target <= 1.2)"
    )
    warm = results["warm_first_reply"]
    print(
        f"first reply after load ({warm['user_tokens']} user tokens, {warm['warmed_tokens']} "
        f"evaluated ahead): TTFT warm {warm['warm_ttft_ms']:.0f} ms, without warm-up "
        f"{warm['cold_ttft_ms']:.0f} ms, raw eval of the user tokens "
        f"{warm['raw_eval_user_tokens_ms']:.0f} ms, ratio {warm['warm_ttft_vs_raw_eval']:.2f} "
        "(target <= 1.2)"
    )
    disk = results["reopen_from_disk"]
    print(
        f"restart, then continue the {disk['history_tokens']}-token conversation: TTFT "
        f"{disk['ttft_ms']:.0f} ms ({disk['evaluated_tokens']} tokens evaluated; cold "
        f"{disk['cold_ttft_ms']:.0f} ms; {disk['state_mb']:.0f} MB on disk; target < 1000 ms)"
    )
    back = results["switch_back"]
    print(
        f"back to the {back['history_tokens']}-token conversation after another one: TTFT "
        f"{back['ttft_ms']:.0f} ms ({back['evaluated_tokens']} tokens evaluated; cold "
        f"{back['cold_ttft_ms']:.0f} ms; target < 1000 ms)"
    )


if __name__ == "__main__":
    raise SystemExit(main())
