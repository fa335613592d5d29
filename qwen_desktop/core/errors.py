"""Typed errors whose fields let the UI say, in the user's language, what went wrong and what to do.

Core cannot use Qt's tr(), so each error carries a machine-readable `problem` plus the facts the
UI needs to build a translated sentence; `str(error)` is a complete English message for logs and
for the command line.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from qwen_desktop.core.tr_marks import QT_TRANSLATE_NOOP


class QwenDesktopError(Exception):
    """Base class for errors that are shown to the user."""


class Cancelled(Exception):
    """Work stopped because someone asked it to: not a failure to show (see core/failure.py)."""


class LoadProblem(StrEnum):
    MISSING = "missing"
    NOT_A_FILE = "not_a_file"
    UNREADABLE = "unreadable"
    NOT_GGUF = "not_gguf"
    UNSUPPORTED_VERSION = "unsupported_version"
    TRUNCATED = "truncated"
    CORRUPT = "corrupt"
    UNSUPPORTED_ARCH = "unsupported_arch"
    NO_CHAT_TEMPLATE = "no_chat_template"
    OUT_OF_MEMORY = "out_of_memory"
    LLAMA_FAILED = "llama_failed"


_LOAD_TEXT: dict[LoadProblem, tuple[str, str]] = {
    LoadProblem.MISSING: (
        QT_TRANSLATE_NOOP("Errors", "the file does not exist"),
        QT_TRANSLATE_NOOP("Errors", "Download the model again or choose another file."),
    ),
    LoadProblem.NOT_A_FILE: (
        QT_TRANSLATE_NOOP("Errors", "this is a folder, not a model file"),
        QT_TRANSLATE_NOOP("Errors", "Choose a .gguf file."),
    ),
    LoadProblem.UNREADABLE: (
        QT_TRANSLATE_NOOP("Errors", "the file cannot be read"),
        QT_TRANSLATE_NOOP("Errors", "Check the file's permissions."),
    ),
    LoadProblem.NOT_GGUF: (
        QT_TRANSLATE_NOOP("Errors", "this is not a GGUF model file"),
        QT_TRANSLATE_NOOP("Errors", "Choose a .gguf file made for llama.cpp."),
    ),
    LoadProblem.UNSUPPORTED_VERSION: (
        QT_TRANSLATE_NOOP("Errors", "this GGUF version is not supported"),
        QT_TRANSLATE_NOOP("Errors", "Use a file converted with a recent llama.cpp."),
    ),
    LoadProblem.TRUNCATED: (
        QT_TRANSLATE_NOOP("Errors", "the file is incomplete"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "The download was probably interrupted: delete the file and download it again.",
        ),
    ),
    LoadProblem.CORRUPT: (
        QT_TRANSLATE_NOOP("Errors", "the file is damaged"),
        QT_TRANSLATE_NOOP("Errors", "Delete the file and download it again."),
    ),
    LoadProblem.UNSUPPORTED_ARCH: (
        QT_TRANSLATE_NOOP(
            "Errors", "this model architecture is not supported by the built-in llama.cpp"
        ),
        QT_TRANSLATE_NOOP("Errors", "Use a Qwen2.5 GGUF file or update the app."),
    ),
    LoadProblem.NO_CHAT_TEMPLATE: (
        QT_TRANSLATE_NOOP("Errors", "the file has no chat template"),
        QT_TRANSLATE_NOOP("Errors", "Use an Instruct (chat) model, not a base model."),
    ),
    LoadProblem.OUT_OF_MEMORY: (
        QT_TRANSLATE_NOOP("Errors", "there is not enough memory to load it with these settings"),
        QT_TRANSLATE_NOOP(
            "Errors", "Close other programs, pick a smaller quantization or a smaller context size."
        ),
    ),
    LoadProblem.LLAMA_FAILED: (
        QT_TRANSLATE_NOOP("Errors", "llama.cpp could not load it"),
        QT_TRANSLATE_NOOP(
            "Errors", "The file may be damaged or made for a newer llama.cpp: download it again."
        ),
    ),
}


class ModelLoadError(QwenDesktopError):
    """A model file could not be loaded; says which file, what is wrong and what to do."""

    def __init__(self, path: Path | str, problem: LoadProblem, detail: str = "") -> None:
        self.path = Path(path)
        self.problem = problem
        self.detail = detail
        what, advice = _LOAD_TEXT[problem]
        self.what = what
        self.advice = advice
        text = f"Cannot load model {self.path}: {what}."
        if detail:
            text += f" ({detail})"
        super().__init__(f"{text} {advice}")


class ContextOverflowError(QwenDesktopError):
    """One message (with the system prompt) is larger than the model's context window."""

    def __init__(self, message_tokens: int, n_ctx: int) -> None:
        self.message_tokens = message_tokens
        self.n_ctx = n_ctx
        super().__init__(
            f"The message is too long: it needs {message_tokens} tokens, but the context window "
            f"holds {n_ctx}. Shorten it, or raise the context size in Settings."
        )


class EngineNotLoadedError(QwenDesktopError):
    def __init__(self) -> None:
        super().__init__("No model is loaded yet.")


class GenerationError(QwenDesktopError):
    """llama.cpp failed in the middle of a reply; the engine stays usable."""


class RequestCancelled(Cancelled):
    """A queued request was withdrawn (its API client left) before the engine started it."""

    def __init__(self) -> None:
        super().__init__("The request was cancelled before it started.")
