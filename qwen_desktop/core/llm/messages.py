"""Chat messages as the engine sees them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Role = Literal["system", "user", "assistant"]

# Chat templates are tokenized with special tokens enabled, so text that spells a control token
# (`<|im_start|>`, `<|im_end|>`, `<|endoftext|>` …) would become a real one: a prompt injection
# that lets pasted text forge turns. A zero-width space after "<" keeps it readable but inert.
_CONTROL_TOKEN = re.compile(r"<(\|[A-Za-z0-9_]{1,40}\|)>")


def neutralise_control_tokens(text: str) -> str:
    """Make text that looks like a chat-template control token tokenize as plain text."""
    return _CONTROL_TOKEN.sub("<\u200b\\1>", text)


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: Role
    content: str

    def as_llama(self) -> dict[str, str]:
        return {"role": self.role, "content": neutralise_control_tokens(self.content)}
