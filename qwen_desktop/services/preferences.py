"""The settings in use, applied where they belong, and the model they name.

Sampling and the system prompt apply to the next reply (the new prompt is evaluated ahead, in
the background); the API server follows its settings at once; a change of model, context size or
threads reloads the model, keeping the conversation. What the widgets must do (a new theme, a
message) is announced; nothing here touches a widget.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from qwen_desktop.core.config.model_prefs import ModelPrefs
from qwen_desktop.core.config.paths import model_prefs_path, models_dir
from qwen_desktop.core.config.presets import QWEN3_THINKING
from qwen_desktop.core.config.settings import Settings, SettingsStore
from qwen_desktop.core.llm.load import LoadSettings
from qwen_desktop.core.models import catalog
from qwen_desktop.core.models.fit_report import file_memory, would_not_fit
from qwen_desktop.core.models.gguf import check_model_file
from qwen_desktop.services.api.controller import ApiController, ApiOptions
from qwen_desktop.services.chat.sessions import ChatSessions
from qwen_desktop.services.engine.host import EngineHost


def _thinks(path: Path) -> bool:
    try:
        return check_model_file(path).thinks
    except Exception:  # an unreadable file: the load will say what is wrong
        return False


class Preferences(QObject):
    appearanceChanged = Signal(str, int)  # theme, font size
    notice = Signal(str)  # a sentence for the user (already translated)
    modelMissing = Signal(str)  # a catalog quantization that is not downloaded yet
    # A model that would not fit in the memory free now: path, bytes it needs, bytes free. It
    # is not loaded; the window asks, and loads it with `force` if the user says so.
    memoryTight = Signal(str, object, object)

    def __init__(self, settings: Settings, store: SettingsStore | None, language: str,
                 host: EngineHost, sessions: ChatSessions, api: ApiController,
                 debug: bool = False, parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.settings = settings
        self.store = store
        self.language = language  # the resolved UI language, for the default system prompt
        self.host, self.sessions, self.api = host, sessions, api
        self.debug = debug
        self.load_settings: LoadSettings = settings.load_settings(debug)
        self.memory_guard = True  # ask before loading a model that would not fit
        # each model's own context size and sampling (only where settings are kept)
        self.model_prefs = ModelPrefs(model_prefs_path()) if store is not None else None
        sessions.params = settings.sampling()
        sessions.system_prompt = settings.effective_system_prompt(language)
        sessions.language = language
        sessions.set_attach_budget(settings.attach_budget_tokens)

    # -- the model -----------------------------------------------------------------------------

    def open_model(self, path: Path | str, settings: LoadSettings | None = None, *,
                   force: bool = False) -> None:  # fmt: skip
        """Load a model on the engine thread; unless `force`, one that would not fit in the
        memory free now is announced (`memoryTight`) instead: swapping would make the whole
        computer crawl, so the user decides."""
        if settings is not None:
            self.load_settings = settings
        path = Path(path)
        if path != self.host.path:
            self._recall(path)
        if not force and self.memory_guard:
            tight = would_not_fit(path, self.load_settings.n_ctx, self._freed_by_switching())
            if tight is not None:
                self.memoryTight.emit(str(path), *tight)
                return
        self.host.load(path, self.load_settings, warm_prompt=self.sessions.system_prompt)

    def _recall(self, path: Path) -> None:
        """Another model: the one in use keeps its settings, the new one gets back what it was
        used with (a Qwen3 never tuned: its card's thinking sampling)."""
        if self.model_prefs is None:
            return
        self._remember_current()
        stored = self.model_prefs.get(path.name)
        if not stored and _thinks(path):
            stored = dict(QWEN3_THINKING)
        if stored:
            self.settings = replace(self.settings, **stored)
            self.sessions.params = self.settings.sampling()
            self.load_settings = self.settings.load_settings(self.debug)
            self.save()

    def _remember_current(self) -> None:
        model = self.host.model
        if self.model_prefs is not None and model is not None:
            values = {**self.settings.sampling_values(), "n_ctx": self.settings.n_ctx}
            self.model_prefs.remember(model.path.name, values)

    def _freed_by_switching(self) -> int:
        """Memory the loaded model gives back when another replaces it."""
        model = self.host.model
        if model is None:
            return 0
        try:
            return file_memory(model.path, model.n_ctx) or 0
        except Exception:  # its file went away: count nothing
            return 0

    def use_model(self, path: Path, quantization: str, endpoint: str | None = None) -> None:
        """Make this file the default (remembered in settings) and load it."""
        settings = self.settings
        self.settings = replace(
            settings,
            quantization=quantization or settings.quantization,
            model_file="" if quantization else str(path),
            hf_endpoint=settings.hf_endpoint if endpoint is None else endpoint,
        )
        self.save()
        if path != self.host.path or self.host.model is None:
            self.open_model(path)

    # -- settings ------------------------------------------------------------------------------

    def apply(self, new: Settings) -> None:
        old, self.settings = self.settings, new
        self.sessions.params = new.sampling()
        prompt = new.effective_system_prompt(self.language)
        if prompt != self.sessions.system_prompt and self.host.model is not None:
            self.host.warm(prompt)  # the next first message then evaluates only its own tokens
        self.sessions.system_prompt = prompt
        self.load_settings = new.load_settings(self.debug)
        if (old.theme, old.font_size) != (new.theme, new.font_size):
            self.appearanceChanged.emit(new.theme, new.font_size)
        self.save()
        if not old.needs_reload(new):
            self._remember_current()
        if old.language != new.language:
            self.notice.emit(
                QCoreApplication.translate(
                    "MainWindow", "The new language is used from the next start of the app."
                )
            )
        self.apply_api()
        self.sessions.set_attach_budget(new.attach_budget_tokens)
        if old.needs_reload(new):
            self._reload_for(old, new)

    def apply_api(self) -> None:
        """Switch the local API server on or off (and to the port, key, origins) as set."""
        s = self.settings
        options = ApiOptions(s.api_enabled, s.api_port, s.api_key, s.api_origin_list())
        self.api.apply(options, self.sessions.params)

    def save(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.notice.emit(
                QCoreApplication.translate(
                    "MainWindow", "Your settings are in use but could not be saved: %1"
                ).replace("%1", exc.strerror or str(exc))
            )

    def _reload_for(self, old: Settings, new: Settings) -> None:
        model_changed = (old.quantization, old.model_file) != (new.quantization, new.model_file)
        path = self.host.path
        if model_changed or path is None:
            path = (Path(new.model_file) if new.model_file
                    else catalog.model_path(models_dir(), new.quantization))  # fmt: skip
        if not path.is_file():
            self.notice.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "The %1 model is not downloaded yet. Download it to use it; until then "
                    "the current model stays loaded.",
                ).replace("%1", catalog.CATALOG[new.quantization].label)
            )
            self.modelMissing.emit(new.quantization)
            return
        self.sessions.stop_current()  # the load is queued behind the reply; it ends in a token
        self.open_model(path)
