"""API keys of remote servers: in the system keyring where there is one (the `keyring` library:
Secret Service, macOS Keychain, Windows Credential Locker), otherwise in a file only the user can
read. Never in the servers list, the settings, an export or the log.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path

from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)
SERVICE = "io.github.qwen_desktop.QwenDesktop"


def _keyring() -> object | None:
    """The system keyring, or None when only keyring's fail/null backends are available."""
    if os.environ.get("QWEN_DESKTOP_NO_KEYRING"):
        return None
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    backend = keyring.get_keyring()
    return None if isinstance(backend, fail.Keyring) else backend


class SecretStore:
    def __init__(self, fallback: Path) -> None:
        self.fallback = fallback  # used only without a keyring; created 0600

    def get(self, key_id: str) -> str:
        backend = _keyring()
        if backend is not None:
            try:
                value = backend.get_password(SERVICE, key_id)  # type: ignore[attr-defined]
                return str(value or "")
            except Exception as exc:  # a locked or broken keyring: fall back, say so once
                log.warning("the system keyring could not be read (%s)", type(exc).__name__)
        return self._read().get(key_id, "")

    def set(self, key_id: str, secret: str) -> None:
        if not secret:
            self.delete(key_id)
            return
        backend = _keyring()
        if backend is not None:
            try:
                backend.set_password(SERVICE, key_id, secret)  # type: ignore[attr-defined]
                return
            except Exception as exc:
                log.warning("the system keyring refused the key (%s); using a private file",
                            type(exc).__name__)  # fmt: skip
        data = self._read()
        data[key_id] = secret
        self._write(data)

    def delete(self, key_id: str) -> None:
        backend = _keyring()
        if backend is not None:
            with contextlib.suppress(Exception):  # not there: nothing to delete
                backend.delete_password(SERVICE, key_id)  # type: ignore[attr-defined]
        data = self._read()
        if data.pop(key_id, None) is not None:
            self._write(data)

    def _read(self) -> dict[str, str]:
        try:
            raw = json.loads(self.fallback.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return {k: v for k, v in raw.items() if isinstance(v, str)} if isinstance(raw, dict) else {}

    def _write(self, data: dict[str, str]) -> None:
        write_atomic(self.fallback, json.dumps(data))  # 0600: the user's only
