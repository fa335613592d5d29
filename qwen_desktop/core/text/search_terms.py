"""Search terms for Chinese and English alike: CJK bigrams plus words, as Lucene's CJK analyzer
makes them.

Chinese has no spaces and most of its words are two characters, so a run of Han (or kana, or
Hangul) characters becomes its overlapping pairs: "年会的地点" → 年会 会的 的地 地点. A question's
own wording then meets a document's wherever the two share a word, whatever surrounds it (a
trigram index needs three characters in common, and missed 8 of 14 Chinese questions). Documents
also index each character on its own, so a one-character question ("猫？") still finds it.
Everything else (Latin, digits, Cyrillic…) is lower-cased words; SQLite's porter tokenizer then
stems the English ones, so "holidays" meets "holiday". A mixed question ("Python 3.12 什么时候
发布") finds an English document by its numbers and Latin words.

The terms are handed to SQLite FTS5 as space-separated text (`unicode61` keeps each pair whole),
which ranks passages by BM25 (documents/index.py).
"""

from __future__ import annotations

import re

# Han (with extensions and compatibility ideographs), kana, Hangul: scripts written without spaces.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_RUNS = re.compile(rf"([{_CJK}]+)|([^\W{_CJK}]+)")

# How people phrase a question, not what it is about: words that would match a passage's
# incidental wording. Only questions drop them; documents keep every term.
_QUESTION_WORDS = frozenset(
    {
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "should",
        "tell",
        "that",
        "the",
        "their",
        "there",
        "these",
        "this",
        "to",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "whose",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "please",
        "about",
        "什么",
        "怎么",
        "怎样",
        "如何",
        "哪里",
        "哪儿",
        "哪个",
        "哪些",
        "多少",
        "是否",
        "是不",
        "不是",
        "为什",
        "么时",
        "时候",
        "请问",
        "一下",
        "吗",
        "呢",
        "吧",
        "么",
        "的",
        "了",
        "是",
        "我",
        "我们",
        "你",
        "您",
        "可以",
        "能否",
        "能不",
        "有没",
        "有哪",
        "几个",
        "一个",
    }
)


def _pairs(run: str) -> list[str]:
    return [run[i : i + 2] for i in range(len(run) - 1)]


def document_terms(text: str) -> str:
    """What a passage is indexed under: every CJK character and pair, and every other word."""
    terms: list[str] = []
    for cjk, word in _RUNS.findall(text):
        if cjk:
            terms += list(cjk)
            terms += _pairs(cjk)
        else:
            terms.append(word.lower())
    return " ".join(terms)


def question_terms(text: str) -> list[str]:
    """What a question looks for, each term once: CJK pairs (a lone character where a run has
    only one), other words; phrasing words dropped unless nothing else is left."""
    terms: list[str] = []
    for cjk, word in _RUNS.findall(text):
        if cjk:
            terms += _pairs(cjk) if len(cjk) > 1 else [cjk]
        else:
            terms.append(word.lower())
    unique = list(dict.fromkeys(terms))
    meaningful = [t for t in unique if t not in _QUESTION_WORDS]
    return meaningful or unique


def fts_query(terms: list[str]) -> str:
    """An FTS5 query matching any of the terms (each quoted, so no term is read as syntax)."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
