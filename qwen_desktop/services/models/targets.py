"""Who answers the next message: this computer's model, or a remote server's chosen model.

The servers list is read once per refresh (not again on every pick), and a server's key comes
from the keyring (or the 0600 file) only when that server is chosen.
"""

from __future__ import annotations

from pathlib import Path

from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.core.remote.secrets import SecretStore
from qwen_desktop.core.remote.servers import RemoteServer, ServerList


class Targets:
    def __init__(self, servers: Path, secrets: SecretStore) -> None:
        self.servers_path = servers
        self.secrets = secrets
        self._servers: list[RemoteServer] = []

    def refresh(self) -> list[RemoteServer]:
        """The servers that have a model chosen, in the order the user listed them."""
        self._servers = [s for s in ServerList(self.servers_path).load() if s.model]
        return list(self._servers)

    def target_for(self, server_id: str) -> RemoteTarget | None:
        server = next((s for s in self._servers if s.id == server_id), None)
        if server is None:
            return None
        return RemoteTarget(server, server.model, self.secrets.get(server.id))
