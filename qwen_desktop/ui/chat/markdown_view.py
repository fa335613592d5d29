"""Markdown replies rendered by Qt's own parser, with Pygments colours and a copy link per code
block.

Qt parses the Markdown (MarkdownNoHTML: raw HTML from the model is shown as text, never
interpreted) and `loadResource` refuses every resource, so a reply can never make the app fetch
anything from the network.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from pygments.lexer import Lexer
from pygments.lexers import TextLexer, get_lexer_by_name
from pygments.styles import get_style_by_name
from pygments.token import _TokenType
from pygments.util import ClassNotFound
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPalette,
    QSyntaxHighlighter,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

from qwen_desktop.ui.theme import CJK_FALLBACKS

COPY_SCHEME = "copy-code"
# Real monospace families first. The platform's "fixed" font is often the alias "Monospace",
# which Qt does not resolve inside a family list: the next family, a CJK sans, then drew code
# in a proportional font. Noto Sans Mono CJK keeps Chinese comments in code monospaced too.
MONO_FAMILIES = ("DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono", "Cascadia Mono",
                 "Consolas", "Menlo", "SF Mono", "Courier New", "Noto Sans Mono CJK SC",
                 "Sarasa Mono SC")  # fmt: skip
_ALL_FONT_PROPERTIES = QTextCharFormat.FontPropertiesInheritanceBehavior.FontPropertiesAll
_CODE_PROPS = (QTextFormat.Property.BlockCodeFence, QTextFormat.Property.BlockCodeLanguage)


def is_code_block(fmt: QTextBlockFormat) -> bool:
    return any(fmt.hasProperty(p) for p in _CODE_PROPS)


@lru_cache(maxsize=64)
def _lexer(language: str) -> Lexer:
    try:
        return get_lexer_by_name(language or "text", stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)


@lru_cache(maxsize=4)
def _formats(dark: bool) -> dict[_TokenType, QTextCharFormat]:
    style = get_style_by_name("monokai" if dark else "default")
    formats: dict[_TokenType, QTextCharFormat] = {}
    for token_type, spec in style:
        fmt = QTextCharFormat()
        if spec["color"]:
            fmt.setForeground(QColor("#" + spec["color"]))
        if spec["bold"]:
            fmt.setFontWeight(QFont.Weight.Bold)
        if spec["italic"]:
            fmt.setFontItalic(True)
        formats[token_type] = fmt
    return formats


WARM_LANGUAGES = ("python", "bash", "javascript", "json", "c", "cpp", "java", "sql", "html", "text")


def warm_up_lexers() -> threading.Thread:
    """Import the common Pygments lexers on a background thread.

    The first code block of a session otherwise imports its lexer module on the GUI thread in the
    middle of a streaming reply: a ~100 ms freeze.
    """
    thread = threading.Thread(
        target=lambda: [_lexer(name) for name in WARM_LANGUAGES], name="lexer-warm-up", daemon=True
    )
    thread.start()
    return thread


@lru_cache(maxsize=1)
def code_font() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    installed = set(QFontDatabase.families())
    families = [f for f in MONO_FAMILIES if f in installed]
    if font.family() in installed and QFontDatabase.isFixedPitch(font.family()):
        families.insert(0, font.family())
    font.setFamilies(list(dict.fromkeys([*families, *CJK_FALLBACKS])))
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    return font


def _utf16_len(text: str) -> int:
    """Qt positions count UTF-16 units: an emoji is two, a CJK character one."""
    return len(text.encode("utf-16-le")) // 2


Span = tuple[int, int, QTextCharFormat]  # start, end (UTF-16, in the whole code block), format


def _language(block: QTextBlock) -> str:
    return str(block.blockFormat().property(QTextFormat.Property.BlockCodeLanguage) or "")


def _code_run(block: QTextBlock) -> tuple[list[str], int]:
    """The lines of the code block this line belongs to (Qt makes one text block per line) and
    where this line starts in their joined text, in UTF-16 units."""
    language = _language(block)

    def same(other: QTextBlock) -> bool:
        return other.isValid() and is_code_block(other.blockFormat()) and (
            _language(other) == language)  # fmt: skip

    first = block
    while same(first.previous()):
        first = first.previous()
    lines: list[str] = []
    offset = mine = 0
    current = first
    while same(current):
        if current == block:
            mine = offset
        lines.append(current.text())
        offset += _utf16_len(lines[-1]) + 1
        current = current.next()
    return lines, mine


class CodeHighlighter(QSyntaxHighlighter):
    """Colours the code blocks Qt's markdown parser marked with a fence or a language.

    A code block is lexed whole, once (cached by its text), and the tokens are mapped onto its
    lines: lexed line by line, a docstring's words or the inside of a `/* … */` comment would be
    coloured as code."""

    def __init__(self, document: QTextDocument, dark: bool) -> None:
        super().__init__(document)
        self._dark = dark
        self._spans: dict[tuple[str, str], tuple[list[Span], list[int]]] = {}

    def _lexed(self, language: str, code: str) -> tuple[list[Span], list[int]]:
        """The block's coloured spans, and their ends (to find a line's first span quickly)."""
        key = (language, code)
        lexed = self._spans.get(key)
        if lexed is None:
            if len(self._spans) > 32:  # the blocks of one reply; a stream adds new texts
                self._spans.clear()
            spans = list(self._lex(language, code))
            lexed = self._spans[key] = (spans, [span[1] for span in spans])
        return lexed

    def _lex(self, language: str, code: str) -> Iterator[Span]:
        formats = _formats(self._dark)
        position = 0
        for token_type, value in _lexer(language.lower()).get_tokens(code):
            length = _utf16_len(value)
            kind: Any = token_type
            while kind not in formats and kind.parent is not None:
                kind = kind.parent
            char_format = formats.get(kind)
            if char_format is not None and (
                char_format.foreground().style() != Qt.BrushStyle.NoBrush
            ):
                yield position, position + length, char_format
            position += length

    def highlightBlock(self, text: str) -> None:
        block = self.currentBlock()
        if not text or not is_code_block(block.blockFormat()):
            return
        lines, start = _code_run(block)
        end = start + _utf16_len(text)
        code = "\n".join(lines)
        # A new state when the block's text changes makes Qt re-highlight the lines after this
        # one too (an opened docstring changes what they are).
        self.setCurrentBlockState(hash(code) & 0x3FFFFFFF)
        spans, ends = self._lexed(_language(block), code)
        for span_start, span_end, char_format in spans[bisect_right(ends, start) :]:
            if span_start >= end:
                break
            begin = max(span_start, start)
            self.setFormat(begin - start, min(span_end, end) - begin, char_format)


def is_dark(widget: QWidget | None = None) -> bool:
    palette = widget.palette() if widget is not None else QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


class MarkdownView(QTextBrowser):
    """A read-only rich-text view that grows to fit its content (the chat view scrolls, not it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setVerticalScrollBarPolicy(self.verticalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(self.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().setDocumentMargin(2)
        self._code_blocks: list[str] = []
        self._highlighter = CodeHighlighter(self.document(), is_dark(self))
        self.anchorClicked.connect(self._on_anchor)
        self.document().contentsChanged.connect(self._fit_height)

    # -- content -------------------------------------------------------------------------------

    def set_markdown(self, text: str) -> None:
        doc = self.document()
        doc.setMarkdown(text, QTextDocument.MarkdownFeature.MarkdownDialectGitHub
                        | QTextDocument.MarkdownFeature.MarkdownNoHTML)  # fmt: skip
        self._decorate_code_blocks()
        self._fit_height()

    def set_plain(self, text: str) -> None:
        self.setPlainText(text)
        self._code_blocks = []
        self._fit_height()

    def code_blocks(self) -> list[str]:
        return list(self._code_blocks)

    def _decorate_code_blocks(self) -> None:
        """Give each code block a background and a "Copy" link above it."""
        doc = self.document()
        groups: list[list[int]] = []
        block = doc.begin()
        previous_code = False
        while block.isValid():
            code = is_code_block(block.blockFormat())
            if code:
                if not previous_code:
                    groups.append([])
                groups[-1].append(block.blockNumber())
            previous_code = code
            block = block.next()
        self._code_blocks = []
        if not groups:
            return
        background = QColor("#2b2b2b" if is_dark(self) else "#f3f3f3")
        mono = code_font()
        for numbers in groups:
            lines = [doc.findBlockByNumber(n).text() for n in numbers]
            self._code_blocks.append("\n".join(lines))
        cursor = QTextCursor(doc)
        cursor.beginEditBlock()
        # Walk backwards so inserting the link lines does not shift block numbers still to visit.
        for index in range(len(groups) - 1, -1, -1):
            numbers = groups[index]
            for n in numbers:
                cursor.setPosition(doc.findBlockByNumber(n).position())
                fmt = cursor.blockFormat()
                fmt.setBackground(background)
                cursor.setBlockFormat(fmt)
                char = QTextCharFormat()
                char.setFont(mono, _ALL_FONT_PROPERTIES)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                    QTextCursor.MoveMode.KeepAnchor)  # fmt: skip
                cursor.mergeCharFormat(char)
            # insertBlock at the start of the first code line: the text moves into the new block
            # (given the code format), the old block, now empty, becomes the plain link line.
            cursor.setPosition(doc.findBlockByNumber(numbers[0]).position())
            cursor.insertBlock(cursor.blockFormat(), cursor.charFormat())
            cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
            cursor.setBlockFormat(QTextBlockFormat())
            link = QTextCharFormat()
            link.setAnchor(True)
            link.setAnchorHref(f"{COPY_SCHEME}:{index}")
            link.setForeground(self.palette().color(QPalette.ColorRole.Link))
            link.setFontUnderline(True)
            link.setFontPointSize(max(7.0, self.font().pointSizeF() * 0.85))
            cursor.insertText(self.tr("Copy code"), link)
        cursor.endEditBlock()

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == COPY_SCHEME:
            index = int(url.path() or -1)
            if 0 <= index < len(self._code_blocks):
                QGuiApplication.clipboard().setText(self._code_blocks[index])
        elif url.scheme() in ("http", "https"):
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(url)  # only on the user's click

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        """Refuse every resource: no remote (or local) images in model output."""
        return None

    # -- size ----------------------------------------------------------------------------------

    def _fit_height(self) -> None:
        doc = self.document()
        width = self.viewport().width()
        if width > 0:
            doc.setTextWidth(width)
        height = int(doc.size().height() + 0.999) + 2 * self.frameWidth()
        if height != self.height():
            self.setFixedHeight(max(height, self.fontMetrics().height()))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_height()
