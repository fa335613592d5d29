"""The main window: layout, menus, and wiring between the services and the widgets.

It holds no reply, busy or conversation logic: the chat view, the composer bar and the status bar
each bind to the session on screen and render what it announces; the window forwards what the
user asks to the session, the preferences or a dialog, and shows problems in its banner.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop import APP_NAME
from qwen_desktop.core.assistants.library import Assistant
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.services.chat.binding import rebind
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.states import Refusal
from qwen_desktop.services.container import Services
from qwen_desktop.services.error_text import describe_failure
from qwen_desktop.ui.anywhere import Anywhere
from qwen_desktop.ui.chat.banner import Banner
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.composer_bar import ComposerBar
from qwen_desktop.ui.chat.markdown_view import warm_up_lexers
from qwen_desktop.ui.chat.sidebar import ConversationSidebar
from qwen_desktop.ui.chat.undo_bar import UndoBar
from qwen_desktop.ui.dialogs.file_dialogs import ask_for_gguf
from qwen_desktop.ui.history_actions import HistoryActions
from qwen_desktop.ui.keyboard_regions import KeyboardRegions
from qwen_desktop.ui.memory_question import load_anyway
from qwen_desktop.ui.model_sources import ModelSources
from qwen_desktop.ui.responsive import follow_reading
from qwen_desktop.ui.status_bar import WindowStatus
from qwen_desktop.ui.window_dialogs import WindowDialogs
from qwen_desktop.ui.window_geometry import restore_geometry, save_geometry
from qwen_desktop.ui.window_menus import WindowMenus
from qwen_desktop.ui.window_readouts import WindowReadouts

log = logging.getLogger(__name__)


class MainWindow(WindowReadouts, WindowDialogs, QMainWindow):
    # What tests, the self-test and benchmarks read, for the conversation on screen.
    replyFinished = Signal(object)  # Reply, after the view shows it
    replyDelta = Signal(str)  # streamed text, on the GUI thread
    replyFailed = Signal(str)  # the translated message shown
    readingProgress = Signal(int, int)  # a long prompt being read: evaluated, of total
    modelLoaded = Signal(object)  # LoadedModel
    modelFailed = Signal(str)
    warmedUp = Signal(int)  # the system prompt is evaluated: ready to answer at full speed
    downloadRequested = Signal(str)  # a catalog quantization that is not on disk yet

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        self.resize(900, 720)
        self.services = services
        self.host, self.sessions, self.api = services.host, services.sessions, services.api
        self.preferences = services.preferences
        self.chat_view = ChatView()
        self.composer_bar = ComposerBar()
        self.composer, self.chips = self.composer_bar.composer, self.composer_bar.chips
        self.send_button, self.stop_button = (self.composer_bar.send_button,
                                              self.composer_bar.stop_button)  # fmt: skip
        self.error_banner = Banner("errorBanner")
        self.edit_banner = Banner("editBanner")
        self.undo_bar = UndoBar("messageUndoBar", "undoDeleteButton")
        self.status = WindowStatus(self.statusBar(), self.host, self.api)
        self.model_picker, self.status_state = self.status.picker, self.status.state
        self.status_tokens, self.status_model = self.status.tokens, self.status.model
        self.load_progress, self.status_api = self.status.load_progress, self.status.api_label
        self.sources = ModelSources(self, self.preferences)
        central = self._build_central()
        self.sidebar: ConversationSidebar | None = None
        self.history: HistoryActions | None = None
        self.splitter: QSplitter | None = None
        if services.chats is not None:
            self.sidebar = ConversationSidebar(services.chats)
            self.splitter = QSplitter()
            self.splitter.setObjectName("mainSplitter")
            self.splitter.addWidget(self.sidebar)
            self.splitter.addWidget(central)
            self.splitter.setStretchFactor(1, 1)
            self.splitter.setSizes([240, 760])
            self.setCentralWidget(self.splitter)
            self.history = HistoryActions(self, self.sessions, services.chats, self.sidebar,
                                          self.chat_view, self.error_banner,
                                          self.statusBar())  # fmt: skip
            self.sidebar.newRequested.connect(self.new_conversation)
            self._offer_assistants(self.sidebar)
        else:
            self.setCentralWidget(central)
        self.menus, self.regions = WindowMenus(self), KeyboardRegions(self)
        self._wire()
        self._bound: ChatSession | None = None
        self._bind(self.sessions.current)
        self.refresh_model_picker()
        self.quitting = False  # Quit from the tray: closing really quits
        self.anywhere = Anywhere(self)
        follow_reading(services.documents)
        if services.reindex is not None:
            self.status.follow_reindex(services.reindex)
        warm_up_lexers()

    def _build_central(self) -> QWidget:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.addWidget(self.chat_view, 1)
        bottom = QVBoxLayout()
        bottom.setContentsMargins(12, 0, 12, 0)
        for widget in (self.undo_bar, self.error_banner, self.edit_banner, self.composer_bar):
            bottom.addWidget(widget)
        layout.addLayout(bottom)
        return central

    def _wire(self) -> None:
        self.composer.submitted.connect(self.send)
        self.composer.filesPasted.connect(self.attach_files)
        self.composer_bar.attach_button.clicked.connect(self.choose_attachments)
        self.send_button.clicked.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.setAcceptDrops(True)
        self.chat_view.welcome.promptChosen.connect(self._use_example)
        self.chat_view.regenerateRequested.connect(self.regenerate)
        self.chat_view.editRequested.connect(self.edit)
        self.chat_view.deleteRequested.connect(self.delete)
        self.chat_view.versionRequested.connect(self.switch_version)
        self.chat_view.sourceRequested.connect(self.show_source)
        self.undo_bar.undoRequested.connect(self.undo_delete)
        self.edit_banner.dismissed.connect(self.cancel_edit)
        self.sessions.currentChanged.connect(self._bind)
        self.sessions.storageFailed.connect(self._on_storage_failed)
        self.host.loadStarted.connect(lambda p: self.chat_view.welcome.set_model(p.name, True))
        self.host.loaded.connect(self._on_loaded)
        self.host.loadFailed.connect(self._on_load_failed)
        self.host.warmed.connect(lambda tokens, _s: self.warmedUp.emit(tokens))
        self.host.problem.connect(self.show_failure)
        self.services.guard.problem.connect(self.show_failure)
        if self.services.speed is not None:
            self.services.speed.slow.connect(self._on_slow)
        self.api.problem.connect(self.error_banner.show_text)
        self.preferences.notice.connect(self.error_banner.show_text)
        self.preferences.memoryTight.connect(self._on_memory_tight)
        self.preferences.modelMissing.connect(self.downloadRequested)
        self.preferences.appearanceChanged.connect(self._apply_appearance)
        self.downloadRequested.connect(self.sources.open_download_dialog)
        self.model_picker.chosen.connect(self._pick_model)

    def _bind(self, session: ChatSession) -> None:
        """A conversation came on screen: every view follows it, and so do the window's
        signals for tests and the self-test."""
        for view in (self.chat_view, self.composer_bar, self.status):
            view.bind(session)
        self._bound = rebind(self._bound, session, self._subscriptions)
        self.edit_banner.hide()
        self.undo_bar.expire()

    def _subscriptions(self, session: ChatSession) -> list[tuple[Any, Any]]:
        pairs: list[tuple[Any, Any]] = [
            (session.delta, self.replyDelta.emit), (session.finished, self._on_finished),
            (session.reading, self.readingProgress.emit), (session.failed, self._on_failed),
            (session.refused, self._on_refused), (session.subtreeDeleted, self._offer_undo),
            (session.reset, self._on_reset)]  # fmt: skip
        if session.attachments is not None:
            pairs.append((session.attachments.failed, self.error_banner.show_text))
        return pairs

    # -- the model -----------------------------------------------------------------------------

    def get_a_model(self) -> None:
        self.sources.open_download_dialog()  # (QAction.triggered passes a bool we do not want)

    def choose_model_file(self) -> None:
        path = ask_for_gguf(self)
        if path is not None:
            self.open_model(path)

    def open_model(self, path: Path | str, settings: LoadSettings | None = None) -> None:
        self.preferences.open_model(path, settings)

    def _on_loaded(self, model: LoadedModel) -> None:
        self.refresh_model_picker()
        self.chat_view.welcome.set_model(model.info.name or model.path.name)
        self.error_banner.hide()
        self.modelLoaded.emit(model)

    def _on_load_failed(self, failure: Failure) -> None:
        message = describe_failure(failure)
        current = self.host.model
        if current is not None:
            message += " " + self.tr("%1 is still loaded and in use.").replace(
                "%1", current.info.name or current.path.name)  # fmt: skip
        self.chat_view.welcome.set_model(current.info.name if current is not None else None)
        self.error_banner.show_text(message)
        self.modelFailed.emit(message)

    def show_failure(self, failure: Failure) -> None:
        if not failure.cancelled:
            self.error_banner.show_text(describe_failure(failure))

    # -- intents, forwarded to the session -----------------------------------------------------

    def send(self) -> None:
        if self.session.send(self.composer.toPlainText()):
            self.composer.clear()
            self.edit_banner.hide()
            self.error_banner.hide()

    def stop(self) -> None:
        """Stop the reply of the conversation on screen; with none, the API server's."""
        if self.busy:
            self.session.stop()
        elif self.api.bridge.busy:
            self.api.bridge.stop_all()

    def escape(self) -> None:
        if self.busy or self.api.bridge.busy:
            self.stop()
        elif self.session.editing is not None:
            self.cancel_edit()

    def cancel_edit(self) -> None:
        if self.session.editing is not None:
            self.session.cancel_edit()
            self.composer.clear()
        self.edit_banner.hide()

    def regenerate(self, turn_id: int) -> None:
        self.session.regenerate(turn_id)

    def switch_version(self, turn_id: int, step: int) -> None:
        self.session.switch_version(turn_id, step)

    def undo_delete(self) -> None:
        self.session.undo_delete()

    def edit(self, turn_id: int) -> None:
        text = self.session.edit(turn_id)
        if text is None:
            return
        self.composer.setPlainText(text)
        self.composer.setFocus()
        self.edit_banner.show_text(self.tr(
            "Editing a message: sending adds a new version beside it (‹ › switches "
            "between them). Esc cancels."))  # fmt: skip

    def delete(self, turn_id: int) -> None:
        editing = self.session.editing
        if self.session.delete(turn_id) and editing == turn_id:
            self.cancel_edit()

    def new_conversation(self, assistant: Assistant | None = None) -> None:
        """A reply being written goes on in the background; an empty conversation comes up
        (started from `assistant`, when one is chosen)."""
        self.sessions.new(assistant if isinstance(assistant, Assistant) else None)
        self.composer.setFocus()

    def copy_last_reply(self) -> None:
        last = self.conversation.last_reply()
        if last is not None:
            QGuiApplication.clipboard().setText(last.text)
            self.statusBar().showMessage(self.tr("Reply copied"), 2000)

    def bring_to_front(self, model: str = "") -> None:
        """Another launch of the app asked for this window (and maybe for a model file)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if model and Path(model) != self.model_path:
            self.open_model(model)

    def choose_attachments(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Attach files"), str(Path.home()))
        self.attach_files([Path(p) for p in paths])

    def attach_files(self, paths: list[Path]) -> None:
        if self.session.attachments is not None and paths:
            self.session.attachments.attach_all(paths)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and all(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        self.attach_files([Path(u.toLocalFile()) for u in event.mimeData().urls()
                           if u.isLocalFile()])  # fmt: skip
        event.acceptProposedAction()

    def _use_example(self, text: str) -> None:
        self.composer.setPlainText(text)
        self.composer.moveCursor(self.composer.textCursor().MoveOperation.End)
        self.composer.setFocus()

    # -- what the session on screen announces --------------------------------------------------

    def _on_reset(self) -> None:
        self.undo_bar.expire()
        self.edit_banner.hide()
        self.error_banner.hide()

    def _offer_undo(self, count: int) -> None:
        self.undo_bar.offer(self.tr("Deleted a message.") if count == 1
                            else self.tr("Deleted %1 messages (a message and its replies).")
                            .replace("%1", str(count)))  # fmt: skip

    def _on_finished(self, _turn: object, reply: object) -> None:
        self.replyFinished.emit(reply)

    def _on_failed(self, message: str, given_back: str) -> None:
        if given_back:
            # The sent message comes back first, then anything typed while the reply ran.
            typed = self.composer.toPlainText().strip()
            self.composer.setPlainText(given_back + ("\n\n" + typed if typed else ""))
        if message:
            self.error_banner.show_text(message)
            self.replyFailed.emit(message)

    def _on_refused(self, why: str) -> None:
        if why == Refusal.NO_MODEL:
            self.error_banner.show_text(
                self.tr("No model is loaded yet. Open a model file first (Ctrl+O).")
            )
        elif why == Refusal.READING:
            self.statusBar().showMessage(
                self.tr("An attached file is still being read; send again in a moment."), 4000
            )
        elif why == Refusal.BUSY:
            self.statusBar().showMessage(
                self.tr("A reply is being written. Stop it (Esc) to send another message."), 4000
            )

    def _on_slow(self, rate: float, usual: float) -> None:
        self.statusBar().showMessage(
            self.tr("Slower than usual: %1 tokens/s, where this computer usually writes %2. "
                    "Another program is using the CPU.")
            .replace("%1", f"{rate:.1f}").replace("%2", f"{usual:.0f}"), 20_000)  # fmt: skip

    def _on_memory_tight(self, path: str, needed: int, free: int) -> None:
        if load_anyway(self, path, needed, free):
            self.preferences.open_model(path, force=True)

    def _on_storage_failed(self, message: str) -> None:
        self.error_banner.show_text(
            self.tr("The conversation could not be saved: %1 It stays on screen; nothing "
                    "you typed is lost.").replace("%1", message))  # fmt: skip

    # -- settings and servers ------------------------------------------------------------------

    def show_settings_problems(self, problems: list[str], backup: Path | None) -> None:
        """Tell the user once that their settings file had to be repaired, and what was kept."""
        text = self.tr("Some settings could not be used and were reset: %1.").replace(
            "%1", "; ".join(problems[:3]) + ("…" if len(problems) > 3 else "")
        )
        if backup is not None:
            text += " " + self.tr("The old file was kept as %1.").replace("%1", str(backup))
        self.error_banner.show_text(text)

    # -- the window ----------------------------------------------------------------------------

    def restore_state(self) -> None:
        """Size, sidebar width and the conversation that was open when the app last closed."""
        restore_geometry(self, self.splitter, self.history)

    def save_state(self) -> None:
        if self.preferences.store is not None:  # a self-test or benchmark window leaves no trace
            save_geometry(self, self.splitter, self.session.conversation_id)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.anywhere.keeps_running(event):
            return
        self.anywhere.shutdown()
        self.save_state()
        self.sources.shutdown()
        self.services.shutdown()
        event.accept()
