"""The main window's ways of getting a model: download, manage, switch.

A mixin of MainWindow (split out to keep each module short). The download and manager dialogs
are imported on first use: huggingface_hub costs ~0.1 s of start-up otherwise.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from qwen_desktop.core.engine import LoadedModel
from qwen_desktop.core.paths import models_dir
from qwen_desktop.core.settings import Settings

if TYPE_CHECKING:
    from qwen_desktop.ui.download_dialog import DownloadDialog
    from qwen_desktop.ui.download_worker import DownloadHost
    from qwen_desktop.ui.model_manager import ModelManager


class ModelSourcesMixin(QMainWindow):
    settings: Settings
    model: LoadedModel | None
    model_path: Path | None
    _downloads: DownloadHost | None

    def open_model(self, path: Path | str) -> None:
        raise NotImplementedError

    def _save_settings(self) -> None:
        raise NotImplementedError

    def open_download_dialog(self, preselect: str | None = None) -> DownloadDialog:
        # Imported on first use: huggingface_hub costs ~0.1 s of start-up otherwise.
        from qwen_desktop.ui.download_dialog import DownloadDialog
        from qwen_desktop.ui.download_worker import DownloadHost

        if self._downloads is None:
            self._downloads = DownloadHost(self)
        dialog = DownloadDialog(
            self._downloads, models_dir(), self.settings.hf_endpoint, preselect, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.modelReady.connect(
            lambda path, quant: self.use_model(Path(path), quant, dialog.mirror.text().strip())
        )
        dialog.open()
        return dialog

    def _get_a_model(self) -> None:
        self.open_download_dialog()  # (QAction.triggered passes a bool we do not want)

    def open_model_manager(self) -> ModelManager:
        from qwen_desktop.ui.model_manager import ModelManager

        extra = [Path(self.settings.model_file)] if self.settings.model_file else []
        manager = ModelManager(models_dir(), self.model_path, extra, self)
        manager.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        manager.defaultChosen.connect(lambda path, quant: self.use_model(Path(path), quant))
        manager.open()
        return manager

    def use_model(self, path: Path, quantization: str, endpoint: str | None = None) -> None:
        """Make this file the default (remembered in settings) and load it."""
        new = replace(
            self.settings,
            quantization=quantization or self.settings.quantization,
            model_file="" if quantization else str(path),
            hf_endpoint=self.settings.hf_endpoint if endpoint is None else endpoint,
        )
        self.settings = new
        self._save_settings()
        if path != self.model_path or self.model is None:
            self.open_model(path)
