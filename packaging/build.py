r"""Build the one-folder bundle: `python packaging/build.py` (after `pip install -e '.[test]'`).

Output: dist/qwen-desktop/ with the `qwen-desktop` executable. The bundle must run on any x86-64
laptop at that laptop's own speed: it carries llama.cpp with one CPU backend per instruction-set
level (built once into a cache folder by packaging/llama_variants.py, whatever llama-cpp-python
this checkout's venv was built with), and the app loads the best one at run time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import deb  # noqa: E402  (sibling modules; this file is run as a script)
import llama_variants  # noqa: E402
import plugin_deps  # noqa: E402

SPEC = ROOT / "packaging" / "qwen-desktop.spec"


def variant_libraries(work: Path) -> list[Path]:
    if not llama_variants.wanted():
        print("llama.cpp: the installed build (no CPU variants on this platform)", flush=True)
        return []
    libraries = llama_variants.libraries(work)
    names = sorted(p.name[len("libggml-cpu-") : -3] for p in libraries if "-cpu-" in p.name)
    print(f"llama.cpp CPU variants: {', '.join(names)}", flush=True)
    return libraries


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
    libraries = variant_libraries(args.work)
    checked = plugin_deps.check_source_qt()
    print("Qt platform plugins resolve:", ", ".join(p.name for p in checked), flush=True)
    started = time.monotonic()
    env = dict(os.environ)
    if libraries:
        env["QWEN_DESKTOP_LLAMA_LIBS"] = os.pathsep.join(map(str, libraries))
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
         "--distpath", str(args.dist), "--workpath", str(args.work), "--log-level", "WARN"],
        check=True, cwd=ROOT, env=env,
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
