"""Choosing llama.cpp's CPU build: each variant's own score, the best one loaded, a clear error
when none can run; and the build under test answers (built in, or a variant chosen)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from qwen_desktop.core.llm import cpu_backend
from qwen_desktop.core.llm.cpu_backend import BUILT_IN, NoCpuBackend, best_of, score, variants
from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams


def _fake_variant(folder: Path, name: str, value: int) -> Path:
    """A shared library that scores like a ggml CPU variant (needs a C compiler)."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        pytest.skip("no C compiler to build fake CPU variants with")
    source = folder / f"{name}.c"
    source.write_text(f"int ggml_backend_score(void) {{ return {value}; }}\n", encoding="ascii")
    library = folder / f"libggml-cpu-{name}.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    return library


def test_each_variant_scores_itself_and_the_best_that_can_run_wins(tmp_path: Path) -> None:
    for name, value in (("x64", 1), ("haswell", 0b111111), ("icelake", 0)):
        _fake_variant(tmp_path, name, value)
    (tmp_path / "libggml-cpu-haswell.so.0").symlink_to(tmp_path / "libggml-cpu-haswell.so")
    found = variants(tmp_path)
    assert set(found) == {"x64", "haswell", "icelake"}  # links to a library count once
    scores = {name: score(path) for name, path in found.items()}
    assert scores == {"x64": 1, "haswell": 63, "icelake": 0}
    assert best_of(scores) == "haswell"
    assert best_of({"icelake": 0, "zen4": 0}) is None and best_of({}) is None


def test_no_variant_that_can_run_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_variant(tmp_path, "skylakex", 0)
    for name in ("libggml.so", "libggml-base.so"):  # the real registry, with no CPU in it yet
        shutil.copy(cpu_backend.lib_folder() / name, tmp_path / name)
    monkeypatch.setattr(cpu_backend, "_chosen", None)
    monkeypatch.setattr(cpu_backend, "_has_cpu", lambda _lib: False)
    with pytest.raises(NoCpuBackend) as error:
        cpu_backend.choose(tmp_path)
    assert "skylakex" in str(error.value) and error.value.features == cpu_backend.cpu_features()


def test_the_model_loads_on_the_chosen_build_and_says_which(test_model_path: Path) -> None:
    engine = ChatEngine()
    try:
        loaded = engine.load(test_model_path, LoadSettings(n_ctx=512))
        chosen = cpu_backend.chosen()
        assert chosen is not None and loaded.cpu_backend == chosen.name
        if variants(cpu_backend.lib_folder()):  # a build with per-CPU variants (the bundle's)
            assert chosen.name != BUILT_IN and chosen.scores[chosen.name] == max(
                chosen.scores.values()
            )
        else:  # built for one machine (the README's source install)
            assert chosen.name == BUILT_IN
        reply = engine.generate([ChatMessage("user", "Hi")], SamplingParams(max_tokens=4))
        assert reply.stats.generated_tokens > 0
    finally:
        engine.close()


def test_the_processor_features_are_read() -> None:
    features = cpu_backend.cpu_features()
    assert "SSE4.2" in features  # every x86-64 CPU this suite runs on has it


def test_the_features_seen_come_from_the_variants_that_can_run() -> None:
    """CPUID through the variants' own checks: right under qemu-user too, where /proc/cpuinfo
    is the host's."""
    scores = {"x64": 1, "sse42": 5, "sandybridge": 21, "haswell": 0, "skylakex": 0}
    assert cpu_backend.features_from(scores) == ("SSE4.2", "AVX")
    assert cpu_backend.features_from({"x64": 1}) == ()
