"""The quick-ask window: a small always-on-top window the global shortcut or the tray opens over
whatever the user is doing. One line to type; the reply streams below; Esc closes it, Enter in
the reply copies it, "Open in window" goes on with it as a normal conversation. With text
selected in another application (X11's primary selection; the clipboard elsewhere) it offers the
text, editable, and one-click assistants for it: translate, polish, summarize, explain, formal.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QClipboard, QCursor, QGuiApplication, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.assistants.library import BUILTIN, Assistant, AssistantLibrary
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.core.llm.thinking import split
from qwen_desktop.services.quick_ask import QuickAsk

ACTIONS = ("translate", "polish", "summarize", "explain", "formal")  # built-in assistants
SELECTION_CHARS = 20_000  # more than this is not a selection meant for a quick question


class _Reply(QTextBrowser):
    """The reply: Enter copies it (the window's one keyboard action on it)."""

    copyRequested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.copyRequested.emit()
            return
        super().keyPressEvent(event)


class QuickAskWindow(QWidget):
    openRequested = Signal(int)  # a stored conversation id: show it in the main window

    def __init__(self, quick: QuickAsk, library: AssistantLibrary | None, language: str) -> None:
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.WindowStaysOnTopHint)
        self.setObjectName("quickAskWindow")
        self.setWindowTitle(self.tr("Quick ask"))
        self.quick, self.library, self.language = quick, library, language
        self.input = QLineEdit()
        self.input.setObjectName("quickAskInput")
        self.input.setPlaceholderText(self.tr("Ask anything, then Enter (Esc closes)"))
        self.input.setAccessibleName(self.tr("Question"))
        self.selection_label = QLabel(self.tr("Selected text (you can edit it):"))
        self.selection = QPlainTextEdit()
        self.selection.setObjectName("quickAskSelection")
        self.selection.setAccessibleName(self.tr("Selected text"))
        self.selection.setMaximumHeight(90)
        self.action_buttons = self._action_buttons()
        self.reply = _Reply()
        self.reply.setObjectName("quickAskReply")
        self.reply.setAccessibleName(self.tr("Reply"))
        self.reply.setPlaceholderText(self.tr("The reply appears here. Enter copies it."))
        self.footer = QLabel()
        self.footer.setObjectName("quickAskFooter")
        self.footer.setWordWrap(True)
        self.open_button = QPushButton(self.tr("Open in window"))
        self.open_button.setObjectName("quickAskOpenButton")
        self.open_button.setEnabled(False)
        self._assistant_name = ""
        self._placed = False
        self._lay_out()
        self.input.returnPressed.connect(self._ask_typed)
        self.reply.copyRequested.connect(self.copy_reply)
        self.open_button.clicked.connect(self._open_in_window)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        session = quick.session
        session.delta.connect(lambda _text: self._show_reply())
        session.finished.connect(self._on_finished)
        session.failed.connect(self._on_failed)
        session.refused.connect(self._on_refused)
        self.resize(560, 420)

    def _action_buttons(self) -> dict[str, QPushButton]:
        buttons = {}
        for key in ACTIONS:
            assistant = self.library.get(BUILTIN + key) if self.library is not None else None
            if assistant is None:
                continue
            button = QPushButton(f"{assistant.symbol} {assistant.name(self.language)}")
            button.setObjectName(f"quickAction_{key}")
            button.setToolTip(self.tr("Send the selected text to this assistant"))
            button.clicked.connect(lambda _c=False, k=key: self.run_action(k))
            buttons[key] = button
        return buttons

    def _lay_out(self) -> None:
        actions = QHBoxLayout()
        for button in self.action_buttons.values():
            actions.addWidget(button)
        actions.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.footer, 1)
        bottom.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        for widget in (self.input, self.selection_label, self.selection):
            layout.addWidget(widget)
        layout.addLayout(actions)
        layout.addWidget(self.reply, 1)
        layout.addLayout(bottom)

    # -- showing -------------------------------------------------------------------------------

    def present(self) -> None:
        """Come up over the current application with the text selected there, ready to type."""
        self.show_selection(selected_text())
        self.input.clear()
        if not self._placed:
            self._place()
        self.show()
        self._activate()
        QTimer.singleShot(0, self._activated)

    def _place(self) -> None:
        """The first time, where the eyes are: centred on the screen under the mouse, in its
        upper third (as launchers open); after that, wherever the user moved it."""
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        if screen is None:
            return
        area = screen.availableGeometry()
        self.move(area.x() + (area.width() - self.width()) // 2,
                  area.y() + max(0, (area.height() - self.height()) // 4))  # fmt: skip
        self._placed = True

    def _activate(self) -> None:
        self.raise_()
        self.activateWindow()
        self.input.setFocus()

    def _activated(self) -> None:
        """Once shown: Qt keeps its focus window across a hide, so when the window comes back
        with the focus, Qt sees no change and leaves it drawn (and counted) as inactive."""
        if QGuiApplication.focusWindow() is self.windowHandle() and not self.isActiveWindow():
            QApplication.setActiveWindow(self)
        self._activate()

    def show_selection(self, text: str) -> None:
        has = bool(text.strip())
        self.selection.setPlainText(text if has else "")
        for widget in (self.selection_label, self.selection, *self.action_buttons.values()):
            widget.setVisible(has)

    def closeEvent(self, event: object) -> None:
        self.quick.session.stop()  # Esc while it writes: the reply stops too
        super().closeEvent(event)  # type: ignore[arg-type]

    # -- asking --------------------------------------------------------------------------------

    def _ask_typed(self) -> None:
        text = self.input.text().strip()
        selected = self.selection.toPlainText().strip() if self.selection.isVisible() else ""
        if text:
            self._ask(f"{text}\n\n{selected}" if selected else text, None)

    def run_action(self, key: str) -> None:
        """One of the assistants on the selected (and maybe edited) text."""
        text = self.selection.toPlainText().strip()
        assistant = self.library.get(BUILTIN + key) if self.library is not None else None
        if text and assistant is not None:
            self._ask(text, assistant)

    def _ask(self, text: str, assistant: Assistant | None) -> None:
        self.reply.clear()
        self.open_button.setEnabled(False)
        self.footer.setText(self.tr("Writing…"))
        self._assistant_name = assistant.name(self.language) if assistant else ""
        if not self.quick.ask(text, assistant):
            self.footer.setText(self.tr("Load a model first (the main window, Ctrl+O)."))

    def _show_reply(self) -> None:
        live = self.quick.session.live
        if live is not None:
            parts = split(live.text)
            self.reply.setPlainText(parts.answer or (self.tr("Thinking…") if parts.thought
                                                     else ""))  # fmt: skip

    def _on_finished(self, turn: object, reply: Reply) -> None:
        self.reply.setPlainText(split(reply.text).answer)
        model = getattr(turn, "model", "") or ""
        self.footer.setText(
            self.tr("%1 · assistant: %2").replace("%1", model).replace("%2", self._assistant_name)
            if self._assistant_name else model)  # fmt: skip
        self.footer.setToolTip(self.tr("System prompt: %1").replace(
            "%1", self.quick.session.system_prompt))  # fmt: skip
        self.open_button.setEnabled(True)
        self.reply.setFocus()

    def _on_failed(self, message: str, _given_back: str) -> None:
        self.footer.setText(message or self.tr("Stopped."))

    def _on_refused(self, _why: str) -> None:
        self.footer.setText(self.tr("Load a model first (the main window, Ctrl+O)."))

    def copy_reply(self) -> None:
        QGuiApplication.clipboard().setText(self.reply.toPlainText())
        self.footer.setText(self.tr("Reply copied."))

    def _open_in_window(self) -> None:
        store = self.quick.sessions.chats
        kept = self.quick.keep(store) if store is not None else None
        if kept is not None:
            self.openRequested.emit(kept)
            self.close()


def selected_text() -> str:
    """What is selected in any application: X11's primary selection, else the clipboard."""
    clipboard = QGuiApplication.clipboard()
    mode = (QClipboard.Mode.Selection if clipboard.supportsSelection()
            else QClipboard.Mode.Clipboard)  # fmt: skip
    text = clipboard.text(mode)
    return text if len(text) <= SELECTION_CHARS else ""
