"""Shared pieces of the benchmarks: prompts, a long conversation, medians."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from qwen_desktop.core.llm.messages import ChatMessage

SYSTEM = "You are Qwen, a helpful assistant."
SHORT_PROMPTS = {
    "zh": "请详细介绍一下中国的四大发明，以及它们对世界的影响。",
    "en": "Explain in detail how a bicycle works, part by part.",
}
NEW_TOKENS = 128

_TOPICS = [
    ("the history of tea in China", "茶在中国有几千年的历史，从神农尝百草的传说开始。"),
    ("how rivers shape valleys", "河流通过侵蚀和沉积，慢慢地改变了山谷的形状。"),
    ("learning a musical instrument", "学习乐器需要耐心，每天练习比偶尔长时间练习更有效。"),
    ("the basics of compound interest", "复利的意思是利息也会产生利息，时间越长效果越明显。"),
    ("why the sky is blue", "天空是蓝色的，因为大气对短波长的光散射更强。"),
    ("planting a vegetable garden", "种菜之前要先了解土壤、阳光和水分的条件。"),
    ("the life of honey bees", "蜜蜂是一个高度组织化的群体，分工非常明确。"),
    ("keeping a healthy sleep schedule", "规律的作息有助于身体恢复和保持精力。"),
    ("how bridges carry loads", "桥梁通过拉力和压力把重量传递到桥墩和地基上。"),
    ("the invention of paper", "造纸术让知识的记录和传播变得更加便宜和容易。"),
]


def long_conversation(target_tokens: int, count: object) -> list[ChatMessage]:
    """A conversation of about `target_tokens` tokens that ends with a user question."""
    messages = [ChatMessage("system", SYSTEM)]
    i = 0
    while True:
        topic, zh = _TOPICS[i % len(_TOPICS)]
        user = ChatMessage("user", f"Turn {i}: tell me about {topic}. 请用中英文回答。")
        answer = ChatMessage(
            "assistant",
            f"Here is an overview of {topic} (part {i}). {zh} "
            + " ".join(f"Point {k}: {topic} matters for reason number {k}." for k in range(1, 6))
            + f" {zh}",
        )
        candidate = [*messages, user, answer]
        assert callable(count)
        if count([*candidate, ChatMessage("user", "?")]) > target_tokens:
            break
        messages = candidate
        i += 1
    messages.append(ChatMessage("user", "Now summarise what we discussed in three sentences."))
    return messages


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else 0.0
