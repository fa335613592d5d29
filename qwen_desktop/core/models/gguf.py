"""A small reader for GGUF headers.

llama.cpp answers a bad file with "Failed to load model from file" and nothing else. Reading the
header ourselves lets the app say *what* is wrong (not GGUF, truncated, no chat template, …) before
llama.cpp is asked, and lets the model importer validate a file without loading gigabytes.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from qwen_desktop.core.errors import LoadProblem, ModelLoadError

GGUF_MAGIC = b"GGUF"
SUPPORTED_VERSIONS = (2, 3)
DEFAULT_ALIGNMENT = 32

# ggml type id -> (elements per block, bytes per block), as llama.cpp's own `gguf` package lists
# them (GGML_QUANT_SIZES; tests/core/models/test_gguf.py checks the two agree). A type missing
# here makes the size check unknown (None), never "truncated".
_GGML_TYPE_SIZES: dict[int, tuple[int, int]] = {
    0: (1, 4), 1: (1, 2), 2: (32, 18), 3: (32, 20), 6: (32, 22), 7: (32, 24), 8: (32, 34),
    9: (32, 40), 10: (256, 84), 11: (256, 110), 12: (256, 144), 13: (256, 176), 14: (256, 210),
    15: (256, 292), 16: (256, 66), 17: (256, 74), 18: (256, 98), 19: (256, 50), 20: (32, 18),
    21: (256, 110), 22: (256, 82), 23: (256, 136), 24: (1, 1), 25: (1, 2), 26: (1, 4),
    27: (1, 8), 28: (1, 8), 29: (256, 56), 30: (1, 2), 34: (256, 54), 35: (256, 66),
    39: (32, 17), 40: (64, 36), 41: (128, 18),
}  # fmt: skip

# Metadata value types.
_UINT8, _INT8, _UINT16, _INT16, _UINT32, _INT32, _FLOAT32, _BOOL = range(8)
_STRING, _ARRAY, _UINT64, _INT64, _FLOAT64 = 8, 9, 10, 11, 12
_SCALAR_FORMATS = {
    _UINT8: "<B", _INT8: "<b", _UINT16: "<H", _INT16: "<h", _UINT32: "<I", _INT32: "<i",
    _FLOAT32: "<f", _BOOL: "<?", _UINT64: "<Q", _INT64: "<q", _FLOAT64: "<d",
}  # fmt: skip

_MAX_STRING = 64 * 1024 * 1024


class _Truncated(Exception):
    pass


@dataclass(frozen=True)
class GgufInfo:
    path: Path
    version: int
    file_size: int
    tensor_count: int
    metadata: dict[str, object] = field(repr=False)
    required_size: int | None  # bytes the tensor data needs; None when a tensor type is unknown

    @property
    def architecture(self) -> str:
        value = self.metadata.get("general.architecture")
        return value if isinstance(value, str) else ""

    @property
    def name(self) -> str:
        value = self.metadata.get("general.name")
        return value if isinstance(value, str) else self.path.stem

    @property
    def chat_template(self) -> str | None:
        value = self.metadata.get("tokenizer.chat_template")
        return value if isinstance(value, str) and value.strip() else None

    @property
    def thinks(self) -> bool:
        """A thinking model whose template can switch it off (Qwen3's `enable_thinking`)."""
        return "enable_thinking" in (self.chat_template or "")

    @property
    def context_length(self) -> int | None:
        value = self.metadata.get(f"{self.architecture}.context_length")
        return value if isinstance(value, int) else None

    @property
    def is_truncated(self) -> bool:
        return self.required_size is not None and self.file_size < self.required_size


class _Reader:
    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream

    def read(self, n: int) -> bytes:
        data = self._stream.read(n)
        if len(data) != n:
            raise _Truncated
        return data

    def skip(self, n: int) -> None:
        self._stream.seek(n, 1)

    def scalar(self, fmt: str) -> int | float | bool:
        value: int | float | bool = struct.unpack(fmt, self.read(struct.calcsize(fmt)))[0]
        return value

    def u32(self) -> int:
        return int(self.scalar("<I"))

    def u64(self) -> int:
        return int(self.scalar("<Q"))

    def string(self) -> str:
        length = self.u64()
        if length > _MAX_STRING:
            raise ValueError(f"string of {length} bytes")
        return self.read(length).decode("utf-8", errors="replace")

    def skip_string(self) -> None:
        self.skip(self.u64())

    def value(self, vtype: int) -> object:
        if vtype == _STRING:
            return self.string()
        if vtype == _ARRAY:
            item_type = self.u32()
            count = self.u64()
            if item_type in _SCALAR_FORMATS:
                self.skip(count * struct.calcsize(_SCALAR_FORMATS[item_type]))
            elif item_type == _STRING:
                for _ in range(count):
                    self.skip_string()
            else:
                for _ in range(count):
                    self.value(item_type)
            return count  # arrays are summarised by their length
        fmt = _SCALAR_FORMATS.get(vtype)
        if fmt is None:
            raise ValueError(f"unknown metadata type {vtype}")
        return self.scalar(fmt)


def read_gguf_info(path: Path | str) -> GgufInfo:
    """Read a GGUF file's header and tensor table; raise ModelLoadError for anything unusable."""
    path = Path(path)
    if not path.exists():
        raise ModelLoadError(path, LoadProblem.MISSING)
    if not path.is_file():
        raise ModelLoadError(path, LoadProblem.NOT_A_FILE)
    try:
        file_size = path.stat().st_size
        with path.open("rb") as stream:
            return _parse(path, stream, file_size)
    except PermissionError as exc:
        raise ModelLoadError(path, LoadProblem.UNREADABLE, str(exc)) from exc
    except _Truncated as exc:
        raise ModelLoadError(
            path, LoadProblem.TRUNCATED, f"only {file_size:,} bytes, the header is cut off"
        ) from exc
    except (ValueError, struct.error, OverflowError) as exc:
        raise ModelLoadError(path, LoadProblem.CORRUPT, f"unreadable header: {exc}") from exc


def _parse(path: Path, stream: BinaryIO, file_size: int) -> GgufInfo:
    reader = _Reader(stream)
    magic = stream.read(4)
    if magic != GGUF_MAGIC:
        detail = f"it starts with bytes {magic.hex(' ')}" if magic else "the file is empty"
        raise ModelLoadError(path, LoadProblem.NOT_GGUF, detail)
    version = reader.u32()
    if version not in SUPPORTED_VERSIONS:
        raise ModelLoadError(path, LoadProblem.UNSUPPORTED_VERSION, f"GGUF version {version}")
    tensor_count = reader.u64()
    kv_count = reader.u64()
    if tensor_count > 1_000_000 or kv_count > 1_000_000:
        raise ValueError(f"{tensor_count} tensors, {kv_count} keys")
    metadata: dict[str, object] = {}
    for _ in range(kv_count):
        key = reader.string()
        metadata[key] = reader.value(reader.u32())

    data_end: int | None = 0
    for _ in range(tensor_count):
        reader.skip_string()  # tensor name
        n_dims = reader.u32()
        if n_dims > 8:
            raise ValueError(f"tensor with {n_dims} dimensions")
        elements = 1
        for _ in range(n_dims):
            elements *= reader.u64()
        ggml_type = reader.u32()
        offset = reader.u64()
        sizes = _GGML_TYPE_SIZES.get(ggml_type)
        if sizes is None or data_end is None:
            data_end = None
            continue
        block, block_bytes = sizes
        data_end = max(data_end, offset + (elements // block) * block_bytes)

    alignment = metadata.get("general.alignment", DEFAULT_ALIGNMENT)
    if not isinstance(alignment, int) or alignment <= 0:
        alignment = DEFAULT_ALIGNMENT
    header_end = stream.tell()
    data_start = (header_end + alignment - 1) // alignment * alignment
    if tensor_count == 0:
        required: int | None = header_end
    else:
        required = None if data_end is None else data_start + data_end
    return GgufInfo(
        path=path,
        version=version,
        file_size=file_size,
        tensor_count=tensor_count,
        metadata=metadata,
        required_size=required,
    )


def check_model_file(path: Path | str, *, need_chat_template: bool = True) -> GgufInfo:
    """Validate a model file well enough that a llama.cpp failure afterwards is unexpected."""
    info = read_gguf_info(path)
    if info.is_truncated:
        assert info.required_size is not None
        raise ModelLoadError(
            info.path,
            LoadProblem.TRUNCATED,
            f"{info.file_size:,} of {info.required_size:,} bytes",
        )
    if not info.architecture:
        raise ModelLoadError(info.path, LoadProblem.CORRUPT, "no general.architecture key")
    if need_chat_template and info.chat_template is None:
        raise ModelLoadError(info.path, LoadProblem.NO_CHAT_TEMPLATE)
    return info
