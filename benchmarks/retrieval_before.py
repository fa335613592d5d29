"""Retrieval as it was before the CJK-pair index (commit 0014788), kept so the evaluation can run
the old and the new in one process: passages of 800 characters, FTS5 trigram search on the
question's trigrams, an estimated token budget, and the start of each file when nothing matched.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence

_WORDS = re.compile(r"\w+", re.UNICODE)
_BREAKS = re.compile(r"\n\s*\n|(?<=[。！？.!?])\s*")
_CJK = re.compile(r"[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]")
SCHEMA = """
    CREATE TABLE passages (id INTEGER PRIMARY KEY, file TEXT, position INTEGER, text TEXT);
    CREATE VIRTUAL TABLE passages_fts USING fts5(
        text, content='passages', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER passages_ai AFTER INSERT ON passages BEGIN
        INSERT INTO passages_fts(rowid, text) VALUES (new.id, new.text);
    END;
"""


def estimate_tokens(text: str) -> int:
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk) // 4 + 1


def split(text: str, size: int = 800, overlap: int = 100) -> list[str]:
    text, start, out = text.strip(), 0, []
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            best = -1
            for match in _BREAKS.finditer(text, start + size // 2, end):
                best = match.end()
            end = best if best > start else end
        piece = text[start:end].strip()
        if piece:
            out.append(piece)
        if end >= len(text):
            break
        start = max(end - overlap, start + 1)
    return out


def match_query(question: str) -> str:
    grams: list[str] = []
    for word in _WORDS.findall(question.lower()):
        if len(word) >= 3:
            grams += [word[i : i + 3] for i in range(len(word) - 2)]
    return " OR ".join('"' + g.replace('"', '""') + '"' for g in dict.fromkeys(grams))


def index(db: sqlite3.Connection, files: dict[str, str]) -> None:
    db.executescript(SCHEMA)
    for name, text in files.items():
        db.executemany("INSERT INTO passages (file, position, text) VALUES (?,?,?)",
                       [(name, i, p) for i, p in enumerate(split(text))])  # fmt: skip


INTRO = "Attached documents (answer from them, and say which file and page you used):\n\n"


def build_context(question: str, files: dict[str, str], db: sqlite3.Connection,
                  names: Sequence[str], budget: int = 1200) -> str:  # fmt: skip
    if sum(estimate_tokens(files[n]) for n in names) <= budget:
        return INTRO + "\n\n".join(f"[{n}]\n{files[n]}" for n in names)
    query = match_query(question)
    marks = ",".join("?" * len(names))
    rows = (
        db.execute(
            "SELECT p.file, p.position, p.text FROM passages_fts JOIN passages p"
            f" ON p.id = passages_fts.rowid WHERE passages_fts MATCH ? AND p.file IN ({marks})"
            " ORDER BY bm25(passages_fts) LIMIT 24",
            (query, *names),
        ).fetchall()
        if query
        else []
    )
    chosen, used = [], 0
    for row in rows:
        cost = estimate_tokens(row[2])
        if used + cost <= budget:
            chosen.append(row)
            used += cost
    if not chosen:
        share = max(200, budget // len(names)) * 3
        return INTRO + "\n\n".join(f"[{n}]\n{files[n][:share]}" for n in names)
    return INTRO + "\n\n".join(f"[{f}]\n{t}" for f, _, t in sorted(chosen))
