"""Chat with files, evaluated: does the context sent with a question hold its answer?

    python benchmarks/bench_retrieval.py [--model GGUF] [--budget 1200] [--json OUT]

The documents are the project's own (benchmarks/retrieval_corpus/): a long Chinese employee
handbook and a long English e-bike manual, each attached together with two unrelated files (a
Chinese travel guide, an English robot-vacuum guide) that share much of their vocabulary. Each
question (questions.json: 52 Chinese, 45 English, phrased the way people ask, each with the span
of the document that answers it) is asked of all four files at once. For three retrievals in one
run it reports the share of questions whose answer span is inside the context, the context's
size in real tokens (the model's tokenizer: the Qwen2.5 bench model by default) and how many
contexts exceed the budget, and the retrieval time:

- `before`: the app before this evaluation (benchmarks/retrieval_before.py);
- `app`: the app now (core/documents: CJK pairs + words in FTS5, passages and budget in tokens);
- `bm25`: a plain BM25 reference in Python over the app's passages, with CJK pairs plus
  lower-cased words and no phrasing words dropped (what Lucene's CJK analyzer gives).

Then it times the app's retrieval (search and context) over an index of 10,000 passages.
Targets: answer in context >= 90 % per language, 0 contexts over budget, retrieval < 50 ms median.
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import retrieval_before as before
from benchmarks.common import median
from qwen_desktop.core.chats.schema import migrate
from qwen_desktop.core.documents.context import AttachedFile, build_context
from qwen_desktop.core.documents.index import Hit, PassageIndex
from qwen_desktop.core.documents.passages import Passage, split_passages
from qwen_desktop.core.documents.reader import Document, Page
from qwen_desktop.core.llm.vocab import token_counter
from qwen_desktop.core.text.search_terms import document_terms
from qwen_desktop.core.text.token_count import TokenCounter

ROOT = Path(__file__).resolve().parent.parent

CORPUS = Path(__file__).resolve().parent / "retrieval_corpus"
FILES = ["员工手册.txt", "杭州三日游攻略.txt", "lumen-k7-manual.txt", "aurora-vacuum-guide.txt"]
LANGUAGE_FILE = {"zh": "员工手册.txt", "en": "lumen-k7-manual.txt"}
BIG_INDEX = 10_000


def bench_model() -> Path:
    fetch = ROOT.parent / "shared" / "bench-model" / "fetch"
    return Path(subprocess.run([str(fetch)], check=True, capture_output=True,
                               text=True).stdout.strip())  # fmt: skip


class Bm25:
    """Okapi BM25 (k1 1.2, b 0.75) over the app's passages, terms as the index makes them."""

    def __init__(self, passages: list[tuple[str, Passage]]) -> None:
        self.passages = passages
        self.docs = [Counter(document_terms(p.text).split()) for _, p in passages]
        self.lengths = [sum(d.values()) for d in self.docs]
        self.average = sum(self.lengths) / len(self.lengths)
        frequency: Counter[str] = Counter()
        for doc in self.docs:
            frequency.update(doc.keys())
        n = len(self.docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in frequency.items()}

    def rank(self, question: str, limit: int = 24) -> list[Hit]:
        terms = [t for t in dict.fromkeys(_reference_terms(question)) if t in self.idf]
        scores = []
        for i, doc in enumerate(self.docs):
            score = 0.0
            for term in terms:
                tf = doc.get(term, 0)
                if tf:
                    norm = tf + 1.2 * (1 - 0.75 + 0.75 * self.lengths[i] / self.average)
                    score += self.idf[term] * tf * 2.2 / norm
            if score > 0:
                scores.append((score, i))
        scores.sort(reverse=True)
        return [Hit(i, self.passages[i][0], None, self.passages[i][1].index,
                    self.passages[i][1].text, -s, self.passages[i][1].tokens)
                for s, i in scores[:limit]]  # fmt: skip


def _reference_terms(question: str) -> list[str]:
    """CJK pairs and lower-cased words, nothing dropped (no single characters: Lucene's CJK
    bigram filter outputs unigrams only for lone characters)."""
    terms = []
    for term in document_terms(question).split():
        if len(term) != 1 or term.isascii():
            terms.append(term)
    return terms


def _fit(hits: list[Hit], count: TokenCounter, budget: int) -> str:
    """The reference's context: its best passages that fit, as the app would wrap them."""
    from qwen_desktop.core.documents import context

    chosen = context._fit(hits, context._MATCHED, count, budget)
    return context._wrap(context._MATCHED, context._parts(chosen)) if chosen else ""


def evaluate(budget: int, count: TokenCounter) -> dict[str, Any]:
    texts = {name: (CORPUS / name).read_text(encoding="utf-8") for name in FILES}
    questions: dict[str, list[list[str]]] = json.loads(
        (CORPUS / "questions.json").read_text(encoding="utf-8"))  # fmt: skip
    db = sqlite3.connect(":memory:")
    migrate(db)
    index = PassageIndex(db)
    attached, all_passages = [], []
    for name, text in texts.items():
        passages = split_passages(Document(Path(name), "text", (Page(None, text),)), count)
        file_id = index.add(None, name, len(text.encode()), None, passages, text, count)
        attached.append(AttachedFile(file_id, name, len(text.encode()), None, text, count(text)))
        all_passages += [(name, p) for p in passages]
    reference = Bm25(all_passages)
    old_db = sqlite3.connect(":memory:")
    before.index(old_db, texts)

    methods: dict[str, Callable[[str], str]] = {
        "before": lambda q: before.build_context(q, texts, old_db, FILES, budget),
        "app": lambda q: build_context(q, attached, db, budget, count).text,
        "bm25": lambda q: _fit(reference.rank(q), count, budget),
    }
    report: dict[str, Any] = {}
    for language, items in questions.items():
        for method, run in methods.items():
            found, sizes, times, missed = 0, [], [], []
            for question, answer in items:
                started = time.perf_counter()
                text = run(question)
                times.append((time.perf_counter() - started) * 1000)
                sizes.append(count(text))
                if answer in text:
                    found += 1
                else:
                    missed.append(question)
            report[f"{language}/{method}"] = {
                "questions": len(items), "answered": found,
                "hit_rate": round(found / len(items), 3),
                "tokens_max": max(sizes), "tokens_median": median(sizes),
                "over_budget": sum(s > budget for s in sizes),
                "ms_median": round(median(times), 2), "missed": missed,
            }  # fmt: skip
    return report


def big_index(count: TokenCounter, budget: int) -> dict[str, Any]:
    """The app's retrieval over 10,000 passages: the corpus plus filler files."""
    texts = [(CORPUS / name).read_text(encoding="utf-8") for name in FILES]
    db = sqlite3.connect(":memory:")
    migrate(db)
    index = PassageIndex(db)
    attached: list[AttachedFile] = []
    total, copy = 0, 0
    while total < BIG_INDEX:
        for name, text in zip(FILES, texts, strict=True):
            variant = text.replace("2009", str(1900 + copy)).replace("24 kg", f"{copy} kg")
            passages = split_passages(Document(Path(name), "text", (Page(None, variant),)), count)
            passages = passages[: BIG_INDEX - total]
            file_id = index.add(None, f"{copy}-{name}", len(variant), None, passages, variant,
                                count)  # fmt: skip
            attached.append(AttachedFile(file_id, f"{copy}-{name}", len(variant), None, variant,
                                         count(variant)))  # fmt: skip
            total += len(passages)
            if total >= BIG_INDEX:
                break
        copy += 1
    questions = json.loads((CORPUS / "questions.json").read_text(encoding="utf-8"))
    times = []
    for _language, items in questions.items():
        for question, _answer in items:
            started = time.perf_counter()
            build_context(question, attached, db, budget, count)
            times.append((time.perf_counter() - started) * 1000)
    return {"passages": total, "files": len(attached), "ms_median": round(median(times), 2),
            "ms_max": round(max(times), 2)}  # fmt: skip


def estimate_check(count: TokenCounter) -> dict[str, float]:
    """The per-script estimate (used without a local model) over the real count, per document:
    above 1 means it errs on the generous side, as it must."""
    from qwen_desktop.core.text.token_count import estimate_tokens

    ratios = {}
    for name in FILES:
        text = (CORPUS / name).read_text(encoding="utf-8")
        ratios[name] = round(estimate_tokens(text) / count(text), 3)
    return ratios


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path, help="the tokenizer (default: the bench model)")
    parser.add_argument("--budget", type=int, default=1200)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    model = args.model or bench_model()
    count = token_counter(model)
    report = {"model": model.name, "budget": args.budget, **evaluate(args.budget, count),
              "big_index": big_index(count, args.budget),
              "estimate": estimate_check(count)}  # fmt: skip
    for key, value in report.items():
        if isinstance(value, dict):
            shown = {k: v for k, v in value.items() if k != "missed"}
            print(f"{key:12} {shown}")
            for question in value.get("missed", []):
                print(f"{'':12}   missed: {question}")
    if args.json:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
