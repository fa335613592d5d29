"""One way to replace a file so that a crash, a full disk or a power cut leaves either the old
file or the new one, never half of the new one.

The bytes go to a temporary file in the same folder (created 0600 by mkstemp: settings and
secrets may hold keys), are flushed to disk, renamed over the target, and the folder itself is
flushed so the rename survives a power cut too. Settings, window state, servers, secrets, KV states
and model hashes all write through here.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); Windows cannot open a folder and needs no such step."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes | str, *, parts: tuple[bytes, ...] = ()) -> None:
    """Replace `path` with `data` (text is UTF-8), then any further `parts`, all or nothing.

    `parts` lets a large binary (a KV state) be written without joining it into one copy first.
    Raises OSError (a full disk, no permission); the temporary file is removed then.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data.encode("utf-8") if isinstance(data, str) else data)
            for part in parts:
                stream.write(part)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(tmp).unlink()
        raise
    with contextlib.suppress(OSError):  # the new file is in place; only durability is at stake
        _fsync_folder(path.parent)
