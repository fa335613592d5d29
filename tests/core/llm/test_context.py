from __future__ import annotations

from collections.abc import Sequence

import pytest

from qwen_desktop.core.errors import ContextOverflowError
from qwen_desktop.core.llm.context import fit_messages
from qwen_desktop.core.llm.messages import ChatMessage


def count(messages: Sequence[ChatMessage]) -> int:
    """A stand-in tokenizer: one token per word plus a per-message template overhead."""
    return sum(len(m.content.split()) + 4 for m in messages) + 3


def conversation(turns: int, words: int = 40) -> list[ChatMessage]:
    messages = [ChatMessage("system", "be brief")]
    for i in range(turns):
        messages.append(ChatMessage("user", f"question {i} " + "w " * words))
        messages.append(ChatMessage("assistant", f"answer {i} " + "w " * words))
    messages.append(ChatMessage("user", "the newest question"))
    return messages


def test_everything_is_kept_when_it_fits() -> None:
    messages = conversation(3)
    result = fit_messages(messages, count, n_ctx=4096, max_tokens=512)
    assert result.messages == messages
    assert result.dropped == 0
    assert result.prompt_tokens == count(messages)
    assert result.max_tokens == 512


def test_overflow_keeps_system_and_newest_turns_within_budget() -> None:
    messages = conversation(40)
    result = fit_messages(messages, count, n_ctx=1024, max_tokens=256)
    assert result.messages[0] == messages[0]
    assert result.messages[-1] == messages[-1]
    assert result.messages[1].role == "user"  # whole turns are dropped
    assert result.prompt_tokens == count(result.messages)
    assert result.prompt_tokens + 256 <= 1024
    assert result.messages[1:] == messages[1 + result.cut :]


def test_cut_moves_in_blocks_so_the_prefix_survives_several_turns() -> None:
    messages = conversation(30)
    cut = fit_messages(messages, count, n_ctx=1024, max_tokens=256).cut
    assert cut > 0
    changes = 0
    prefixes = []
    for turn in range(30):
        result = fit_messages(messages, count, n_ctx=1024, max_tokens=256, min_cut=cut)
        assert result.prompt_tokens + 256 <= 1024
        if result.cut != cut:
            changes += 1
        cut = result.cut
        prefixes.append(tuple(result.messages[:3]))
        messages = [*messages, ChatMessage("assistant", f"reply {turn} " + "w " * 40)]
        messages.append(ChatMessage("user", f"follow-up {turn}"))
    assert changes <= 30 // 3  # the cached prefix stays valid for at least ~3 turns at a time
    assert len(set(prefixes)) == changes + 1


def test_one_message_larger_than_the_window_is_a_clear_error() -> None:
    messages = [ChatMessage("system", "s"), ChatMessage("user", "word " * 5000)]
    with pytest.raises(ContextOverflowError) as caught:
        fit_messages(messages, count, n_ctx=2048, max_tokens=256)
    assert caught.value.n_ctx == 2048
    assert "5" in str(caught.value) and "2048" in str(caught.value)


def test_a_long_message_that_barely_fits_shrinks_the_reply_budget() -> None:
    messages = [ChatMessage("user", "word " * 1500)]
    result = fit_messages(messages, count, n_ctx=2048, max_tokens=1024)
    assert result.max_tokens == 2048 - result.prompt_tokens < 1024


def test_conversation_must_end_with_the_user() -> None:
    with pytest.raises(ValueError):
        fit_messages([ChatMessage("assistant", "hi")], count, n_ctx=512, max_tokens=16)
