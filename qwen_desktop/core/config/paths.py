"""Where the app keeps its files: where each OS expects them (platformdirs), or one test folder."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from qwen_desktop import APP_ID

_HOME_ENV = "QWEN_DESKTOP_HOME"  # one folder for everything: tests and portable installs


def _base(kind: str) -> Path | None:
    home = os.environ.get(_HOME_ENV)
    return Path(home) / kind if home else None


def config_dir() -> Path:
    return _base("config") or Path(platformdirs.user_config_dir(APP_ID, appauthor=False))


def data_dir() -> Path:
    return _base("data") or Path(platformdirs.user_data_dir(APP_ID, appauthor=False))


def cache_dir() -> Path:
    """Things that can be rebuilt (saved KV states, model hashes): the OS may clear it."""
    return _base("cache") or Path(platformdirs.user_cache_dir(APP_ID, appauthor=False))


def log_path() -> Path:
    """The app's log: warnings, and every unexpected error with its traceback (for bug reports)."""
    folder = _base("logs") or Path(platformdirs.user_log_dir(APP_ID, appauthor=False))
    return folder / f"{APP_ID}.log"


def kv_states_dir() -> Path:
    return cache_dir() / "kv-states"


def model_hashes_path() -> Path:
    return cache_dir() / "model-hashes.json"


def assistants_path() -> Path:
    """The user's own assistants (the built-in ones are in the code)."""
    return config_dir() / "assistants.json"


def model_prefs_path() -> Path:
    """Each model's own context size and sampling (core/config/model_prefs.py)."""
    return config_dir() / "models.json"


def speeds_path() -> Path:
    """Decode speeds measured per model on this machine (a busy CPU is told against them)."""
    return cache_dir() / "decode-speeds.json"


def models_dir() -> Path:
    return data_dir() / "models"


def find_local_models() -> list[Path]:
    """GGUF files already in the models folder, largest last-modified first."""
    folder = models_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.gguf") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def chats_path() -> Path:
    return data_dir() / "chats.db"


def instance_name() -> str:
    """The name the running app listens on (QLocalServer), one per user and data folder, so a
    second launch finds the first; a portable or test install with its own folder is separate."""
    import hashlib

    digest = hashlib.sha256(str(data_dir().resolve()).encode("utf-8")).hexdigest()[:12]
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    return f"{APP_ID}-{user}-{digest}"


def window_state_path() -> Path:
    return config_dir() / "window.json"


def servers_path() -> Path:
    return config_dir() / "servers.json"


def secrets_path() -> Path:
    """Only used where no system keyring is available; written readable by the user only."""
    return config_dir() / "secrets.json"
