"""Typed settings, stored as readable JSON in the config folder and written atomically.

A settings file can be hand-edited, half-written by a crash or copied from another version; none
of that may stop the app. Loading never raises: bad values fall back to defaults or are clamped,
an unreadable file is kept aside as a backup, and the caller gets the list of problems to tell the
user once.
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from qwen_desktop.core.config.hardware import default_threads, physical_cores
from qwen_desktop.core.config.presets import PRESETS, matching_preset
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.llm.sampling import SAMPLING_RANGES, SamplingParams
from qwen_desktop.core.models.catalog import CATALOG, RECOMMENDED
from qwen_desktop.core.storage.atomic import write_atomic

SETTINGS_VERSION = 1
# The default system prompt follows the UI language, so the model answers Chinese users in
# Chinese from the first message; either way it is told to answer in the user's language.
DEFAULT_SYSTEM_PROMPTS = {
    "en": "You are Qwen, a helpful assistant. Reply in the language the user writes in.",
    "zh_CN": "你是通义千问（Qwen），一个乐于助人的助手。请使用用户提问所用的语言回答，"
    "用户用中文提问时请用简体中文回答。",
}
THEMES = ("system", "light", "dark", "high_contrast")
LANGUAGES = ("system", "en", "zh_CN")
CONTEXT_SIZES = (2048, 4096, 8192, 16384, 32768)

_BALANCED = PRESETS["balanced"]


@dataclass(frozen=True)
class Settings:
    # model
    quantization: str = RECOMMENDED
    model_file: str = ""  # an imported GGUF; "" means the catalog file for `quantization`
    n_threads: int = field(default_factory=default_threads)
    n_ctx: int = 4096
    # sampling (the "balanced" preset)
    temperature: float = _BALANCED["temperature"]
    top_p: float = _BALANCED["top_p"]
    top_k: int = _BALANCED["top_k"]
    min_p: float = _BALANCED["min_p"]
    repeat_penalty: float = _BALANCED["repeat_penalty"]
    max_tokens: int = _BALANCED["max_tokens"]
    seed: int = 0  # 0: a fresh random seed per reply; else the same reply from the same state
    system_prompt: str = ""  # "": the default prompt of the UI language
    # appearance
    theme: str = "system"
    font_size: int = 11
    language: str = "system"
    # attached files: how many tokens of a document a message may carry (reading them takes
    # about 1 s per 100 tokens on a 2-core laptop)
    attach_budget_tokens: int = 1200
    # speed: how much of the cache folder saved conversation states may use (0: none)
    kv_disk_mb: int = 2048
    # the local OpenAI-compatible API server (off by default; 127.0.0.1 only)
    api_enabled: bool = False
    api_port: int = 8181
    api_key: str = ""  # optional Bearer key; the settings file is readable by the user only
    api_origins: str = ""  # browser origins allowed to call it (CORS), comma-separated
    # network (first-run download only)
    hf_endpoint: str = ""
    # ask from anywhere: the global shortcut that opens quick ask ("" off), and whether closing
    # the window keeps the app in the system tray
    quick_ask_shortcut: str = "Ctrl+Alt+Space"
    close_to_tray: bool = False

    def effective_system_prompt(self, language: str) -> str:
        """The prompt in use: the user's own, or the default for the resolved UI language."""
        if self.system_prompt.strip():
            return self.system_prompt
        return DEFAULT_SYSTEM_PROMPTS.get(language, DEFAULT_SYSTEM_PROMPTS["en"])

    def with_system_prompt(self, text: str) -> Settings:
        """Store "" when the text is one of the defaults, so it follows the language later."""
        is_default = text.strip() in {p.strip() for p in DEFAULT_SYSTEM_PROMPTS.values()}
        return replace(self, system_prompt="" if is_default else text)

    @property
    def preset(self) -> str:
        return matching_preset(self.sampling_values())

    def sampling_values(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in PRESETS["balanced"]}

    def sampling(self) -> SamplingParams:
        return SamplingParams(**self.sampling_values(), seed=self.seed or None)

    def load_settings(self, debug: bool = False) -> LoadSettings:
        return LoadSettings(n_ctx=self.n_ctx, n_threads=self.n_threads, debug=debug)

    def with_preset(self, name: str) -> Settings:
        return replace(self, **PRESETS[name])

    def api_origin_list(self) -> tuple[str, ...]:
        return tuple(o.strip().rstrip("/") for o in self.api_origins.split(",") if o.strip())

    def needs_reload(self, other: Settings) -> bool:
        """Whether going from self to other needs the model loaded again."""
        keys = ("quantization", "model_file", "n_threads", "n_ctx")
        return any(getattr(self, k) != getattr(other, k) for k in keys)


def max_threads() -> int:
    return max(1, min(os.cpu_count() or 1, physical_cores() * 2, 64))


_INT_RANGES: dict[str, tuple[int, int | None]] = {
    "n_threads": (1, None),  # upper bound computed at validation time
    "n_ctx": (512, 32768),
    "top_k": (int(SAMPLING_RANGES["top_k"].low), int(SAMPLING_RANGES["top_k"].high)),
    "max_tokens": (int(SAMPLING_RANGES["max_tokens"].low), int(SAMPLING_RANGES["max_tokens"].high)),
    "font_size": (7, 32),
    "kv_disk_mb": (0, 1024 * 1024),
    "api_port": (1024, 65535),
    "attach_budget_tokens": (200, 16000),
    "seed": (0, 2**31 - 1),
}
_FLOAT_RANGES: dict[str, tuple[float, float]] = {
    k: (SAMPLING_RANGES[k].low, SAMPLING_RANGES[k].high)
    for k in ("temperature", "top_p", "min_p", "repeat_penalty")
}
_CHOICES: dict[str, tuple[str, ...]] = {
    "quantization": tuple(CATALOG),
    "theme": THEMES,
    "language": LANGUAGES,
}


def validate(raw: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a loosely typed mapping; every value that had to change is reported."""
    defaults = Settings()
    values: dict[str, Any] = {}
    problems: list[str] = []
    known = {f.name for f in fields(Settings)}
    for key in sorted(set(raw) - known - {"version"}):
        problems.append(f"unknown setting {key!r} ignored")
    for name in known:
        if name not in raw:
            continue
        value = raw[name]
        default = getattr(defaults, name)
        checked, problem = _check(name, value, default)
        values[name] = checked
        if problem:
            problems.append(problem)
    return replace(defaults, **values), problems


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _check(name: str, value: Any, default: Any) -> tuple[Any, str | None]:
    if isinstance(default, bool):
        if not isinstance(value, bool):
            return default, f"{name}: {value!r} is not true or false; using {default}"
        return value, None
    if name in _INT_RANGES or name in _FLOAT_RANGES:
        if not _is_number(value):
            return default, f"{name}: {value!r} is not a number; using {default}"
        number: float = value
        if name in _INT_RANGES:
            low, high = _INT_RANGES[name]
            upper = max_threads() if name == "n_threads" else high
            clamped: float = max(int(number), low)
            if upper is not None:
                clamped = min(clamped, upper)
        else:
            flow, fhigh = _FLOAT_RANGES[name]
            clamped = min(max(float(number), flow), fhigh)
        if clamped != value:
            return clamped, f"{name}: {value!r} is out of range; using {clamped}"
        return clamped, None
    if not isinstance(value, str):
        return default, f"{name}: {value!r} is not text; using the default"
    if name in _CHOICES and value not in _CHOICES[name]:
        return default, f"{name}: {value!r} is not one of {', '.join(_CHOICES[name])}"
    return value, None


@dataclass(frozen=True)
class LoadResult:
    settings: Settings
    problems: list[str]
    backup: Path | None = None  # where an unreadable file was moved


class SettingsStore:
    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> LoadResult:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return LoadResult(Settings(), [])
        except (OSError, UnicodeDecodeError) as exc:
            return self._fall_back(f"the settings file could not be read ({exc})")
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            return self._fall_back(f"the settings file is not valid JSON ({exc})")
        if not isinstance(raw, dict):
            return self._fall_back("the settings file does not hold a settings object")
        settings, problems = validate(raw)
        return LoadResult(settings, problems)

    def _fall_back(self, problem: str) -> LoadResult:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.bad-{stamp}")
        try:
            os.replace(self.path, backup)
        except OSError:
            return LoadResult(Settings(), [problem], None)
        return LoadResult(Settings(), [problem], backup)

    def save(self, settings: Settings) -> None:
        """Write atomically: a crash mid-write leaves the previous file, never half of a new one."""
        data = {"version": SETTINGS_VERSION, **asdict(settings)}
        # Written 0600: it may hold the API key, so it stays the user's only.
        write_atomic(self.path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
