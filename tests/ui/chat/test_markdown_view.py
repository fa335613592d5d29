from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QFontInfo, QGuiApplication, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.markdown_view import MarkdownView, is_code_block
from qwen_desktop.ui.theme import apply_theme
from tests.fake_engine import FakeEngineHost, Step

REPLY = """# 标题 Heading

- 第一项 one
- second **bold**

| 列 | col |
|----|-----|
| 中 | x   |

```python
def hello(name: str) -> str:
    return f"你好 {name}"  # 注释
```

<img src="https://example.com/track.png"> <b>raw html</b>

![remote](https://example.com/pixel.png)
"""


def test_markdown_renders_headings_lists_tables_and_highlighted_code(qtbot: QtBot) -> None:
    view = MarkdownView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.set_markdown(REPLY)
    doc = view.document()
    text = doc.toPlainText()
    assert "标题 Heading" in text and "第一项 one" in text
    assert "<b>raw html</b>" in text  # raw HTML is shown, never interpreted
    assert view.code_blocks() == ['def hello(name: str) -> str:\n    return f"你好 {name}"  # 注释']
    # the table became a real table
    cursor = QTextCursor(doc)
    cursor.setPosition(text.index("列"))
    assert cursor.currentTable() is not None
    # code is coloured: some code block character has a non-default foreground
    block = doc.begin()
    coloured = False
    while block.isValid():
        if is_code_block(block.blockFormat()):
            coloured |= any(
                r.format.foreground().style() != Qt.BrushStyle.NoBrush
                for r in block.layout().formats()
            )
        block = block.next()
    assert coloured


def test_copy_code_link_copies_the_code(qtbot: QtBot) -> None:
    view = MarkdownView()
    qtbot.addWidget(view)
    view.set_markdown("Text\n\n```\nprint('a')\n```\n\nThen:\n\n```js\nlet b = 2;\n```\n")
    QGuiApplication.clipboard().clear()
    view.anchorClicked.emit(QUrl("copy-code:1"))
    assert QGuiApplication.clipboard().text() == "let b = 2;"
    assert "Copy code" in view.document().toPlainText()


def test_no_resource_is_ever_loaded(qtbot: QtBot) -> None:
    view = MarkdownView()
    qtbot.addWidget(view)
    asked: list[str] = []
    original = view.loadResource

    def spy(kind: int, url: object) -> object:
        asked.append(str(url))
        return original(kind, url)  # type: ignore[arg-type]

    view.loadResource = spy  # type: ignore[method-assign]
    view.set_markdown("![x](https://example.com/a.png) ![y](file:///etc/passwd)")
    view.grab()
    assert all(original(0, u) is None for u in asked)


def _streaming_view(qtbot: QtBot, pieces: list[str]) -> tuple[ChatView, ChatSession]:
    """A view bound to a session whose scripted reply streams these pieces."""
    host = FakeEngineHost()
    host.script = [Step(pieces)]
    session = ChatSession(host)
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    view.bind(session)
    return view, session


def test_streaming_is_coalesced_not_rendered_per_token(qtbot: QtBot) -> None:
    view, session = _streaming_view(qtbot, [f"字{i} " for i in range(500)])
    with qtbot.waitSignal(session.finished, timeout=5000):
        session.send("写点东西")
    widget = view.message_widgets()[-1]
    assert widget.text == "".join(f"字{i} " for i in range(500))
    assert view.renders <= 3


def test_a_long_streamed_reply_renders_only_its_last_piece(qtbot: QtBot) -> None:
    paragraph = "这是一段很长的中文文字，用来测试流式渲染。" * 4 + "\n\n"
    chunks = [paragraph + f"```python\nprint({i})\n```\n\n" for i in range(40)]
    text = "".join(chunks)
    view, session = _streaming_view(qtbot, chunks)
    session.delta.connect(lambda _piece: view.flush())  # a render after every piece
    with qtbot.waitSignal(session.finished, timeout=5000):
        session.send("写点东西")
    widget = view.message_widgets()[-1]
    assert view.renders >= 40
    pieces = widget.pieces()
    assert len(pieces) > 5
    # the finished pieces were rendered once: each is far shorter than the whole reply
    assert max(len(p.toPlainText()) for p in pieces) < len(text) / 4
    assert widget.text == text
    assert "print(39)" in widget.plain_text()
    # every code block kept its own copy link
    assert sum(len(p.code_blocks()) for p in pieces) == 40


CODE_REPLY = """Two blocks:

```python
import os  # 第一行也要高亮
print("你好")  # 中文注释
```

and

```
plain line one
line two
```
"""


@pytest.fixture(params=["light", "dark"])
def view(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[MarkdownView]:
    """A 600×400 Markdown view in each theme (the system theme is put back after)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, request.param, 11)
    shown = MarkdownView()
    qtbot.addWidget(shown)
    shown.resize(600, 400)
    yield shown
    apply_theme(app, "system", 11)


def test_code_is_monospace_with_one_background_from_its_first_line(view: MarkdownView) -> None:
    view.set_markdown(CODE_REPLY)
    doc = view.document()
    code_lines: list[str] = []
    backgrounds = set()
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if is_code_block(fmt):
            code_lines.append(block.text())
            backgrounds.add(fmt.background().color().name())
            for fragment_range in block.textFormats():
                font = fragment_range.format.font()
                assert QFontInfo(font).fixedPitch(), (block.text(), QFontInfo(font).family())
        elif "Copy code" in block.text():
            assert fmt.background().style() == Qt.BrushStyle.NoBrush
            formats = block.textFormats()
            link = QTextCharFormat(formats[0].format)
            assert link.isAnchor()
            assert link.foreground().color() == view.palette().color(QPalette.ColorRole.Link)
        block = block.next()
    assert code_lines == ['import os  # 第一行也要高亮', 'print("你好")  # 中文注释',
                          "plain line one", "line two"]  # fmt: skip
    assert len(backgrounds) == 1 and "#000000" not in backgrounds
    first = doc.findBlock(doc.toPlainText().index("import os"))
    assert any(
        r.format.foreground().style() != Qt.BrushStyle.NoBrush for r in first.layout().formats()
    ), "the first code line is highlighted like the others"


DOCSTRING_REPLY = '''Here is the function:

```python
def reverse(text: str) -> str:
    """Return the text reversed.

    Uses str and reversed, like any other call.
    """
    return "".join(reversed(text))
```
'''


def test_a_multi_line_docstring_is_one_string_not_code(view: MarkdownView) -> None:
    """Lexed line by line, the docstring's words would be names and builtins (`str`,
    `reversed`) and its full stops operators: the block is lexed whole."""
    view.set_markdown(DOCSTRING_REPLY)
    doc = view.document()
    lines = ['    """Return the text reversed.', "",
             "    Uses str and reversed, like any other call.", '    """']  # fmt: skip
    code_blocks = []
    block = doc.begin()
    while block.isValid():
        if is_code_block(block.blockFormat()):
            code_blocks.append(block)
        block = block.next()
    assert [b.text() for b in code_blocks[1:5]] == lines
    colours = set()
    for block in code_blocks[1:5]:
        line = block.text()
        if not line:
            continue
        start = len(line) - len(line.lstrip())
        ranges = [(r.start, r.length, r.format.foreground().color().name())
                  for r in block.layout().formats()]  # fmt: skip
        for column in range(start, len(line)):
            colour = next((c for s, n, c in ranges if s <= column < s + n), None)
            assert colour is not None, (line, column)
            colours.add(colour)
    assert len(colours) == 1, colours  # every character in the one string colour
    code = doc.findBlock(doc.toPlainText().index("    return"))
    others = {r.format.foreground().color().name() for r in code.layout().formats()}
    assert len(others) > 1 and not others <= colours  # the code after it is code again
