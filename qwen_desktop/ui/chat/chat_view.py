"""The scrolling conversation. Streaming text is coalesced: at most one render per frame, of the
message being written only, so a long reply never re-renders the whole conversation per token.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.ui.chat.message_widget import MessageWidget
from qwen_desktop.ui.chat.welcome import WelcomePanel

# 20 renders a second reads as smooth streaming text. On a 2-core laptop every millisecond the GUI
# thread spends rendering is taken from llama.cpp's decode threads, so it is not rendered faster.
FRAME_MS = 50
MAX_INTERVAL_MS = 250


class ChatView(QScrollArea):
    editRequested = Signal(int)
    regenerateRequested = Signal(int)
    deleteRequested = Signal(int)
    versionRequested = Signal(int, int)  # turn id, step
    sourceRequested = Signal(int, str)  # reply's turn id, source label

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatView")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        container = QWidget()
        container.setObjectName("chatContainer")
        self._layout = QVBoxLayout(container)
        self._layout.setContentsMargins(12, 12, 12, 12)
        self._layout.setSpacing(10)
        self.welcome = WelcomePanel(container)
        self._layout.addWidget(self.welcome, 1)
        self._layout.addStretch(1)
        self.setWidget(container)
        self._widgets: dict[int, MessageWidget] = {}
        self._streaming: MessageWidget | None = None
        self._pending = ""
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._interval = FRAME_MS
        self._follow = True
        self.renders = 0  # for tests and the UI benchmark
        self.verticalScrollBar().rangeChanged.connect(self._keep_at_bottom)
        self.verticalScrollBar().valueChanged.connect(self._note_position)

    # -- messages ------------------------------------------------------------------------------

    def add_turn(self, turn: Turn) -> MessageWidget:
        widget = MessageWidget(turn, self.widget())
        widget.editRequested.connect(self.editRequested)
        widget.regenerateRequested.connect(self.regenerateRequested)
        widget.deleteRequested.connect(self.deleteRequested)
        widget.versionRequested.connect(self.versionRequested)
        widget.sourceRequested.connect(self.sourceRequested)
        self._layout.insertWidget(self._layout.count() - 1, widget)
        self._widgets[turn.id] = widget
        self._follow = True
        self.welcome.hide()
        return widget

    def widget_for(self, turn_id: int) -> MessageWidget:
        return self._widgets[turn_id]

    def find_widget(self, turn_id: int) -> MessageWidget | None:
        return self._widgets.get(turn_id)

    def message_widgets(self) -> list[MessageWidget]:
        return [w for w in self._widgets.values()]

    def remove_turn(self, turn_id: int) -> None:
        widget = self._widgets.pop(turn_id, None)
        if widget is not None:
            if widget is self._streaming:
                self._streaming = None
            widget.hide()
            widget.deleteLater()
        self.welcome.setVisible(not self._widgets)

    def render_from(self, turns: list[Turn], index: int) -> None:
        """Another branch is on screen from `index` on: the messages before it stay as they are
        (no re-layout of a long shared history), the rest are replaced."""
        keep = {t.id for t in turns[:index]}
        for turn_id in [t for t in self._widgets if t not in keep]:
            self.remove_turn(turn_id)
        for turn in turns[index:]:
            self.add_turn(turn)
        self.welcome.setVisible(not self._widgets)

    def clear(self) -> None:
        for turn_id in list(self._widgets):
            self.remove_turn(turn_id)
        self._pending = ""
        self.welcome.show()

    def set_busy(self, busy: bool) -> None:
        widgets = list(self._widgets.values())
        for widget in widgets:
            widget.set_busy(busy, last=widget is widgets[-1])

    # -- streaming -----------------------------------------------------------------------------

    def begin_stream(self, widget: MessageWidget) -> None:
        self._streaming = widget
        self._pending = ""

    def append(self, text: str) -> None:
        """Queue streamed text; it is rendered on the next frame, not per token."""
        self._pending += text
        if not self._flush_timer.isActive():
            self._flush_timer.start(self._interval)

    def flush(self) -> None:
        self._flush_timer.stop()
        widget = self._streaming
        if widget is None or not self._pending:
            return
        started = time.perf_counter()
        widget.stream_text(widget.text + self._pending)
        self._pending = ""
        self.renders += 1
        cost_ms = (time.perf_counter() - started) * 1000
        # A long reply renders slower; render less often rather than stalling the event loop.
        self._interval = int(min(MAX_INTERVAL_MS, max(FRAME_MS, cost_ms * 4)))

    def end_stream(self) -> None:
        self.flush()
        self._streaming = None
        self._interval = FRAME_MS

    # -- scrolling -----------------------------------------------------------------------------

    def show_widget(self, widget: QWidget) -> None:
        """Scroll so a message (a search hit) is in view, and stop following the bottom."""
        self._follow = False
        container = self.widget()
        if container is not None:
            container.adjustSize()
        self.ensureWidgetVisible(widget, 0, 40)

    def _note_position(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._follow = value >= bar.maximum() - 24

    def _keep_at_bottom(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)
