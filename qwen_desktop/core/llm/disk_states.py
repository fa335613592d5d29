"""Conversations' KV states on disk, so continuing one after a restart does not re-read it.

Re-evaluating a 2,000-token conversation costs 18-27 s on a 2-core laptop; reading its ~25 MB
state back costs a fraction of a second. A state is only valid for the exact model file and the
load settings that shape the KV cache, so those are part of its key and recorded in its header;
a file whose key, lengths or checksum do not match is deleted, never handed to llama.cpp.

File layout: MAGIC, a 4-byte little-endian header length, the JSON header, the token ids
(int32), the llama.cpp state bytes. Files are written to a temporary name and renamed, and the
folder is kept under a byte budget, least recently used first.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import struct
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from qwen_desktop.core.llm.state_cache import SavedState
from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)
MAGIC = b"QDKV1\n"
SUFFIX = ".kv"
DEFAULT_BUDGET = 2 * 1024**3


@dataclass(frozen=True)
class StateKey:
    """Everything a saved KV state depends on."""

    conversation: int
    model_sha256: str
    n_ctx: int
    n_batch: int
    type_k: int | None  # ggml type of the K cache (None: llama.cpp's default, f16)
    type_v: int | None

    def file_name(self) -> str:
        digest = hashlib.sha256(json.dumps(asdict(self), sort_keys=True).encode()).hexdigest()
        return f"c{self.conversation}-{digest[:16]}{SUFFIX}"


class DiskStates:
    def __init__(self, folder: Path, budget: int = DEFAULT_BUDGET) -> None:
        self.folder = folder
        self.budget = budget

    def path_for(self, key: StateKey) -> Path:
        return self.folder / key.file_name()

    def save(self, key: StateKey, state: SavedState) -> bool:
        """Write atomically, then trim the folder to the budget. False when it was not kept."""
        if self.budget <= 0 or state.size > self.budget:
            return False
        tokens = np.asarray(state.tokens, dtype="<i4").tobytes()
        header = {
            "key": asdict(key),
            "n_tokens": len(state.tokens),
            "data_len": len(state.data),
            "sha256": hashlib.sha256(tokens + state.data).hexdigest(),
        }
        raw = json.dumps(header).encode("utf-8")
        try:
            write_atomic(self.path_for(key), MAGIC + struct.pack("<I", len(raw)) + raw,
                         parts=(tokens, state.data))  # fmt: skip
        except OSError as exc:  # a full disk costs the speed-up, nothing else
            log.warning("could not save a KV state: %s", exc)
            return False
        self.trim()
        return True

    def load(self, key: StateKey) -> SavedState | None:
        """The saved state for exactly this key, or None. Anything that does not check out is
        deleted."""
        path = self.path_for(key)
        try:
            blob = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.warning("could not read %s: %s", path, exc)
            return None
        state = _parse(blob, key)
        if state is None:
            log.warning("discarding a KV state that does not check out: %s", path.name)
            path.unlink(missing_ok=True)
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # recently used: trimmed last
        return state

    def forget(self, conversation: int) -> None:
        for path in self.folder.glob(f"c{conversation}-*{SUFFIX}"):
            path.unlink(missing_ok=True)

    def used(self) -> int:
        return sum(p.stat().st_size for p in self.folder.glob(f"*{SUFFIX}") if p.is_file())

    def trim(self) -> None:
        """Delete the least recently used states until the folder fits the budget."""
        try:
            files = sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime)
            total = sum(p.stat().st_size for p in files)
            for path in files:
                if total <= self.budget:
                    break
                total -= path.stat().st_size
                path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not trim the KV state folder: %s", exc)


def _parse(blob: bytes, key: StateKey) -> SavedState | None:
    if not blob.startswith(MAGIC) or len(blob) < len(MAGIC) + 4:
        return None
    start = len(MAGIC) + 4
    (header_len,) = struct.unpack("<I", blob[len(MAGIC) : start])
    try:
        header = json.loads(blob[start : start + header_len])
    except ValueError:
        return None
    if not isinstance(header, dict) or header.get("key") != asdict(key):
        return None
    n_tokens, data_len = header.get("n_tokens"), header.get("data_len")
    if not isinstance(n_tokens, int) or not isinstance(data_len, int) or n_tokens < 0:
        return None
    body = blob[start + header_len :]
    if len(body) != n_tokens * 4 + data_len:
        return None  # truncated (or padded): not what was written
    if hashlib.sha256(body).hexdigest() != header.get("sha256"):
        return None
    tokens = np.frombuffer(body[: n_tokens * 4], dtype="<i4").astype(np.intc)
    return SavedState(tokens, body[n_tokens * 4 :])
