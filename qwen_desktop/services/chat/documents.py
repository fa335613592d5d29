"""Reading attached files, as background jobs: extracting a 300-page PDF or indexing a 5 MB text
must never stall the window. One job a file, all the files of one attach in one batch: cancelling
stops the file being read between pages and the queued ones before they start."""

from __future__ import annotations

import time
from pathlib import Path

from qwen_desktop.core.documents.attach import attach_file
from qwen_desktop.core.documents.context import AttachedFile
from qwen_desktop.core.llm.vocab import token_counter
from qwen_desktop.services.jobs import JobContext, JobHandle, JobQueue

PROGRESS_INTERVAL_S = 0.1  # a 2,000-page PDF reports ten times a second, not per page


def read_files(jobs: JobQueue, paths: list[Path], db_path: Path, conversation_id: int | None,
               model: Path | None) -> list[JobHandle]:  # fmt: skip
    """One job per file, sharing one cancel. Each reports (phase, done, total) and ends with an
    `AttachedFile`. Passages are counted in `model`'s tokens (estimated when it is None: a
    remote server answers)."""

    def reader(path: Path) -> object:
        def work(context: JobContext) -> AttachedFile:
            last = [0.0]

            def report(phase: str, done: int, total: int) -> None:
                now = time.monotonic()
                if done in (0, total) or now - last[0] >= PROGRESS_INTERVAL_S:
                    last[0] = now
                    context.progress((phase, done, total))

            return attach_file(path, db_path, conversation_id, context.cancelled, report,
                               token_counter(model))  # fmt: skip

        return work

    return jobs.submit_batch([(f"attach {p.name}", reader(p)) for p in paths])  # type: ignore[misc]
