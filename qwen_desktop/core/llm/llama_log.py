"""Route llama.cpp's own log output into Python logging.

llama.cpp writes hundreds of lines to stderr on every load; a desktop user should see none of
them, but when a load fails its last error lines are the only account of why. So everything is
kept in a short ring buffer (for error messages) and printed only when debug logging is on.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from collections import deque

import llama_cpp

logger = logging.getLogger("qwen_desktop.llama_cpp")

# enum ggml_log_level in current ggml: NONE, DEBUG, INFO, WARN, ERROR, CONT (llama-cpp-python's
# own table still has the old order).
_LEVELS = {0: logging.INFO, 1: logging.DEBUG, 2: logging.INFO, 3: logging.WARNING,
           4: logging.ERROR}  # fmt: skip
_CONTINUE = 5

_lock = threading.Lock()
_recent: deque[tuple[int, str]] = deque(maxlen=256)
_partial: list[str] = []
_last_level = logging.INFO


def _on_log(level: int, text: bytes, _user_data: ctypes.c_void_p) -> None:
    global _last_level
    py_level = _last_level if level == _CONTINUE else _LEVELS.get(level, logging.INFO)
    _last_level = py_level
    line = text.decode("utf-8", errors="replace")
    with _lock:
        _partial.append(line)
        if not line.endswith("\n"):
            return
        whole = "".join(_partial).rstrip()
        _partial.clear()
        _recent.append((py_level, whole))
    # Everything goes out at DEBUG: visible with --debug, never on a user's terminal otherwise.
    logger.debug("%s", whole)


# Keep a reference: ctypes callbacks are freed with their Python object.
_callback = llama_cpp.llama_log_callback(_on_log)
_installed = False


def install() -> None:
    """Take over llama.cpp's log output (idempotent; call before loading a model)."""
    global _installed
    if not _installed:
        llama_cpp.llama_log_set(_callback, ctypes.c_void_p(0))
        _installed = True


def forget() -> None:
    """Start a fresh record, so a failure reports only what was logged after this point."""
    with _lock:
        _recent.clear()


def recent_problems(limit: int = 3) -> list[str]:
    """The last error lines llama.cpp logged since `forget()` (warnings if there are none)."""
    with _lock:
        errors = [text for level, text in _recent if level >= logging.ERROR and text]
        warnings = [text for level, text in _recent if level == logging.WARNING and text]
    return (errors or warnings)[-limit:]
