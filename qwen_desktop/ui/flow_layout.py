"""A layout that wraps its widgets onto the next line when the width runs out (Qt's own "flow
layout" example, typed and trimmed): a row of buttons whose labels grow with the text size (up to
200 %) or with a longer translation stays whole instead of being cut off or forcing the window
wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QWidget


def _natural(item: QLayoutItem) -> QSize:
    """The size an item would like on a line of its own: a wrapping label's is its text on one
    line (Qt's own hint for it is a narrow guess, and an Ignored policy reports zero)."""
    widget = item.widget()
    if isinstance(widget, QLabel) and widget.wordWrap():
        metrics = widget.fontMetrics()
        margins = widget.contentsMargins()
        # the text's ink, plus a character of slack: fallback fonts (CJK, symbols such as "·")
        # lay out a little wider than the primary font's metrics say
        width = metrics.boundingRect(widget.text()).width() + metrics.averageCharWidth()
        width += 2 * widget.margin() + margins.left() + margins.right()
        return QSize(width, max(metrics.height(), widget.heightForWidth(width)))
    return widget.sizeHint() if widget is not None else item.sizeHint()


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one line, as wide as that is."""
        width = sum(i.sizeHint().width() for i in self._shown()) + self._spacing * max(
            0, len(self._shown()) - 1
        )
        height = max((i.sizeHint().height() for i in self._shown()), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())  # fmt: skip

    def minimumSize(self) -> QSize:
        """As narrow as its widest widget: the rest wraps."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[QLayoutItem]:
        shown = []
        for item in self._items:
            widget = item.widget()
            if widget is None or not widget.isHidden():
                shown.append(item)
        return shown

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line = area.x(), area.y(), 0
        row: list[tuple[QLayoutItem, QRect]] = []
        for item in self._shown():
            hint = _natural(item)
            if x + hint.width() > area.right() + 1 and line > 0:
                _place(row, line, move)
                x, y, line, row = area.x(), y + line + self._spacing, 0, []
            # wider than a whole line (a wrapping label): as wide as the line, and as tall as
            # its text then needs
            width = min(hint.width(), max(1, area.width()))
            wraps = width < hint.width() and item.hasHeightForWidth()
            height = max(hint.height(), item.heightForWidth(width) if wraps else 0)
            row.append((item, QRect(QPoint(x, y), QSize(width, height))))
            x += width + self._spacing
            line = max(line, height)
        _place(row, line, move)
        return y + line - rect.y() + margins.bottom()


def _place(row: list[tuple[QLayoutItem, QRect]], line: int, move: bool) -> None:
    """A line's items, centred on the line's middle (a small label beside a button)."""
    if move:
        for item, box in row:
            item.setGeometry(box.translated(0, (line - box.height()) // 2))
