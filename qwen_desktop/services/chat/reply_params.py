"""The sampling a session's next reply is written with: the settings', then the conversation's
assistant's own choices, then the Think switch of a model that thinks (Qwen3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.thinking import params_for

if TYPE_CHECKING:
    from qwen_desktop.services.chat.session import ChatSession


def model_thinks(session: ChatSession) -> bool:
    """The local model answering can think, and be told not to (Qwen3)."""
    model = session.host.model
    return session.target is None and model is not None and model.info.thinks


def reply_params(session: ChatSession) -> SamplingParams:
    params = session.params
    if session.assistant is not None:
        params = session.assistant.applied(params)
    return params_for(params, session.thinking) if model_thinks(session) else params
