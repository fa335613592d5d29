"""Write small or damaged GGUF files for tests."""

from __future__ import annotations

import struct
from pathlib import Path


def _string(value: str) -> bytes:
    data = value.encode("utf-8")
    return struct.pack("<Q", len(data)) + data


def write_minimal_gguf(path: Path, metadata: dict[str, str], version: int = 3) -> Path:
    """A header-only GGUF with string metadata and no tensors."""
    body = b"GGUF" + struct.pack("<IQQ", version, 0, len(metadata))
    for key, value in metadata.items():
        body += _string(key) + struct.pack("<I", 8) + _string(value)
    path.write_bytes(body)
    return path


def with_architecture(source: Path, target: Path, architecture: str) -> Path:
    """A copy of `source` whose general.architecture is renamed (same length keeps offsets)."""
    data = bytearray(source.read_bytes())
    key = data.find(b"general.architecture")
    length_at = key + len(b"general.architecture") + 4
    (length,) = struct.unpack_from("<Q", data, length_at)
    assert len(architecture) == length
    data[length_at + 8 : length_at + 8 + length] = architecture.encode()
    target.write_bytes(bytes(data))
    return target
