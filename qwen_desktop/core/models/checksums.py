"""Which SHA-256 a model file is held to, and where the one used at download is recorded.

Its own module so the model manager can read the record without importing the downloader
(and huggingface_hub with it).
"""

from __future__ import annotations

from pathlib import Path

CHECK_PUBLISHED = "published"  # the catalog's pinned SHA-256: wins over anything a server says
CHECK_HUB = "hub"  # the SHA-256 the server reported at download time (no published one)
CHECK_HEADER = "header"  # no hash known: the GGUF header, tensor table and size only


def checksum_record(target: Path) -> Path:
    """Beside an installed model: which SHA-256 it was verified against, and whose it was."""
    return target.with_name(target.name + ".sha256.json")


def read_record(target: Path) -> dict[str, object]:
    """The checksum record beside `target` ({} when there is none or it is unreadable)."""
    import json

    try:
        record = json.loads(checksum_record(target).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


def recorded_size(target: Path) -> int | None:
    """The size the file had when its download was verified (None: no record)."""
    size = read_record(target).get("size")
    return size if isinstance(size, int) else None
