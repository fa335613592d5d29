"""Bringing attachments indexed by an earlier version up to the current index, in the background.

Version 7 of the chat schema indexes passages under CJK pairs and words with token counts; files
attached before that have neither, so Chinese questions would not find them. At every start a job
on the document thread gives the missing ones their terms and counts (nothing to do costs one
query there, nothing on the GUI thread), reporting (done, total) so the window can show it.
Counts are the per-script estimate: no model is loaded yet at start, and the context is counted
exactly with the answering model's tokenizer when it is built anyway.
"""

from __future__ import annotations

from pathlib import Path

from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.storage import database
from qwen_desktop.core.text.token_count import estimate_tokens
from qwen_desktop.services.jobs import JobContext, JobHandle, JobQueue


def reindex_attachments(jobs: JobQueue, db_path: Path) -> JobHandle:
    """The job; it reports (done, total) while there is work and ends with how many it did."""

    def work(context: JobContext) -> int:
        db = database.connect(db_path)
        try:
            return PassageIndex(db).reindex(
                estimate_tokens, lambda done, total: context.progress((done, total)),
                context.cancelled)  # fmt: skip
        finally:
            database.close(db)

    return jobs.submit("re-index attachments", work)
