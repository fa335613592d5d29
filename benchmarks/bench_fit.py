"""Does the fit check tell the truth? Its estimate for the bench model against a real load.

    python benchmarks/bench_fit.py [--model GGUF] [--runs 3] [--json OUT]

Each measurement runs in a fresh process (a process that has computed on its main thread decodes
slower, and peak RSS must be the app's own):
- `runtime`: the app's window with no model: the baseline the estimate adds (RUNTIME_BYTES);
- `probe`: the one-second bandwidth probe the fit check uses, before any model is loaded (its
  decode bandwidth: the probe's times DECODE_EFFICIENCY);
- `window`: the real window loads the model at a 4,096-token context and writes a 256-token
  reply: peak RSS and decode speed.
Runs alternate (probe, window, probe, window, …) and medians are reported. Targets: predicted
memory within 15 % of the measured peak RSS, predicted decode within 25 % of the measured speed.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import median

ROOT = Path(__file__).resolve().parent.parent

N_CTX = 4096
TOKENS = 256


def peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def child(role: str, model: Path) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QWEN_DESKTOP_HOME", tempfile.mkdtemp(prefix="qd-fit-"))
    if role == "probe":
        from qwen_desktop.core.models.fit import probe_bandwidth

        return {"bandwidth": probe_bandwidth()}
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    if role == "runtime":
        from PySide6.QtCore import QTimer

        from qwen_desktop.services.container import build_services
        from qwen_desktop.services.engine.host import EngineHost
        from qwen_desktop.ui.main_window import MainWindow

        host = EngineHost()
        window = MainWindow(build_services(host))
        window.resize(1000, 800)
        window.show()
        QTimer.singleShot(1500, window.close)
        app.exec()
        host.shutdown()
        return {"peak_rss": peak_rss()}
    from benchmarks.bench_ui import gui_run

    run = gui_run(app, model, 2, TOKENS, probe=None, min_total_tokens=TOKENS, n_ctx=N_CTX)
    return {"peak_rss": peak_rss(), "decode_tps": run["gui_decode_tps"], "tokens": run["tokens"]}


def spawn(role: str, model: Path) -> dict[str, Any]:
    done = subprocess.run([sys.executable, __file__, "--model", str(model), "--child", role],
                          capture_output=True, text=True, check=True)  # fmt: skip
    data: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--child", choices=["probe", "runtime", "window"])
    args = parser.parse_args()
    if args.model is None:
        from benchmarks.bench_retrieval import bench_model

        args.model = bench_model()
    if args.child:
        print(json.dumps(child(args.child, args.model)))
        return 0
    from qwen_desktop.core.models.fit import Shape, decode_speed, memory_needed
    from qwen_desktop.core.models.gguf import check_model_file

    info = check_model_file(args.model)
    shape = Shape.of(info)
    assert shape is not None
    size = args.model.stat().st_size
    probes, windows = [], []
    runtime = spawn("runtime", args.model)["peak_rss"]
    for _ in range(args.runs):
        probes.append(spawn("probe", args.model)["bandwidth"])
        windows.append(spawn("window", args.model))
    predicted_memory = memory_needed(size, shape, N_CTX)
    measured_memory = median([w["peak_rss"] for w in windows])
    bandwidth = median(probes)
    predicted_tps = decode_speed(size, shape.layers, bandwidth)
    measured_tps = median([w["decode_tps"] for w in windows])
    report = {
        "model": args.model.name, "file_bytes": size, "n_ctx": N_CTX,
        "runtime_rss_mb": round(runtime / 1e6, 1),
        "predicted_memory_mb": round(predicted_memory / 1e6, 1),
        "measured_peak_rss_mb": round(measured_memory / 1e6, 1),
        "memory_error": round(predicted_memory / measured_memory - 1, 3),
        "probe_gb_s": [round(p / 1e9, 2) for p in probes],
        "predicted_tps": round(predicted_tps, 1),
        "measured_tps": [round(w["decode_tps"], 1) for w in windows],
        "speed_error": round(predicted_tps / measured_tps - 1, 3),
    }  # fmt: skip
    print(json.dumps(report, indent=1))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
