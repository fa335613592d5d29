"""The bundle's llama.cpp (per-CPU variants, the best chosen at run time) against a build made for
this very machine (GGML_NATIVE=ON, the README's source install).

    python benchmarks/bench_cpu_builds.py --model PATH [--runs 3] [--json OUT]

Each measurement runs in a fresh process with llama-cpp-python's own LLAMA_CPP_LIB_PATH pointing
at one build's libraries: the installed (native) ones, or the variant wheel's as the bundle
carries them (packaging/llama_variants.py). Raw llama-cpp-python, 2 threads: a 512-token prompt
evaluated (tokens/s), then 128 greedy tokens (decode tokens/s). The builds alternate, medians
are compared. Targets: bundle / native >= 0.95 for both.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "packaging"))

from benchmarks.common import median

PROMPT_TOKENS = 512
DECODE_TOKENS = 128
FILLER = (
    "The lighthouse keeper wrote in his log every evening: the weather, the ships that passed, "
    "the state of the lamp and the oil, and what the sea had brought to the rocks that day. "
)


def child(model: Path, threads: int) -> dict[str, Any]:
    import llama_cpp

    from qwen_desktop.core.llm import cpu_backend, llama_log

    llama_log.install()
    backend = cpu_backend.choose()
    llm = llama_cpp.Llama(model_path=str(model), n_ctx=2048, n_threads=threads,
                          n_threads_batch=threads, verbose=False)  # fmt: skip
    tokens = llm.tokenize((FILLER * 40).encode("utf-8"))[:PROMPT_TOKENS]
    started = time.perf_counter()
    llm.eval(tokens)
    prompt_s = time.perf_counter() - started
    first = 0.0
    count = 0
    for _chunk in llm.create_completion(prompt=tokens, max_tokens=DECODE_TOKENS, stream=True,
                                        temperature=0.0, top_k=1):  # fmt: skip
        count += 1
        if count == 1:
            first = time.perf_counter()
    decode_s = time.perf_counter() - first
    llm.close()
    return {"backend": backend.name, "prompt_tps": len(tokens) / prompt_s,
            "decode_tps": (count - 1) / decode_s}  # fmt: skip


def spawn(model: Path, threads: int, libs: Path | None) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("LLAMA_CPP_LIB_PATH", None)
    if libs is not None:
        env["LLAMA_CPP_LIB_PATH"] = str(libs)
    command = [sys.executable, __file__, "--model", str(model), "--threads", str(threads),
               "--child"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.model, args.threads)))
        return 0
    import llama_variants

    with tempfile.TemporaryDirectory() as work:
        bundle_libs = llama_variants.libraries(Path(work))[0].parent
        runs: dict[str, list[dict[str, Any]]] = {"native": [], "bundle": []}
        for _ in range(args.runs):  # alternating: a shared host drifts
            runs["native"].append(spawn(args.model, args.threads, None))
            runs["bundle"].append(spawn(args.model, args.threads, bundle_libs))
    result: dict[str, Any] = {"runs": runs}
    for build, measured in runs.items():
        result[build] = {key: median([m[key] for m in measured])
                         for key in ("prompt_tps", "decode_tps")}  # fmt: skip
        result[build]["backend"] = measured[0]["backend"]
    for key in ("prompt_tps", "decode_tps"):
        result[f"{key}_ratio"] = result["bundle"][key] / result["native"][key]
    native, bundle = result["native"], result["bundle"]
    print(f"native build ({native['backend']}): prompt {native['prompt_tps']:.1f} tok/s, "
          f"decode {native['decode_tps']:.1f} tok/s (runs: "
          f"{[round(m['prompt_tps'], 1) for m in runs['native']]} / "
          f"{[round(m['decode_tps'], 1) for m in runs['native']]})")  # fmt: skip
    print(f"bundle build ({bundle['backend']}): prompt {bundle['prompt_tps']:.1f} tok/s, "
          f"decode {bundle['decode_tps']:.1f} tok/s (runs: "
          f"{[round(m['prompt_tps'], 1) for m in runs['bundle']]} / "
          f"{[round(m['decode_tps'], 1) for m in runs['bundle']]})")  # fmt: skip
    print(f"bundle / native: prompt {result['prompt_tps_ratio']:.3f}, decode "
          f"{result['decode_tps_ratio']:.3f} (targets >= 0.95)")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
