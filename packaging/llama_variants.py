"""llama.cpp for the bundle: one CPU backend per instruction-set level, chosen at run time.

`GGML_BACKEND_DL=ON GGML_CPU_ALL_VARIANTS=ON` builds `libggml-cpu-x64`, `-sse42`,
`-sandybridge`, `-haswell`, `-skylakex`, `-icelake`, `-cooperlake`, `-zen4`, `-alderlake`,
`-sapphirerapids`, … beside one `libllama`/`libggml`; the app loads the best one this CPU can run
(`qwen_desktop/core/llm/cpu_backend.py`). The build machine's own llama-cpp-python (the README's
source install, built for that machine) is not what ships: this wheel is built once with these
flags and kept in a cache folder of its own (pip's wheel cache ignores CMAKE_ARGS, so it could
hand back a build made with other flags). About 10 minutes on 2 cores, once.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

FLAGS = "-DGGML_NATIVE=OFF -DGGML_BACKEND_DL=ON -DGGML_CPU_ALL_VARIANTS=ON"
# What the bundle needs of the wheel's lib folder: llama_cpp loads libllama.so by path; it needs
# libggml.so.0 and libggml-base.so.0 by their SONAMEs (RUNPATH $ORIGIN); the variants need
# libggml-base.so.0. libmtmd (images, unused) and the other copies under other names are left.
KEEP = ("libllama.so", "libggml.so.0", "libggml-base.so.0")
REQUIRED_VARIANTS = ("x64", "sse42", "sandybridge", "haswell", "skylakex", "icelake")
# Not shipped: its AMX kernels fault (#UD on `tilezero`) on the AVX-512 development VM even with
# AMX permission granted, and AMX is a server feature no laptop processor has.
LEFT_OUT = ("sapphirerapids",)


def cache_dir() -> Path:
    default = Path.home() / ".cache" / "qwen-desktop-build"
    return Path(os.environ.get("QWEN_DESKTOP_BUILD_CACHE", default)) / "llama-variants"


def version() -> str:
    """The llama-cpp-python version the app is installed with (pyproject pins it)."""
    return metadata.version("llama_cpp_python")


def wheel() -> Path:
    """The cached variant wheel of this version, built first if there is none."""
    folder = cache_dir()
    found = sorted(folder.glob(f"llama_cpp_python-{version()}-*.whl"))
    if found:
        return found[-1]
    folder.mkdir(parents=True, exist_ok=True)
    print(f"building llama-cpp-python {version()} with per-CPU variants ({FLAGS}); "
          "about 10 minutes on 2 cores, once", flush=True)  # fmt: skip
    env = dict(os.environ, CMAKE_ARGS=FLAGS)
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "--no-binary",
         "llama-cpp-python", "-w", str(folder), f"llama-cpp-python=={version()}"],
        check=True, env=env,
    )  # fmt: skip
    return wheel()


def wanted() -> bool:
    """x86-64 only: an Apple Silicon build is native (Metal) and carries its CPU backend."""
    return platform.machine().lower() in ("x86_64", "amd64")


def libraries(work: Path) -> list[Path]:
    """The wheel's libraries the bundle carries, unpacked into `work`."""
    out = work / "llama-lib"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    with zipfile.ZipFile(wheel()) as archive:
        for name in archive.namelist():
            file = name.rsplit("/", 1)[-1]
            # llama-cpp-python 0.3.36 installs the variants as data into the venv's bin/, not
            # beside libllama: the bundle puts them where the app looks (llama_cpp/lib).
            variant = file.startswith("libggml-cpu-") and file.endswith(".so")
            variant = variant and file[len("libggml-cpu-") : -3] not in LEFT_OUT
            if variant or (name.startswith("llama_cpp/lib/") and file in KEEP):
                (out / file).write_bytes(archive.read(name))
    names = {p.name for p in out.iterdir()}
    missing = [n for n in KEEP if n not in names]
    missing += [v for v in REQUIRED_VARIANTS if f"libggml-cpu-{v}.so" not in names]
    if missing:
        raise SystemExit(f"the llama.cpp variant wheel lacks {', '.join(missing)}: {wheel()}")
    return sorted(out.iterdir())
