"""Qwen3's thinking, told apart from its answer: `<think>…</think>` before the reply.

The model streams its reasoning inside `<think>` tags, then the answer. A stream delivers text in
arbitrary pieces, so a tag can arrive split ("<th" + "ink>"): the splitter holds back only what
could still become a tag and releases it as soon as it cannot. A stream that stops inside the
thinking (Stop pressed, max tokens) leaves it unclosed: what was thought stays thinking, and the
answer is empty. Text before `<think>` is answer (a model that does not think); whitespace around
the tags is dropped, as Qwen's own parsers do.

Stored replies keep the tags in their text (history and export show the thinking, marked); what
is sent back to the model in later turns is `answer_only` (Qwen's model card: no thinking content
in the history).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from qwen_desktop.core.config.presets import QWEN3_ANSWERING, QWEN3_THINKING
from qwen_desktop.core.llm.sampling import SamplingParams

OPEN, CLOSE = "<think>", "</think>"
_BLOCK = re.compile(r"<think>.*?(?:</think>|$)\s*", re.DOTALL)


@dataclass(frozen=True)
class Split:
    thinking: str  # what the model thought (empty when it did not think)
    answer: str
    closed: bool  # the thinking ended (False: still thinking, or stopped while thinking)

    @property
    def thought(self) -> bool:
        return bool(self.thinking) or not self.closed


def split(text: str) -> Split:
    """A whole (or partial) reply's thinking and answer."""
    start = text.find(OPEN)
    if start < 0 or text[:start].strip():
        return Split("", text, True)
    rest = text[start + len(OPEN) :]
    end = rest.find(CLOSE)
    if end < 0:
        return Split(rest.strip(), "", False)
    return Split(rest[:end].strip(), rest[end + len(CLOSE) :].lstrip(), True)


def answer_only(text: str) -> str:
    """The reply as it goes back into a later prompt: every thinking block removed."""
    if OPEN not in text:
        return text
    return _BLOCK.sub("", text).strip()


class ThinkSplitter:
    """Feeds a stream's pieces; hands out (thinking, answer) pieces as they become certain."""

    def __init__(self) -> None:
        self._pending = ""
        self._state = "start"  # start → thinking → answer; or start → answer
        self._answer_started = False
        self._thinking_started = False

    def feed(self, piece: str) -> tuple[str, str]:
        self._pending += piece
        thinking, answer = [], []
        while self._pending:
            if self._state == "start":
                stripped = self._pending.lstrip()
                if not stripped:
                    return "", ""
                if stripped.startswith(OPEN):
                    self._pending = stripped[len(OPEN) :]
                    self._state = "thinking"
                    continue
                if OPEN.startswith(stripped):
                    return "", ""  # maybe "<thi…": wait for more
                self._state = "answer"
                continue
            tag = CLOSE if self._state == "thinking" else None
            if tag is None:
                answer.append(self._pending)
                self._pending = ""
                break
            index = self._pending.find(tag)
            if index >= 0:
                thinking.append(self._pending[:index])
                self._pending = self._pending[index + len(tag) :].lstrip()
                self._state = "answer"
                continue
            keep = _partial_suffix(self._pending, tag)
            thinking.append(self._pending[: len(self._pending) - keep])
            self._pending = self._pending[len(self._pending) - keep :]
            break
        return self._thought("".join(thinking)), self._answered("".join(answer))

    def _thought(self, text: str) -> str:
        if text and not self._thinking_started:
            text = text.lstrip()
            self._thinking_started = bool(text)
        return text

    def _answered(self, text: str) -> str:
        if text and not self._answer_started:
            text = text.lstrip()
            self._answer_started = bool(text)
        return text

    def finish(self) -> tuple[str, str]:
        """The stream ended: whatever was held back is released as what it was."""
        pending, self._pending = self._pending, ""
        if self._state == "thinking":
            return self._thought(pending), ""
        return "", self._answered(pending)

    @property
    def thinking(self) -> bool:
        return self._state == "thinking"


def _partial_suffix(text: str, tag: str) -> int:
    """How many characters at the end of `text` could be the start of `tag`."""
    for length in range(min(len(tag) - 1, len(text)), 0, -1):
        if tag.startswith(text[-length:]):
            return length
    return 0


def params_for(params: SamplingParams, thinking: bool) -> SamplingParams:
    """A thinking model's reply parameters with its Think switch: `enable_thinking` set, and
    when it answers without thinking and the user kept Qwen3's thinking sampling, Qwen3's
    sampling for direct answers instead (its model card recommends each for its mode)."""
    chosen = replace(params, thinking=thinking)
    untuned = all(abs(getattr(params, k) - v) < 1e-9 for k, v in QWEN3_THINKING.items())
    return replace(chosen, **QWEN3_ANSWERING) if not thinking and untuned else chosen
