"""One message in the conversation: its text, the files it carried, its versions (‹ 2/3 ›), its
reply stats with the passages it was given (each one opens), and its actions."""

from __future__ import annotations

import time
from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.documents.context import split_sources
from qwen_desktop.core.llm.stats import ReplyStats, StopReason
from qwen_desktop.core.llm.thinking import Split, split
from qwen_desktop.core.text.markdown_chunks import safe_cuts
from qwen_desktop.ui.chat.markdown_view import MarkdownView
from qwen_desktop.ui.chat.message_access import actions_menu, describe
from qwen_desktop.ui.flow_layout import FlowLayout

# Laying out 60,000 characters at once blocked the GUI thread for ~150 ms. A long message shows
# its beginning and a "Show all" button; showing all lays it out one piece per event-loop turn.
PREVIEW_CHARS = 2000
PIECE_CHARS = 2500


def _cut(text: str, limit: int) -> int:
    """Where to end a piece of at most `limit` characters: at a line break when there is one."""
    if len(text) <= limit:
        return len(text)
    newline = text.rfind("\n", limit // 2, limit)
    return newline + 1 if newline >= 0 else limit


class MessageWidget(QFrame):
    editRequested = Signal(int)
    regenerateRequested = Signal(int)
    deleteRequested = Signal(int)
    versionRequested = Signal(int, int)  # turn id, -1 (previous version) or +1 (next)
    sourceRequested = Signal(int, str)  # turn id, the source label clicked ("file.pdf p.3")
    expanded = Signal()  # a long message is now shown whole
    focusStepRequested = Signal(int)  # Up / Down on a focused message: -1 or +1

    def __init__(self, turn: Turn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_id = turn.id
        self.role = turn.role
        self._model = turn.model
        self._server = turn.server  # which server answered ("" for this computer)
        self._sources = turn.sources  # the attached files' passages its question was given
        self._text = turn.text
        self.setObjectName(f"message_{turn.role}")
        self.setProperty("role", turn.role)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrow keys walk the messages
        self.writing = False  # a reply streaming into it (set by the chat view)

        self.author = QLabel(self.tr("You") if turn.role == "user" else self.tr("Qwen"))
        self.author.setObjectName("messageAuthor")
        font = self.author.font()
        font.setBold(True)
        self.author.setFont(font)

        # A reply is shown as a column of Markdown pieces: while it streams, finished pieces are
        # rendered once and only the last one is re-rendered (see core/markdown_chunks.py).
        self._pieces: list[MarkdownView] = []
        self._frozen_upto = 0
        self._body_layout = QVBoxLayout()
        self._body_layout.setContentsMargins(0, 0, 0, 0)
        self._body_layout.setSpacing(0)

        actions = self._build_actions(turn)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        self.expand_button = self._button("expandButton", "", self.tr("Show the whole message"),
                                          self.expand)  # fmt: skip
        self.expand_button.hide()
        self._expand_rest = ""
        self.files_label = QLabel()
        self.files_label.setObjectName("messageAttachments")
        self.files_label.setWordWrap(True)
        self.files_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.files_label.setVisible(bool(turn.files))
        if turn.files:
            self.files_label.setText(self.tr("Attached: %1").replace("%1", ", ".join(turn.files)))
        self._build_thinking()
        layout.addWidget(self.author)
        layout.addWidget(self.thinking_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.thinking_text)
        layout.addLayout(self._body_layout)
        layout.addWidget(self.files_label)
        layout.addWidget(self.expand_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.sources_label)
        layout.addLayout(actions)
        self.set_text(turn.text)
        if turn.stats is not None:
            self.set_stats(turn.stats)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(Qt.Key(event.key()))
        if step is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.focusStepRequested.emit(step)
        else:
            super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Right click, the Menu key or Shift+F10: the message's actions."""
        actions_menu(self, self).exec(event.globalPos())

    @property
    def version(self) -> tuple[int, int]:
        return self._version

    def _build_actions(self, turn: Turn) -> FlowLayout:
        """The footer: ‹ 2/3 › and reply stats on the left, the message's actions on the right."""
        self._build_labels()
        self._build_branch_controls()
        self.copy_button = self._button("copyButton", self.tr("Copy"), self.tr("Copy this message"),
                                        self._copy)  # fmt: skip
        self.edit_button = self._button(
            "editButton", self.tr("Edit"), self.tr("Edit this message and send it again"),
            lambda: self.editRequested.emit(self.turn_id),
        )  # fmt: skip
        self.regenerate_button = self._button(
            "regenerateButton", self.tr("Regenerate"), self.tr("Write this reply again"),
            lambda: self.regenerateRequested.emit(self.turn_id),
        )  # fmt: skip
        self.answer_button = self._button(
            "answerButton", self.tr("Answer"), self.tr("Write a reply to this message"),
            lambda: self.regenerateRequested.emit(self.turn_id),
        )  # fmt: skip
        self.delete_button = self._button(
            "deleteButton", self.tr("Delete"), self.tr("Remove this message from the conversation"),
            lambda: self.deleteRequested.emit(self.turn_id),
        )  # fmt: skip
        self.edit_button.setVisible(turn.role == "user")
        # any reply can be written again: an earlier one gets a new version, and what followed
        # it stays in the old version's branch
        self.regenerate_button.setVisible(turn.role == "assistant")
        self.answer_button.setVisible(False)  # a question left without a reply: see set_busy

        # One flowing row: versions, stats, then the buttons; under large text or in a narrow
        # window what does not fit wraps to the next line instead of being cut off.
        actions = FlowLayout(spacing=2)
        for widget in (self.branch_prev, self.branch_label, self.branch_next, self.stats_label,
                       self.copy_button, self.edit_button, self.answer_button,
                       self.regenerate_button, self.delete_button):  # fmt: skip
            actions.addWidget(widget)
        return actions

    def _build_thinking(self) -> None:
        """A thinking model's reasoning: collapsed under "Thinking…" above the answer; a click
        shows it (and how long the model thought)."""
        self.thinking_toggle = self._button(
            "thinkingToggle",
            "",
            self.tr("Show or hide what the model thought before answering"),
            self._toggle_thinking,
        )
        self.thinking_toggle.setCheckable(True)
        self.thinking_toggle.setAccessibleName(self.tr("Thinking"))
        self.thinking_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.thinking_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.thinking_toggle.hide()
        self.thinking_text = QLabel()
        self.thinking_text.setObjectName("thinkingText")
        self.thinking_text.setWordWrap(True)
        self.thinking_text.setTextFormat(Qt.TextFormat.PlainText)
        self.thinking_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.thinking_text.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.thinking_text.setSizePolicy(QSizePolicy.Policy.Ignored,
                                         QSizePolicy.Policy.Preferred)  # fmt: skip
        self.thinking_text.hide()
        self._thinking_since: float | None = None
        self._thought_s: float | None = None

    def _toggle_thinking(self) -> None:
        shown = self.thinking_toggle.isChecked()
        self.thinking_text.setVisible(shown)
        self.thinking_toggle.setArrowType(Qt.ArrowType.DownArrow if shown
                                          else Qt.ArrowType.RightArrow)  # fmt: skip

    def _show_thinking(self, parts: Split) -> None:
        self.thinking_toggle.show()
        self.thinking_text.setText(parts.thinking)
        if not parts.closed:
            if self._thinking_since is None:
                self._thinking_since = time.monotonic()
            self.thinking_toggle.setText(self.tr("Thinking…"))
            return
        if self._thought_s is None and self._thinking_since is not None:
            self._thought_s = time.monotonic() - self._thinking_since
        self._label_thought()

    def _label_thought(self) -> None:
        if self._thought_s:
            self.thinking_toggle.setText(self.tr("Thought for %1 s")
                                         .replace("%1", f"{self._thought_s:.1f}"))  # fmt: skip
        else:
            self.thinking_toggle.setText(self.tr("Thoughts"))

    @property
    def answer(self) -> str:
        """The reply without its thinking (what Copy copies)."""
        return split(self._text).answer if self.role == "assistant" else self._text

    def _build_labels(self) -> None:
        """A reply's stats and its sources, in a smaller, quieter font."""
        self.stats_label = QLabel()
        self.stats_label.setObjectName("replyStats")
        self.stats_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        small = self.stats_label.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        self.stats_label.setFont(small)
        self.stats_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.stats_label.setVisible(False)
        # A long footer (model, server, sources) wraps instead of widening the message past the
        # window's edge.
        self.stats_label.setWordWrap(True)
        self.stats_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.sources_label = QLabel()
        self.sources_label.setObjectName("replySources")
        self.sources_label.setFont(small)
        self.sources_label.setWordWrap(True)
        self.sources_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.sources_label.setTextFormat(Qt.TextFormat.RichText)
        self.sources_label.setTextInteractionFlags(  # Tab reaches each link, Enter opens it
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.sources_label.setToolTip(self.tr("Click a source to read the passage it gave"))
        self.sources_label.linkActivated.connect(self._source_clicked)
        self.sources_label.setVisible(False)

    def _build_branch_controls(self) -> None:
        """‹ 2/3 ›, and Alt+Left/Right on the focused message."""
        self.branch_prev = self._button(
            "branchPrev", "‹", self.tr("Previous version (Alt+Left)"),
            lambda: self.versionRequested.emit(self.turn_id, -1),
        )  # fmt: skip
        self.branch_label = QLabel()
        self.branch_label.setObjectName("branchLabel")
        self.branch_next = self._button(
            "branchNext", "›", self.tr("Next version (Alt+Right)"),
            lambda: self.versionRequested.emit(self.turn_id, 1),
        )  # fmt: skip
        for shortcut, step in (("Alt+Left", -1), ("Alt+Right", 1)):
            key = QShortcut(QKeySequence(shortcut), self)
            key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            key.activated.connect(lambda s=step: self._step_version(s))
        self._version = (1, 1)
        self._busy = False
        self.set_version(1, 1)

    def _button(self, name: str, text: str, tip: str, clicked: Callable[[], object]) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.clicked.connect(clicked)
        return button

    @property
    def text(self) -> str:
        return self._text

    def pieces(self) -> list[MarkdownView]:
        return list(self._pieces)

    def plain_text(self) -> str:
        """What is on screen, as plain text."""
        return "\n".join(p.toPlainText() for p in self._pieces)

    def _new_piece(self) -> MarkdownView:
        piece = MarkdownView(self)
        piece.setObjectName("messageBody")
        self._body_layout.addWidget(piece)
        self._pieces.append(piece)
        return piece

    def set_text(self, text: str) -> None:
        """Show `text` from scratch (a finished or stored message)."""
        for piece in self._pieces:
            piece.hide()
            piece.deleteLater()
        self._pieces = []
        self._frozen_upto = 0
        self._text = ""
        if self.role == "assistant":
            self.stream_text(text)
            describe(self)
            return
        self._text = text
        end = _cut(text, PREVIEW_CHARS)
        self._new_piece().set_plain(text[:end] if end == len(text) else text[:end] + "…")
        self.expand_button.setVisible(end < len(text))
        self.expand_button.setText(
            self.tr("Show all (%1 characters)").replace("%1", f"{len(text):,}")
        )
        describe(self)

    @property
    def collapsed(self) -> bool:
        return self.expand_button.isVisible()

    def expand(self) -> None:
        """Show the whole of a long message, a piece per event-loop turn (no frozen window)."""
        if not self.collapsed:
            return
        self.expand_button.hide()
        for piece in self._pieces:
            piece.hide()
            piece.deleteLater()
        self._pieces = []
        self._expand_rest = self._text
        self._add_next_piece()

    def _add_next_piece(self) -> None:
        rest = self._expand_rest
        if not rest:
            return
        end = _cut(rest, PIECE_CHARS)
        self._new_piece().set_plain(rest[:end])
        self._expand_rest = rest[end:]
        if self._expand_rest:
            QTimer.singleShot(0, self._add_next_piece)
        else:
            self.expanded.emit()

    def stream_text(self, text: str) -> None:
        """Show `text`, which extends what is shown: renders only the unfinished last piece.
        A thinking model's <think> part goes to the thinking block, the rest is the answer."""
        self._text = text
        parts = split(text)
        if parts.thought:
            self._show_thinking(parts)
        answer = parts.answer
        if not self._pieces:
            self._new_piece()
        for cut in safe_cuts(answer, self._frozen_upto):
            self._pieces[-1].set_markdown(answer[self._frozen_upto : cut])
            self._frozen_upto = cut
            self._new_piece()
        self._pieces[-1].set_markdown(answer[self._frozen_upto :])

    def set_stats(self, stats: ReplyStats) -> None:
        if stats.thinking_s > 0:
            self._thought_s = stats.thinking_s
            self._label_thought()
        parts = [
            self.tr("first token %1 s").replace("%1", f"{stats.ttft_ms / 1000:.2f}"),
            self.tr("%1 tokens/s").replace("%1", f"{stats.decode_tokens_per_s:.1f}"),
            self.tr("%1 tokens").replace("%1", str(stats.generated_tokens)),
        ]
        note = {
            StopReason.CANCELLED: self.tr("stopped"),
            StopReason.INTERRUPTED: self.tr("the connection broke off"),
            StopReason.MAX_TOKENS: self.tr("reached the max tokens limit"),
            StopReason.CONTEXT_FULL: self.tr("context window full"),
        }.get(stats.stop_reason)
        if note:
            parts.append(note)
        if self._model:
            parts.append(f"{self._model} · {self._server}" if self._server else self._model)
        self.stats_label.setText(" · ".join(parts))
        self._show_sources()
        self.stats_label.setToolTip(
            self.tr("Prompt: %1 tokens, %2 evaluated (the rest came from the cache)")
            .replace("%1", str(stats.prompt_tokens))
            .replace("%2", str(stats.prompt_tokens_evaluated))
        )
        self.stats_label.setVisible(True)
        self.setProperty("stopped", stats.stop_reason is StopReason.CANCELLED)

    def _show_sources(self) -> None:
        if not self._sources:
            return
        matched, labels = split_sources(self._sources)
        links = ", ".join(f'<a href="{i}">{escape(label)}</a>'
                          for i, label in enumerate(labels))  # fmt: skip
        text = (
            self.tr("From: %1")
            if matched
            else self.tr("No passage matched the question; gave the start of %1")
        )
        self.sources_label.setText(text.replace("%1", links))
        self.sources_label.setVisible(True)

    def _source_clicked(self, href: str) -> None:
        labels = split_sources(self._sources)[1]
        if href.isdigit() and int(href) < len(labels):
            self.sourceRequested.emit(self.turn_id, labels[int(href)])

    @property
    def sources(self) -> tuple[str, ...]:
        return self._sources

    def set_version(self, position: int, count: int) -> None:
        """‹ position/count ›, shown when the message has other versions."""
        self._version = (position, count)
        shown = count > 1
        for widget in (self.branch_prev, self.branch_label, self.branch_next):
            widget.setVisible(shown)
        self.branch_label.setText(f"{position}/{count}")
        describe(self)
        self.branch_prev.setEnabled(position > 1 and not self._busy)
        self.branch_next.setEnabled(position < count and not self._busy)

    def _step_version(self, step: int) -> None:
        position, count = self._version
        if 1 <= position + step <= count and not self._busy:
            self.versionRequested.emit(self.turn_id, step)

    def set_busy(self, busy: bool, *, last: bool) -> None:
        """While a reply streams, actions that would change the conversation are disabled.
        A question that ends the branch on screen (its reply was deleted, or an imported chat
        stops there) can be answered."""
        self._busy = busy
        for button in (self.edit_button, self.delete_button, self.regenerate_button):
            button.setEnabled(not busy)
        self.set_version(*self._version)
        self.answer_button.setVisible(self.role == "user" and last and not busy)

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.answer)
