"""Assistants: a name, a symbol, a system prompt and optional sampling, to start a conversation
with (translate, polish, summarize, …).

About a dozen are built in, each in Chinese and English, written for what a small local model
does well: short, single-purpose instructions with the output format spelled out (a 0.5-4B model
follows "reply with only the translation" far better than an open-ended persona). Built-ins are
read-only; the user's own (made, edited, duplicated, deleted in the Assistants dialog) live in
`assistants.json` in the config folder, and every assistant exports to and imports from JSON.
Symbols are plain Unicode signs, never emoji (they render in every font, the CJK ones too).
"""

from __future__ import annotations

import json
import logging
import uuid
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from qwen_desktop.core.llm.sampling import SAMPLING_RANGES, SamplingParams
from qwen_desktop.core.storage.atomic import write_atomic

log = logging.getLogger(__name__)
BUILTIN = "builtin:"


@dataclass(frozen=True)
class Assistant:
    id: str
    names: dict[str, str]  # language ("en", "zh_CN") -> name
    symbol: str
    prompts: dict[str, str]  # language -> system prompt
    temperature: float | None = None  # None: the settings' own
    max_tokens: int | None = None
    builtin: bool = field(default=False, compare=False)

    def name(self, language: str) -> str:
        return self.names.get(language) or self.names.get("en") or next(iter(self.names.values()))

    def prompt(self, language: str) -> str:
        return (self.prompts.get(language) or self.prompts.get("en")
                or next(iter(self.prompts.values()), ""))  # fmt: skip

    def applied(self, params: SamplingParams) -> SamplingParams:
        """The settings' sampling with this assistant's own choices on top."""
        if self.temperature is not None:
            params = replace(params, temperature=self.temperature)
        if self.max_tokens is not None:
            params = replace(params, max_tokens=self.max_tokens)
        return params

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "names": self.names, "symbol": self.symbol,
                                "prompts": self.prompts}  # fmt: skip
        if self.temperature is not None:
            data["temperature"] = self.temperature
        if self.max_tokens is not None:
            data["max_tokens"] = self.max_tokens
        return data


def _builtin(key: str, symbol: str, en: str, zh: str, prompt_en: str, prompt_zh: str,
             temperature: float | None = None) -> Assistant:  # fmt: skip
    return Assistant(BUILTIN + key, {"en": en, "zh_CN": zh}, symbol,
                     {"en": prompt_en, "zh_CN": prompt_zh}, temperature, builtin=True)  # fmt: skip


BUILTINS: tuple[Assistant, ...] = (
    _builtin(
        "translate",
        "⇄",
        "Translate",
        "翻译",
        "You are a translator. If the user's text is Chinese, translate it into English; "
        "otherwise translate it into Simplified Chinese. Keep the meaning, tone and "
        "formatting. Reply with only the translation.",
        "你是一名翻译。如果用户的文字是中文，就把它翻译成英文；否则翻译成简体中文。保留原意、"
        "语气和格式。只回复译文，不要解释。",
        0.2,
    ),
    _builtin(
        "polish",
        "✎",
        "Polish",
        "润色",
        "Improve the user's text: fix grammar, spelling and awkward wording, keep its "
        "meaning, language and length. Reply with only the improved text.",
        "润色用户的文字：改正语病、错别字和不通顺的地方，保持原意、语言和长度。只回复润色后的"
        "文字。",
        0.3,
    ),
    _builtin(
        "summarize",
        "Σ",
        "Summarize",
        "总结",
        "Summarize the user's text in a few short sentences, in the language of the text. "
        "Keep names, numbers and dates exact.",
        "用几句简短的话总结用户的文字，使用原文的语言。人名、数字和日期保持准确。",
        0.3,
    ),
    _builtin(
        "explain",
        "?",
        "Explain",
        "解释",
        "Explain the user's text or question simply and clearly, as to a curious beginner, "
        "with one short example. Answer in the user's language.",
        "用简单清楚的话解释用户给出的内容或问题，就像讲给一个好奇的初学者，并举一个简短的"
        "例子。用用户的语言回答。",
    ),
    _builtin(
        "formal",
        "§",
        "More formal",
        "改写得更正式",
        "Rewrite the user's text in a more formal, polite and professional tone, in the same "
        "language. Keep the meaning. Reply with only the rewritten text.",
        "把用户的文字改写得更正式、礼貌、专业，使用同一种语言，保持原意。只回复改写后的文字。",
        0.3,
    ),
    _builtin(
        "simplify",
        "≈",
        "Simpler words",
        "通俗易懂",
        "Rewrite the user's text in plain, simple words that anyone can understand, in the "
        "same language. Reply with only the rewritten text.",
        "把用户的文字改写成人人都能看懂的大白话，使用同一种语言。只回复改写后的文字。",
        0.3,
    ),
    _builtin(
        "key-points",
        "•",
        "Key points",
        "列出要点",
        "List the key points of the user's text as a short bulleted list, in the language "
        "of the text.",
        "把用户文字的要点列成简短的项目符号列表，使用原文的语言。",
        0.3,
    ),
    _builtin(
        "email-reply",
        "✉",
        "Reply to an e-mail",
        "回复邮件",
        "The user pastes an e-mail they received, maybe with notes on what to say. Write a "
        "short, polite reply in the e-mail's language, ready to send.",
        "用户会粘贴一封收到的邮件，可能附带想表达的要点。用邮件的语言写一封简短、礼貌、可以"
        "直接发送的回复。",
        0.5,
    ),
    _builtin(
        "titles",
        "¶",
        "Title ideas",
        "起标题",
        "Suggest five short, clear titles for the user's text, in its language, one per "
        "line, without numbering.",
        "为用户的文字想五个简短、清楚的标题，使用原文的语言，每行一个，不要编号。",
        0.8,
    ),
    _builtin(
        "grammar",
        "✓",
        "Check grammar",
        "检查语法",
        "Find the grammar and spelling mistakes in the user's text. For each one, quote it, "
        "give the correction and a few words of why. If there are none, say so.",
        "找出用户文字中的语法错误和错别字。每一处都引用原文，给出改正，并简短说明原因。如果"
        "没有错误，就直接说明。",
        0.2,
    ),
    _builtin(
        "code-review",
        "⌘",
        "Code review",
        "代码审查",
        "Review the user's code: point out bugs, unclear names and risky constructs, most "
        "important first, each with a short fix. Answer in the user's language.",
        "审查用户的代码：指出错误、不清楚的命名和有风险的写法，按重要性排列，每条都给出简短"
        "的修改建议。用用户的语言回答。",
        0.2,
    ),
    _builtin(
        "explain-code",
        "⟨⟩",
        "Explain code",
        "解释代码",
        "Explain what the user's code does, step by step, in plain words. Answer in the "
        "user's language.",
        "一步一步地用通俗的话解释用户的代码在做什么。用用户的语言回答。",
        0.2,
    ),
)


def _number(data: dict[str, Any], key: str) -> float | None:
    value = data.get(key)
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return None
    bounds = SAMPLING_RANGES["temperature" if key == "temperature" else "max_tokens"]
    return value if bounds.low <= value <= bounds.high else None


def _texts(value: Any) -> dict[str, str]:
    if isinstance(value, str):
        return {"en": value}
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str) and v}
    return {}


def from_json(data: Any) -> Assistant | None:
    """An assistant from its JSON (an export, or the user's file); None when it makes no sense.
    Accepts a plain "name"/"prompt" too, as people write them by hand."""
    if not isinstance(data, dict):
        return None
    names = _texts(data.get("names", data.get("name")))
    prompts = _texts(data.get("prompts", data.get("prompt")))
    if not names or not prompts:
        return None
    symbol = data.get("symbol")
    ident = data.get("id")
    max_tokens = _number(data, "max_tokens")
    return Assistant(
        ident if isinstance(ident, str) and ident and not ident.startswith(BUILTIN)
        else str(uuid.uuid4()),
        names, symbol if isinstance(symbol, str) and symbol.strip() else "•", prompts,
        _number(data, "temperature"), int(max_tokens) if max_tokens is not None else None,
    )  # fmt: skip


class AssistantLibrary:
    """The built-ins and the user's own; the user's are saved atomically on every change."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.own: list[Assistant] = self._read()

    def _read(self) -> list[Assistant]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            log.warning("assistants file %s unreadable (%s); starting without it", self.path, exc)
            return []
        items = raw if isinstance(raw, list) else []
        return [a for a in (from_json(item) for item in items) if a is not None]

    def all(self) -> list[Assistant]:
        return [*BUILTINS, *self.own]

    def get(self, assistant_id: str) -> Assistant | None:
        return next((a for a in self.all() if a.id == assistant_id), None)

    def save(self, assistant: Assistant) -> Assistant:
        """Add or replace one of the user's (a built-in is never changed: it is copied)."""
        if assistant.builtin or not assistant.id or assistant.id.startswith(BUILTIN):
            assistant = replace(assistant, id=str(uuid.uuid4()), builtin=False)
        self.own = [a for a in self.own if a.id != assistant.id] + [assistant]
        self._write()
        return assistant

    def duplicate(self, assistant: Assistant, suffix: str) -> Assistant:
        names = {lang: f"{name} {suffix}" for lang, name in assistant.names.items()}
        return self.save(replace(assistant, id=str(uuid.uuid4()), names=names, builtin=False))

    def delete(self, assistant_id: str) -> bool:
        before = len(self.own)
        self.own = [a for a in self.own if a.id != assistant_id]
        if len(self.own) != before:
            self._write()
        return len(self.own) != before

    def export(self, assistants: list[Assistant]) -> str:
        return json.dumps([a.to_json() for a in assistants], ensure_ascii=False, indent=1)

    def import_text(self, text: str) -> list[Assistant]:
        """Add the assistants of an export (a list, or one object); raises ValueError when the
        text holds none."""
        try:
            raw = json.loads(text)
        except ValueError as exc:
            raise ValueError(f"not JSON: {exc}") from exc
        items = raw if isinstance(raw, list) else [raw]
        found = [a for a in (from_json(item) for item in items) if a is not None]
        if not found:
            raise ValueError("no assistant in it (each needs a name and a prompt)")
        known = {a.id for a in self.own}
        added = [replace(a, id=str(uuid.uuid4())) if a.id in known else a for a in found]
        self.own += added
        self._write()
        return added

    def _write(self) -> None:
        write_atomic(self.path, self.export(self.own))
