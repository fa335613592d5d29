"""Reading a file for a conversation: extract, cut into passages, index — the slow part, run off
the GUI thread with progress and a cancel."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from qwen_desktop.core.documents.context import AttachedFile
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.documents.passages import split_passages
from qwen_desktop.core.documents.reader import ReadingCancelled, read_document
from qwen_desktop.core.storage import database
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

AttachCancelled = ReadingCancelled  # cancelled between pages or between steps

# (phase, done, total): "reading" counts pages (total 0 when a format has none), "indexing" 0/1
Progress = Callable[[str, int, int], None]


def _no_progress(_phase: str, _done: int, _total: int) -> None:
    pass


def attach_file(
    path: Path, db_path: Path, conversation_id: int | None,
    should_stop: Callable[[], bool] = lambda: False,
    on_progress: Progress = _no_progress, count: TokenCounter = estimate_tokens,
) -> AttachedFile:  # fmt: skip
    """Raises DocumentError (named problem) or AttachCancelled. `count` is the answering
    model's tokenizer (passages are sized and budgeted in its tokens)."""
    on_progress("reading", 0, 0)
    document = read_document(path, lambda done, total: on_progress("reading", done, total),
                             should_stop)  # fmt: skip
    if should_stop():
        raise AttachCancelled
    on_progress("indexing", 0, 1)
    passages = split_passages(document, count)
    if should_stop():
        raise AttachCancelled
    pages = len(document.pages) if document.kind == "pdf" else None
    tokens = count(document.text)
    db = database.connect(db_path)  # this thread's own; the chat store made the schema
    try:
        index = PassageIndex(db)
        attachment_id = index.add(conversation_id, document.name, path.stat().st_size, pages,
                                  passages, document.text, count, tokens)  # fmt: skip
    finally:
        database.close(db)
    return AttachedFile(attachment_id, document.name, path.stat().st_size, pages, document.text,
                        tokens)  # fmt: skip
