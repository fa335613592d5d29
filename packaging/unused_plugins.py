"""Qt plugins the app never loads, dropped from the bundle with the libraries only they need.

The GTK 3 platform theme is one: the app draws with Fusion and its own palettes (light, dark,
high contrast), and that plugin alone pulls GTK 3, GDK, cairo, pango, ATK and a dozen X
extensions into the bundle, 16.5 MB, on any build machine that has GTK installed (a tray such as
trayer brings it). What a dropped plugin needs is dropped only when no other bundled library
needs it (asked of `ldd`, which follows the whole dependency tree).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence

UNUSED = ("platformthemes/libqgtk3.so",)
Entry = tuple[str, str, str]  # PyInstaller's TOC entry: name in the bundle, source, type


def needed_by(path: str) -> set[str]:
    out = subprocess.run(["ldd", path], capture_output=True, text=True, check=False).stdout
    return {line.split("=>")[0].strip() for line in out.splitlines() if "=>" in line}


def without_unused(binaries: Sequence[Entry]) -> list[Entry]:
    def unused(entry: Entry) -> bool:
        return entry[0].replace("\\", "/").endswith(UNUSED)

    dropped = [e for e in binaries if unused(e)]
    kept = [e for e in binaries if not unused(e)]
    if not dropped:
        return kept
    wanted: set[str] = set()
    for _name, source, _kind in kept:
        if source and os.path.isfile(source):
            wanted |= needed_by(source)
    only_theirs = set().union(*(needed_by(source) for _n, source, _k in dropped)) - wanted
    return [e for e in kept if os.path.basename(e[0]) not in only_theirs]
