"""The PyInstaller bundle and its .deb, as a user meets them: built once, then the bundle's
--self-test from a clean environment on a real X server (Qt's xcb plugin, not offscreen), and the
.deb installed with dpkg, validated, run and removed without leaving files behind."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.xvfb import xvfb_display

# On a machine that has never built the bundle, its llama.cpp CPU variants are compiled first
# (about 10 minutes on 2 cores, once; packaging/llama_variants.py caches them): the module's
# first test carries that build, so it gets more than the suite's default 300 s.
pytestmark = pytest.mark.timeout(2400)
ROOT = Path(__file__).resolve().parents[2]
SIZE_LIMIT_MB = 250
AVX512_VARIANTS = {"skylakex", "cannonlake", "cascadelake", "icelake", "cooperlake", "zen4",
                   "sapphirerapids"}  # fmt: skip
# Older processors, emulated: the bundle must start and answer there with the variant they run.
OLD_CPUS = {"SandyBridge": "sandybridge", "Westmere": "sse42"}  # no AVX2 / no AVX at all
PACKAGE = "qwen-desktop"
APP_ID = "io.github.qwen_desktop.QwenDesktop"
INSTALLED = [
    Path("/opt/qwen-desktop/qwen-desktop"),
    Path("/usr/bin/qwen-desktop"),
    Path(f"/usr/share/applications/{APP_ID}.desktop"),
    Path(f"/usr/share/metainfo/{APP_ID}.metainfo.xml"),
    Path("/usr/share/icons/hicolor/256x256/apps/qwen-desktop.png"),
    Path("/usr/share/icons/hicolor/scalable/apps/qwen-desktop.svg"),
]


def folder_mb(path: Path) -> float:
    return (
        sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    )


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out),
         "--work", str(out / "work"), "--deb"],
        capture_output=True, text=True, timeout=1800, check=False,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    with xvfb_display() as value:
        yield value


def clean_env(home: Path, display: str) -> dict[str, str]:
    home.mkdir(exist_ok=True)
    return {
        "HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb", "QWEN_DESKTOP_HOME": str(home / "qwen"),
    }  # fmt: skip


def self_tests(executable: Path, model: Path, tmp_path: Path, env: dict[str, str]) -> None:
    run = subprocess.run([str(executable), "--model", str(model), "--self-test"],
                         capture_output=True, text=True, timeout=300, env=env,
                         cwd=str(tmp_path), check=False)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Could not load the Qt platform plugin" not in run.stderr
    data = json.loads(run.stdout.strip().splitlines()[-1])
    assert {"load_s", "ttft_ms", "tokens_per_s", "tokens", "window_shown_s"} <= set(data)
    assert data["tokens"] > 0 and data["tokens_per_s"] > 0
    assert data["platform"] == env["QT_QPA_PLATFORM"]
    assert data["cpu_backend"] not in ("", "built-in")  # a per-CPU variant, chosen here
    if "AVX512F" in data["cpu_features"]:  # this VM: an AVX-512 variant, not the AVX2 one
        assert data["cpu_backend"] in AVX512_VARIANTS, data
    print(f"{executable} self-test: {data}")
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"not a model")
    bad = subprocess.run([str(executable), "--model", str(broken), "--self-test"],
                         capture_output=True, text=True, timeout=300, env=env,
                         check=False)  # fmt: skip
    assert bad.returncode == 1 and "not a GGUF model file" in bad.stderr


@pytest.mark.slow
def test_bundle_runs_self_test_in_a_clean_environment(
    dist: Path, display: str, test_model_path: Path, tmp_path: Path
) -> None:
    bundle = dist / "qwen-desktop"
    executable = bundle / "qwen-desktop"
    assert executable.is_file()
    internal = bundle / "_internal"
    names = {p.name for p in internal.rglob("*")}
    assert "libllama.so" in names and "libggml.so.0" in names  # llama.cpp's own libraries
    variants = {n[len("libggml-cpu-") : -3] for n in names if n.startswith("libggml-cpu-")}
    assert {"x64", "sse42", "sandybridge", "haswell", "skylakex", "icelake"} <= variants
    assert "qwen_desktop_zh_CN.qm" in names
    assert not any("WebEngine" in n or "Qt6Qml" in n or "Qt6Quick" in n for n in names)
    size = folder_mb(bundle)
    print(f"bundle: {size:.0f} MB on disk")
    assert size < SIZE_LIMIT_MB
    assert "libqxcb.so" in names and "libxcb-cursor.so.0" in names  # a stock desktop lacks it
    self_tests(executable, test_model_path, tmp_path, clean_env(tmp_path / "home", display))


def _dpkg(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["dpkg", *args], capture_output=True, text=True, timeout=600,
                          check=False)  # fmt: skip


@pytest.mark.slow
def test_the_deb_installs_validates_runs_and_removes_cleanly(
    dist: Path, display: str, test_model_path: Path, tmp_path: Path
) -> None:
    assert os.geteuid() == 0, "installing the .deb needs root (CI runs as root)"
    debs = sorted(dist.glob(f"{PACKAGE}_*.deb"))
    assert len(debs) == 1, sorted(p.name for p in dist.iterdir())
    info = subprocess.run(["dpkg-deb", "--field", str(debs[0]), "Package", "Depends"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert f"Package: {PACKAGE}" in info and "libc6" in info
    _dpkg("--purge", PACKAGE)  # a leftover from an interrupted run
    installed = _dpkg("-i", str(debs[0]))
    assert installed.returncode == 0, installed.stdout + installed.stderr
    try:
        for path in INSTALLED:
            assert path.exists(), path
        desktop = shutil.which("desktop-file-validate")
        appstream = shutil.which("appstreamcli")
        assert desktop and appstream, "install desktop-file-utils and appstream"
        checked = subprocess.run([desktop, str(INSTALLED[2])], capture_output=True, text=True,
                                 check=False)  # fmt: skip
        assert checked.returncode == 0 and "error" not in checked.stdout, checked.stdout
        meta = subprocess.run([appstream, "validate", "--no-net", str(INSTALLED[3])],
                              capture_output=True, text=True, check=False)  # fmt: skip
        assert meta.returncode == 0, meta.stdout + meta.stderr
        home = tmp_path / "home"
        self_tests(Path("/usr/bin/qwen-desktop"), test_model_path, tmp_path,
                   clean_env(home, display))  # fmt: skip
    finally:
        removed = _dpkg("--purge", PACKAGE)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    left = [path for path in INSTALLED if path.exists()] + (
        [Path("/opt/qwen-desktop")] if Path("/opt/qwen-desktop").exists() else []
    )
    assert left == []
    assert _dpkg("--status", PACKAGE).returncode != 0  # dpkg no longer knows it


@pytest.mark.slow
@pytest.mark.parametrize("cpu", sorted(OLD_CPUS))
def test_the_bundle_answers_on_a_processor_without_avx2_or_avx(
    dist: Path, test_model_path: Path, tmp_path: Path, cpu: str
) -> None:
    """Under qemu-user as that processor: the app with the bundle's llama.cpp libraries picks the
    variant it can run and answers (a build fixed at AVX2 dies there with SIGILL at model load).

    The installed package runs rather than the bundle's executable: PyInstaller's bootloader
    starts itself again with execve, which qemu-user does not follow (the second process would
    run natively, on this machine's CPU)."""
    qemu = shutil.which("qemu-x86_64")
    if qemu is None:
        pytest.skip("qemu-user is not installed (Debian: apt-get install qemu-user)")
    libs = dist / "qwen-desktop" / "_internal" / "llama_cpp" / "lib"
    assert (libs / "libggml-cpu-x64.so").is_file()
    env = {**clean_env(tmp_path / "home", ""), "QT_QPA_PLATFORM": "offscreen",
           "LLAMA_CPP_LIB_PATH": str(libs), "PYTHONPATH": str(ROOT)}  # fmt: skip
    run = subprocess.run(
        [qemu, "-cpu", cpu, sys.executable, "-m", "qwen_desktop", "--model",
         str(test_model_path), "--self-test", "--prompt", "Hi"],
        capture_output=True, text=True, timeout=900, env=env, check=False,
    )  # fmt: skip
    assert run.returncode == 0, f"exit {run.returncode}: {run.stdout[-2000:]}{run.stderr[-2000:]}"
    data = json.loads(run.stdout.strip().splitlines()[-1])
    assert data["cpu_backend"] == OLD_CPUS[cpu] and data["tokens"] > 0, data
    print(f"{cpu}: {data}")
