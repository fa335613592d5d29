"""Which CPU code llama.cpp runs: the best of the per-CPU builds shipped beside it.

The bundle carries llama.cpp built with `GGML_BACKEND_DL=ON GGML_CPU_ALL_VARIANTS=ON`: one CPU
backend library per instruction-set level (`libggml-cpu-x64`, `-sse42`, `-sandybridge`,
`-haswell`, `-skylakex`, `-icelake`, `-alderlake`, `-zen4`, …). Each exports
`ggml_backend_score()`, which runs on any x86-64 CPU and answers 0 when this CPU lacks an
instruction the variant needs, else a higher number the more it uses. llama.cpp's own picker
(`ggml_backend_load_best`) is not exported and llama-cpp-python 0.3.36 never calls the loader
(its issue #2069), so without this a model load fails with "no backends are loaded". Here:
score every variant, load the best with `ggml_backend_load`, before the first model load.

A build made for one machine (the README's source install) has its CPU backend built in: then
there is nothing to choose and it is reported as "built-in". ctypes into the ggml library that
llama_cpp itself loaded (the same file, so the same process-wide registry).
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

from qwen_desktop.core.errors import QwenDesktopError

log = logging.getLogger(__name__)
BUILT_IN = "built-in"
_PREFIX = "libggml-cpu-" if sys.platform != "win32" else "ggml-cpu-"
_SUFFIX = {"win32": ".dll", "darwin": ".so"}.get(sys.platform, ".so")
# /proc/cpuinfo flag -> the name ggml gives the feature
_CPUINFO_FLAGS = {
    "sse4_2": "SSE4.2", "avx": "AVX", "f16c": "F16C", "fma": "FMA", "avx2": "AVX2",
    "bmi2": "BMI2", "avx_vnni": "AVX_VNNI", "avx512f": "AVX512F", "avx512bw": "AVX512BW",
    "avx512vl": "AVX512VL", "avx512_vbmi": "AVX512_VBMI", "avx512vbmi": "AVX512_VBMI",
    "avx512_vnni": "AVX512_VNNI", "avx512_bf16": "AVX512_BF16", "amx_int8": "AMX_INT8",
}  # fmt: skip


_HASWELL = ("SSE4.2", "AVX", "F16C", "FMA", "AVX2", "BMI2")
_AVX512 = (*_HASWELL, "AVX512")
# What each variant needs (ggml/src/CMakeLists.txt, GGML_CPU_ALL_VARIANTS): a variant that scores
# above 0 proves its features are there, read by CPUID, which is right under emulation and on
# every OS (/proc/cpuinfo under qemu-user is the host's).
VARIANT_FEATURES: dict[str, tuple[str, ...]] = {
    "x64": (), "sse42": ("SSE4.2",), "sandybridge": ("SSE4.2", "AVX"),
    "ivybridge": ("SSE4.2", "AVX", "F16C"), "piledriver": ("SSE4.2", "AVX", "F16C", "FMA"),
    "haswell": _HASWELL, "alderlake": (*_HASWELL, "AVX_VNNI"), "skylakex": _AVX512,
    "cannonlake": (*_AVX512, "AVX512_VBMI"), "cascadelake": (*_AVX512, "AVX512_VNNI"),
    "icelake": (*_AVX512, "AVX512_VBMI", "AVX512_VNNI"),
    "cooperlake": (*_AVX512, "AVX512_VNNI", "AVX512_BF16"),
    "zen4": (*_AVX512, "AVX512_VBMI", "AVX512_VNNI", "AVX512_BF16"),
    "sapphirerapids": (*_AVX512, "AVX512_VBMI", "AVX512_VNNI", "AVX512_BF16", "AMX_INT8"),
}  # fmt: skip


def features_from(scores: dict[str, int]) -> tuple[str, ...]:
    """The features proven by the variants that can run here."""
    seen = [f for name, s in scores.items() if s > 0 for f in VARIANT_FEATURES.get(name, ())]
    order = list(dict.fromkeys(f for need in VARIANT_FEATURES.values() for f in need))
    return tuple(sorted(set(seen), key=order.index))


class NoCpuBackend(QwenDesktopError):
    """No CPU build of llama.cpp that this processor can run was found (or one failed to load)."""

    def __init__(self, folder: Path, features: tuple[str, ...], detail: str) -> None:
        seen = ", ".join(features) or "none of SSE4.2/AVX/AVX2"
        super().__init__(f"no llama.cpp CPU backend can run on this processor ({seen}): {detail}")
        self.folder = folder
        self.features = features
        self.detail = detail


@dataclass(frozen=True)
class CpuBackend:
    name: str  # the variant chosen ("icelake", "sse42", …) or BUILT_IN
    path: Path | None  # its library (None when built in)
    cpu_features: tuple[str, ...]  # what this processor has: from the variants' CPUID checks,
    # or (a built-in backend) from /proc/cpuinfo
    scores: dict[str, int] = field(default_factory=dict)  # every variant's score (0: cannot run)


class _Feature(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("value", ctypes.c_char_p)]


_chosen: CpuBackend | None = None
_lock = threading.Lock()


def lib_folder() -> Path:
    """Where llama_cpp loads its shared libraries from (in the bundle too; LLAMA_CPP_LIB_PATH
    is llama-cpp-python's own override, which the benchmarks use to compare builds)."""
    import llama_cpp

    override = os.environ.get("LLAMA_CPP_LIB_PATH")
    return Path(override) if override else Path(llama_cpp.__file__).parent / "lib"


def variants(folder: Path) -> dict[str, Path]:
    """The per-CPU backend libraries in `folder`, by variant name."""
    found: dict[str, Path] = {}
    for path in sorted(folder.glob(f"{_PREFIX}*{_SUFFIX}*")):
        name = path.name[len(_PREFIX) :].split(".")[0]
        if path.is_file() and not path.is_symlink() and name:
            found.setdefault(name, path)
    return found


def cpu_features() -> tuple[str, ...]:
    """The instruction sets llama.cpp cares about that this processor reports (Linux reads
    /proc/cpuinfo; elsewhere the chosen backend's own list stands in)."""
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="ascii", errors="replace")
    except OSError:
        return ()
    line = next((ln for ln in text.splitlines() if ln.startswith("flags")), "")
    flags = set(line.partition(":")[2].split())
    return tuple(dict.fromkeys(name for flag, name in _CPUINFO_FLAGS.items() if flag in flags))


def score(path: Path) -> int:
    """The variant's own verdict on this CPU: 0 when it cannot run here."""
    lib = ctypes.CDLL(str(path))
    function = lib.ggml_backend_score
    function.restype = ctypes.c_int
    function.argtypes = []
    return int(function())


def best_of(scores: dict[str, int]) -> str | None:
    """The variant with the highest score; None when none can run here (all 0)."""
    best = max(scores, key=lambda name: scores[name], default=None)
    return best if best is not None and scores[best] > 0 else None


def _loaded_ggml() -> Path | None:
    """The ggml library file this process already has loaded (libllama's dependency).

    It must be that very file: a copy of it under another name (wheels hold libggml.so,
    libggml.so.0 and libggml.so.0.x as three copies) would be a second library with a second,
    empty backend registry."""
    try:
        maps = Path("/proc/self/maps").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for line in maps.splitlines():
        path = line.split(maxsplit=5)[-1] if line.count(" ") >= 5 else ""
        name = path.rsplit("/", 1)[-1]
        if name == "libggml.so" or name.startswith("libggml.so."):
            return Path(path)
    return None


def _ggml(folder: Path) -> ctypes.CDLL:
    name = {"win32": "ggml.dll", "darwin": "libggml.dylib"}.get(sys.platform, "libggml.so")
    import llama_cpp  # noqa: F401  (loads libllama, and with it libggml)

    lib = ctypes.CDLL(str(_loaded_ggml() or folder / name))
    lib.ggml_backend_reg_count.restype = ctypes.c_size_t
    lib.ggml_backend_reg_get.restype = ctypes.c_void_p
    lib.ggml_backend_reg_get.argtypes = [ctypes.c_size_t]
    lib.ggml_backend_reg_name.restype = ctypes.c_char_p
    lib.ggml_backend_reg_name.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_load.restype = ctypes.c_void_p
    lib.ggml_backend_load.argtypes = [ctypes.c_char_p]
    return lib


def _has_cpu(lib: ctypes.CDLL) -> bool:
    count = lib.ggml_backend_reg_count()
    names = [lib.ggml_backend_reg_name(lib.ggml_backend_reg_get(i)) for i in range(count)]
    return b"CPU" in names


def choose(folder: Path | None = None) -> CpuBackend:
    """Load the best CPU backend this processor can run (once per process); what was chosen.

    Raises NoCpuBackend when no variant scores above 0 or the best one fails to load."""
    global _chosen
    with _lock:
        if _chosen is not None:
            return _chosen
        folder = folder or lib_folder()
        lib = _ggml(folder)
        features = cpu_features()
        found = variants(folder)
        if not found or _has_cpu(lib):
            if not _has_cpu(lib):
                raise NoCpuBackend(folder, features, "no CPU backend in this build")
            _chosen = CpuBackend(BUILT_IN, None, features)
            return _chosen
        scores = {name: score(path) for name, path in found.items()}
        features = features_from(scores) or features
        best = best_of(scores)
        if best is None:
            raise NoCpuBackend(folder, features, f"tried {', '.join(sorted(scores))}")
        if not lib.ggml_backend_load(str(found[best]).encode()):
            raise NoCpuBackend(folder, features, f"{found[best].name} did not load")
        log.info("llama.cpp CPU backend: %s (scores %s)", best, scores)
        _chosen = CpuBackend(best, found[best], features, scores)
        return _chosen


def chosen() -> CpuBackend | None:
    """What `choose` picked, if it ran (for Settings ▸ About and the self-test)."""
    return _chosen
