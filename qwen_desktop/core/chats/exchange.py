"""Export a conversation as Markdown or as JSON (OpenAI messages format), and import JSON.

`messages` is the branch on screen in the OpenAI format any tool reads; extra keys carry what a
plain messages list cannot: the attached files' text a user message was sent with (`context`,
`attachments`), the passages a reply was given (`sources`), the conversation's attached files
with their extracted text and passages (`attachments` at the top), and optionally the whole tree
of versions (`tree`, `current`). Import accepts all of it, or just a bare messages list.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from qwen_desktop.core.llm.thinking import CLOSE, OPEN, split

_ROLES = ("system", "user", "assistant")


@dataclass(frozen=True)
class Message:
    key: int  # how the file names it; `parent` names its parent the same way
    parent: int | None
    role: str
    content: str
    context: str = ""  # a user message: the attached files' text it was sent with
    files: tuple[str, ...] = ()  # and which files those were
    sources: tuple[str, ...] = ()  # a reply: the files and pages its question was given
    model: str = ""
    server: str = ""


@dataclass(frozen=True)
class Attachment:
    name: str
    size: int
    pages: int | None
    text: str
    passages: tuple[tuple[int | None, str], ...]  # (page, text), in document order


@dataclass
class Exported:
    title: str
    system_prompt: str
    messages: list[Message]  # every version, parents before children
    current: int | None = None  # the last message of the branch on screen
    attachments: list[Attachment] = field(default_factory=list)

    def branch(self) -> list[Message]:
        """The branch on screen: down to `current` (default: the last message)."""
        by_key = {m.key: m for m in self.messages}
        key = self.current if self.current in by_key else (
            self.messages[-1].key if self.messages else None)  # fmt: skip
        path: list[Message] = []
        while key is not None and key in by_key:
            path.append(by_key[key])
            key = by_key[key].parent
        return path[::-1]


def _openai(message: Message, *, tree: bool) -> dict[str, Any]:
    item: dict[str, Any] = {"role": message.role, "content": message.content}
    parts = split(message.content) if message.role == "assistant" else None
    if parts is not None and parts.thought:  # as OpenAI-compatible servers send thinking
        item["content"], item["reasoning_content"] = parts.answer, parts.thinking
    if tree:
        item = {"id": message.key, "parent": message.parent, **item}
    if message.files or message.context:
        item["attachments"] = list(message.files)
        item["context"] = message.context
    if message.sources:
        item["sources"] = list(message.sources)
    if message.model:
        item["model"] = message.model
    if message.server:
        item["server"] = message.server
    return item


def to_json(exported: Exported, *, whole_tree: bool = False) -> str:
    system = [{"role": "system", "content": exported.system_prompt}] if exported.system_prompt \
        else []  # fmt: skip
    data: dict[str, Any] = {
        "title": exported.title,
        "messages": system + [_openai(m, tree=False) for m in exported.branch()],
    }
    if exported.attachments:
        data["attachments"] = [
            {"name": a.name, "size": a.size, "pages": a.pages, "text": a.text,
             "passages": [{"page": page, "text": text} for page, text in a.passages]}
            for a in exported.attachments
        ]  # fmt: skip
    if whole_tree:
        data["tree"] = [_openai(m, tree=True) for m in exported.messages]
        data["current"] = exported.branch()[-1].key if exported.messages else None
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def to_markdown(exported: Exported, names: dict[str, str], attached: str = "Attached: %1",
                thinking: str = "Thinking") -> str:  # fmt: skip
    """The branch on screen; `attached` is the (translated) line naming a message's files,
    `thinking` the label of a reply's thinking (quoted above its answer)."""
    parts = [f"# {exported.title}\n"]
    if exported.system_prompt:
        parts.append(f"## {names.get('system', 'system')}\n\n{exported.system_prompt}\n")
    for message in exported.branch():
        files = ("\n\n" + attached.replace("%1", ", ".join(message.files))) if message.files \
            else ""  # fmt: skip
        text = message.content
        reply = split(text) if message.role == "assistant" else None
        if reply is not None and reply.thought:
            quoted = "\n".join(f"> {line}" for line in reply.thinking.splitlines())
            text = f"> **{thinking}**\n>\n{quoted}\n\n{reply.answer}"
        parts.append(f"## {names.get(message.role, message.role)}\n\n{text}{files}\n")
    return "\n".join(parts)


def _text(item: dict[str, Any], index: int) -> str:
    content = item.get("content")
    if isinstance(content, list):  # OpenAI content parts: keep the text ones
        content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
    if not isinstance(content, str):
        raise ValueError(f"message {index + 1} has no text")
    return content


def _names(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _message(item: Any, index: int, key: int, parent: int | None) -> Message:
    if not isinstance(item, dict) or item.get("role") not in _ROLES:
        raise ValueError(f"message {index + 1} has no valid role")
    context = item.get("context")
    text = _text(item, index)
    reasoning = item.get("reasoning_content")
    if item["role"] == "assistant" and isinstance(reasoning, str) and reasoning:
        text = f"{OPEN}{reasoning}{CLOSE}\n\n{text}"  # kept as the app stores thinking
    return Message(key, parent, item["role"], text,
                   context if isinstance(context, str) else "", _names(item.get("attachments")),
                   _names(item.get("sources")), str(item.get("model") or ""),
                   str(item.get("server") or ""))  # fmt: skip


def _tree(items: Sequence[Any]) -> list[Message]:
    """Every version, checked: ids unique, each parent known before its children."""
    messages: list[Message] = []
    seen: set[int] = set()
    for index, item in enumerate(items):
        key = item.get("id") if isinstance(item, dict) else None
        parent = item.get("parent") if isinstance(item, dict) else None
        if not isinstance(key, int) or key in seen:
            raise ValueError(f"tree message {index + 1} has no unique id")
        if parent is not None and parent not in seen:
            raise ValueError(f"tree message {index + 1} comes before its parent")
        seen.add(key)
        messages.append(_message(item, index, key, parent))
    return messages


def _attachments(items: Any) -> list[Attachment]:
    found = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            continue
        passages = tuple((p.get("page") if isinstance(p.get("page"), int) else None, p["text"])
                         for p in item.get("passages") or []
                         if isinstance(p, dict) and isinstance(p.get("text"), str))  # fmt: skip
        pages = item.get("pages")
        size = item.get("size")
        found.append(Attachment(str(item.get("name") or "?"), size if isinstance(size, int) else 0,
                                pages if isinstance(pages, int) else None, item["text"],
                                passages))  # fmt: skip
    return found


def from_json(text: str) -> Exported:
    """Accepts our export (with or without the tree), {"messages": [...]}, or a bare OpenAI
    messages list; raises ValueError naming what is wrong."""
    data: Any = json.loads(text)
    title, tree, current, attachments = "", None, None, []
    if isinstance(data, dict):
        title = str(data.get("title") or "")
        tree, current = data.get("tree"), data.get("current")
        attachments = _attachments(data.get("attachments"))
        data = data.get("messages")
    if not isinstance(data, list) or not data:
        raise ValueError("no messages list")
    system = ""
    linear: list[Message] = []
    for index, item in enumerate(data):
        message = _message(item, index, len(linear), len(linear) - 1 if linear else None)
        if message.role == "system":
            system = system or message.content
        else:
            linear.append(message)
    if isinstance(tree, list) and tree:
        messages = [m for m in _tree(tree) if m.role != "system"]
        if any(m.parent is not None and m.parent not in {n.key for n in messages}
               for m in messages):  # fmt: skip
            raise ValueError("a tree message answers a system message")
        return Exported(title, system, messages, current if isinstance(current, int) else None,
                        attachments)  # fmt: skip
    return Exported(title, system, linear, None, attachments)
