"""A failure on its way from a worker thread to whoever asked for the work.

It carries the exception itself (so the UI can build a translated sentence from its fields) and
what a bug report needs: its type and traceback as text. `kind` keeps a programming error from
being shown as if it were the network's or the file's fault: only errors the app raises on
purpose, and the operating system's and SQLite's, count as expected.
"""

from __future__ import annotations

import sqlite3
import traceback
from dataclasses import dataclass
from enum import StrEnum

from qwen_desktop.core.errors import Cancelled, QwenDesktopError


class FailureKind(StrEnum):
    EXPECTED = "expected"  # a named problem the user can act on (a bad file, no network)
    CANCELLED = "cancelled"  # someone asked it to stop
    BUG = "bug"  # nobody foresaw it: a programming error, worth a bug report


def kind_of(error: BaseException) -> FailureKind:
    if isinstance(error, Cancelled | InterruptedError):
        return FailureKind.CANCELLED
    if isinstance(error, QwenDesktopError | OSError | sqlite3.Error):
        return FailureKind.EXPECTED
    return FailureKind.BUG


@dataclass(frozen=True)
class Failure:
    error: Exception
    kind: FailureKind
    message: str  # English, for logs and the command line
    exception_type: str
    traceback: str  # "" when the exception was never raised

    @classmethod
    def of(cls, error: Exception) -> Failure:
        text = "".join(traceback.format_exception(error)) if error.__traceback__ else ""
        return cls(error, kind_of(error), str(error), type(error).__name__, text)

    @property
    def is_bug(self) -> bool:
        return self.kind is FailureKind.BUG

    @property
    def cancelled(self) -> bool:
        return self.kind is FailureKind.CANCELLED
