"""The main window: conversation, composer, send/stop, status bar. Layout and wiring only: the
model runs in `EngineHost`'s worker thread, and a `ChatSession` owns the conversation; the window
renders what the session announces and forwards what the user asks for.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop import APP_NAME
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.conversation import Conversation, Turn
from qwen_desktop.core.chats.recorder import Recorder
from qwen_desktop.core.config.paths import (
    cache_dir,
    models_dir,
    secrets_path,
    servers_path,
    window_state_path,
)
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.core.config.window_state import WindowState, load_window_state, save_window_state
from qwen_desktop.core.llm.load import LoadedModel, LoadSettings
from qwen_desktop.core.llm.memory import kv_bytes_per_token
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.core.models import catalog
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.core.remote.secrets import SecretStore
from qwen_desktop.core.remote.servers import RemoteServer, ServerList
from qwen_desktop.ui.api.controller import ApiController, ApiOptions
from qwen_desktop.ui.chat.attachment_chips import AttachmentChips
from qwen_desktop.ui.chat.attachments import Attachments
from qwen_desktop.ui.chat.banner import Banner
from qwen_desktop.ui.chat.chat_view import ChatView
from qwen_desktop.ui.chat.composer import Composer
from qwen_desktop.ui.chat.markdown_view import warm_up_lexers
from qwen_desktop.ui.chat.session import ChatSession, Phase, Refusal
from qwen_desktop.ui.chat.sidebar import ConversationSidebar
from qwen_desktop.ui.chat.undo_bar import UndoBar
from qwen_desktop.ui.dialogs.file_dialogs import ask_for_gguf
from qwen_desktop.ui.dialogs.passage_dialog import PassageDialog
from qwen_desktop.ui.dialogs.servers_dialog import ServersDialog
from qwen_desktop.ui.dialogs.settings_dialog import SettingsDialog
from qwen_desktop.ui.error_text import describe
from qwen_desktop.ui.history_actions import HistoryActions
from qwen_desktop.ui.model_sources import ModelSources
from qwen_desktop.ui.theme import apply_theme
from qwen_desktop.ui.workers.document_worker import DocumentHost
from qwen_desktop.ui.workers.engine_host import EngineHost
from qwen_desktop.ui.workers.engine_worker import Failure

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    replyFinished = Signal(object)  # Reply, after the view shows it (self-test, benchmarks)
    replyDelta = Signal(str)  # streamed text, on the GUI thread
    replyFailed = Signal(str)  # the translated message shown
    readingProgress = Signal(int, int)  # a long prompt being read: evaluated, of total
    modelLoaded = Signal(object)  # LoadedModel
    modelFailed = Signal(str)
    warmedUp = Signal(int)  # the system prompt is evaluated: ready to answer at full speed
    downloadRequested = Signal(str)  # a catalog quantization that is not on disk yet

    def __init__(
        self,
        host: EngineHost,
        settings: Settings | None = None,
        store: SettingsStore | None = None,
        debug: bool = False,
        chats: ChatStore | None = None,
        language: str = "en",
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        self.resize(900, 720)
        self.host = host
        self.settings = settings or Settings()
        self.store = store
        self.debug = debug
        self.load_settings: LoadSettings = self.settings.load_settings(debug)
        self.language = language  # the resolved UI language, for the default system prompt
        self.model_path: Path | None = None
        self.session = ChatSession(
            host,
            self.settings.effective_system_prompt(language),
            self.settings.sampling(),
            Recorder(chats) if chats is not None else None,
            self,
        )

        self.chat_view = ChatView()
        self.composer = Composer()
        self.error_banner = Banner("errorBanner")
        self.edit_banner = Banner("editBanner")
        self.chips = AttachmentChips()
        self.undo_bar = UndoBar("messageUndoBar", "undoDeleteButton")
        self.documents = DocumentHost(self)
        store_path = chats.path if chats is not None else cache_dir() / "attachments.db"
        self.session.attachments = Attachments(self.documents, store_path, self)
        self.session.attachments.budget = self.settings.attach_budget_tokens
        self.edit_banner.dismissed.connect(self.cancel_edit)
        central = self._build_central()
        self._build_status_bar()
        self.sidebar: ConversationSidebar | None = None
        self.history: HistoryActions | None = None
        self.splitter: QSplitter | None = None
        if chats is not None:
            self._build_history(chats, central)
        else:
            self.setCentralWidget(central)
        self.sources = ModelSources(self)
        self.secrets = SecretStore(secrets_path())
        self._servers: list[RemoteServer] = []
        self.api = ApiController(host, self.session.params, self)
        self.api.started.connect(self._on_api_started)
        self.api.stopped.connect(self._on_api_stopped)
        self.api.problem.connect(self.error_banner.show_text)
        self.api.bridge.activity.connect(self._on_api_activity)
        self._build_actions()
        self._wire()
        self.model_picker.currentIndexChanged.connect(self._pick_model)
        self.refresh_model_picker()
        self.downloadRequested.connect(self.sources.open_download_dialog)
        warm_up_lexers()
        self._set_busy(False)
        self._set_state(self.tr("Open a model to start (Ctrl+O)"))

    # -- construction --------------------------------------------------------------------------

    def _build_central(self) -> QWidget:
        """The chat, the banners, the composer with its Send/Stop buttons."""
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setObjectName("sendButton")
        self.send_button.setToolTip(self.tr("Send the message (Enter)"))
        self.send_button.setDefault(True)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip(self.tr("Stop the reply (Esc)"))
        self.stop_button.hide()
        self.attach_button = QPushButton(self.tr("Attach…"))
        self.attach_button.setObjectName("attachButton")
        self.attach_button.setToolTip(
            self.tr("Attach files to ask about: text, Markdown, code, CSV, HTML, PDF, DOCX. "
                    "You can also drop or paste them here.")
        )  # fmt: skip
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.attach_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.composer, 1)
        row.addLayout(buttons)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.addWidget(self.chat_view, 1)
        bottom = QVBoxLayout()
        bottom.setContentsMargins(12, 0, 12, 0)
        bottom.addWidget(self.undo_bar)
        bottom.addWidget(self.error_banner)
        bottom.addWidget(self.edit_banner)
        bottom.addWidget(self.chips)
        bottom.addLayout(row)
        layout.addLayout(bottom)
        return central

    def _build_status_bar(self) -> None:
        self.status_model = QLabel(self.tr("No model"))
        self.status_model.setObjectName("statusModel")
        self.status_state = QLabel()
        self.status_state.setObjectName("statusState")
        self.status_tokens = QLabel()
        self.status_tokens.setObjectName("statusTokens")
        self.status_tokens.setMinimumWidth(
            self.status_tokens.fontMetrics().horizontalAdvance("8888.8 tokens/s · 88888 tokens")
        )
        self.load_progress = QProgressBar()
        self.load_progress.setObjectName("loadProgress")
        self.load_progress.setRange(0, 0)  # llama.cpp reports no load progress: a busy bar
        self.load_progress.setMaximumWidth(120)
        self.load_progress.hide()
        self.model_picker = QComboBox()
        self.model_picker.setObjectName("modelPicker")
        self.model_picker.setToolTip(
            self.tr("Who answers the next message: this computer's model, or a remote server's")
        )
        self.model_picker.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.statusBar().addWidget(self.model_picker)
        self.statusBar().addWidget(self.status_model)
        self.statusBar().addWidget(self.load_progress)
        self.read_progress = QProgressBar()
        self.read_progress.setObjectName("readProgress")
        self.read_progress.setMaximumWidth(160)
        self.read_progress.setTextVisible(False)
        self.read_progress.hide()
        self.statusBar().addWidget(self.read_progress)
        self.statusBar().addWidget(self.status_state, 1)
        self.status_api = QLabel()
        self.status_api.setObjectName("statusApi")
        self.status_api.hide()
        self.statusBar().addPermanentWidget(self.status_api)
        self.statusBar().addPermanentWidget(self.status_tokens)

    def _build_history(self, chats: ChatStore, central: QWidget) -> None:
        """With a chat store: the conversation sidebar beside the chat."""
        self.sidebar = ConversationSidebar(chats)
        self.splitter = QSplitter()
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(central)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([240, 760])
        self.setCentralWidget(self.splitter)
        self.history = HistoryActions(
            self, self.session, chats, self.sidebar, self.chat_view, self.error_banner,
            self.statusBar(),
        )  # fmt: skip
        self.sidebar.newRequested.connect(self.new_conversation)

    # -- what tests, the self-test and benchmarks read -----------------------------------------

    @property
    def conversation(self) -> Conversation:
        return self.session.conversation

    @property
    def params(self) -> SamplingParams:
        return self.session.params

    @params.setter
    def params(self, params: SamplingParams) -> None:
        self.session.params = params

    @property
    def model(self) -> LoadedModel | None:
        return self.host.model

    @property
    def busy(self) -> bool:
        return self.session.busy

    def _action(self, name: str, text: str, shortcut: QKeySequence | str, slot: object) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(
            "newConversationAction", self.tr("&New conversation"), "Ctrl+N", self.new_conversation
        )
        self.open_action = self._action(
            "openModelAction", self.tr("&Open model file…"), "Ctrl+O", self.choose_model_file
        )
        self.settings_action = self._action(
            "settingsAction", self.tr("&Settings…"), "Ctrl+,", self.open_settings
        )
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.download_action = self._action(
            "downloadAction", self.tr("&Get a model…"), "", self._get_a_model
        )
        self.models_action = self._action(
            "modelManagerAction", self.tr("&Models…"), "", self.sources.open_model_manager
        )
        self.servers_action = self._action(
            "remoteServersAction", self.tr("&Remote servers…"), "", self.open_servers
        )
        self.quit_action = self._action("quitAction", self.tr("&Quit"), "Ctrl+Q", self.close)
        self.stop_action = self._action("stopAction", self.tr("&Stop reply"), "Esc", self.escape)
        self.focus_action = self._action(
            "focusComposerAction", self.tr("&Focus the message box"), "Ctrl+L",
            self.composer.setFocus,
        )  # fmt: skip
        self.copy_last_action = self._action(
            "copyLastReplyAction", self.tr("&Copy last reply"), "Ctrl+Shift+C", self.copy_last_reply
        )
        self.search_action = self._action(
            "searchAction", self.tr("&Search conversations"), "Ctrl+F", self._focus_search
        )
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addActions([self.new_action, self.open_action, self.download_action,
                              self.models_action, self.servers_action,
                              self.settings_action])  # fmt: skip
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        chat_menu = self.menuBar().addMenu(self.tr("&Chat"))
        chat_menu.addActions([self.stop_action, self.focus_action, self.copy_last_action,
                              self.search_action])  # fmt: skip

    def _wire(self) -> None:
        self.composer.submitted.connect(self.send)
        self.composer.filesPasted.connect(self.attach_files)
        self.attach_button.clicked.connect(self.choose_attachments)
        attachments = self.session.attachments
        assert attachments is not None
        attachments.changed.connect(self._show_attachments)
        attachments.failed.connect(self.error_banner.show_text)
        attachments.progress.connect(self._on_attach_progress)
        self.chips.removeRequested.connect(attachments.remove)
        self.chips.cancelRequested.connect(attachments.cancel)
        self.setAcceptDrops(True)
        self.chat_view.welcome.promptChosen.connect(self._use_example)
        self.send_button.clicked.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.chat_view.regenerateRequested.connect(self.regenerate)
        self.chat_view.editRequested.connect(self.edit)
        self.chat_view.deleteRequested.connect(self.delete)
        self.chat_view.versionRequested.connect(self.session.switch_version)
        self.chat_view.sourceRequested.connect(self.show_source)
        self.undo_bar.undoRequested.connect(self.session.undo_delete)
        worker = self.host.worker
        worker.loaded.connect(self._on_loaded)
        worker.warmed.connect(self._on_warmed)
        worker.loadFailed.connect(self._on_load_failed)
        session = self.session
        session.turnAdded.connect(self.chat_view.add_turn)
        session.turnRemoved.connect(self.chat_view.remove_turn)
        session.branchShown.connect(self._render_branch)
        session.subtreeDeleted.connect(self._offer_undo)
        session.turnAdded.connect(self._show_versions)
        session.turnRemoved.connect(self._show_versions)
        session.finished.connect(self._show_versions)
        session.replyStarted.connect(self._on_reply_started)
        session.delta.connect(self._on_delta)
        session.reading.connect(self._on_reading)
        session.busyChanged.connect(lambda _busy: self.read_progress.hide())
        session.finished.connect(self._on_finished)
        session.failed.connect(self._on_failed)
        session.refused.connect(self._on_refused)
        session.busyChanged.connect(self._set_busy)
        session.phaseChanged.connect(self._on_phase)
        session.reset.connect(self._render_conversation)
        session.storageFailed.connect(self._on_storage_failed)

    # -- model ---------------------------------------------------------------------------------

    def choose_model_file(self) -> None:
        path = ask_for_gguf(self)
        if path is not None:
            self.open_model(path)

    def open_model(self, path: Path | str, settings: LoadSettings | None = None) -> None:
        path = Path(path)
        if settings is not None:
            self.load_settings = settings
        self.model_path = path
        self.host.load(path, self.load_settings, warm_prompt=self.session.system_prompt)
        self.chat_view.welcome.set_model(path.name, loading=True)
        self._set_busy(self.busy)
        self.load_progress.show()
        self._set_state(self.tr("Loading %1…").replace("%1", path.name))

    def _on_loaded(self, model: LoadedModel) -> None:
        self.load_progress.setVisible(self.host.loading)
        self.refresh_model_picker()
        self.status_model.setText(model.info.name)
        self.chat_view.welcome.set_model(model.info.name or model.path.name)
        self.status_model.setToolTip(
            self.tr("%1\ncontext %2 tokens, %3 threads")
            .replace("%1", str(model.path))
            .replace("%2", str(model.n_ctx))
            .replace("%3", str(model.n_threads))
        )
        self.error_banner.hide()
        self._set_busy(self.busy)
        if not self.busy:
            self._set_state(self.tr("Ready"))
        self.modelLoaded.emit(model)

    def _on_warmed(self, tokens: int, seconds: float) -> None:
        log.debug("system prompt evaluated ahead: %d tokens in %.2f s", tokens, seconds)
        self.warmedUp.emit(tokens)

    def _on_load_failed(self, failure: Failure) -> None:
        self.load_progress.setVisible(self.host.loading)
        message = describe(failure.error)
        current = self.host.model
        self.model_path = current.path if current is not None else None
        if current is not None:
            message += " " + self.tr("%1 is still loaded and in use.").replace(
                "%1", current.info.name or current.path.name
            )
        else:
            self.status_model.setText(self.tr("No model"))
        self.chat_view.welcome.set_model(current.info.name if current is not None else None)
        self.error_banner.show_text(message)
        self._set_busy(self.busy)
        self._set_state(self.tr("Ready") if current is not None
                        else self.tr("The model could not be loaded"))  # fmt: skip
        self.modelFailed.emit(message)

    # -- intents, forwarded to the session -----------------------------------------------------

    def send(self) -> None:
        text = self.composer.toPlainText()
        if self.session.send(text):
            self.composer.clear()
            self.edit_banner.hide()

    def stop(self) -> None:
        if self.busy:
            self.session.stop()
        elif self.api.bridge.busy:
            self.host.stop()  # the window's Stop also stops a reply to an API client

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

    def edit(self, turn_id: int) -> None:
        text = self.session.edit(turn_id)
        if text is None:
            return
        self.composer.setPlainText(text)
        self.composer.setFocus()
        self.edit_banner.show_text(
            self.tr(
                "Editing a message: sending adds a new version beside it (‹ › switches "
                "between them). Esc cancels."
            )
        )

    def delete(self, turn_id: int) -> None:
        editing = self.session.editing
        if self.session.delete(turn_id) and editing == turn_id:
            self.cancel_edit()
        self._set_busy(self.busy)

    def new_conversation(self) -> None:
        # While a reply runs this stops it; pressing again then starts fresh.
        if self.session.new():
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

    # -- attachments ---------------------------------------------------------------------------

    def choose_attachments(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Attach files"), str(Path.home()))
        self.attach_files([Path(p) for p in paths])

    def attach_files(self, paths: list[Path]) -> None:
        attachments = self.session.attachments
        if attachments is not None:
            for path in paths:
                attachments.attach(path)

    def _show_attachments(self) -> None:
        attachments = self.session.attachments
        if attachments is not None:
            self.chips.show_files(attachments.files, attachments.reading,
                                  attachments.read_progress)  # fmt: skip

    def _on_attach_progress(self, path: str, phase: str, done: int, total: int) -> None:
        self.chips.show_progress(path, phase, done, total)

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

    def _get_a_model(self) -> None:
        self.sources.open_download_dialog()  # (QAction.triggered passes a bool we do not want)

    def _focus_search(self) -> None:
        if self.sidebar is not None:
            self.sidebar.focus_search()

    # -- what the session announces ------------------------------------------------------------

    def _render_conversation(self) -> None:
        self.chat_view.clear()
        for turn in self.conversation.turns:
            self.chat_view.add_turn(turn)
        self._show_versions()
        self.undo_bar.expire()
        self.edit_banner.hide()
        self.error_banner.hide()
        self.status_tokens.clear()
        self._set_busy(self.busy)

    def _render_branch(self, index: int) -> None:
        self.chat_view.render_from(self.conversation.turns, index)
        self._show_versions()
        self._set_busy(self.busy)

    def _show_versions(self, *_args: object) -> None:
        """‹ 2/3 › on every message that has other versions (a cheap walk over the branch)."""
        conversation = self.conversation
        for widget in self.chat_view.message_widgets():
            if widget.turn_id in conversation:
                widget.set_version(*conversation.version(widget.turn_id))

    def _offer_undo(self, count: int) -> None:
        text = (self.tr("Deleted a message.") if count == 1
                else self.tr("Deleted %1 messages (a message and its replies).")
                .replace("%1", str(count)))  # fmt: skip
        self.undo_bar.offer(text)

    def show_source(self, turn_id: int, label: str) -> None:
        """A reply's source was clicked: the passage its question was given, in a window."""
        PassageDialog.show_for(self, self.session.passage(turn_id, label), label)

    def _on_reply_started(self, turn: Turn) -> None:
        self.error_banner.hide()
        self.chat_view.begin_stream(self.chat_view.add_turn(turn))
        self.status_tokens.clear()

    def _on_reading(self, done: int, total: int) -> None:
        """A long prompt: reading it takes seconds on a laptop CPU, so say how far it is (Stop
        works meanwhile)."""
        self.read_progress.setRange(0, total)
        self.read_progress.setValue(done)
        self.read_progress.setVisible(done < total)
        self._set_state(
            self.tr("Reading %1 of %2 tokens… (Esc stops)")
            .replace("%1", f"{done:,}").replace("%2", f"{total:,}")
        )  # fmt: skip
        self.readingProgress.emit(done, total)

    def _on_delta(self, text: str) -> None:
        self.read_progress.hide()
        self.chat_view.append(text)
        self.replyDelta.emit(text)
        rate = self.session.live_rate()
        if rate is not None:
            self.status_tokens.setText(self.tr("≈%1 tokens/s").replace("%1", f"{rate:.1f}"))

    def _on_finished(self, turn: Turn, reply: Reply) -> None:
        self.chat_view.end_stream()
        widget = self.chat_view.find_widget(turn.id)
        if widget is not None:
            if widget.text != reply.text:  # normally identical: the stream was the reply
                widget.set_text(reply.text)
            widget.set_stats(reply.stats)
        stats = reply.stats
        self.status_tokens.setText(
            self.tr("%1 tokens/s · %2 tokens")
            .replace("%1", f"{stats.decode_tokens_per_s:.1f}")
            .replace("%2", str(stats.generated_tokens))
        )
        self.replyFinished.emit(reply)

    def _on_failed(self, message: str, given_back: str) -> None:
        self.chat_view.end_stream()
        if given_back:
            # The sent message comes back first, then anything typed while the reply ran.
            typed = self.composer.toPlainText().strip()
            self.composer.setPlainText(given_back + ("\n\n" + typed if typed else ""))
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
                self.tr("A reply is being written. Stop it (Esc) to send another message."),
                4000,
            )

    def _on_storage_failed(self, message: str) -> None:
        self.error_banner.show_text(
            self.tr("The conversation could not be saved: %1 It stays on screen; nothing "
                    "you typed is lost.").replace("%1", message)
        )  # fmt: skip

    def _on_phase(self, phase: str) -> None:
        texts = {
            Phase.READY: self.tr("Ready"),
            Phase.WAITING_FOR_MODEL: self.tr("Waiting for the model to load…"),
            Phase.THINKING: self.tr("Thinking…"),
            Phase.WRITING: self.tr("Writing…"),
            Phase.STOPPING: self.tr("Stopping…"),
            Phase.STOPPED: self.tr("Stopped"),
        }
        self._set_state(texts.get(Phase(phase), ""))

    # -- settings ------------------------------------------------------------------------------

    def show_settings_problems(self, problems: list[str], backup: Path | None) -> None:
        """Tell the user once that their settings file had to be repaired, and what was kept."""
        text = self.tr("Some settings could not be used and were reset: %1.").replace(
            "%1", "; ".join(problems[:3]) + ("…" if len(problems) > 3 else "")
        )
        if backup is not None:
            text += " " + self.tr("The old file was kept as %1.").replace("%1", str(backup))
        self.error_banner.show_text(text)

    def open_settings(self) -> SettingsDialog:
        info = self.model.info if self.model is not None else None
        dialog = SettingsDialog(self.settings, catalog.downloaded(models_dir()), self.language,
                                self, kv_bytes_per_token(info))  # fmt: skip
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        dialog.open()
        return dialog

    def apply_settings(self, new: Settings) -> None:
        """Sampling and prompt apply to the next reply; model changes reload, keeping the chat."""
        old, self.settings = self.settings, new
        self.session.params = new.sampling()
        prompt = new.effective_system_prompt(self.language)
        if prompt != self.session.system_prompt and self.model is not None:
            self.host.warm(prompt)  # the next first message then evaluates only its own tokens
        self.session.system_prompt = prompt
        self.load_settings = new.load_settings(self.debug)
        app = QApplication.instance()
        if isinstance(app, QApplication) and (old.theme, old.font_size) != (
            new.theme,
            new.font_size,
        ):
            apply_theme(app, new.theme, new.font_size)
        self.save_settings()
        if old.language != new.language:
            self.statusBar().showMessage(
                self.tr("The new language is used from the next start of the app."), 10_000
            )
            self.error_banner.show_text(
                self.tr("The new language is used from the next start of the app.")
            )
        self.apply_api_settings()
        if self.session.attachments is not None:
            self.session.attachments.budget = new.attach_budget_tokens
        if old.needs_reload(new):
            self._reload_for(old, new)

    def save_settings(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.error_banner.show_text(
                self.tr("Your settings are in use but could not be saved: %1")
                .replace("%1", exc.strerror or str(exc))
            )  # fmt: skip

    def _reload_for(self, old: Settings, new: Settings) -> None:
        model_changed = (old.quantization, old.model_file) != (new.quantization, new.model_file)
        if model_changed or self.model_path is None:
            path = (
                Path(new.model_file)
                if new.model_file
                else catalog.model_path(models_dir(), new.quantization)
            )
        else:
            path = self.model_path
        if not path.is_file():
            self.error_banner.show_text(
                self.tr("The %1 model is not downloaded yet. Download it to use it; until then "
                        "the current model stays loaded.")
                .replace("%1", catalog.CATALOG[new.quantization].label)
            )  # fmt: skip
            self.downloadRequested.emit(new.quantization)
            return
        if self.busy:
            self.stop()  # the load is queued behind the reply, which ends within a token
        self.open_model(path)

    # -- state ---------------------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)
        self.send_button.setEnabled(
            self.model is not None or self.host.loading or self.session.target is not None
        )
        self.chat_view.set_busy(busy)

    def _set_state(self, text: str) -> None:
        self.status_state.setText(text)

    # -- remote servers ------------------------------------------------------------------------

    def open_servers(self) -> ServersDialog:
        dialog = ServersDialog(ServerList(servers_path()), self.secrets, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.serversChanged.connect(self.refresh_model_picker)
        dialog.open()
        return dialog

    def refresh_model_picker(self) -> None:
        """This computer's model first, then every server with a chosen model."""
        chosen = self.model_picker.currentData()
        self.model_picker.blockSignals(True)
        self.model_picker.clear()
        local = self.model.info.name if self.model is not None else self.tr("no model loaded")
        self.model_picker.addItem(self.tr("This computer: %1").replace("%1", local), "")
        self._servers = ServerList(servers_path()).load()  # read once; _pick_model uses it
        for server in self._servers:
            if server.model:
                self.model_picker.addItem(server.label, server.id)
        # the whole name shows: a status bar squeezes a combo box to its minimum otherwise
        metrics = self.model_picker.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.model_picker.itemText(i))
                     for i in range(self.model_picker.count()))  # fmt: skip
        self.model_picker.setMinimumWidth(min(widest, 220) + 40)  # longer names elide
        index = self.model_picker.findData(chosen) if chosen else 0
        self.model_picker.setCurrentIndex(max(0, index))
        self.model_picker.blockSignals(False)
        choosing = self.model_picker.count() > 1
        self.model_picker.setVisible(choosing)
        self.status_model.setVisible(not choosing)  # the picker names the model then
        self._pick_model(self.model_picker.currentIndex())

    def _pick_model(self, _index: int) -> None:
        server_id = self.model_picker.currentData()
        server = next((s for s in self._servers if s.id == server_id), None)
        if server is None:
            self.use_target(None)
        else:
            self.use_target(RemoteTarget(server, server.model, self.secrets.get(server.id)))

    def use_target(self, target: RemoteTarget | None) -> None:
        """Who answers the next message: a remote server's model, or (None) this computer."""
        self.session.target = target
        # the label beside the picker names the local model, or where the remote one runs
        if target is not None:
            self.status_model.setText(target.server.base_url)
        elif self.model is not None:
            self.status_model.setText(self.model.info.name)
        else:
            self.status_model.setText(self.tr("No model"))
        self._set_busy(self.busy)

    # -- the local API server ------------------------------------------------------------------

    def apply_api_settings(self) -> None:
        """Switch the local API server on or off (and to the port, key, origins) as set."""
        settings = self.settings
        options = ApiOptions(settings.api_enabled, settings.api_port, settings.api_key,
                             settings.api_origin_list())  # fmt: skip
        self.api.apply(options, self.session.params)

    def _on_api_started(self, url: str) -> None:
        self.status_api.setText(self.tr("API server: %1").replace("%1", url))
        self.status_api.setToolTip(
            self.tr("Other programs on this computer can use the loaded model through the "
                    "OpenAI API at %1").replace("%1", url)
        )  # fmt: skip
        self.status_api.show()

    def _on_api_stopped(self) -> None:
        self.status_api.hide()

    def _on_api_activity(self, active: int) -> None:
        if not self.api.running:
            return
        if active:
            self.status_api.setText(
                self.tr("API server: answering (%1)").replace("%1", str(active))
            )
        else:
            self.status_api.setText(self.tr("API server: %1").replace("%1", self.api.url))

    def restore_state(self) -> None:
        """Size, sidebar width and the conversation that was open when the app last closed."""
        state = load_window_state(window_state_path())
        self.resize(state.width, state.height)
        if state.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        if self.splitter is not None:
            self.splitter.setSizes(
                [state.sidebar_width, max(300, state.width - state.sidebar_width)]
            )
        if self.history is not None and state.conversation_id is not None:
            self.history.open_conversation(state.conversation_id)

    def save_state(self) -> None:
        if self.store is None:  # a self-test or benchmark window leaves no trace
            return
        size = self.normalGeometry().size() if self.isMaximized() else self.size()
        sidebar = self.splitter.sizes()[0] if self.splitter is not None else 240
        state = WindowState(size.width(), size.height(), self.isMaximized(), sidebar,
                            self.session.conversation_id)  # fmt: skip
        try:
            save_window_state(window_state_path(), state)
        except OSError as exc:
            log.warning("could not save the window state: %s", exc)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        self.documents.shutdown()
        self.api.stop()  # open API streams are cut within the server's short grace period
        self.sources.shutdown()
        self.host.shutdown()
        event.accept()
