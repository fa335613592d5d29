from __future__ import annotations

import json
import os
from dataclasses import fields, replace
from pathlib import Path

import pytest

from qwen_desktop.core.config.presets import CUSTOM, PRESETS
from qwen_desktop.core.config.settings import Settings, SettingsStore, max_threads, validate
from qwen_desktop.core.models.catalog import CATALOG


def changed_settings() -> Settings:
    """A value different from the default in every single field."""
    return Settings(
        quantization="q8_0", model_file="/models/other.gguf", n_threads=1, n_ctx=8192,
        temperature=1.3, top_p=0.5, top_k=77, min_p=0.2, repeat_penalty=1.3, max_tokens=333,
        system_prompt="你是一个乐于助人的助手。", theme="dark", font_size=15, language="zh_CN",
        hf_endpoint="https://hf-mirror.example", kv_disk_mb=512, api_enabled=True,
        api_port=9000, api_key="sk-local", api_origins="http://localhost:3000",
        attach_budget_tokens=2000, seed=42, quick_ask_shortcut="Ctrl+Alt+K", close_to_tray=True,
    )  # fmt: skip


def test_every_field_round_trips(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    settings = changed_settings()
    defaults = Settings()
    assert all(getattr(settings, f.name) != getattr(defaults, f.name) for f in fields(Settings))
    store.save(settings)
    result = store.load()
    assert result.settings == settings
    assert result.problems == []
    text = (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert "你是一个乐于助人的助手。" in text  # human-readable, not \\u-escaped
    assert json.loads(text)["version"] == 1


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    result = SettingsStore(tmp_path / "nope.json").load()
    assert result.settings == Settings()
    assert result.problems == [] and result.backup is None


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b""])
def test_garbage_file_falls_back_and_is_kept_as_backup(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    result = SettingsStore(path).load()
    assert result.settings == Settings()
    assert len(result.problems) == 1
    assert result.backup is not None and result.backup.read_bytes() == content
    assert not path.exists()  # so the next start is clean and the user is told only once
    assert SettingsStore(path).load().problems == []


def test_partial_file_keeps_what_it_has(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"temperature": 0.2, "theme": "light"}), encoding="utf-8")
    result = SettingsStore(path).load()
    assert result.settings == replace(Settings(), temperature=0.2, theme="light")
    assert result.problems == []


def test_out_of_range_and_wrong_types_are_clamped_or_defaulted() -> None:
    settings, problems = validate(
        {
            "temperature": 9.0, "top_p": -1, "top_k": "many", "max_tokens": 10**9,
            "n_threads": 0, "n_ctx": 10, "font_size": True, "theme": "purple",
            "quantization": "q1_z", "system_prompt": 42, "bogus": 1, "min_p": float("nan"),
        }
    )  # fmt: skip
    defaults = Settings()
    assert settings.temperature == 2.0 and settings.top_p == 0.0
    assert settings.top_k == defaults.top_k and settings.max_tokens == 32768
    assert settings.n_threads == 1 and settings.n_ctx == 512
    assert settings.font_size == defaults.font_size and settings.theme == defaults.theme
    assert settings.quantization == defaults.quantization
    assert settings.system_prompt == defaults.system_prompt
    assert settings.min_p == defaults.min_p
    assert len(problems) == 12
    assert any("temperature" in p and "out of range" in p for p in problems)
    assert validate({"n_threads": 10_000})[0].n_threads == max_threads()


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path)
    store.save(Settings())
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        store.save(changed_settings())
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left


def test_presets() -> None:
    fast = Settings().with_preset("fast")
    assert fast.preset == "fast" and fast.temperature == 0.0 and fast.max_tokens == 128
    assert Settings().preset == "balanced"
    assert Settings().with_preset("creative").preset == "creative"
    assert replace(Settings(), temperature=0.33).preset == CUSTOM
    assert set(PRESETS) == {"fast", "balanced", "creative"}


def test_which_changes_need_a_reload() -> None:
    base = Settings()
    assert not base.needs_reload(replace(base, temperature=0.1, system_prompt="x"))
    for change in ({"n_threads": base.n_threads + 1}, {"n_ctx": 8192},
                   {"quantization": "q8_0"}, {"model_file": "/x.gguf"}):  # fmt: skip
        assert base.needs_reload(replace(base, **change))


def test_catalog_lists_the_official_files() -> None:
    assert CATALOG["q4_k_m"].size == 491_400_032
    assert CATALOG["q4_k_m"].sha256 and len(CATALOG["q4_k_m"].sha256) == 64
    assert [k for k, f in CATALOG.items() if f.sha256] == ["q4_k_m"]  # only published hashes
    for key, entry in CATALOG.items():
        assert entry.model.repo_id.startswith("Qwen/") and entry.model.repo_id.endswith("-GGUF")
        prefix = "qwen2.5-" if entry.model.id.startswith("qwen2.5") else "Qwen3-"
        assert entry.filename.startswith(prefix) and entry.filename.endswith(".gguf")
        assert key in {entry.quant, f"{entry.model.id}-{entry.quant}"}
    thinking = {f.model.id for f in CATALOG.values() if f.model.thinking}
    assert thinking == {"qwen3-0.6b", "qwen3-1.7b", "qwen3-4b", "qwen3-8b"}
    assert {"qwen2.5-1.5b-q4_k_m", "qwen2.5-3b-q4_k_m", "qwen3-4b-q4_k_m"} <= set(CATALOG)
