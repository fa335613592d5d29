"""The window's status bar: who answers (picker or model name), loading and reading progress,
what the conversation on screen is doing, the API server, and reply speed. It renders what the
engine host, the session on screen and the API controller announce."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

from qwen_desktop.core.chats.conversation import Turn
from qwen_desktop.core.llm.load import LoadedModel
from qwen_desktop.core.llm.stats import Reply
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.api.controller import ApiController
from qwen_desktop.services.chat.binding import rebind
from qwen_desktop.services.chat.session import ChatSession
from qwen_desktop.services.chat.states import Phase
from qwen_desktop.services.engine.host import EngineHost
from qwen_desktop.services.jobs import JobHandle
from qwen_desktop.ui.model_picker import ModelPicker

RATE_EVERY = 8  # deltas between updates of the live rate: no re-layout per token


class _RateLabel(QLabel):
    """A reply's rate: it keeps its width while it counts (no jitter per token), and gives the
    width back when empty, so under 200 % text the status line's other words are not cut off."""

    def setText(self, text: str) -> None:
        super().setText(text)
        wide = self.fontMetrics().horizontalAdvance("8888.8 tokens/s · 88888 tokens")
        self.setMinimumWidth(wide if text else 0)

    def clear(self) -> None:
        self.setText("")


class WindowStatus(QObject):
    def __init__(self, bar: QStatusBar, host: EngineHost, api: ApiController) -> None:
        super().__init__(bar)
        self.bar, self.host, self.api = bar, host, api
        self.picker = ModelPicker()
        self.model = self._label("statusModel", self.tr("No model"))
        self.state = self._label("statusState")
        self.tokens = _RateLabel()
        self.tokens.setObjectName("statusTokens")
        self.load_progress = self._bar("loadProgress", 120)
        self.load_progress.setAccessibleName(self.tr("Loading the model"))
        self.load_progress.setRange(0, 0)  # llama.cpp reports no load progress: a busy bar
        self.read_progress = self._bar("readProgress", 160)
        self.read_progress.setAccessibleName(self.tr("Reading the prompt"))
        self.read_progress.setTextVisible(False)
        self.api_label = self._label("statusApi")
        self.api_label.hide()
        for widget in (self.picker, self.model, self.load_progress, self.read_progress):
            bar.addWidget(widget)
        bar.addWidget(self.state, 1)
        bar.addPermanentWidget(self.api_label)
        bar.addPermanentWidget(self.tokens)
        self.session: ChatSession | None = None
        self.target: RemoteTarget | None = None
        host.loadStarted.connect(self._on_load_started)
        host.loaded.connect(self._on_loaded)
        host.loadFailed.connect(lambda _failure: self._on_load_failed())
        api.started.connect(self._on_api_started)
        api.stopped.connect(self.api_label.hide)
        api.bridge.activity.connect(self._on_api_activity)
        self.state.setText(self.tr("Open a model to start (Ctrl+O)"))

    def _label(self, name: str, text: str = "") -> QLabel:
        label = QLabel(text)
        label.setObjectName(name)
        return label

    def _bar(self, name: str, width: int) -> QProgressBar:
        bar = QProgressBar()
        bar.setObjectName(name)
        bar.setMaximumWidth(width)
        bar.hide()
        return bar

    # -- the session on screen -----------------------------------------------------------------

    def bind(self, session: ChatSession) -> None:
        self.session = rebind(self.session, session, self._subscriptions)
        self.tokens.clear()
        self.read_progress.hide()
        live = session.live
        if live is not None and live.read is not None:
            self._on_reading(*live.read)
        else:
            self._on_phase(Phase.WRITING if live is not None else Phase.READY)

    def _subscriptions(self, session: ChatSession) -> list[tuple[Any, Any]]:
        return [
            (session.phaseChanged, self._on_phase),
            (session.reading, self._on_reading),
            (session.delta, self._on_delta),
            (session.finished, self._on_finished),
            (session.replyStarted, self._on_reply_started),
            (session.reset, self.tokens.clear),
            (session.busyChanged, self._on_busy),
        ]

    def _on_phase(self, phase: str) -> None:
        if self.host.model is None and self.target is None and phase == Phase.READY:
            return  # "open a model" / "loading" stays until there is one
        texts = {
            Phase.READY: self.tr("Ready"),
            Phase.WAITING_FOR_MODEL: self.tr("Waiting for the model to load…"),
            Phase.THINKING: self.tr("Thinking…"),
            Phase.WRITING: self.tr("Writing…"),
            Phase.STOPPING: self.tr("Stopping…"),
            Phase.STOPPED: self.tr("Stopped"),
        }
        self.state.setText(texts.get(Phase(phase), ""))

    def _on_reading(self, done: int, total: int) -> None:
        """A long prompt: reading it takes seconds on a laptop CPU, so say how far it is (Stop
        works meanwhile)."""
        self.read_progress.setRange(0, total)
        self.read_progress.setValue(done)
        self.read_progress.setVisible(done < total)
        self.state.setText(
            self.tr("Reading %1 of %2 tokens… (Esc stops)")
            .replace("%1", f"{done:,}").replace("%2", f"{total:,}")
        )  # fmt: skip

    def _on_reply_started(self, _live: object) -> None:
        self.tokens.clear()

    def _on_delta(self, _text: str) -> None:
        live = self.session.live if self.session is not None else None
        if live is None:
            return
        if live.deltas == 1:
            self.read_progress.hide()
        if live.deltas % RATE_EVERY:
            return
        rate = live.rate()
        if rate is not None:
            self.tokens.setText(self.tr("≈%1 tokens/s").replace("%1", f"{rate:.1f}"))

    def _on_finished(self, _turn: Turn, reply: Reply) -> None:
        stats = reply.stats
        self.tokens.setText(
            self.tr("%1 tokens/s · %2 tokens")
            .replace("%1", f"{stats.decode_tokens_per_s:.1f}")
            .replace("%2", str(stats.generated_tokens))
        )

    def _on_busy(self, _busy: bool) -> None:
        self.read_progress.hide()

    # -- the model -----------------------------------------------------------------------------

    def _on_load_started(self, path: object) -> None:
        self.load_progress.show()
        self.state.setText(self.tr("Loading %1…").replace("%1", getattr(path, "name", "")))

    def _on_loaded(self, model: LoadedModel) -> None:
        self.load_progress.setVisible(self.host.loading)
        self.show_target(self.target)
        self.model.setToolTip(
            self.tr("%1\ncontext %2 tokens, %3 threads")
            .replace("%1", str(model.path))
            .replace("%2", str(model.n_ctx))
            .replace("%3", str(model.n_threads))
        )
        if self.session is None or not self.session.busy:
            self.state.setText(self.tr("Ready"))

    def _on_load_failed(self) -> None:
        self.load_progress.setVisible(self.host.loading)
        self.show_target(self.target)
        self.state.setText(self.tr("Ready") if self.host.model is not None
                           else self.tr("The model could not be loaded"))  # fmt: skip

    def show_target(self, target: RemoteTarget | None) -> None:
        """The label beside the picker names the local model, or where the remote one runs."""
        self.target = target
        model = self.host.model
        if target is not None:
            self.model.setText(target.server.base_url)
        elif model is not None:
            self.model.setText(model.info.name)
        else:
            self.model.setText(self.tr("No model"))
        self.model.setVisible(not self.picker.isVisibleTo(self.bar))  # the picker names it then

    # -- attachments of an earlier version being re-indexed -------------------------------------

    def follow_reindex(self, job: JobHandle) -> None:
        job.progressed.connect(self._on_reindex_progress)
        job.succeeded.connect(self._on_reindexed)

    def _on_reindex_progress(self, value: object) -> None:
        done, total = cast(tuple[int, int], value)
        self.bar.showMessage(self.tr("Updating the search index of attached files: %1 of %2")
                             .replace("%1", str(done)).replace("%2", str(total)))  # fmt: skip

    def _on_reindexed(self, done: object) -> None:
        if done:
            self.bar.showMessage(self.tr("Attached files re-indexed: questions in Chinese now "
                                         "find their passages"), 8000)  # fmt: skip

    # -- the local API server ------------------------------------------------------------------

    def _on_api_started(self, url: str) -> None:
        self.api_label.setText(self.tr("API server: %1").replace("%1", url))
        self.api_label.setToolTip(
            self.tr("Other programs on this computer can use the loaded model through the "
                    "OpenAI API at %1").replace("%1", url)
        )  # fmt: skip
        self.api_label.show()

    def _on_api_activity(self, active: int) -> None:
        if not self.api.running:
            return
        if active:
            self.api_label.setText(self.tr("API server: answering (%1)").replace("%1", str(active)))
        else:
            self.api_label.setText(self.tr("API server: %1").replace("%1", self.api.url))
