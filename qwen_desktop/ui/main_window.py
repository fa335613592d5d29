"""The main window: conversation, composer, send/stop, status bar. Layout and wiring only: the
model runs in `EngineHost`'s worker thread, the conversation logic lives in core.Conversation.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop import APP_NAME
from qwen_desktop.core import catalog
from qwen_desktop.core.chat_store import ChatStore
from qwen_desktop.core.conversation import Conversation, Turn
from qwen_desktop.core.engine import LoadedModel, LoadSettings
from qwen_desktop.core.paths import models_dir
from qwen_desktop.core.recorder import Recorder
from qwen_desktop.core.sampling import SamplingParams
from qwen_desktop.core.settings import Settings, SettingsStore
from qwen_desktop.core.stats import Reply
from qwen_desktop.ui.banner import Banner
from qwen_desktop.ui.chat_view import ChatView
from qwen_desktop.ui.composer import Composer
from qwen_desktop.ui.engine_worker import EngineHost, Failure
from qwen_desktop.ui.error_text import describe
from qwen_desktop.ui.file_dialogs import ask_for_gguf
from qwen_desktop.ui.markdown_view import warm_up_lexers
from qwen_desktop.ui.message_widget import MessageWidget
from qwen_desktop.ui.settings_dialog import SettingsDialog
from qwen_desktop.ui.sidebar import ConversationSidebar
from qwen_desktop.ui.theme import apply_theme
from qwen_desktop.ui.window_conversations import StoredConversationsMixin
from qwen_desktop.ui.window_models import ModelSourcesMixin

if TYPE_CHECKING:
    from qwen_desktop.ui.download_worker import DownloadHost


class MainWindow(StoredConversationsMixin, ModelSourcesMixin):
    replyFinished = Signal(object)  # Reply, after the view shows it (self-test, benchmarks)
    replyDelta = Signal(str)  # streamed text, on the GUI thread
    replyFailed = Signal(str)  # the translated message shown
    modelLoaded = Signal(object)  # LoadedModel
    modelFailed = Signal(str)
    settingsApplied = Signal(object)  # Settings
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
        self.params: SamplingParams = self.settings.sampling()
        self.load_settings: LoadSettings = self.settings.load_settings(debug)
        self.language = language  # the resolved UI language, for the default system prompt
        self.conversation = Conversation(self.settings.effective_system_prompt(language))
        self.model_path: Path | None = None
        self.model: LoadedModel | None = None
        self._request_id = 0
        self._reply_turn: Turn | None = None
        self._reply_widget: MessageWidget | None = None
        self._reply_started = 0.0
        self._reply_deltas = 0
        self._editing: int | None = None
        self._loading = False
        self.recorder = Recorder(chats) if chats is not None else None
        self.sidebar = ConversationSidebar(chats) if chats is not None else None

        self.chat_view = ChatView()
        self.composer = Composer()
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setObjectName("sendButton")
        self.send_button.setToolTip(self.tr("Send the message (Enter)"))
        self.send_button.setDefault(True)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip(self.tr("Stop the reply (Esc)"))
        self.stop_button.hide()
        self.error_banner = Banner("errorBanner")
        self.edit_banner = Banner("editBanner")

        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
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
        bottom.addWidget(self.error_banner)
        bottom.addWidget(self.edit_banner)
        bottom.addLayout(row)
        layout.addLayout(bottom)
        if self.sidebar is not None:
            splitter = QSplitter()
            splitter.setObjectName("mainSplitter")
            splitter.addWidget(self.sidebar)
            splitter.addWidget(central)
            splitter.setStretchFactor(1, 1)
            splitter.setSizes([240, 760])
            self.setCentralWidget(splitter)
        else:
            self.setCentralWidget(central)

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
        self.statusBar().addWidget(self.status_model)
        self.statusBar().addWidget(self.load_progress)
        self.statusBar().addWidget(self.status_state, 1)
        self.statusBar().addPermanentWidget(self.status_tokens)

        self._downloads: DownloadHost | None = None
        self._build_actions()
        self._wire()
        self.downloadRequested.connect(self.open_download_dialog)
        warm_up_lexers()
        self._set_busy(False)
        self._set_state(self.tr("Open a model to start (Ctrl+O)"))

    # -- construction --------------------------------------------------------------------------

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
            "modelManagerAction", self.tr("&Models…"), "", self.open_model_manager
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
                              self.models_action, self.settings_action])  # fmt: skip
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        chat_menu = self.menuBar().addMenu(self.tr("&Chat"))
        chat_menu.addActions([self.stop_action, self.focus_action, self.copy_last_action,
                              self.search_action])  # fmt: skip

    def _wire(self) -> None:
        self.composer.submitted.connect(self.send)
        self.send_button.clicked.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.chat_view.regenerateRequested.connect(self.regenerate)
        self.chat_view.editRequested.connect(self.edit)
        self.chat_view.deleteRequested.connect(self.delete)
        if self.sidebar is not None:
            self.sidebar.conversationChosen.connect(self.open_conversation)
            self.sidebar.newRequested.connect(self.new_conversation)
            self.sidebar.exportRequested.connect(self._choose_export_file)
            self.sidebar.importRequested.connect(self._choose_import_file)
            self.sidebar.deleted.connect(self._conversation_deleted)
        worker = self.host.worker
        worker.loaded.connect(self._on_loaded)
        worker.loadFailed.connect(self._on_load_failed)
        worker.delta.connect(self._on_delta)
        worker.finished.connect(self._on_finished)
        worker.failed.connect(self._on_failed)

    # -- model ---------------------------------------------------------------------------------

    def choose_model_file(self) -> None:
        path = ask_for_gguf(self)
        if path is not None:
            self.open_model(path)

    def open_model(self, path: Path | str, settings: LoadSettings | None = None) -> None:
        path = Path(path)
        if settings is not None:
            self.load_settings = settings
        self._loading = True
        self.model_path = path
        self._set_busy(self.busy)
        self.load_progress.show()
        self._set_state(self.tr("Loading %1…").replace("%1", path.name))
        self.host.load(path, self.load_settings)

    def _on_loaded(self, model: LoadedModel) -> None:
        self._loading = False
        self.load_progress.hide()
        self.model = model
        self.status_model.setText(model.info.name)
        self.status_model.setToolTip(
            self.tr("%1\ncontext %2 tokens, %3 threads")
            .replace("%1", str(model.path))
            .replace("%2", str(model.n_ctx))
            .replace("%3", str(model.n_threads))
        )
        self.error_banner.hide()
        self._set_busy(self.busy)
        self._set_state(self.tr("Ready"))
        self.modelLoaded.emit(model)

    def _on_load_failed(self, failure: Failure) -> None:
        self._loading = False
        self.load_progress.hide()
        self.model = None  # the worker freed the previous model before trying the new one
        message = describe(failure.error)
        self.error_banner.show_text(message)
        if self.model is None:
            self.status_model.setText(self.tr("No model"))
        self._set_busy(self.busy)
        self._set_state(self.tr("The model could not be loaded"))
        self.modelFailed.emit(message)

    # -- sending -------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._reply_turn is not None

    def send(self) -> None:
        text = self.composer.toPlainText().strip()
        if not text or self.busy:
            return
        if self.model is None:
            self.error_banner.show_text(
                self.tr("No model is loaded yet. Open a model file first (Ctrl+O).")
            )
            return
        if self._editing is not None:
            self._drop_from(self._editing)
            self._editing = None
            self.edit_banner.hide()
        self.composer.clear()
        turn = self.conversation.add("user", text)
        self.chat_view.add_turn(turn)
        if self.recorder is not None:
            self.recorder.user(turn, self.conversation.system_prompt)
            self._refresh_sidebar()
        self._start_reply()

    def _start_reply(self) -> None:
        self.error_banner.hide()
        messages = self.conversation.engine_messages()
        self._reply_turn = Turn("assistant", "")
        self._reply_widget = self.chat_view.add_turn(self._reply_turn)
        self.chat_view.begin_stream(self._reply_widget)
        self._reply_started = time.perf_counter()
        self._reply_deltas = 0
        key: object = id(self.conversation)
        if self.recorder is not None:
            model = self.model.path.name if self.model is not None else ""
            self.recorder.reply_started(self._reply_turn, model, self.params)
            key = self.recorder.conversation_id
        self._request_id = self.host.generate(messages, self.params, conversation=key)
        self._set_busy(True)
        self._set_state(self.tr("Thinking…"))
        self.status_tokens.clear()

    def _on_delta(self, request_id: int, text: str) -> None:
        if request_id != self._request_id or self._reply_turn is None:
            return
        if self._reply_deltas == 0:
            self._reply_started = time.perf_counter()
            self._set_state(self.tr("Writing…"))
        self._reply_deltas += 1
        self.chat_view.append(text)
        if self.recorder is not None:
            self.recorder.reply_progress(text)
        self.replyDelta.emit(text)
        elapsed = time.perf_counter() - self._reply_started
        if self._reply_deltas % 8 == 0 and elapsed > 0:
            self.status_tokens.setText(
                self.tr("≈%1 tokens/s").replace("%1", f"{self._reply_deltas / elapsed:.1f}")
            )

    def _on_finished(self, request_id: int, reply: Reply) -> None:
        if request_id != self._request_id or self._reply_turn is None:
            return
        widget = self._reply_widget
        self.chat_view.end_stream()
        turn = replace(self._reply_turn, text=reply.text, stats=reply.stats)
        self.conversation.turns.append(turn)
        if self.recorder is not None:
            self.recorder.reply_finished(turn, reply.text, reply.stats)
            self._refresh_sidebar()
        if widget is not None:
            if widget.text != reply.text:  # normally identical: the stream was the reply
                widget.set_text(reply.text)
            widget.set_stats(reply.stats)
        self._reply_turn = None
        self._reply_widget = None
        self._set_busy(False)
        stats = reply.stats
        self.status_tokens.setText(
            self.tr("%1 tokens/s · %2 tokens")
            .replace("%1", f"{stats.decode_tokens_per_s:.1f}")
            .replace("%2", str(stats.generated_tokens))
        )
        self._set_state(self.tr("Stopped") if reply.stats.stop_reason.value == "cancelled"
                        else self.tr("Ready"))  # fmt: skip
        self.replyFinished.emit(reply)

    def _on_failed(self, failure: Failure) -> None:
        if failure.request_id != self._request_id or self._reply_turn is None:
            return
        self.chat_view.end_stream()
        self.chat_view.remove_turn(self._reply_turn.id)
        if self.recorder is not None:
            self.recorder.removed(self._reply_turn.id)
        self._reply_turn = None
        self._reply_widget = None
        # Give the message back so nothing typed is lost; the user can shorten it and resend.
        last = self.conversation.turns[-1] if self.conversation.turns else None
        if last is not None and last.role == "user":
            self.conversation.remove(last.id)
            self.chat_view.remove_turn(last.id)
            if self.recorder is not None:
                self.recorder.removed(last.id)
            if not self.composer.toPlainText():
                self.composer.setPlainText(last.text)
        message = describe(failure.error)
        self.error_banner.show_text(message)
        self._set_busy(False)
        self._set_state(self.tr("Ready"))
        self.replyFailed.emit(message)

    def stop(self) -> None:
        if self.busy:
            self.host.stop()
            self._set_state(self.tr("Stopping…"))

    def escape(self) -> None:
        if self.busy:
            self.stop()
        elif self._editing is not None:
            self._editing = None
            self.edit_banner.hide()
            self.composer.clear()

    # -- message actions -----------------------------------------------------------------------

    def regenerate(self, turn_id: int) -> None:
        last = self.conversation.last_reply()
        if self.busy or self.model is None or last is None or last.id != turn_id:
            return
        self.conversation.remove(turn_id)
        self.chat_view.remove_turn(turn_id)
        if self.recorder is not None:
            self.recorder.removed(turn_id)
        self._start_reply()

    def edit(self, turn_id: int) -> None:
        if self.busy:
            return
        turn = self.conversation.turns[self.conversation.index_of(turn_id)]
        self._editing = turn_id
        self.composer.setPlainText(turn.text)
        self.composer.setFocus()
        self.edit_banner.show_text(
            self.tr("Editing a message: sending replaces it and everything after it. Esc cancels.")
        )

    def delete(self, turn_id: int) -> None:
        if self.busy:
            return
        self.conversation.remove(turn_id)
        self.chat_view.remove_turn(turn_id)
        if self.recorder is not None:
            self.recorder.removed(turn_id)
        if self._editing == turn_id:
            self.escape()
        self._set_busy(False)

    def _drop_from(self, turn_id: int) -> None:
        index = self.conversation.index_of(turn_id)
        dropped = [turn.id for turn in self.conversation.turns[index:]]
        for dropped_id in dropped:
            self.chat_view.remove_turn(dropped_id)
        self.conversation.truncate_at(turn_id)
        if self.recorder is not None:
            self.recorder.truncated(dropped)

    def new_conversation(self) -> None:
        if self.busy:
            self.stop()
            return  # the reply ends within a token; pressing again then starts fresh
        self.conversation = Conversation(self.settings.effective_system_prompt(self.language))
        self.chat_view.clear()
        if self.recorder is not None:
            self.recorder.new()
            self._refresh_sidebar()
        self._editing = None
        self.edit_banner.hide()
        self.error_banner.hide()
        self.status_tokens.clear()
        self.composer.setFocus()

    def copy_last_reply(self) -> None:
        last = self.conversation.last_reply()
        if last is not None:
            QGuiApplication.clipboard().setText(last.text)
            self.statusBar().showMessage(self.tr("Reply copied"), 2000)

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
        dialog = SettingsDialog(
            self.settings, catalog.downloaded(models_dir()), self.language, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        dialog.open()
        return dialog

    def apply_settings(self, new: Settings) -> None:
        """Sampling and prompt apply to the next reply; model changes reload, keeping the chat."""
        old, self.settings = self.settings, new
        self.params = new.sampling()
        self.conversation.system_prompt = new.effective_system_prompt(self.language)
        self.load_settings = new.load_settings(self.debug)
        app = QApplication.instance()
        if isinstance(app, QApplication) and (old.theme, old.font_size) != (
            new.theme,
            new.font_size,
        ):
            apply_theme(app, new.theme, new.font_size)
        self._save_settings()
        if old.language != new.language:
            self.statusBar().showMessage(
                self.tr("The new language is used from the next start of the app."), 10_000
            )
            self.error_banner.show_text(
                self.tr("The new language is used from the next start of the app.")
            )
        if old.needs_reload(new):
            self._reload_for(old, new)
        self.settingsApplied.emit(new)

    def _save_settings(self) -> None:
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
        self.send_button.setEnabled(self.model is not None and not self._loading)
        self.chat_view.set_busy(busy)

    def _set_state(self, text: str) -> None:
        self.status_state.setText(text)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._downloads is not None:
            self._downloads.shutdown()  # a running download pauses; its bytes stay for next time
        self.host.shutdown()
        event.accept()
