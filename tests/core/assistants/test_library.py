"""The assistants library: built-ins in both languages, the user's own kept, JSON both ways."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from qwen_desktop.core.assistants.library import BUILTINS, Assistant, AssistantLibrary
from qwen_desktop.core.llm.sampling import SamplingParams


def test_a_dozen_builtins_in_chinese_and_english_with_plain_symbols() -> None:
    assert len(BUILTINS) >= 12
    names = {a.name("zh_CN") for a in BUILTINS}
    assert {"翻译", "润色", "总结", "解释", "改写得更正式"} <= names
    assert {"Translate", "Polish", "Summarize", "Explain", "More formal"} <= {
        a.name("en") for a in BUILTINS}  # fmt: skip
    for assistant in BUILTINS:
        assert assistant.prompt("zh_CN") != assistant.prompt("en") and assistant.builtin
        for char in assistant.symbol:  # signs, never emoji (no emoji plane, no emoji selector)
            assert ord(char) < 0x1F000 and char != "\ufe0f" and unicodedata.name(char)
    assert len({a.id for a in BUILTINS}) == len(BUILTINS)


def test_the_users_own_are_kept_and_builtins_never_change(tmp_path: Path) -> None:
    library = AssistantLibrary(tmp_path / "assistants.json")
    translate = library.all()[0]
    copy = library.save(translate)  # saving a built-in makes a copy
    assert copy.id != translate.id and not copy.builtin and library.get(translate.id) == translate
    mine = library.save(Assistant("", {"zh_CN": "写诗"}, "♪", {"zh_CN": "把用户的话写成一首短诗。"},
                                  temperature=1.1))  # fmt: skip
    twin = library.duplicate(mine, "(副本)")
    again = AssistantLibrary(tmp_path / "assistants.json")  # as at the next start
    assert [a.name("zh_CN") for a in again.own] == ["翻译", "写诗", "写诗 (副本)"]
    assert again.get(mine.id) == mine and again.get(mine.id).temperature == 1.1  # type: ignore[union-attr]
    assert again.delete(twin.id) and not again.delete(twin.id)
    assert mine.applied(SamplingParams(temperature=0.7)).temperature == 1.1


def test_export_and_import_round_trip_and_bad_files_lose_nothing(tmp_path: Path) -> None:
    library = AssistantLibrary(tmp_path / "a.json")
    text = library.export([BUILTINS[0], BUILTINS[1]])
    other = AssistantLibrary(tmp_path / "b.json")
    added = other.import_text(text)
    assert [a.name("en") for a in added] == ["Translate", "Polish"]
    assert all(not a.builtin and not a.id.startswith("builtin:") for a in added)
    assert other.import_text('{"name": "Pirate", "prompt": "Talk like a pirate."}')[0].symbol
    for bad in ("not json", "[]", '[{"name": "no prompt"}]'):
        with pytest.raises(ValueError):
            other.import_text(bad)
    (tmp_path / "broken.json").write_text("{oops", encoding="utf-8")
    assert AssistantLibrary(tmp_path / "broken.json").own == []
    assert len(json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))) == 3
