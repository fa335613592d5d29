"""Saved KV states on disk: a restart continues a conversation without re-reading it, and a file
that does not check out is deleted, never handed to llama.cpp."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from qwen_desktop.core.llm.disk_states import DiskStates, StateKey
from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.state_cache import SavedState

GREEDY = SamplingParams(temperature=0.0, max_tokens=8)
KEY = StateKey(7, "ab" * 32, 2048, 512, None, None)


def history(turns: int) -> list[ChatMessage]:
    messages = [ChatMessage("system", "You are helpful.")]
    for i in range(turns):
        messages.append(ChatMessage("user", f"Tell me fact {i} about rivers."))
        messages.append(ChatMessage("assistant", f"Fact {i}: rivers flow to the sea. " * 4))
    return [*messages, ChatMessage("user", "Summarise.")]


def engine_with(disk: DiskStates, model: Path, tmp_path: Path) -> ChatEngine:
    engine = ChatEngine(disk, tmp_path / "hashes.json")
    engine.load(model, LoadSettings(n_ctx=2048))
    return engine


def test_a_restart_continues_from_the_saved_state(test_model_path: Path, tmp_path: Path) -> None:
    disk = DiskStates(tmp_path / "kv")
    messages = history(10)
    first = engine_with(disk, test_model_path, tmp_path)
    try:
        reply = first.generate(messages, GREEDY, conversation=42)
        assert reply.stats.prompt_tokens_evaluated == reply.stats.prompt_tokens > 300
    finally:
        first.close()  # "quitting the app": the open conversation's state is written
    assert len(list((tmp_path / "kv").glob("*.kv"))) == 1
    again = engine_with(disk, test_model_path, tmp_path)
    try:
        more = [*messages, ChatMessage("assistant", reply.text), ChatMessage("user", "Why?")]
        continued = again.generate(more, GREEDY, conversation=42)
        new_tokens = continued.stats.prompt_tokens - reply.stats.prompt_tokens
        assert continued.stats.prompt_tokens_evaluated <= new_tokens + 2
        other = again.generate(history(2), GREEDY, conversation=43)  # nothing saved for it
        assert other.stats.prompt_tokens_evaluated > 0
    finally:
        again.close()


@pytest.mark.parametrize("damage", ["flip", "truncate", "garbage"])
def test_a_damaged_state_file_is_deleted_and_the_prompt_evaluated(
    test_model_path: Path, tmp_path: Path, damage: str
) -> None:
    disk = DiskStates(tmp_path / "kv")
    messages = history(6)
    first = engine_with(disk, test_model_path, tmp_path)
    try:
        reply = first.generate(messages, GREEDY, conversation=5)
    finally:
        first.close()
    (saved,) = (tmp_path / "kv").glob("*.kv")
    blob = bytearray(saved.read_bytes())
    if damage == "flip":
        blob[-100] ^= 0x55
    elif damage == "truncate":
        del blob[len(blob) // 2 :]
    else:
        blob[:] = b"not a state at all"
    saved.write_bytes(bytes(blob))
    again = engine_with(disk, test_model_path, tmp_path)
    try:
        more = [*messages, ChatMessage("assistant", reply.text), ChatMessage("user", "Why?")]
        continued = again.generate(more, GREEDY, conversation=5)
        assert continued.stats.prompt_tokens_evaluated == continued.stats.prompt_tokens
        assert continued.text
    finally:
        again.close()
    assert not saved.exists() or saved.read_bytes() != bytes(blob)  # deleted, then re-saved


def test_a_state_for_other_load_settings_is_never_used(tmp_path: Path) -> None:
    disk = DiskStates(tmp_path)
    state = SavedState(np.arange(10, dtype=np.intc), b"\x01" * 100)
    assert disk.save(KEY, state)
    other = StateKey(7, KEY.model_sha256, 4096, 512, None, None)
    assert disk.load(other) is None
    loaded = disk.load(KEY)
    assert loaded is not None and loaded.data == state.data
    assert list(loaded.tokens) == list(range(10))
    # a file renamed to another key's name fails the header check and is deleted
    disk.path_for(KEY).rename(disk.path_for(other))
    assert disk.load(other) is None and not disk.path_for(other).exists()


def test_the_folder_is_kept_under_its_budget_oldest_first(tmp_path: Path) -> None:
    disk = DiskStates(tmp_path, budget=3000)  # two files of about 1.3 KB
    for conversation in (1, 2, 3):
        key = StateKey(conversation, KEY.model_sha256, 2048, 512, None, None)
        assert disk.save(key, SavedState(np.arange(4, dtype=np.intc), b"x" * 1000))
    names = sorted(p.name.split("-")[0] for p in tmp_path.glob("*.kv"))
    assert names == ["c2", "c3"] and disk.used() <= 3000
    assert not DiskStates(tmp_path, budget=0).save(KEY, SavedState(np.arange(1), b"x"))
