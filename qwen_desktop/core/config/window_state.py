"""Where the window was: size, sidebar width, the conversation that was open.

Kept apart from the user's settings (it changes on every close, is never edited by hand, and a
broken file must only cost the layout): loading never raises, saving is atomic.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WindowState:
    width: int = 900
    height: int = 720
    maximized: bool = False
    sidebar_width: int = 240
    conversation_id: int | None = None  # the conversation open at the last close


def load_window_state(path: Path) -> WindowState:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return WindowState()
    except (OSError, ValueError) as exc:
        log.warning("window state %s unreadable (%s); using the defaults", path, exc)
        return WindowState()
    if not isinstance(raw, dict):
        return WindowState()
    defaults = WindowState()
    values: dict[str, object] = {}
    for field in fields(WindowState):
        value = raw.get(field.name)
        default = getattr(defaults, field.name)
        if field.name == "maximized":
            values[field.name] = value if isinstance(value, bool) else default
        elif isinstance(value, int) and not isinstance(value, bool) and 0 < value < 100_000:
            values[field.name] = value
        else:
            values[field.name] = default
    return WindowState(**values)  # type: ignore[arg-type]


def save_window_state(path: Path, state: WindowState) -> None:
    write_atomic(path, json.dumps(asdict(state)))
