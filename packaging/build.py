r"""Build the one-folder bundle: `python packaging/build.py` (after `pip install -e '.[test]'`).

Output: dist/qwen-desktop/ with the `qwen-desktop` executable. The build refuses a llama.cpp
compiled for this machine's CPU only (-march=native): the bundle must run on any x86-64 laptop.
Install llama-cpp-python portably first:

    CMAKE_ARGS="-DGGML_NATIVE=OFF" pip install --no-cache-dir --force-reinstall \
        llama-cpp-python==0.3.36

(add -DGGML_AVX2=OFF -DGGML_FMA=OFF -DGGML_F16C=OFF for CPUs older than 2013 without AVX2).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import deb  # noqa: E402  (sibling modules; this file is run as a script)
import plugin_deps  # noqa: E402

SPEC = ROOT / "packaging" / "qwen-desktop.spec"
# Instruction sets that a portable (GGML_NATIVE=OFF) build does not enable; seeing one means the
# library was tuned to the build machine and would crash with SIGILL on older laptops.
NATIVE_ONLY = ("AVX512", "AVX_VNNI", "AMX", "AVX512_BF16")


def check_portable_llama() -> str:
    code = "import llama_cpp; print(llama_cpp.llama_print_system_info().decode())"
    info = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip
    enabled = {
        part.split("=")[0].strip()
        for part in info.replace("CPU :", "|").split("|")
        if part.strip().endswith("= 1")
    }
    native = sorted(f for f in enabled if any(f.startswith(n) for n in NATIVE_ONLY))
    if native:
        raise SystemExit(
            f"llama.cpp was built for this CPU ({', '.join(native)}); rebuild it portably:\n"
            + __doc__.split("first:")[1].split("(add")[0].strip()
        )
    return info.strip()


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--deb", action="store_true", help="also build a .deb (Debian/Ubuntu)")
    args = parser.parse_args()
    print("llama.cpp:", check_portable_llama(), flush=True)
    checked = plugin_deps.check_source_qt()
    print("Qt platform plugins resolve:", ", ".join(p.name for p in checked), flush=True)
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
         "--distpath", str(args.dist), "--workpath", str(args.work), "--log-level", "WARN"],
        check=True, cwd=ROOT,
    )  # fmt: skip
    bundle = args.dist / "qwen-desktop"
    if not (bundle / "qwen-desktop").exists() and not (bundle / "qwen-desktop.exe").exists():
        raise SystemExit(f"no executable in {bundle}")
    bundled = plugin_deps.check_bundle(bundle)
    if sys.platform.startswith("linux") and not any(p.name == "libqxcb.so" for p in bundled):
        raise SystemExit(f"the bundle carries no xcb platform plugin: {bundle}")
    if args.deb:
        package = deb.build_deb(bundle, args.dist, args.work)
        print(f"built {package}: {package.stat().st_size / 1e6:.0f} MB", flush=True)
    shutil.rmtree(args.work, ignore_errors=True)
    size_mb = folder_size(bundle) / 1e6
    print(f"built {bundle} in {time.monotonic() - started:.0f} s: {size_mb:.0f} MB on disk")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
