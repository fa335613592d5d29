"""Telling Qwen3's thinking from its answer in a stream, whatever the pieces."""

from __future__ import annotations

import pytest

from qwen_desktop.core.llm.thinking import ThinkSplitter, answer_only, split

REPLY = "<think>\n用户问的是天气。我应该简短回答。\n</think>\n\n今天是晴天，适合出门。"


def stream(pieces: list[str]) -> tuple[str, str, list[tuple[str, str]]]:
    splitter = ThinkSplitter()
    out = [splitter.feed(p) for p in pieces]
    out.append(splitter.finish())
    return "".join(t for t, _ in out), "".join(a for _, a in out), out


@pytest.mark.parametrize("size", [1, 2, 3, 5, 7, 1000])
def test_tags_split_across_pieces_at_any_point(size: int) -> None:
    pieces = [REPLY[i : i + size] for i in range(0, len(REPLY), size)]
    thinking, answer, out = stream(pieces)
    assert thinking == "用户问的是天气。我应该简短回答。\n"
    assert answer == "今天是晴天，适合出门。"
    assert not any("<" in t or ">" in t for piece in out for t in piece)  # no tag leaks


def test_thinking_is_released_as_it_comes_not_at_the_end() -> None:
    splitter = ThinkSplitter()
    assert splitter.feed("<think>Let me") == ("Let me", "")
    assert splitter.thinking
    assert splitter.feed(" think</th") == (" think", "")  # "</th" is held back
    assert splitter.feed("ink>Hi") == ("", "Hi")
    assert not splitter.thinking


def test_an_unclosed_think_stays_thinking() -> None:
    thinking, answer, _ = stream(["<think>", "I was stopped while thin", "king <"])
    assert thinking == "I was stopped while thinking <" and answer == ""
    parsed = split("<think>I was stopped")
    assert parsed.thinking == "I was stopped" and parsed.answer == "" and not parsed.closed


def test_a_reply_without_thinking_is_all_answer() -> None:
    thinking, answer, _ = stream(["Hello ", "<b>world</b>", " <think>not a tag here"])
    assert thinking == "" and answer == "Hello <b>world</b> <think>not a tag here"
    assert split("Hi <think>x</think>") == split("Hi <think>x</think>")
    assert split("Hi <think>x</think>").answer == "Hi <think>x</think>"


def test_empty_thinking_when_it_is_switched_off() -> None:
    thinking, answer, _ = stream(["<think>\n\n</think>\n\n", "Answer."])
    assert thinking == "" and answer == "Answer."
    assert not split("<think>\n\n</think>\n\nAnswer.").thought


def test_later_turns_get_the_answer_only() -> None:
    assert answer_only(REPLY) == "今天是晴天，适合出门。"
    assert answer_only("<think>unfinished") == ""
    assert answer_only("plain") == "plain"


def test_thinking_is_exported_marked_and_imported_back() -> None:
    from qwen_desktop.core.chats.exchange import Exported, Message, from_json, to_json, to_markdown

    exported = Exported("天气", "", [Message(1, None, "user", "今天天气？"),
                                     Message(2, 1, "assistant", REPLY)])  # fmt: skip
    data = to_json(exported)
    assert '"reasoning_content": "用户问的是天气。我应该简短回答。"' in data
    assert '"content": "今天是晴天，适合出门。"' in data
    back = from_json(data).branch()
    assert split(back[-1].content).thinking == "用户问的是天气。我应该简短回答。"
    assert split(back[-1].content).answer == "今天是晴天，适合出门。"
    markdown = to_markdown(exported, {}, thinking="思考过程")
    assert "> **思考过程**\n>\n> 用户问的是天气。我应该简短回答。\n\n今天是晴天" in markdown
