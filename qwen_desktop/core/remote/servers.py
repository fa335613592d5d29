"""The servers the user added (name, base URL, chosen model), kept in the config folder.

Their API keys are not in this file: they live in the system keyring (see secrets.py).
"""

from __future__ import annotations

import json
import logging
import uuid
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from urllib.parse import urlsplit

from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RemoteServer:
    id: str
    name: str
    base_url: str  # e.g. http://127.0.0.1:8080/v1
    model: str = ""  # the model chosen from its /v1/models

    @property
    def label(self) -> str:
        return f"{self.model} · {self.name}" if self.model else self.name


def normalise_url(url: str) -> str:
    """'localhost:11434' -> 'http://localhost:11434/v1'; a path the user gave is kept."""
    url = url.strip().rstrip("/")
    if not url:
        raise ValueError("the address is empty")
    if "://" not in url:
        url = "http://" + url
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{url!r} is not an http(s) address")
    if parts.path in ("", "/"):
        url += "/v1"
    return url


def new_server(name: str, base_url: str) -> RemoteServer:
    return RemoteServer(uuid.uuid4().hex[:12], name.strip() or urlsplit(base_url).netloc,
                        normalise_url(base_url))  # fmt: skip


class ServerList:
    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> list[RemoteServer]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            log.warning("servers file %s unreadable: %s", self.path, exc)
            return []
        servers = []
        for item in raw if isinstance(raw, list) else []:
            try:
                servers.append(RemoteServer(str(item["id"]), str(item["name"]),
                                            normalise_url(str(item["base_url"])),
                                            str(item.get("model", ""))))  # fmt: skip
            except (KeyError, TypeError, ValueError):
                log.warning("ignoring a malformed server entry")
        return servers

    def save(self, servers: list[RemoteServer]) -> None:
        write_atomic(self.path, json.dumps([asdict(s) for s in servers], ensure_ascii=False,
                                           indent=2))  # fmt: skip

    def with_model(self, server: RemoteServer, model: str) -> RemoteServer:
        return replace(server, model=model)
