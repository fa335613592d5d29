"""Reading chat completion requests: what reaches the engine, and what is refused."""

from __future__ import annotations

import json

import pytest

from qwen_desktop.core.api.errors import ApiError
from qwen_desktop.core.api.requests import MAX_BODY_BYTES, parse_chat_request
from qwen_desktop.core.api.server import _host_is_local
from qwen_desktop.core.llm.sampling import SamplingParams

DEFAULTS = SamplingParams(temperature=0.7, top_p=0.8, max_tokens=512)


def parse(body: dict[str, object]) -> object:
    return parse_chat_request(json.dumps(body).encode(), ["qwen"], DEFAULTS)


def test_the_honoured_parameters_reach_the_sampler() -> None:
    request = parse_chat_request(json.dumps({
        "model": "qwen", "temperature": 0.2, "top_p": 0.5, "max_tokens": 7, "seed": 42,
        "stop": ["\\n\\n", "END"], "stream": True, "stream_options": {"include_usage": True},
        "messages": [{"role": "developer", "content": "Be brief."},
                     {"role": "user", "content": [{"type": "text", "text": "你好"}]}],
    }).encode(), ["qwen"], DEFAULTS)  # fmt: skip
    params = request.params
    assert (params.temperature, params.top_p, params.max_tokens, params.seed) == (0.2, 0.5, 7, 42)
    assert params.stop == ("\\n\\n", "END") and request.stream and request.include_usage
    assert [(m.role, m.content) for m in request.messages] == [("system", "Be brief."),
                                                               ("user", "你好")]  # fmt: skip


def test_unset_parameters_are_the_apps_own() -> None:
    request = parse_chat_request(
        json.dumps({"model": "qwen", "messages": [{"role": "user", "content": "hi"}]}).encode(),
        ["qwen"], DEFAULTS,
    )  # fmt: skip
    assert request.params.temperature == 0.7 and request.params.max_tokens == 512
    assert not request.stream and request.params.seed is None


@pytest.mark.parametrize(
    ("body", "status", "param"),
    [
        ({"model": "qwen", "messages": [{"role": "assistant", "content": "only me"}]}, 400,
         "messages"),
        ({"model": "qwen", "messages": [{"role": "user", "content": "x"}], "n": 2}, 400, "n"),
        ({"model": "qwen", "messages": [{"role": "user", "content": "x"}], "stop": [1]}, 400,
         "stop"),
        ({"model": "qwen", "messages": [{"role": "user", "content": "x"}], "max_tokens": -1},
         400, "max_tokens"),
        ({"model": "qwen", "messages": [{"role": "user", "content": "x"}], "top_p": 3}, 400,
         "top_p"),
        ({"model": "qwen", "messages": [{"role": "user", "content": "x"}], "stream": "yes"}, 400,
         "stream"),
        ({"model": "other", "messages": [{"role": "user", "content": "x"}]}, 404, "model"),
    ],
)  # fmt: skip
def test_refusals_name_the_parameter(body: dict[str, object], status: int, param: str) -> None:
    with pytest.raises(ApiError) as caught:
        parse(body)
    assert caught.value.status == status and caught.value.param == param


def test_a_body_over_a_megabyte_is_refused_before_parsing() -> None:
    with pytest.raises(ApiError) as caught:
        parse_chat_request(b" " * (MAX_BODY_BYTES + 1), ["qwen"], DEFAULTS)
    assert caught.value.status == 413


@pytest.mark.parametrize(
    ("host", "local"),
    [("127.0.0.1:8181", True), ("localhost", True), ("LOCALHOST:1", True), ("[::1]:8181", True),
     ("evil.example", False), ("127.0.0.1.evil.example:8181", False), ("", False),
     ("localhost.evil.example", False)],
)  # fmt: skip
def test_only_this_machine_may_be_named_in_host(host: str, local: bool) -> None:
    assert _host_is_local(host) is local
