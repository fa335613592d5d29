"""Ways of getting a model, as dialogs: download, manage, switch. What a choice does (make it the
default, load it) is the preferences service's.

The download and manager dialogs are imported on first use: huggingface_hub costs about 0.1 s
of start-up otherwise.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from qwen_desktop.core.config.hardware import default_threads
from qwen_desktop.core.config.paths import models_dir, speeds_path
from qwen_desktop.services.preferences import Preferences

if TYPE_CHECKING:
    from qwen_desktop.services.models.downloads import DownloadHost
    from qwen_desktop.ui.dialogs.download_dialog import DownloadDialog
    from qwen_desktop.ui.dialogs.model_manager import ModelManager


class ModelSources(QObject):
    def __init__(self, window: QWidget, preferences: Preferences) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = preferences
        self.downloads: DownloadHost | None = None

    def open_download_dialog(self, preselect: str | None = None) -> DownloadDialog:
        from qwen_desktop.services.models.downloads import DownloadHost
        from qwen_desktop.ui.dialogs.download_dialog import DownloadDialog

        if self.downloads is None:
            self.downloads = DownloadHost(self)
        settings = self.preferences.settings
        dialog = DownloadDialog(self.downloads, models_dir(), settings.hf_endpoint, preselect,
                                self.window, n_ctx=settings.n_ctx, speeds=speeds_path(),
                                threads=settings.n_threads or default_threads())  # fmt: skip
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.modelReady.connect(
            lambda path, quant: self.preferences.use_model(Path(path), quant,
                                                           dialog.mirror.text().strip())
        )  # fmt: skip
        dialog.open()
        return dialog

    def open_model_manager(self) -> ModelManager:
        from qwen_desktop.ui.dialogs.model_manager import ModelManager

        settings = self.preferences.settings
        extra = [Path(settings.model_file)] if settings.model_file else []
        manager = ModelManager(models_dir(), self.preferences.host.path, extra, self.window)
        manager.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        manager.defaultChosen.connect(
            lambda path, quant: self.preferences.use_model(Path(path), quant)
        )
        manager.open()
        return manager

    def shutdown(self) -> None:
        if self.downloads is not None:
            self.downloads.shutdown()  # a running download pauses; its bytes stay for next time
