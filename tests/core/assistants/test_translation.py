"""Translate's direction is chosen by the text: Chinese goes into English, the rest into
Chinese; every other assistant is left as it is."""

from __future__ import annotations

import pytest

from qwen_desktop.core.assistants.library import BUILTINS
from qwen_desktop.core.assistants.translation import TRANSLATE, directed, mostly_chinese


@pytest.mark.parametrize(
    ("text", "chinese"),
    [("今天的会议改到下午三点。", True), ("把 README 翻成中文", True),
     ("The meeting moved to 3 pm.", False), ("Qwen2.5 的 GGUF quantization levels", False),
     ("12345 !!", False)],
)  # fmt: skip
def test_which_text_counts_as_chinese(text: str, chinese: bool) -> None:
    assert mostly_chinese(text) is chinese


def test_translate_names_one_target_language_in_both_ui_languages() -> None:
    translate = next(a for a in BUILTINS if a.id == TRANSLATE)
    into_english = directed(translate, "今天的会议改到下午三点。")
    into_chinese = directed(translate, "The meeting moved to 3 pm.")
    assert "into English" in into_english.prompt("en") and "英文" in into_english.prompt("zh_CN")
    assert "Simplified Chinese" in into_chinese.prompt("en")
    assert "简体中文" in into_chinese.prompt("zh_CN")
    assert into_english.name("zh_CN") == "翻译" and into_english.id == TRANSLATE
    polish = next(a for a in BUILTINS if a.id != TRANSLATE)
    assert directed(polish, "今天") is polish
