"""Why llama.cpp refused a model, in terms a user can act on (a truncated download, too little
memory, an architecture this llama.cpp does not know)."""

from __future__ import annotations

from pathlib import Path

from qwen_desktop.core.errors import LoadProblem, ModelLoadError
from qwen_desktop.core.llm import llama_log
from qwen_desktop.core.models.gguf import GgufInfo


def explain_load_failure(path: Path, info: GgufInfo, exc: Exception) -> ModelLoadError:
    """Turn llama.cpp's one-line failure plus its log into the most specific problem we can name."""
    logged = llama_log.recent_problems()
    detail = "; ".join(logged) or str(exc)
    lowered = detail.lower()
    if "unknown model architecture" in lowered or "unknown architecture" in lowered:
        return ModelLoadError(
            path, LoadProblem.UNSUPPORTED_ARCH, f"architecture {info.architecture!r}"
        )
    if "not within the file bounds" in lowered or "truncated" in lowered:
        return ModelLoadError(path, LoadProblem.TRUNCATED, detail)
    if "alloc" in lowered or "out of memory" in lowered or "mmap" in lowered:
        return ModelLoadError(path, LoadProblem.OUT_OF_MEMORY, detail)
    return ModelLoadError(path, LoadProblem.LLAMA_FAILED, detail)
