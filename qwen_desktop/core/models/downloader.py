"""Resumable model downloads from the Hugging Face Hub (or a mirror).

huggingface_hub's own `hf_hub_download` deletes its `.incomplete` file when a download is
cancelled, fails or the app is killed, so a 500 MB file would start from zero after every
interruption. Here huggingface_hub still does all the HTTP work (URL, metadata HEAD, the Range GET
with its retries) but into a `.part` file that we keep next to the target, with a small JSON
sidecar naming the exact file version, so a download continues from the bytes on disk after a
pause, a dropped connection, a crash or a reboot. The finished file is verified by SHA-256 and
renamed into place atomically; nothing unverified is ever used.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import shutil
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import httpx2
import huggingface_hub.constants as hf_constants
from huggingface_hub import file_download, hf_hub_url
from huggingface_hub.errors import (
    EntryNotFoundError,
    HfHubHTTPError,
    RepositoryNotFoundError,
    RevisionNotFoundError,
)
from huggingface_hub.utils._headers import build_hf_headers
from tqdm import tqdm

from qwen_desktop.core.errors import Cancelled, QwenDesktopError
from qwen_desktop.core.models.catalog import REVISION, ModelFile
from qwen_desktop.core.models.checksums import CHECK_HUB, CHECK_PUBLISHED, checksum_record

logger = logging.getLogger(__name__)

DEFAULT_ENDPOINT = "https://huggingface.co"
CHUNK_BYTES = 256 * 1024  # progress and pause granularity (the library default is 10 MB)
DISK_MARGIN = 64 * 1024 * 1024  # keep some space free for the OS and the chat database
RETRY_DELAYS = (2.0, 5.0, 15.0)  # after huggingface_hub's own 5 quick retries have failed

ProgressCallback = Callable[["Progress"], None]


class DownloadProblem(StrEnum):
    NO_NETWORK = "no_network"
    DNS = "dns"
    NOT_FOUND = "not_found"
    SERVER = "server"
    DROPPED = "dropped"
    DISK_FULL = "disk_full"
    PERMISSION = "permission"
    CHECKSUM = "checksum"
    OFFLINE = "offline"


class DownloadError(QwenDesktopError):
    """Why a download stopped; the `.part` file is kept unless the bytes were proven bad."""

    def __init__(self, problem: DownloadProblem, detail: str = "") -> None:
        self.problem = problem
        self.detail = detail
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)


class DownloadStopped(Cancelled):
    """Paused or cancelled by the user."""

    def __init__(self, cancelled: bool) -> None:
        self.cancelled = cancelled
        super().__init__("cancelled" if cancelled else "paused")


@dataclass(frozen=True)
class Progress:
    done: int
    total: int
    bytes_per_s: float
    eta_s: float | None
    phase: str = "downloading"  # or "verifying"


@dataclass(frozen=True)
class RemoteFile:
    url: str
    size: int
    sha256: str  # what the bytes must hash to: the published hash when there is one
    etag: str
    commit: str
    source: str = ""  # CHECK_PUBLISHED or CHECK_HUB: where sha256 came from


def part_path(target: Path) -> Path:
    return target.with_name(target.name + ".part")


def _sidecar(target: Path) -> Path:
    return target.with_name(target.name + ".part.json")


def discard_partial(target: Path) -> None:
    """Delete an interrupted download of `target` (its bytes and its version record)."""
    part_path(target).unlink(missing_ok=True)
    _sidecar(target).unlink(missing_ok=True)


def partial_bytes(target: Path) -> int:
    """Bytes of an interrupted download already on disk (0 if none)."""
    part = part_path(target)
    return part.stat().st_size if part.is_file() else 0


class _Progress(tqdm):  # type: ignore[misc]
    """huggingface_hub reports each chunk through its tqdm class; we turn that into callbacks and
    use it to stop cooperatively (raising here leaves the file at a chunk boundary)."""

    owner: Downloader

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["disable"] = True
        super().__init__(*args, **kwargs)

    def update(self, n: float | None = 1) -> bool | None:
        self.owner._on_chunk(int(n or 0))
        return None


class Downloader:
    """Downloads one catalog file into a folder. Call `run` on a worker thread; `pause`/`cancel`
    from any thread."""

    def __init__(
        self,
        model: ModelFile,
        folder: Path,
        endpoint: str | None = None,
        on_progress: ProgressCallback | None = None,
        repo_id: str | None = None,
        revision: str = REVISION,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
    ) -> None:
        self.model = model
        self.folder = folder
        self.endpoint = (endpoint or DEFAULT_ENDPOINT).rstrip("/")
        self.on_progress = on_progress
        self.repo_id = repo_id or model.model.repo_id
        self.revision = revision
        self.retry_delays = retry_delays
        self.target = folder / model.filename
        self._stop = threading.Event()
        self._cancelled = False
        self._done = 0
        self._total = model.size
        self._window: list[tuple[float, int]] = []
        self._last_report = 0.0

    # -- control -------------------------------------------------------------------------------

    def pause(self) -> None:
        self._stop.set()

    def cancel(self) -> None:
        self._cancelled = True
        self._stop.set()

    # -- the work ------------------------------------------------------------------------------

    def run(self) -> Path:
        """Download (or finish downloading) and verify; returns the final path."""
        if os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true", "yes"):
            raise DownloadError(DownloadProblem.OFFLINE, "HF_HUB_OFFLINE is set")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            remote = self._remote()
            self._total = remote.size
            self._prepare_part(remote)
            self._check_space(remote.size - partial_bytes(self.target))
            self._transfer(remote)
            self._verify_and_install(remote)
        except DownloadStopped as stopped:
            if stopped.cancelled:
                self.discard()
            raise
        except PermissionError as exc:
            raise DownloadError(DownloadProblem.PERMISSION, str(exc)) from exc
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise DownloadError(DownloadProblem.DISK_FULL, str(exc)) from exc
            raise
        return self.target

    def discard(self) -> None:
        discard_partial(self.target)

    def _remote(self) -> RemoteFile:
        url = hf_hub_url(self.repo_id, self.model.filename, revision=self.revision,
                         endpoint=self.endpoint)  # fmt: skip
        try:
            meta = file_download.get_hf_file_metadata(
                url, endpoint=self.endpoint, retry_on_errors=False
            )
        except Exception as exc:  # every failure is mapped to a named problem
            raise _classify(exc) from exc
        etag = (meta.etag or "").strip('"')
        server_sha = etag if _is_sha256(etag) else ""
        pinned = self.model.sha256
        if pinned:
            # What the app knows wins over what a server (maybe a mirror the user typed) says:
            # a server offering other bytes is refused before a byte is fetched, and whatever
            # arrives is checked against the published hash, never against the server's.
            if (server_sha and server_sha != pinned) or (
                meta.size and meta.size != self.model.size
            ):
                logger.warning("%s offers a different %s: %s bytes, sha256 %s", self.endpoint,
                               self.model.filename, meta.size, server_sha)  # fmt: skip
                raise DownloadError(
                    DownloadProblem.CHECKSUM,
                    f"the server offers a different file ({meta.size:,} bytes, sha256 "
                    f"{server_sha or 'unknown'}) than the published one ({self.model.size:,} "
                    f"bytes, sha256 {pinned})",
                )
            return RemoteFile(meta.location or url, self.model.size, pinned, etag,
                              meta.commit_hash or "", CHECK_PUBLISHED)  # fmt: skip
        if not server_sha:
            raise DownloadError(DownloadProblem.SERVER, "the server sent no checksum")
        size = meta.size or self.model.size
        return RemoteFile(meta.location or url, size, server_sha, etag, meta.commit_hash or "",
                          CHECK_HUB)  # fmt: skip

    def _prepare_part(self, remote: RemoteFile) -> None:
        """Keep bytes on disk only if they belong to this exact version of the file."""
        part, sidecar = part_path(self.target), _sidecar(self.target)
        try:
            recorded = json.loads(sidecar.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            recorded = None
        if recorded != asdict(remote) or partial_bytes(self.target) > remote.size:
            part.unlink(missing_ok=True)
        sidecar.write_text(json.dumps(asdict(remote)), encoding="utf-8")

    def _check_space(self, needed: int) -> None:
        free = shutil.disk_usage(self.folder).free
        if free < needed + DISK_MARGIN:
            raise DownloadError(
                DownloadProblem.DISK_FULL, f"needs {needed + DISK_MARGIN:,} bytes, {free:,} free"
            )

    def _transfer(self, remote: RemoteFile) -> None:
        hf_constants.DOWNLOAD_CHUNK_SIZE = CHUNK_BYTES
        delays = list(self.retry_delays)
        while True:
            done = partial_bytes(self.target)
            if done >= remote.size:
                return
            self._done = done
            self._window = [(time.monotonic(), done)]
            progress = type("Progress", (_Progress,), {"owner": self})
            try:
                with part_path(self.target).open("ab") as stream:
                    file_download.http_get(
                        remote.url,
                        stream,
                        resume_size=done,
                        headers=build_hf_headers(),
                        expected_size=remote.size,
                        displayed_filename=self.model.filename,
                        tqdm_class=progress,
                    )
                    stream.flush()
                    os.fsync(stream.fileno())
                return
            except DownloadStopped:
                raise
            except OSError as exc:
                if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EACCES, errno.EPERM):
                    raise
                problem: DownloadError = DownloadError(DownloadProblem.DROPPED, str(exc))
            except Exception as exc:  # classified below; only transient ones are retried
                problem = _classify(exc)
            if problem.problem not in (DownloadProblem.DROPPED, DownloadProblem.SERVER,
                                       DownloadProblem.NO_NETWORK) or not delays:  # fmt: skip
                raise problem
            if self._stop.wait(delays.pop(0)):  # back off, but a pause/cancel ends the wait
                raise DownloadStopped(self._cancelled)

    def _on_chunk(self, n: int) -> None:
        if self._stop.is_set():
            raise DownloadStopped(self._cancelled)
        self._done += n
        now = time.monotonic()
        self._window.append((now, self._done))
        while len(self._window) > 2 and now - self._window[0][0] > 5.0:
            self._window.pop(0)
        if now - self._last_report >= 0.1 or self._done >= self._total:
            self._last_report = now
            self._report()

    def _report(self, phase: str = "downloading") -> None:
        if self.on_progress is None:
            return
        (t0, b0), (t1, b1) = self._window[0], self._window[-1]
        speed = (b1 - b0) / (t1 - t0) if t1 > t0 else 0.0
        eta = (self._total - self._done) / speed if speed > 0 else None
        self.on_progress(Progress(self._done, self._total, speed, eta, phase))

    def _verify_and_install(self, remote: RemoteFile) -> None:
        part = part_path(self.target)
        size = part.stat().st_size
        if size != remote.size:
            raise DownloadError(DownloadProblem.DROPPED, f"{size:,} of {remote.size:,} bytes")
        if self.on_progress is not None:
            self.on_progress(Progress(size, remote.size, 0.0, None, "verifying"))
        digest = hashlib.sha256()
        with part.open("rb") as stream:
            while chunk := stream.read(1024 * 1024):
                if self._stop.is_set():
                    raise DownloadStopped(self._cancelled)
                digest.update(chunk)
        if digest.hexdigest() != remote.sha256:
            # These bytes are proven bad: drop them (only them) so a retry starts clean.
            self.discard()
            raise DownloadError(
                DownloadProblem.CHECKSUM, f"expected {remote.sha256}, got {digest.hexdigest()}"
            )
        os.replace(part, self.target)
        _sidecar(self.target).unlink(missing_ok=True)
        record = {"sha256": remote.sha256, "source": remote.source, "size": remote.size}
        checksum_record(self.target).write_text(json.dumps(record), encoding="utf-8")


def _is_sha256(text: str) -> bool:
    return len(text) == 64 and all(c in "0123456789abcdef" for c in text.lower())


def _classify(exc: BaseException) -> DownloadError:
    """Name the problem precisely: the UI tells "no network" from "404" from "server error"."""
    if isinstance(exc, DownloadError):
        return exc
    if isinstance(exc, RepositoryNotFoundError | RevisionNotFoundError | EntryNotFoundError):
        return DownloadError(DownloadProblem.NOT_FOUND, str(exc).splitlines()[0])
    if isinstance(exc, HfHubHTTPError):
        status = exc.response.status_code if exc.response is not None else 0
        if status == 404:
            return DownloadError(DownloadProblem.NOT_FOUND, f"HTTP {status}")
        return DownloadError(DownloadProblem.SERVER, f"HTTP {status}")
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, socket.gaierror):
            return DownloadError(DownloadProblem.DNS, str(cause))
        cause = cause.__cause__ or cause.__context__
    text = str(exc).lower()
    if "name or service not known" in text or "nodename nor servname" in text:
        return DownloadError(DownloadProblem.DNS, str(exc))
    if isinstance(exc, httpx2.ConnectError | httpx2.ConnectTimeout):
        return DownloadError(DownloadProblem.NO_NETWORK, str(exc))
    if isinstance(exc, httpx2.TransportError):
        return DownloadError(DownloadProblem.DROPPED, str(exc))
    return DownloadError(DownloadProblem.SERVER, f"{type(exc).__name__}: {exc}")
