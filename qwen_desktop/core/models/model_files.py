"""What is in the models folder, and whether a file is intact."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from qwen_desktop.core.errors import ModelLoadError
from qwen_desktop.core.models.catalog import CATALOG
from qwen_desktop.core.models.gguf import check_model_file


@dataclass(frozen=True)
class LocalModel:
    path: Path
    size: int
    quantization: str  # catalog key, or "" for a file from elsewhere


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


def verify(model: LocalModel) -> tuple[bool, str]:
    """(ok, English reason). Catalog files are checked against size and SHA-256 when known;
    any file against its GGUF header and tensor table."""
    try:
        check_model_file(model.path)
    except ModelLoadError as exc:
        return False, str(exc)
    entry = CATALOG.get(model.quantization)
    if entry is not None:
        if model.size != entry.size:
            return False, f"size {model.size:,} bytes, expected {entry.size:,}"
        if entry.sha256 and sha256_of(model.path) != entry.sha256:
            return False, "SHA-256 does not match the published checksum"
    return True, "ok"
