"""The catalog checked against the Hub: which files each repository really has, with their size
and SHA-256, asked once per repository (`paths-info`, one request for all its files).

An entry the Hub does not list is hidden rather than offered and then failing with a 404; one it
lists gets the Hub's size (the catalog's may be a rounded listing). A pinned SHA-256 is never
replaced: if the Hub disagrees, the entry stays with its pinned value and the download refuses
the server's file (downloader.py).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from qwen_desktop.core.models.catalog import CATALOG, REVISION, ModelFile

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Confirmed:
    entries: dict[str, ModelFile]  # what the Hub has, with its sizes (pinned hashes kept)
    missing: tuple[str, ...]  # catalog keys the Hub does not list
    unreachable: tuple[str, ...]  # repositories that could not be asked (entries kept as they are)


def confirm(endpoint: str, token: str | None = None) -> Confirmed:
    """Ask the Hub (or a mirror) about every catalog file; network errors keep entries as known."""
    from huggingface_hub import HfApi

    api = HfApi(endpoint=endpoint.rstrip("/"), token=token or False)
    by_repo: dict[str, list[ModelFile]] = {}
    for entry in CATALOG.values():
        by_repo.setdefault(entry.model.repo_id, []).append(entry)
    entries: dict[str, ModelFile] = {}
    missing: list[str] = []
    unreachable: list[str] = []
    for repo, files in by_repo.items():
        try:
            infos = api.get_paths_info(repo, [f.filename for f in files], revision=REVISION)
        except Exception as exc:  # any failure: this repository's entries stay as listed
            log.info("could not check %s on %s: %s", repo, endpoint, exc)
            unreachable.append(repo)
            entries.update({f.quantization: f for f in files})
            continue
        found = {info.path: info for info in infos}
        for entry in files:
            info = found.get(entry.filename)
            if info is None:
                missing.append(entry.quantization)
                continue
            lfs = getattr(info, "lfs", None)
            size = int(getattr(info, "size", 0) or entry.size)
            sha = lfs.sha256 if lfs is not None else None
            if entry.sha256 and ((sha and sha != entry.sha256) or size != entry.size):
                log.warning("%s lists %s as %s bytes, sha256 %s; keeping the published one",
                            endpoint, entry.filename, size, sha)  # fmt: skip
                entries[entry.quantization] = entry
                continue
            entries[entry.quantization] = replace(entry, size=size, exact=True)
    return Confirmed(entries, tuple(missing), tuple(unreachable))
