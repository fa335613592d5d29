"""Counting tokens of plain text: exactly with a model's tokenizer, or by a per-script estimate
when there is none (a remote server's model).

The estimate was measured against Qwen2.5's tokenizer (tests/core/text/test_token_count.py
checks it stays on the generous side): Chinese runs at about 0.7 tokens a character and English
at about 4 characters a token, so one token per CJK character and one per 3.5 other characters
over-counts a little, which keeps a context sized by the estimate inside its budget.
"""

from __future__ import annotations

import re
from collections.abc import Callable

TokenCounter = Callable[[str], int]

_CJK = re.compile(r"[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
CHARS_PER_TOKEN = 3.5  # non-CJK text


def estimate_tokens(text: str) -> int:
    cjk = len(_CJK.findall(text))
    return cjk + int((len(text) - cjk) / CHARS_PER_TOKEN) + 1
