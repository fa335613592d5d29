"""A model file's SHA-256, computed once per file version and remembered.

Saved KV states are only valid for the exact weights that made them. Hashing 491 MB takes about
a second, so the digest is kept in a small JSON file keyed by path, size and modification time;
a file downloaded by the app already has its verified digest recorded beside it.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from qwen_desktop.core.models.checksums import checksum_record
from qwen_desktop.core.models.model_files import sha256_of
from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)


def _identity(path: Path) -> str:
    stat = path.stat()
    return f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"


def model_sha256(path: Path, memo: Path) -> str:
    identity = _identity(path)
    known = _read(memo)
    if identity in known:
        return known[identity]
    digest = _recorded(path) or sha256_of(path)
    known = {k: v for k, v in known.items() if Path(k.split("|")[0]).exists()}
    known[identity] = digest
    _write(memo, known)
    return digest


def _recorded(path: Path) -> str | None:
    """The digest the downloader verified, if the file is untouched since (same size)."""
    try:
        record = json.loads(checksum_record(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("size") != path.stat().st_size:
        return None
    sha = record.get("sha256")
    return sha if isinstance(sha, str) and len(sha) == 64 else None


def _read(memo: Path) -> dict[str, str]:
    try:
        data = json.loads(memo.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def _write(memo: Path, known: dict[str, str]) -> None:
    try:
        write_atomic(memo, json.dumps(known))
    except OSError as exc:
        log.warning("could not remember model hashes in %s: %s", memo, exc)
