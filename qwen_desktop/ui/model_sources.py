"""Ways of getting a model: download, manage, switch.

The download and manager dialogs are imported on first use: huggingface_hub costs about 0.1 s
of start-up otherwise.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from qwen_desktop.core.config.paths import models_dir

if TYPE_CHECKING:
    from qwen_desktop.ui.dialogs.download_dialog import DownloadDialog
    from qwen_desktop.ui.dialogs.model_manager import ModelManager
    from qwen_desktop.ui.main_window import MainWindow
    from qwen_desktop.ui.workers.download_worker import DownloadHost


class ModelSources(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.downloads: DownloadHost | None = None

    def open_download_dialog(self, preselect: str | None = None) -> DownloadDialog:
        from qwen_desktop.ui.dialogs.download_dialog import DownloadDialog
        from qwen_desktop.ui.workers.download_worker import DownloadHost

        if self.downloads is None:
            self.downloads = DownloadHost(self)
        window = self.window
        dialog = DownloadDialog(
            self.downloads, models_dir(), window.settings.hf_endpoint, preselect, window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.modelReady.connect(
            lambda path, quant: self.use_model(Path(path), quant, dialog.mirror.text().strip())
        )
        dialog.open()
        return dialog

    def open_model_manager(self) -> ModelManager:
        from qwen_desktop.ui.dialogs.model_manager import ModelManager

        window = self.window
        extra = [Path(window.settings.model_file)] if window.settings.model_file else []
        manager = ModelManager(models_dir(), window.model_path, extra, window)
        manager.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        manager.defaultChosen.connect(lambda path, quant: self.use_model(Path(path), quant))
        manager.open()
        return manager

    def use_model(self, path: Path, quantization: str, endpoint: str | None = None) -> None:
        """Make this file the default (remembered in settings) and load it."""
        window = self.window
        window.settings = replace(
            window.settings,
            quantization=quantization or window.settings.quantization,
            model_file="" if quantization else str(path),
            hf_endpoint=window.settings.hf_endpoint if endpoint is None else endpoint,
        )
        window.save_settings()
        if path != window.model_path or window.model is None:
            window.open_model(path)

    def shutdown(self) -> None:
        if self.downloads is not None:
            self.downloads.shutdown()  # a running download pauses; its bytes stay for next time
