"""Translate picks its direction from the text it is given (Chinese into English, anything else
into Chinese) and tells the model that one direction.

Why not leave the choice to the model: measured with the 0.5B and 135M models, a prompt saying
"if it is Chinese translate into English, otherwise into Chinese" is often answered by echoing
the text back; a prompt naming one target language is followed. The direction is decided by
counting Han characters against Latin letters, so "把 README 翻成中文" still counts as Chinese.
"""

from __future__ import annotations

import re
from dataclasses import replace

from qwen_desktop.core.assistants.library import BUILTIN, Assistant

TRANSLATE = BUILTIN + "translate"
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")
_INTO_ENGLISH = {
    "en": "You are a translator. Translate the user's text into English. Keep the meaning, tone "
    "and formatting. Reply with only the English translation.",
    "zh_CN": "你是一名翻译。把用户的文字翻译成英文。保留原意、语气和格式。"
    "只回复英文译文，不要解释。",
}
_INTO_CHINESE = {
    "en": "You are a translator. Translate the user's text into Simplified Chinese. Keep the "
    "meaning, tone and formatting. Reply with only the Chinese translation.",
    "zh_CN": "你是一名翻译。把用户的文字翻译成简体中文。保留原意、语气和格式。"
    "只回复中文译文，不要解释。",
}


def mostly_chinese(text: str) -> bool:
    """More Han characters than Latin letters (a Han character carries a word's worth)."""
    han = len(_HAN.findall(text))
    return han > 0 and han * 2 >= len(_LATIN.findall(text))


def directed(assistant: Assistant, text: str) -> Assistant:
    """`assistant` as it should answer `text`: the built-in Translate with its direction fixed,
    any other assistant unchanged."""
    if assistant.id != TRANSLATE:
        return assistant
    prompts = _INTO_ENGLISH if mostly_chinese(text) else _INTO_CHINESE
    return replace(assistant, prompts=dict(prompts))
