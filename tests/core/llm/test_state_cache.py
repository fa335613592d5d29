"""Switching conversations restores their KV cache: proved by evaluated-token counts."""

from __future__ import annotations

from pathlib import Path

from qwen_desktop.core.llm.engine import ChatEngine
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.llm.messages import ChatMessage
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.state_cache import StateCache, capture

GREEDY = SamplingParams(temperature=0.0, max_tokens=8)


def history(topic: str, turns: int) -> list[ChatMessage]:
    messages = [ChatMessage("system", "You are helpful.")]
    for i in range(turns):
        messages.append(ChatMessage("user", f"Tell me fact {i} about {topic}."))
        messages.append(ChatMessage("assistant", f"Fact {i}: {topic} is interesting. " * 5))
    messages.append(ChatMessage("user", f"Summarise {topic}."))
    return messages


def test_returning_to_a_conversation_reuses_its_saved_kv(test_model_path: Path) -> None:
    engine = ChatEngine()
    engine.load(test_model_path, LoadSettings(n_ctx=4096))
    try:
        a, b = history("the ocean", 12), history("mountains", 12)
        first_a = engine.generate(a, GREEDY, conversation="a")
        assert first_a.stats.prompt_tokens_evaluated == first_a.stats.prompt_tokens > 500
        first_b = engine.generate(b, GREEDY, conversation="b")
        assert first_b.stats.prompt_tokens_evaluated > 500  # b shares nothing with a
        a2 = [*a, ChatMessage("assistant", first_a.text), ChatMessage("user", "And more?")]
        back = engine.generate(a2, GREEDY, conversation="a")
        # only the new turn (plus a re-tokenized tail) is evaluated, not a's 500+ tokens
        assert back.stats.prompt_tokens_evaluated < 40
        # and without a conversation key the cache cannot help: b's KV is what is loaded now
        b2 = [*b, ChatMessage("assistant", first_b.text), ChatMessage("user", "And more?")]
        engine.generate(b2, GREEDY, conversation="b")
        cold = engine.generate(a2, GREEDY)
        assert cold.stats.prompt_tokens_evaluated > 500
    finally:
        engine.close()


def test_the_cache_keeps_within_its_budget(test_model_path: Path) -> None:
    engine = ChatEngine()
    engine.load(test_model_path, LoadSettings(n_ctx=1024))
    try:
        engine.generate(history("rivers", 3), GREEDY)
        llm = engine._llm
        state = capture(llm)
        assert state.size > 0 and len(state.tokens) == llm.n_tokens
        cache = StateCache(budget=int(state.size * 2.5))
        for key in "xyz":
            cache.put(key, state)
        assert len(cache) == 2 and "x" not in cache and cache.used <= cache.budget
        cache.take("y")
        cache.put("w", state)
        assert "y" in cache and "z" not in cache  # least recently used goes first
    finally:
        engine.close()
