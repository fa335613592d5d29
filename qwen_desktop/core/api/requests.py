"""Reading a POST /v1/chat/completions body into what the engine takes, refusing anything else
with a 4xx that says what is wrong (and changing nothing)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from qwen_desktop.core.api.errors import ApiError, bad_request
from qwen_desktop.core.llm.messages import ChatMessage, Role
from qwen_desktop.core.llm.sampling import SAMPLING_RANGES, SamplingParams

MAX_BODY_BYTES = 1024 * 1024
MAX_STOP_STRINGS = 4
ROLES: tuple[Role, ...] = ("system", "user", "assistant")


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: tuple[ChatMessage, ...]
    params: SamplingParams
    stream: bool = False
    include_usage: bool = False


def parse_chat_request(body: bytes, models: list[str], defaults: SamplingParams) -> ChatRequest:
    if len(body) > MAX_BODY_BYTES:
        raise ApiError(413, f"The request body is larger than {MAX_BODY_BYTES:,} bytes.")
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as exc:
        raise bad_request(f"The request body is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise bad_request("The request body must be a JSON object.")
    model = data.get("model")
    if not isinstance(model, str) or not model:
        raise bad_request("'model' is required and must be a string.", "model")
    if model not in models:
        raise ApiError(404, f"The model '{model}' does not exist. Available: {', '.join(models)}.",
                       code="model_not_found", param="model")  # fmt: skip
    messages = _messages(data.get("messages"))
    if data.get("n", 1) != 1:
        raise bad_request("Only n = 1 is supported.", "n")
    stream = _boolean(data, "stream", False)
    options = data.get("stream_options")
    if options is not None and not isinstance(options, dict):
        raise bad_request("'stream_options' must be an object.", "stream_options")
    include_usage = bool(options and _boolean(options, "include_usage", False))
    return ChatRequest(model, messages, _params(data, defaults), stream, include_usage)


def _boolean(data: dict[str, Any], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise bad_request(f"'{name}' must be true or false.", name)
    return value


def _text(content: Any, index: int) -> str:
    """A message's content: a string, or OpenAI's list of parts of which only text is taken."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if not isinstance(part, dict) or part.get("type") != "text":
                raise bad_request("Only text content is supported.", f"messages[{index}].content")
            text = part.get("text")
            if not isinstance(text, str):
                raise bad_request("A text part needs a 'text' string.",
                                  f"messages[{index}].content")  # fmt: skip
            parts.append(text)
        return "".join(parts)
    raise bad_request("'content' must be a string.", f"messages[{index}].content")


def _messages(raw: Any) -> tuple[ChatMessage, ...]:
    if not isinstance(raw, list) or not raw:
        raise bad_request("'messages' must be a non-empty array.", "messages")
    out = []
    for index, message in enumerate(raw):
        if not isinstance(message, dict):
            raise bad_request("Each message must be an object.", f"messages[{index}]")
        role = message.get("role")
        if role == "developer":  # OpenAI's newer name for the system role
            role = "system"
        if role not in ROLES:
            raise bad_request(f"Unsupported role {role!r}; use system, user or assistant.",
                              f"messages[{index}].role")  # fmt: skip
        out.append(ChatMessage(role, _text(message.get("content"), index)))
    if all(m.role != "user" for m in out):
        raise bad_request("'messages' must contain at least one user message.", "messages")
    return tuple(out)


def _number(data: dict[str, Any], name: str, low: float, high: float) -> float | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise bad_request(f"'{name}' must be a number.", name)
    if not low <= value <= high:
        raise bad_request(f"'{name}' must be between {low:g} and {high:g}.", name)
    return float(value)


def _integer(data: dict[str, Any], name: str) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad_request(f"'{name}' must be an integer.", name)
    return value


def _params(data: dict[str, Any], defaults: SamplingParams) -> SamplingParams:
    temperature = _number(data, "temperature", 0.0, 2.0)
    top_p = _number(data, "top_p", 0.0, 1.0)
    max_tokens = _integer(data, "max_completion_tokens")
    if max_tokens is None:
        max_tokens = _integer(data, "max_tokens")
    limit = int(SAMPLING_RANGES["max_tokens"].high)
    if max_tokens is not None and not 0 < max_tokens <= limit:
        raise bad_request(f"'max_tokens' must be between 1 and {limit}.", "max_tokens")
    seed = _integer(data, "seed")
    stop = data.get("stop")
    if stop is None:
        stops: tuple[str, ...] = ()
    elif isinstance(stop, str):
        stops = (stop,)
    elif isinstance(stop, list) and all(isinstance(s, str) for s in stop):
        if len(stop) > MAX_STOP_STRINGS:
            raise bad_request(f"At most {MAX_STOP_STRINGS} stop sequences.", "stop")
        stops = tuple(stop)
    else:
        raise bad_request("'stop' must be a string or an array of strings.", "stop")
    template = data.get("chat_template_kwargs")  # as llama.cpp's server and vLLM take it
    if template is not None and not isinstance(template, dict):
        raise bad_request("'chat_template_kwargs' must be an object.", "chat_template_kwargs")
    thinking = template.get("enable_thinking") if template else None
    if thinking is not None and not isinstance(thinking, bool):
        raise bad_request("'enable_thinking' must be true or false.", "chat_template_kwargs")
    return SamplingParams(
        temperature=defaults.temperature if temperature is None else temperature,
        top_p=defaults.top_p if top_p is None else top_p,
        top_k=defaults.top_k,
        min_p=defaults.min_p,
        repeat_penalty=defaults.repeat_penalty,
        max_tokens=defaults.max_tokens if max_tokens is None else max_tokens,
        seed=seed,
        stop=stops,
        thinking=thinking,
    )
