"""Qwen Desktop: an offline personal AI assistant."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("qwen-desktop")
except PackageNotFoundError:  # running from a source tree without an install
    __version__ = "0.0.0"

APP_NAME = "Qwen Desktop"
APP_ID = "qwen-desktop"
