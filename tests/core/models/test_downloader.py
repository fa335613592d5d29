"""The downloader against a fake Hub on 127.0.0.1 (real huggingface_hub code, injected faults)."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from qwen_desktop.core.models import downloader as downloader_module
from qwen_desktop.core.models.catalog import REPO_ID, ModelFile
from qwen_desktop.core.models.checksums import CHECK_HUB, CHECK_PUBLISHED, checksum_record
from qwen_desktop.core.models.downloader import (
    Downloader,
    DownloadError,
    DownloadProblem,
    DownloadStopped,
    Progress,
    part_path,
    partial_bytes,
)
from tests.fake_hub import FakeHub, running_hub

FILENAME = "qwen2.5-0.5b-instruct-q4_k_m.gguf"


@pytest.fixture(scope="module")
def model_bytes(test_model_path: Path) -> bytes:
    return test_model_path.read_bytes()


@pytest.fixture
def hub(model_bytes: bytes) -> Iterator[FakeHub]:
    with running_hub() as fake:
        fake.add(REPO_ID, FILENAME, model_bytes)
        yield fake


def spec(hub: FakeHub) -> ModelFile:
    served = next(iter(hub.files.values()))
    return ModelFile("q4_k_m", FILENAME, len(served.data), None, "")


def make(hub: FakeHub, folder: Path, **kwargs: object) -> Downloader:
    return Downloader(spec(hub), folder, endpoint=hub.endpoint, retry_delays=(0.05, 0.05),
                      **kwargs)  # type: ignore[arg-type]  # fmt: skip


def range_starts(hub: FakeHub) -> list[int | None]:
    return [start for method, _path, start in hub.requests if method == "GET"]


def test_full_download_verifies_and_installs(hub: FakeHub, tmp_path: Path) -> None:
    seen: list[Progress] = []
    hub.faults.rate = 100_000_000  # about a second, so progress is reported several times
    path = make(hub, tmp_path, on_progress=seen.append).run()
    assert path == tmp_path / FILENAME
    assert path.read_bytes() == next(iter(hub.files.values())).data
    # no .part, no sidecar; only the record of the hash it was checked against
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILENAME, FILENAME + ".sha256.json"]
    downloading = [p for p in seen if p.phase == "downloading"]
    assert len(downloading) > 3
    assert [p.done for p in downloading] == sorted(p.done for p in downloading)
    assert downloading[-1].done == downloading[-1].total
    assert seen[-1].phase == "verifying"
    assert any(p.bytes_per_s > 0 and p.eta_s is not None for p in downloading[:-1])


def test_resume_after_a_dropped_connection_at_a_random_byte(hub: FakeHub, tmp_path: Path) -> None:
    size = len(next(iter(hub.files.values())).data)
    cut = random.Random(7).randrange(1_000_000, size - 1_000_000)
    hub.faults.drop_at = [cut]
    path = make(hub, tmp_path).run()
    assert path.stat().st_size == size
    starts = range_starts(hub)
    assert starts[0] is None and len(starts) == 2
    assert starts[1] is not None and 0 < starts[1] <= cut  # continued, not restarted


def test_resume_after_the_process_was_killed(hub: FakeHub, tmp_path: Path) -> None:
    model = spec(hub)
    hub.faults.rate = 20_000_000
    hub.faults.sent_event_at = 30_000_000
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).parent / "download_child.py"), json.dumps({
            "quantization": model.quantization, "filename": model.filename, "size": model.size,
            "sha256": None, "folder": str(tmp_path), "endpoint": hub.endpoint,
        })],
        env=dict(os.environ, PYTHONPATH=str(Path(__file__).parents[3])),
    )  # fmt: skip
    try:
        assert hub.sent.wait(timeout=60)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    on_disk = partial_bytes(tmp_path / FILENAME)
    assert 0 < on_disk < model.size
    hub.faults.rate = None
    path = make(hub, tmp_path).run()
    assert path.stat().st_size == model.size
    assert range_starts(hub)[-1] == on_disk  # the new process continued from the bytes on disk


def test_pause_keeps_the_bytes_and_resume_continues(hub: FakeHub, tmp_path: Path) -> None:
    hub.faults.rate = 30_000_000
    job: Downloader

    def on_progress(p: Progress) -> None:
        if p.done > 10_000_000:
            job.pause()

    job = make(hub, tmp_path, on_progress=on_progress)
    with pytest.raises(DownloadStopped) as stopped:
        job.run()
    assert not stopped.value.cancelled
    kept = partial_bytes(tmp_path / FILENAME)
    assert kept > 10_000_000
    hub.faults.rate = None
    make(hub, tmp_path).run()
    assert range_starts(hub)[-1] == kept


def test_cancel_on_a_slow_server_stops_quickly_and_discards(hub: FakeHub, tmp_path: Path) -> None:
    hub.faults.rate = 1_000_000
    job: Downloader

    def on_progress(p: Progress) -> None:
        if p.done > 300_000:
            job.cancel()

    job = make(hub, tmp_path, on_progress=on_progress)
    with pytest.raises(DownloadStopped) as stopped:
        job.run()
    assert stopped.value.cancelled
    assert list(tmp_path.iterdir()) == []


def test_corrupted_bytes_are_caught_by_sha256(hub: FakeHub, tmp_path: Path) -> None:
    other = tmp_path / "keep-me.gguf"
    other.write_bytes(b"another model")
    hub.faults.corrupt_at = 5_000_000
    with pytest.raises(DownloadError) as caught:
        make(hub, tmp_path).run()
    assert caught.value.problem is DownloadProblem.CHECKSUM
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep-me.gguf"]  # nothing else deleted
    hub.faults.corrupt_at = None
    assert make(hub, tmp_path).run().is_file()  # a retry works


def test_404_and_500_are_named(hub: FakeHub, tmp_path: Path) -> None:
    missing = Downloader(replace(spec(hub), filename="nope.gguf"), tmp_path,
                         endpoint=hub.endpoint)  # fmt: skip
    with pytest.raises(DownloadError) as caught:
        missing.run()
    assert caught.value.problem is DownloadProblem.NOT_FOUND
    hub.faults.status = 500
    with pytest.raises(DownloadError) as caught:
        make(hub, tmp_path).run()
    assert caught.value.problem is DownloadProblem.SERVER


def test_a_transient_server_error_is_retried(hub: FakeHub, tmp_path: Path) -> None:
    hub.faults.get_status = [503]
    assert make(hub, tmp_path).run().is_file()
    assert len(range_starts(hub)) == 2


def test_no_network_and_dns_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    model = ModelFile("q4_k_m", FILENAME, 1000, "0" * 64, "")
    with pytest.raises(DownloadError) as caught:
        Downloader(model, tmp_path, endpoint=f"http://127.0.0.1:{closed_port}").run()
    assert caught.value.problem is DownloadProblem.NO_NETWORK

    def no_dns(*_args: object, **_kwargs: object) -> object:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_dns)
    with pytest.raises(DownloadError) as caught:
        Downloader(model, tmp_path, endpoint="http://hub.mirror.invalid").run()
    assert caught.value.problem is DownloadProblem.DNS


def test_a_different_file_version_on_the_server_restarts_cleanly(
    hub: FakeHub, tmp_path: Path, model_bytes: bytes
) -> None:
    # an interrupted earlier download of another version of the file
    part_path(tmp_path / FILENAME).write_bytes(b"x" * 1000)
    (tmp_path / (FILENAME + ".part.json")).write_text(json.dumps({"etag": "old"}))
    assert make(hub, tmp_path).run().read_bytes() == model_bytes
    assert range_starts(hub) == [None]


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "small"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=40m", "tmpfs", str(mount)],
                            capture_output=True, check=False)  # fmt: skip
    assert result.returncode == 0, f"the disk-full test needs root for a tmpfs: {result.stderr!r}"
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=False)


def test_disk_full_before_and_during(
    hub: FakeHub, small_disk: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(DownloadError) as caught:
        make(hub, small_disk).run()
    assert caught.value.problem is DownloadProblem.DISK_FULL
    assert "free" in caught.value.detail
    assert partial_bytes(small_disk / FILENAME) == 0  # refused before writing anything

    monkeypatch.setattr(downloader_module, "DISK_MARGIN", -(10**12))  # skip the pre-check
    with pytest.raises(DownloadError) as caught:
        make(hub, small_disk).run()
    assert caught.value.problem is DownloadProblem.DISK_FULL
    assert partial_bytes(small_disk / FILENAME) > 0  # what fitted is kept for a later resume


def test_permission_denied(hub: FakeHub, tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.geteuid() == 0:  # root ignores permission bits: use a path under a file instead
            blocker = tmp_path / "file"
            blocker.write_text("x")
            folder = blocker / "models"
        else:
            folder = locked / "models"
        with pytest.raises((DownloadError, OSError)) as caught:
            make(hub, folder).run()
        if isinstance(caught.value, DownloadError):
            assert caught.value.problem is DownloadProblem.PERMISSION
    finally:
        locked.chmod(0o700)


def test_offline_mode_refuses_to_download(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    model = ModelFile("q4_k_m", FILENAME, 1000, "0" * 64, "")
    with pytest.raises(DownloadError) as caught:
        Downloader(model, tmp_path, endpoint="http://127.0.0.1:9").run()
    assert caught.value.problem is DownloadProblem.OFFLINE


def test_a_proxy_from_the_environment_is_used(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub

    for name in ("NO_PROXY", "no_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HTTP_PROXY", hub.endpoint)  # the fake hub also answers as the proxy
    huggingface_hub.close_session()  # the client reads proxy settings when it is created
    try:
        job = Downloader(spec(hub), tmp_path, endpoint="http://mirror.invalid")
        assert job.run().is_file()
    finally:
        huggingface_hub.close_session()
    assert hub.requests and all(path.startswith("http://mirror.invalid/")
                                for _m, path, _s in hub.requests)  # fmt: skip


def test_a_mirror_offering_other_bytes_is_refused_before_downloading(
    tmp_path: Path, model_bytes: bytes
) -> None:
    """The published hash wins over a self-consistent ETag from a server the user typed."""
    published = hashlib.sha256(model_bytes).hexdigest()
    other = bytearray(model_bytes)
    other[len(other) // 2] ^= 0xFF  # same size, other bytes, an ETag that matches them
    with running_hub() as mirror:
        mirror.add(REPO_ID, FILENAME, bytes(other))
        model = ModelFile("q4_k_m", FILENAME, len(model_bytes), published, "")
        job = Downloader(model, tmp_path, endpoint=mirror.endpoint, retry_delays=(0.05,))
        with pytest.raises(DownloadError) as caught:
            job.run()
        assert caught.value.problem is DownloadProblem.CHECKSUM
        assert published in caught.value.detail
        assert range_starts(mirror) == []  # not one byte was fetched
    assert list(tmp_path.iterdir()) == []


def test_a_mirror_claiming_the_published_hash_for_other_bytes_is_never_installed(
    tmp_path: Path, model_bytes: bytes
) -> None:
    published = hashlib.sha256(model_bytes).hexdigest()
    other = bytearray(model_bytes)
    other[-1] ^= 0xFF
    with running_hub() as mirror:
        served = mirror.add(REPO_ID, FILENAME, bytes(other))
        served.claimed_sha256 = published  # the server lies about what it serves
        model = ModelFile("q4_k_m", FILENAME, len(model_bytes), published, "")
        job = Downloader(model, tmp_path, endpoint=mirror.endpoint, retry_delays=(0.05,))
        with pytest.raises(DownloadError) as caught:
            job.run()
        assert caught.value.problem is DownloadProblem.CHECKSUM
    assert not (tmp_path / FILENAME).exists()
    assert not checksum_record(tmp_path / FILENAME).exists()


def test_an_installed_file_records_which_hash_it_was_held_to(
    hub: FakeHub, tmp_path: Path, model_bytes: bytes
) -> None:
    path = make(hub, tmp_path).run()
    record = json.loads(checksum_record(path).read_text(encoding="utf-8"))
    assert record == {"sha256": hashlib.sha256(model_bytes).hexdigest(), "source": CHECK_HUB,
                      "size": len(model_bytes)}  # fmt: skip
    published = hashlib.sha256(model_bytes).hexdigest()
    model = ModelFile("q4_k_m", FILENAME, len(model_bytes), published, "")
    path.unlink()
    Downloader(model, tmp_path, endpoint=hub.endpoint).run()
    record = json.loads(checksum_record(path).read_text(encoding="utf-8"))
    assert record["source"] == CHECK_PUBLISHED
