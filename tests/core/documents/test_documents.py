"""Reading, cutting and searching attached documents, with real files the tests write."""

from __future__ import annotations

import os
import sqlite3
import zipfile
from pathlib import Path

import pytest
from fpdf import FPDF
from pypdf import PdfReader, PdfWriter

from qwen_desktop.core.chats.schema import migrate
from qwen_desktop.core.documents.index import PassageIndex, match_query
from qwen_desktop.core.documents.passages import PASSAGE_TOKENS, split_passages
from qwen_desktop.core.documents.reader import (
    DocumentError,
    DocumentProblem,
    ReadingCancelled,
    read_document,
)

DOCX_XML = (
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/'
    'wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>第一段：</w:t></w:r><w:r><w:t>你好'
    "</w:t></w:r></w:p><w:p><w:r><w:t>Second paragraph.</w:t></w:r></w:p></w:body></w:document>"
)


def write_pdf(path: Path, pages: list[str]) -> Path:
    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    pdf.output(str(path))
    return path


def test_a_multi_page_pdf_keeps_its_page_numbers(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "report.pdf", ["Introduction to rivers.", "The Yangtze is long.",
                                               "Conclusion about deltas."])  # fmt: skip
    document = read_document(path)
    assert document.kind == "pdf" and [p.number for p in document.pages] == [1, 2, 3]
    assert "Yangtze" in document.pages[1].text


def test_reading_a_pdf_reports_each_page_and_stops_between_pages(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "long.pdf", [f"Page {n} about rivers." for n in range(1, 9)])
    seen: list[tuple[int, int]] = []
    read_document(path, lambda done, total: seen.append((done, total)))
    assert seen == [(n, 8) for n in range(1, 9)]
    seen.clear()
    with pytest.raises(ReadingCancelled):
        read_document(path, lambda done, total: seen.append((done, total)),
                      should_stop=lambda: len(seen) >= 3)  # fmt: skip
    assert seen == [(1, 8), (2, 8), (3, 8)]  # stopped within a page of being asked


def test_gbk_utf16_and_html_text(tmp_path: Path) -> None:
    chinese = "长江是中国最长的河流，全长约六千三百公里。" * 20
    gbk = tmp_path / "notes.txt"
    gbk.write_bytes(chinese.encode("gbk"))
    assert read_document(gbk).text == chinese
    utf16 = tmp_path / "utf16.txt"
    utf16.write_bytes(chinese.encode("utf-16"))
    assert read_document(utf16).text == chinese
    page = tmp_path / "page.html"
    page.write_text("<html><head><script>steal()</script><style>p{}</style></head><body>"
                    "<h1>标题</h1><p>正文 <img src='http://x/y.png'> text</p></body></html>",
                    encoding="utf-8")  # fmt: skip
    assert read_document(page).text == "标题\n正文 text"


def test_docx_paragraphs(tmp_path: Path) -> None:
    path = tmp_path / "letter.docx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("word/document.xml", DOCX_XML)
    assert read_document(path).text == "第一段：你好\nSecond paragraph."


@pytest.mark.parametrize("case", ["missing", "empty", "binary", "encrypted", "scanned", "large",
                                  "folder", "damaged", "unreadable"])  # fmt: skip
def test_every_unusable_file_is_named(tmp_path: Path, case: str) -> None:
    path = (
        tmp_path / f"{case}.pdf"
        if case in ("encrypted", "scanned", "damaged")
        else (tmp_path / f"{case}.txt")
    )
    expected = {
        "missing": DocumentProblem.MISSING, "empty": DocumentProblem.EMPTY,
        "binary": DocumentProblem.BINARY, "encrypted": DocumentProblem.ENCRYPTED,
        "scanned": DocumentProblem.NO_TEXT, "large": DocumentProblem.TOO_LARGE,
        "folder": DocumentProblem.UNREADABLE, "damaged": DocumentProblem.DAMAGED,
        "unreadable": DocumentProblem.UNREADABLE,
    }[case]  # fmt: skip
    if case == "empty":
        path.write_bytes(b"")
    elif case == "binary":
        path.write_bytes(b"\x00\x01\x02\xff" * 1000)
    elif case == "encrypted":
        source = PdfReader(write_pdf(tmp_path / "plain.pdf", ["secret"]))
        writer = PdfWriter()
        writer.append(source)
        writer.encrypt("password")
        writer.write(path)
    elif case == "scanned":
        writer = PdfWriter()
        writer.add_blank_page(595, 842)
        writer.write(path)
    elif case == "large":
        with path.open("wb") as stream:
            stream.truncate(51 * 1024 * 1024)
    elif case == "folder":
        path.mkdir()
    elif case == "damaged":
        path.write_bytes(b"%PDF-1.7\nnot really a pdf")
    elif case == "unreadable":
        path.write_text("hello", encoding="utf-8")
        path.chmod(0)
        if os.access(path, os.R_OK):  # root reads anything: make it vanish mid-read instead
            path.chmod(0o644)
            path.unlink()
            expected = DocumentProblem.MISSING
    with pytest.raises(DocumentError) as caught:
        read_document(path)
    assert caught.value.problem is expected


def test_passages_keep_pages_and_overlap(tmp_path: Path) -> None:
    text = " ".join(f"Sentence number {i} about the delta." for i in range(200))
    path = write_pdf(tmp_path / "long.pdf", [text, "Short last page."])
    document = read_document(path)
    passages = split_passages(document)
    assert len(document.pages) >= 2  # the long text flowed over several pages
    assert len(passages) > 5 and passages[-1].page == len(document.pages)
    assert passages[-1].text == "Short last page."
    assert all(0 < p.tokens <= PASSAGE_TOKENS + 8 for p in passages)  # sized in tokens
    first, second = passages[0].text, passages[1].text
    assert first.splitlines()[-1] in second  # the cut overlaps by a line or a sentence


def test_the_one_relevant_passage_of_a_5_mb_text_is_found(tmp_path: Path) -> None:
    filler = "这是一段普通的填充文字，讲的是天气和日常生活。The weather was ordinary today.\n"
    needle = "秘密配方：熊猫面包需要三勺竹子粉和一杯温水。"
    lines = [filler] * 70_000
    lines[51_234] = needle + "\n"
    path = tmp_path / "big.txt"
    path.write_text("".join(lines), encoding="utf-8")
    assert path.stat().st_size > 5_000_000
    document = read_document(path)
    passages = split_passages(document)
    db = sqlite3.connect(":memory:")
    migrate(db)  # the index's tables are the chat schema's
    index = PassageIndex(db)
    attachment = index.add(None, document.name, path.stat().st_size, None, passages)
    hits = index.search([attachment], "熊猫面包的配方需要什么？", limit=3)
    assert hits and needle in hits[0].text
    assert index.search([attachment + 1], "熊猫面包") == []  # another attachment's passages


def test_queries_are_quoted_terms_never_fts_syntax() -> None:
    assert match_query("熊猫面包") == '"熊猫" OR "猫面" OR "面包"'
    assert match_query('NEAR(panda) "OR" *') == '"near" OR "panda"'  # "or" is a phrasing word
    assert match_query('say "hi"') == '"say" OR "hi"'
    assert match_query("？！") == ""  # nothing to look for: no query at all
