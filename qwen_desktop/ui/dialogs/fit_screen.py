"""Dialogs that fit the screen at any text size: a page scrolls when it is taller than the
screen (200 % text on a 768-pixel laptop), instead of pushing OK and Cancel off the bottom."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

SCREEN_SHARE = 0.85  # what a dialog may take of the screen's free area (its title bar, too)


class ScrollingPage(QScrollArea):
    """A page that asks for its content's whole size (Qt's scroll area asks for a fixed
    guess) and scrolls only when the dialog cannot grow that far."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setObjectName(f"{page.objectName() or 'page'}Scroll")
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def sizeHint(self) -> QSize:
        page = self.widget()
        inner = page.sizeHint() if page is not None else QSize()
        if page is not None and page.hasHeightForWidth():  # wrapped text: as tall as it wraps
            inner.setHeight(max(inner.height(), page.heightForWidth(inner.width())))
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar, inner.height()) + QSize(2, 2) * self.frameWidth()


def fit_to_screen(dialog: QWidget) -> None:
    """As big as its content asks, but never bigger than the screen it is on (call it when the
    content is in: from showEvent)."""
    screen = dialog.screen()
    if screen is None:
        return
    free = screen.availableGeometry()
    wanted = dialog.sizeHint().expandedTo(dialog.size())
    dialog.resize(min(wanted.width(), int(free.width() * SCREEN_SHARE)),
                  min(wanted.height(), int(free.height() * SCREEN_SHARE)))  # fmt: skip


class _FitOnce(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.removeEventFilter(self)  # once: after that, the size is the user's
            fit_to_screen(watched)
        return False


def fit_when_shown(dialog: QWidget) -> None:
    """Fit the dialog to its screen when it is first shown (its content is in by then)."""
    dialog.installEventFilter(_FitOnce(dialog))
