"""Text out of the files people attach: plain text and code (any encoding, GBK/GB18030 and
UTF-16 included, detected with charset-normalizer), Markdown, CSV, HTML (text only; nothing is
fetched), PDF (pypdf; page numbers kept) and DOCX.

DOCX is a zip of XML: its paragraphs are read with the standard library rather than python-docx,
whose lxml dependency would push the bundle past its 250 MB budget.

Every way a file can be unusable is a `DocumentError` naming the problem, so the window can say
it and keep the message that was typed.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

from qwen_desktop.core.errors import Cancelled, QwenDesktopError

MAX_BYTES = 50 * 1024 * 1024
MAX_PAGES = 2000
HTML_SUFFIXES = {".html", ".htm"}
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


class DocumentProblem(StrEnum):
    MISSING = "missing"
    UNREADABLE = "unreadable"  # permissions, a folder, an I/O error
    TOO_LARGE = "too_large"
    TOO_MANY_PAGES = "too_many_pages"
    EMPTY = "empty"
    BINARY = "binary"
    ENCODING = "encoding"
    ENCRYPTED = "encrypted"
    NO_TEXT = "no_text"  # a scanned PDF: pictures of pages, no text layer
    DAMAGED = "damaged"


class ReadingCancelled(Cancelled):
    """The user cancelled while the file was being read (between two pages)."""


PageProgress = Callable[[int, int], None]  # pages read so far, of how many


def _no_progress(_done: int, _total: int) -> None:
    pass


def _never() -> bool:
    return False


class DocumentError(QwenDesktopError):
    def __init__(self, path: Path, problem: DocumentProblem, detail: str = "") -> None:
        super().__init__(f"{path.name}: {problem.value}" + (f" ({detail})" if detail else ""))
        self.path = path
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True)
class Page:
    number: int | None  # 1-based for PDFs; None where a format has no pages
    text: str


@dataclass(frozen=True)
class Document:
    path: Path
    kind: str  # "text", "html", "pdf", "docx"
    pages: tuple[Page, ...]
    encoding: str = ""

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def text(self) -> str:
        return "\n\n".join(p.text for p in self.pages)


def read_document(path: Path, on_page: PageProgress = _no_progress,
                  should_stop: Callable[[], bool] = _never) -> Document:  # fmt: skip
    """`on_page` hears of every page of a PDF; `should_stop` is asked between pages (raises
    ReadingCancelled), so cancelling a 2,000-page file takes effect within a page."""
    try:
        size = path.stat().st_size
    except FileNotFoundError as exc:
        raise DocumentError(path, DocumentProblem.MISSING) from exc
    except OSError as exc:
        raise DocumentError(path, DocumentProblem.UNREADABLE, exc.strerror or "") from exc
    if path.is_dir():
        raise DocumentError(path, DocumentProblem.UNREADABLE, "a folder")
    if size > MAX_BYTES:
        raise DocumentError(path, DocumentProblem.TOO_LARGE, f"{size:,} bytes")
    if size == 0:
        raise DocumentError(path, DocumentProblem.EMPTY)
    suffix = path.suffix.lower()
    try:
        if suffix == ".pdf":
            document = _pdf(path, on_page, should_stop)
        elif suffix == ".docx":
            document = _docx(path)
        else:
            data = path.read_bytes()
            text, encoding = _decode(path, data)
            kind = "html" if suffix in HTML_SUFFIXES else "text"
            if kind == "html":
                text = _html_text(text)
            document = Document(path, kind, (Page(None, text),), encoding)
    except PermissionError as exc:
        raise DocumentError(path, DocumentProblem.UNREADABLE, exc.strerror or "") from exc
    except FileNotFoundError as exc:
        raise DocumentError(path, DocumentProblem.MISSING) from exc
    if not document.text.strip():
        raise DocumentError(path, DocumentProblem.EMPTY)
    return document


def _decode(path: Path, data: bytes) -> tuple[str, str]:
    """UTF-8 (with or without BOM) and UTF-16 with BOM directly; anything else detected."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), "utf-16"
    if b"\x00" in data[:8192]:  # no text encoding but UTF-16/32 has NUL bytes; those had a BOM
        raise DocumentError(path, DocumentProblem.BINARY)
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None or best.encoding is None:
        raise DocumentError(path, DocumentProblem.ENCODING)
    encoding = best.encoding
    if encoding.lower().replace("-", "") in ("gb2312", "gbk"):
        encoding = "gb18030"  # a superset: every GBK file reads, rare characters too
    return data.decode(encoding, errors="strict"), encoding


_BLOCKS = frozenset({"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6",
                     "section", "article", "pre", "table", "ul", "ol"})  # fmt: skip


class _TextOnly(HTMLParser):
    """The visible text of a page; scripts and styles dropped; no resource is ever loaded."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "noscript", "template"):
            self._skip += 1
        elif tag in _BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "noscript", "template"):
            self._skip = max(0, self._skip - 1)

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def _html_text(html: str) -> str:
    parser = _TextOnly()
    parser.feed(html)
    lines = (" ".join(line.split()) for line in "".join(parser.parts).splitlines())
    return "\n".join(line for line in lines if line)


def _pdf(path: Path, on_page: PageProgress, should_stop: Callable[[], bool]) -> Document:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(path)
        if reader.is_encrypted:
            try:
                if not reader.decrypt(""):
                    raise DocumentError(path, DocumentProblem.ENCRYPTED)
            except (NotImplementedError, PdfReadError) as exc:
                raise DocumentError(path, DocumentProblem.ENCRYPTED) from exc
        count = len(reader.pages)
        if count > MAX_PAGES:
            raise DocumentError(path, DocumentProblem.TOO_MANY_PAGES, f"{count:,} pages")
        read: list[Page] = []
        for number, page in enumerate(reader.pages, start=1):
            if should_stop():
                raise ReadingCancelled
            read.append(Page(number, page.extract_text() or ""))
            on_page(number, count)
        pages = tuple(read)
    except DocumentError:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise DocumentError(path, DocumentProblem.DAMAGED, str(exc)[:200]) from exc
    if not any(p.text.strip() for p in pages):
        raise DocumentError(path, DocumentProblem.NO_TEXT, f"{count} pages")
    return Document(path, "pdf", pages)


def _docx(path: Path) -> Document:
    try:
        with zipfile.ZipFile(path) as archive:
            xml = archive.read("word/document.xml")
        root = ElementTree.fromstring(xml)
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError) as exc:
        raise DocumentError(path, DocumentProblem.DAMAGED, str(exc)[:200]) from exc
    paragraphs = []
    for paragraph in root.iter(f"{_W}p"):
        paragraphs.append("".join(node.text or "" for node in paragraph.iter(f"{_W}t")))
    text = "\n".join(p for p in paragraphs if p.strip())
    return Document(path, "docx", (Page(None, text),))
