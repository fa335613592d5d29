"""Translated, human sentences for the errors core raises (core cannot call tr())."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qwen_desktop.core.downloader import DownloadError, DownloadProblem
from qwen_desktop.core.errors import (
    ContextOverflowError,
    EngineNotLoadedError,
    GenerationError,
    LoadProblem,
    ModelLoadError,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Errors", text)


def _load_problem(problem: LoadProblem) -> tuple[str, str]:
    table = {
        LoadProblem.MISSING: (
            _tr("the file does not exist"),
            _tr("Download the model again or choose another file."),
        ),
        LoadProblem.NOT_A_FILE: (
            _tr("this is a folder, not a model file"),
            _tr("Choose a .gguf file."),
        ),
        LoadProblem.UNREADABLE: (
            _tr("the file cannot be read"),
            _tr("Check the file's permissions."),
        ),
        LoadProblem.NOT_GGUF: (
            _tr("this is not a GGUF model file"),
            _tr("Choose a .gguf file made for llama.cpp."),
        ),
        LoadProblem.UNSUPPORTED_VERSION: (
            _tr("this GGUF version is not supported"),
            _tr("Use a file converted with a recent llama.cpp."),
        ),
        LoadProblem.TRUNCATED: (
            _tr("the file is incomplete"),
            _tr("The download was probably interrupted: delete the file and download it again."),
        ),
        LoadProblem.CORRUPT: (
            _tr("the file is damaged"),
            _tr("Delete the file and download it again."),
        ),
        LoadProblem.UNSUPPORTED_ARCH: (
            _tr("this model architecture is not supported by the built-in llama.cpp"),
            _tr("Use a Qwen2.5 GGUF file or update the app."),
        ),
        LoadProblem.NO_CHAT_TEMPLATE: (
            _tr("the file has no chat template"),
            _tr("Use an Instruct (chat) model, not a base model."),
        ),
        LoadProblem.OUT_OF_MEMORY: (
            _tr("there is not enough memory to load it with these settings"),
            _tr("Close other programs, pick a smaller quantization or a smaller context size."),
        ),
        LoadProblem.LLAMA_FAILED: (
            _tr("llama.cpp could not load it"),
            _tr("The file may be damaged or made for a newer llama.cpp: download it again."),
        ),
    }
    return table[problem]


def _download_problem(problem: DownloadProblem) -> str:
    return {
        DownloadProblem.NO_NETWORK: _tr("There is no connection to the download server. Check "
                                        "your network (or proxy) and try again."),
        DownloadProblem.DNS: _tr("The server's name could not be found. Check the network, or "
                                 "set a mirror address that you can reach."),
        DownloadProblem.NOT_FOUND: _tr("The server does not have this file (404). Check the "
                                       "mirror address."),
        DownloadProblem.SERVER: _tr("The download server had a problem. Try again later."),
        DownloadProblem.DROPPED: _tr("The connection kept dropping. What was downloaded is kept; "
                                     "try again to continue."),
        DownloadProblem.DISK_FULL: _tr("There is not enough free disk space. Free some space and "
                                       "try again; what was downloaded is kept."),
        DownloadProblem.PERMISSION: _tr("The app may not write to the models folder. Check its "
                                        "permissions."),
        DownloadProblem.CHECKSUM: _tr("The downloaded file was damaged (its checksum is wrong) and "
                                      "was deleted. Try again."),
        DownloadProblem.OFFLINE: _tr("Offline mode is on (HF_HUB_OFFLINE), so nothing can be "
                                     "downloaded."),
    }[problem]  # fmt: skip


def describe(error: BaseException) -> str:
    """One or two sentences a person can act on."""
    if isinstance(error, DownloadError):
        return _download_problem(error.problem) + (f" ({error.detail})" if error.detail else "")
    if isinstance(error, ModelLoadError):
        what, advice = _load_problem(error.problem)
        text = (
            _tr("Cannot load the model “%1”: %2.")
            .replace("%1", error.path.name)
            .replace("%2", what)
        )
        if error.detail:
            text += f" ({error.detail})"
        return f"{text} {advice}"
    if isinstance(error, ContextOverflowError):
        return (
            _tr("This message is too long: it needs %1 tokens, but the context window holds %2. "
                "Shorten it, or raise the context size in Settings.")
            .replace("%1", str(error.message_tokens))
            .replace("%2", str(error.n_ctx))
        )  # fmt: skip
    if isinstance(error, EngineNotLoadedError):
        return _tr("No model is loaded yet. Open a model file first.")
    if isinstance(error, GenerationError):
        return _tr("The model failed while answering. Try again; your conversation is kept.") + (
            f" ({error.__cause__})" if error.__cause__ else ""
        )
    return _tr("Something went wrong: %1").replace("%1", str(error))
