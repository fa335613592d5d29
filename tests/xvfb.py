"""A real X server for tests that must see what a desktop user sees (the xcb platform plugin,
not offscreen). Debian's `xvfb`; `.ci/run` installs it."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

START_TIMEOUT_S = 15.0


@contextmanager
def xvfb_display(width: int = 1280, height: int = 900) -> Iterator[str]:
    """Start Xvfb on a free display number; yields the DISPLAY value."""
    binary = shutil.which("Xvfb")
    if binary is None:
        raise RuntimeError("Xvfb is not installed (Debian: apt-get install xvfb)")
    number = 90
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    process = subprocess.Popen(
        [binary, f":{number}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    socket_path = Path(f"/tmp/.X11-unix/X{number}")
    deadline = time.monotonic() + START_TIMEOUT_S
    try:
        # Polling for the server's socket: there is no signal to wait on across processes.
        while not socket_path.exists():
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Xvfb :{number} did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        process.terminate()
        process.wait(timeout=10)
