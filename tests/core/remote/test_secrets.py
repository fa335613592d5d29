"""API keys go to the system keyring when there is one, else to a file only the user reads."""

from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend

from qwen_desktop.core.remote.secrets import SERVICE, SecretStore


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.values.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.values[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.values.pop((service, username), None)


def test_the_system_keyring_is_used_when_there_is_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("QWEN_DESKTOP_NO_KEYRING")
    memory = MemoryKeyring()
    previous = keyring.get_keyring()
    keyring.set_keyring(memory)
    try:
        store = SecretStore(tmp_path / "secrets.json")
        store.set("server1", "sk-abc")
        assert memory.values == {(SERVICE, "server1"): "sk-abc"}
        assert store.get("server1") == "sk-abc"
        assert not (tmp_path / "secrets.json").exists()  # nothing on disk
        store.delete("server1")
        assert store.get("server1") == ""
    finally:
        keyring.set_keyring(previous)


def test_without_a_keyring_a_private_file_holds_them(tmp_path: Path) -> None:
    store = SecretStore(tmp_path / "secrets.json")
    store.set("a", "sk-1")
    store.set("b", "sk-2")
    assert (store.get("a"), store.get("b")) == ("sk-1", "sk-2")
    assert ((tmp_path / "secrets.json").stat().st_mode & 0o077) == 0
    store.set("a", "")  # an empty key is no key
    assert store.get("a") == "" and store.get("b") == "sk-2"
