"""Every shared library a Qt platform plugin (xcb, wayland) loads must resolve.

PyInstaller copies what it can resolve on the build machine and silently leaves out the rest; a
bundle built on a machine without libxcb-cursor0 then fails on a stock laptop with "Could not
load the Qt platform plugin xcb". So the build checks before and after PyInstaller and names the
Debian packages that are missing.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PLATFORM_PLUGINS = ("libqxcb.so", "libqwayland.so")
# The Debian/Ubuntu package of each library Qt's xcb and wayland plugins load.
DEBIAN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0", "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-randr0": "libxcb-randr0", "libX11-xcb.so.1": "libx11-xcb1",
    "libwayland-cursor.so.0": "libwayland-cursor0", "libwayland-client.so.0": "libwayland-client0",
    "libwayland-egl.so.1": "libwayland-egl1", "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1", "libdbus-1.so.3": "libdbus-1-3",
}  # fmt: skip


def plugins_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.so") if p.name in PLATFORM_PLUGINS
                  and p.parent.name == "platforms")  # fmt: skip


def unresolved(plugin: Path, library_dirs: list[Path]) -> list[str]:
    """Sonames `ldd` cannot find for this plugin, with the given folders searched first."""
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(d) for d in library_dirs))
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env,
                         check=False).stdout  # fmt: skip
    return sorted({line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line})


def resolved_outside(plugin: Path, root: Path) -> list[str]:
    """Libraries the plugin loads from the system although PyInstaller would bundle them: the
    bundle does not carry them, so a laptop without them cannot start it."""
    from PyInstaller.depend.dylib import include_library

    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(d) for d in library_dirs(root)))
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env,
                         check=False).stdout  # fmt: skip
    outside = []
    for line in out.splitlines():
        name, _, target = line.partition("=>")
        path = target.strip().split(" ")[0]
        inside = path.startswith("/") and Path(path).resolve().is_relative_to(root.resolve())
        if path.startswith("/") and not inside and include_library(name.strip()):
            outside.append(name.strip())
    return sorted(set(outside))


def check_bundle(root: Path) -> list[Path]:
    """After PyInstaller: every library it would carry for the platform plugins is inside."""
    plugins = check(root)
    outside = {name for plugin in plugins for name in resolved_outside(plugin, root)}
    if outside:
        raise SystemExit(f"the bundle does not carry {', '.join(sorted(outside))}, which its Qt "
                         "platform plugins load; they must be collected")  # fmt: skip
    return plugins


def library_dirs(root: Path) -> list[Path]:
    return sorted({p.parent for p in root.rglob("*.so*") if p.is_file()})


def check(root: Path, qt_lib_dirs: list[Path] | None = None) -> list[Path]:
    """Raise SystemExit naming what is missing; return the plugins checked."""
    if not sys.platform.startswith("linux"):
        return []
    plugins = plugins_in(root)
    dirs = qt_lib_dirs if qt_lib_dirs is not None else library_dirs(root)
    missing = {name for plugin in plugins for name in unresolved(plugin, dirs)}
    if missing:
        packages = sorted({DEBIAN_PACKAGES.get(name, f"(the package with {name})")
                           for name in missing})  # fmt: skip
        raise SystemExit(
            f"Qt platform plugins under {root} need libraries this machine lacks: "
            f"{', '.join(sorted(missing))}.\nInstall them first (Debian/Ubuntu): "
            f"apt-get install {' '.join(packages)}"
        )
    return plugins


def check_source_qt() -> list[Path]:
    """The installed PySide6's plugins, before PyInstaller copies them."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    return check(qt / "plugins", [qt / "lib"])
