"""A Debian package of the bundle: `python packaging/build.py --deb`.

Installs the one-folder bundle under /opt/qwen-desktop, a /usr/bin/qwen-desktop launcher, the
.desktop entry, icons in the hicolor theme and the AppStream metainfo, so the app appears in the
desktop's menu and software centre like any other. The bundle carries its own Qt and llama.cpp;
the package depends only on what every X11/Wayland desktop has.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.qwen_desktop.QwenDesktop"
PREFIX = "opt/qwen-desktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# What the bundle loads from the system rather than carrying (PyInstaller leaves out libc, GL and
# the X11/Wayland client libraries, which a desktop always has).
DEPENDS = "libc6 (>= 2.31), libgl1, libegl1, libxcb1, libx11-6, libfontconfig1, libfreetype6"
LAUNCHER = """#!/bin/sh
exec /opt/qwen-desktop/qwen-desktop "$@"
"""


def _project() -> dict[str, str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {"name": data["name"], "version": data["version"], "description": data["description"]}


def _architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()  # fmt: skip


def _folder_kb(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_deb(bundle: Path, out_dir: Path, work: Path) -> Path:
    """Lay out the package tree in `work` and build it with dpkg-deb; returns the .deb path."""
    project = _project()
    arch = _architecture()
    tree = work / "deb"
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(bundle, tree / PREFIX, symlinks=True)
    launcher = tree / "usr" / "bin" / "qwen-desktop"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER, encoding="utf-8")
    launcher.chmod(0o755)
    resources = ROOT / "resources"
    applications = tree / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(resources / f"{APP_ID}.desktop", applications / f"{APP_ID}.desktop")
    metainfo = tree / "usr" / "share" / "metainfo"
    metainfo.mkdir(parents=True)
    shutil.copy2(resources / f"{APP_ID}.metainfo.xml", metainfo / f"{APP_ID}.metainfo.xml")
    icons = tree / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        target = icons / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(resources / "icons" / f"qwen-desktop-{size}.png", target / "qwen-desktop.png")
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(resources / "icons" / "qwen-desktop.svg",
                 icons / "scalable" / "apps" / "qwen-desktop.svg")  # fmt: skip
    control = tree / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: {project['name']}\n"
        f"Version: {project['version']}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Qwen Desktop developers <qwen-desktop@users.noreply.github.com>\n"
        f"Installed-Size: {_folder_kb(tree) // 1024}\n"
        f"Depends: {DEPENDS}\n"
        "Section: utils\n"
        "Priority: optional\n"
        "Homepage: https://github.com/qwen-desktop/qwen-desktop\n"
        f"Description: {project['description']}\n"
        " A desktop chat window that runs the quantized Qwen2.5-0.5B-Instruct model on the\n"
        " CPU with llama.cpp. No GPU, no cloud, no telemetry.\n",
        encoding="utf-8",
    )
    for path in tree.rglob("*"):  # files 644 / 755 whatever the build machine's umask was
        if path.is_dir():
            path.chmod(0o755)
        elif not path.is_symlink():
            path.chmod(0o755 if os.access(path, os.X_OK) else 0o644)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{project['name']}_{project['version']}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", "-Zgzip", str(tree), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)  # fmt: skip
    shutil.rmtree(tree, ignore_errors=True)
    return deb
