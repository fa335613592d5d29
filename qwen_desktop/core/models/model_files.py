"""What is in the models folder, and whether a file is intact."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from qwen_desktop.core.errors import ModelLoadError
from qwen_desktop.core.models.catalog import CATALOG
from qwen_desktop.core.models.checksums import (
    CHECK_HEADER,
    CHECK_HUB,
    CHECK_PUBLISHED,
    read_record,
)
from qwen_desktop.core.models.gguf import check_model_file


@dataclass(frozen=True)
class LocalModel:
    path: Path
    size: int
    quantization: str  # catalog key, or "" for a file from elsewhere


def quantization_of(path: Path) -> str:
    """The catalog key of a model file by its name ("" for a file from elsewhere)."""
    return next((key for key, entry in CATALOG.items() if entry.filename == path.name), "")


def list_models(folder: Path, extra: list[Path] | None = None) -> list[LocalModel]:
    by_name = {entry.filename: key for key, entry in CATALOG.items()}
    paths = sorted(p for p in folder.glob("*.gguf") if p.is_file()) if folder.is_dir() else []
    for path in extra or []:
        if path.is_file() and path not in paths:
            paths.append(path)
    return [LocalModel(p, p.stat().st_size, by_name.get(p.name, "")) for p in paths]


def sha256_of(path: Path, should_stop: Callable[[], bool] = lambda: False) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while chunk := stream.read(4 * 1024 * 1024):
            if should_stop():
                raise InterruptedError
            digest.update(chunk)
    return digest.hexdigest()


@dataclass(frozen=True)
class Verdict:
    ok: bool
    reason: str  # English detail, for the log and the message
    check: str  # CHECK_PUBLISHED, CHECK_HUB or CHECK_HEADER: which check was made


def _recorded_sha256(path: Path) -> str | None:
    """The Hub's SHA-256 recorded when this file was downloaded (None if none or unreadable)."""
    sha = read_record(path).get("sha256")
    return sha if isinstance(sha, str) and len(sha) == 64 else None


def verify(model: LocalModel, should_stop: Callable[[], bool] = lambda: False) -> Verdict:
    """Is the file intact? Against the published SHA-256 when the catalog has one, else against
    the SHA-256 recorded at download, else its GGUF header and tensor table. `should_stop`
    cancels the hash (InterruptedError)."""
    try:
        check_model_file(model.path)
    except ModelLoadError as exc:
        return Verdict(False, str(exc), CHECK_HEADER)
    entry = CATALOG.get(model.quantization)
    if entry is not None and entry.sha256:
        if model.size != entry.size:
            reason = f"size {model.size:,} bytes, expected {entry.size:,}"
            return Verdict(False, reason, CHECK_PUBLISHED)
        if sha256_of(model.path, should_stop) != entry.sha256:
            return Verdict(False, "SHA-256 does not match the published checksum", CHECK_PUBLISHED)
        return Verdict(True, "matches the published SHA-256", CHECK_PUBLISHED)
    recorded = _recorded_sha256(model.path)
    if recorded is not None:
        if sha256_of(model.path, should_stop) != recorded:
            return Verdict(False, "SHA-256 differs from the one recorded at download", CHECK_HUB)
        return Verdict(True, "matches the SHA-256 recorded at download", CHECK_HUB)
    return Verdict(True, "header and tensor table are complete", CHECK_HEADER)
