"""Translated, human sentences for the errors core raises (core cannot call tr())."""

from __future__ import annotations

import errno
import sqlite3

from PySide6.QtCore import QCoreApplication

from qwen_desktop.core.config.paths import log_path
from qwen_desktop.core.documents.reader import DocumentError, DocumentProblem
from qwen_desktop.core.errors import (
    ContextOverflowError,
    EngineNotLoadedError,
    GenerationError,
    ModelLoadError,
)
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.cpu_backend import NoCpuBackend
from qwen_desktop.core.models.downloader import DownloadError, DownloadProblem
from qwen_desktop.core.remote.client import RemoteError, RemoteProblem


def _download_problem(problem: DownloadProblem) -> str:
    return {
        DownloadProblem.NO_NETWORK: QCoreApplication.translate(
            "Errors",
            "There is no connection to the download server. Check "
            "your network (or proxy) and try again.",
        ),
        DownloadProblem.DNS: QCoreApplication.translate(
            "Errors",
            "The server's name could not be found. Check the network, or "
            "set a mirror address that you can reach.",
        ),
        DownloadProblem.NOT_FOUND: QCoreApplication.translate(
            "Errors", "The server does not have this file (404). Check the mirror address."
        ),
        DownloadProblem.SERVER: QCoreApplication.translate(
            "Errors", "The download server had a problem. Try again later."
        ),
        DownloadProblem.DROPPED: QCoreApplication.translate(
            "Errors",
            "The connection kept dropping. What was downloaded is kept; try again to continue.",
        ),
        DownloadProblem.DISK_FULL: QCoreApplication.translate(
            "Errors",
            "There is not enough free disk space. Free some space and "
            "try again; what was downloaded is kept.",
        ),
        DownloadProblem.PERMISSION: QCoreApplication.translate(
            "Errors", "The app may not write to the models folder. Check its permissions."
        ),
        DownloadProblem.CHECKSUM: QCoreApplication.translate(
            "Errors",
            "The downloaded file was damaged (its checksum is wrong) and was deleted. Try again.",
        ),
        DownloadProblem.OFFLINE: QCoreApplication.translate(
            "Errors", "Offline mode is on (HF_HUB_OFFLINE), so nothing can be downloaded."
        ),
    }[problem]


def _remote_text(problem: RemoteProblem) -> str:
    if problem is RemoteProblem.UNREACHABLE:
        return QCoreApplication.translate(
            "Errors", "The server cannot be reached. Check its address and that it is running."
        )
    if problem is RemoteProblem.TLS:
        return QCoreApplication.translate(
            "Errors",
            "The server's certificate could not be verified (TLS). Check the "
            "address (https or http).",
        )
    if problem is RemoteProblem.AUTH:
        return QCoreApplication.translate(
            "Errors", "The server refused the API key (%1). Check the key in Remote servers."
        )
    if problem is RemoteProblem.NOT_FOUND:
        return QCoreApplication.translate(
            "Errors",
            "The server does not have this model (404). Choose another model in Remote servers.",
        )
    if problem is RemoteProblem.BUSY:
        return QCoreApplication.translate(
            "Errors", "The server is busy (%1). Try again in a moment."
        )
    if problem is RemoteProblem.TIMEOUT:
        return QCoreApplication.translate(
            "Errors",
            "The server did not answer in time. Try again, or check that it is not overloaded.",
        )
    if problem is RemoteProblem.DROPPED:
        return QCoreApplication.translate(
            "Errors", "The connection to the server broke off mid-reply. What arrived is kept."
        )
    if problem is RemoteProblem.MALFORMED:
        return QCoreApplication.translate(
            "Errors",
            "The server's answer was not in the OpenAI format. Is this the right "
            "address (ending in /v1)?",
        )
    return QCoreApplication.translate("Errors", "The server reported an error.")


def _remote_problem(error: RemoteError) -> str:
    text = _remote_text(error.problem).replace("%1", str(error.status or ""))
    if error.retry_after_s:
        wait = QCoreApplication.translate("Errors", "It asks to wait %1 s.")
        text += " " + wait.replace("%1", str(error.retry_after_s))
    return text + (f" ({error.detail})" if error.detail else "")


def _document_problem(error: DocumentError) -> str:
    texts = {
        DocumentProblem.MISSING: QCoreApplication.translate(
            "Errors",
            "“%1” is no longer there.",
        ),
        DocumentProblem.UNREADABLE: QCoreApplication.translate(
            "Errors",
            "“%1” cannot be read (check its permissions).",
        ),
        DocumentProblem.TOO_LARGE: QCoreApplication.translate(
            "Errors",
            "“%1” is larger than 50 MB.",
        ),
        DocumentProblem.TOO_MANY_PAGES: QCoreApplication.translate(
            "Errors",
            "“%1” has more than 2,000 pages.",
        ),
        DocumentProblem.EMPTY: QCoreApplication.translate(
            "Errors",
            "“%1” has no text.",
        ),
        DocumentProblem.BINARY: QCoreApplication.translate(
            "Errors",
            "“%1” is not a text document.",
        ),
        DocumentProblem.ENCODING: QCoreApplication.translate(
            "Errors",
            "The text encoding of “%1” is not recognised.",
        ),
        DocumentProblem.ENCRYPTED: QCoreApplication.translate(
            "Errors",
            "“%1” is password-protected.",
        ),
        DocumentProblem.NO_TEXT: QCoreApplication.translate(
            "Errors",
            "“%1” has no text layer (a scan); it would need OCR.",
        ),
        DocumentProblem.DAMAGED: QCoreApplication.translate(
            "Errors",
            "“%1” is damaged and cannot be read.",
        ),
    }
    return texts[error.problem].replace("%1", error.path.name)


def describe_failure(failure: Failure) -> str:
    """A failure from a worker thread: a bug is named as a bug, never dressed up as a network or
    file problem, and points to the log that has its traceback."""
    if not failure.is_bug:
        return describe(failure.error)
    what = f"{failure.exception_type}: {failure.message}" if failure.message else (
        failure.exception_type)  # fmt: skip
    return (
        QCoreApplication.translate(
            "Errors",
            "A programming error in Qwen Desktop stopped this (%1). It is not a problem with "
            "your files or your network. The details are in the log (%2); please report it. "
            "Nothing you typed is lost.",
        )
        .replace("%1", what)
        .replace("%2", str(log_path()))
    )


def describe(error: BaseException) -> str:
    """One or two sentences a person can act on."""
    if isinstance(error, DocumentError):
        return _document_problem(error)
    if isinstance(error, RemoteError):
        return _remote_problem(error)
    if isinstance(error, DownloadError):
        return _download_problem(error.problem) + (f" ({error.detail})" if error.detail else "")
    if isinstance(error, ModelLoadError):
        what = QCoreApplication.translate("Errors", error.what)
        advice = QCoreApplication.translate("Errors", error.advice)
        text = (
            QCoreApplication.translate("Errors", "Cannot load the model “%1”: %2.")
            .replace("%1", error.path.name)
            .replace("%2", what)
        )
        if error.detail:
            text += f" ({error.detail})"
        return f"{text} {advice}"
    if isinstance(error, NoCpuBackend):
        return QCoreApplication.translate(
            "Errors",
            "This computer's processor cannot run the model engine shipped with the app (it has: "
            "%1). Please report it, naming your processor; a build from source (see the README) "
            "runs on any processor.",
        ).replace("%1", ", ".join(error.features) or "-")
    if isinstance(error, ContextOverflowError):
        return (
            QCoreApplication.translate(
                "Errors",
                "This message is too long: it needs %1 tokens, but the context window holds %2. "
                "Shorten it, or raise the context size in Settings.",
            )
            .replace("%1", str(error.message_tokens))
            .replace("%2", str(error.n_ctx))
        )
    if isinstance(error, EngineNotLoadedError):
        return QCoreApplication.translate(
            "Errors", "No model is loaded yet. Open a model file first."
        )
    if isinstance(error, GenerationError):
        return QCoreApplication.translate(
            "Errors", "The model failed while answering. Try again; your conversation is kept."
        ) + (f" ({error.__cause__})" if error.__cause__ else "")
    if isinstance(error, sqlite3.Error | OSError):
        return _storage_problem(error)
    # An error nobody foresaw: name it, so a bug report can say what happened.
    return QCoreApplication.translate(
        "Errors", "Something went wrong (%1). Details are in the log; your conversation is kept."
    ).replace("%1", f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)


def _storage_problem(error: sqlite3.Error | OSError) -> str:
    full = (isinstance(error, OSError) and error.errno == errno.ENOSPC) or (
        "full" in str(error).lower()
    )
    if full:
        return QCoreApplication.translate(
            "Errors", "The disk is full. Free some space; until then new messages are not saved."
        )
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return QCoreApplication.translate("Errors", "The file could not be written (%1).").replace(
        "%1", reason
    )
