"""The scrolling conversation, bound to the session on screen: it subscribes to the session's
signals itself and renders what they announce. The reply being written lives in the session
(`LiveReply`); the view only schedules renders of it, at most one per frame and of that message
only, so a long reply never re-renders the whole conversation per token.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.core.llm.thinking import split
from qwen_desktop.services.chat.binding import rebind
from qwen_desktop.services.chat.live_reply import LiveReply
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.ui.accessibility import announce, shortened
from qwen_desktop.ui.chat.message_access import describe
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
        # Messages wrap to the width; should a window be narrower than a message's widest word
        # or button at 200 % text, it scrolls rather than cuts the message off.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
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
        self._live: LiveReply | None = None
        self.session: ChatSession | None = None
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._interval = FRAME_MS
        self._follow = True
        self.renders = 0  # for tests and the UI benchmark
        self.verticalScrollBar().rangeChanged.connect(self._keep_at_bottom)
        self.verticalScrollBar().valueChanged.connect(self._note_position)

    # -- the session on screen ----------------------------------------------------------------

    def bind(self, session: ChatSession) -> None:
        """Show this session's conversation (and its reply in progress) and follow it."""
        self.session = rebind(self.session, session, self._subscriptions)
        self.render_all()

    def _subscriptions(self, session: ChatSession) -> list[tuple[Any, Any]]:
        return [
            (session.turnAdded, self._on_turn_added),
            (session.turnRemoved, self._on_turn_removed),
            (session.branchShown, self._on_branch_shown),
            (session.replyStarted, self._on_reply_started),
            (session.delta, self._on_delta),
            (session.finished, self._on_finished),
            (session.failed, self._on_failed),
            (session.reset, self.render_all),
            (session.busyChanged, self.set_busy),
        ]

    def render_all(self) -> None:
        session = self.session
        self.end_stream()
        self.clear()
        if session is None:
            return
        for turn in session.conversation.turns:
            self.add_turn(turn)
        live = session.live
        if live is not None:  # came back to a conversation being written: it goes on live
            self._on_reply_started(live)
            self.flush()
        self._show_versions()
        self.set_busy(session.busy)

    def _show_versions(self) -> None:
        """‹ 2/3 › on every message that has other versions (a cheap walk over the branch)."""
        if self.session is None:
            return
        conversation = self.session.conversation
        for widget in self._widgets.values():
            if widget.turn_id in conversation:
                widget.set_version(*conversation.version(widget.turn_id))

    def _on_turn_added(self, turn: Turn) -> None:
        self.add_turn(turn)
        self._show_versions()

    def _on_turn_removed(self, turn_id: int) -> None:
        self.remove_turn(turn_id)
        self._show_versions()

    def _on_branch_shown(self, index: int) -> None:
        if self.session is not None:
            self.render_from(self.session.conversation.turns, index)
            self._show_versions()
            self.set_busy(self.session.busy)

    def _on_reply_started(self, live: LiveReply) -> None:
        self._streaming = self.add_turn(live.turn)
        self._live = live
        self._streaming.writing = True
        describe(self._streaming)
        announce(self, self.tr("Qwen is replying. Esc stops."))

    def _on_delta(self, _text: str) -> None:
        """Rendered on the next frame, not per token."""
        if not self._flush_timer.isActive():
            self._flush_timer.start(self._interval)

    def _on_finished(self, turn: Turn, reply: Reply) -> None:
        self.end_stream()
        widget = self._widgets.get(turn.id)
        if widget is not None:
            if widget.text != reply.text:  # normally identical: the stream was the reply
                widget.set_text(reply.text)
            widget.set_stats(reply.stats)
        self._show_versions()
        said = shortened(split(reply.text).answer)
        if reply.stats.stop_reason is StopReason.CANCELLED:
            announce(self, self.tr("Reply stopped: %1").replace("%1", said))
        else:
            announce(self, self.tr("Reply finished: %1").replace("%1", said))

    def _on_failed(self, _message: str, _given_back: str) -> None:
        self.end_stream()  # (the banner says what went wrong, and announces it)

    # -- messages ------------------------------------------------------------------------------

    def add_turn(self, turn: Turn) -> MessageWidget:
        widget = MessageWidget(turn, self.widget())
        widget.editRequested.connect(self.editRequested)
        widget.regenerateRequested.connect(self.regenerateRequested)
        widget.deleteRequested.connect(self.deleteRequested)
        widget.versionRequested.connect(self.versionRequested)
        widget.sourceRequested.connect(self.sourceRequested)
        widget.focusStepRequested.connect(lambda step, w=widget: self.focus_next(w, step))
        self._layout.insertWidget(self._layout.count() - 1, widget)
        self._widgets[turn.id] = widget
        self._follow = True
        self.welcome.hide()
        return widget

    def focus_next(self, widget: MessageWidget, step: int) -> None:
        """Up / Down from a focused message: the one before or after it, scrolled into view."""
        widgets = list(self._widgets.values())
        index = widgets.index(widget) + step if widget in widgets else -1
        if 0 <= index < len(widgets):
            self.focus_message(widgets[index])

    def focus_message(self, widget: MessageWidget | None = None) -> None:
        """Give the keyboard to a message (the last one by default): F6 lands here."""
        widgets = list(self._widgets.values())
        target = widget or (widgets[-1] if widgets else None)
        if target is None:
            self.welcome.setFocus()
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        self.show_widget(target)

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
                self._streaming, self._live = None, None
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
        self.welcome.show()

    def set_busy(self, busy: bool) -> None:
        widgets = list(self._widgets.values())
        for widget in widgets:
            widget.set_busy(busy, last=widget is widgets[-1])

    # -- streaming -----------------------------------------------------------------------------

    def flush(self) -> None:
        self._flush_timer.stop()
        widget, live = self._streaming, self._live
        if widget is None or live is None or live.text == widget.text:
            return
        started = time.perf_counter()
        widget.stream_text(live.text)
        self.renders += 1
        cost_ms = (time.perf_counter() - started) * 1000
        # A long reply renders slower; render less often rather than stalling the event loop.
        self._interval = int(min(MAX_INTERVAL_MS, max(FRAME_MS, cost_ms * 4)))

    def end_stream(self) -> None:
        self.flush()
        if self._streaming is not None:  # finished, failed or left: no longer "being written"
            self._streaming.writing = False
            describe(self._streaming)
        self._streaming = None
        self._live = None
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
