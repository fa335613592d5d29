"""Export a conversation as Markdown or as JSON (OpenAI messages format), and import JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from qwen_desktop.core.llm.messages import ChatMessage, Role

_ROLES: tuple[Role, ...] = ("system", "user", "assistant")


@dataclass(frozen=True)
class Exported:
    title: str
    messages: list[ChatMessage]


def to_json(title: str, messages: list[ChatMessage]) -> str:
    data = {"title": title,
            "messages": [{"role": m.role, "content": m.content} for m in messages]}  # fmt: skip
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def to_markdown(title: str, messages: list[ChatMessage], names: dict[str, str]) -> str:
    parts = [f"# {title}\n"]
    for message in messages:
        parts.append(f"## {names.get(message.role, message.role)}\n\n{message.content}\n")
    return "\n".join(parts)


def from_json(text: str) -> Exported:
    """Accepts {"title", "messages": [...]} or a bare OpenAI messages list; raises ValueError."""
    data: Any = json.loads(text)
    title = ""
    if isinstance(data, dict):
        title = str(data.get("title") or "")
        data = data.get("messages")
    if not isinstance(data, list) or not data:
        raise ValueError("no messages list")
    messages = []
    for index, item in enumerate(data):
        if not isinstance(item, dict) or item.get("role") not in _ROLES:
            raise ValueError(f"message {index + 1} has no valid role")
        content = item.get("content")
        if isinstance(content, list):  # OpenAI content parts: keep the text ones
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        if not isinstance(content, str):
            raise ValueError(f"message {index + 1} has no text")
        messages.append(ChatMessage(item["role"], content))
    return Exported(title, messages)
