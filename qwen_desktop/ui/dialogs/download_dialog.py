"""First run: pick a model to download (or import one), with pause, resume and cancel."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.errors import ModelLoadError
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.models import catalog
from qwen_desktop.core.models.downloader import (
    Progress,
    discard_partial,
    partial_bytes,
)
from qwen_desktop.core.models.fit import Fit, Verdict
from qwen_desktop.core.models.gguf import check_model_file
from qwen_desktop.core.models.hub_catalog import Confirmed
from qwen_desktop.core.text.units import human_bytes, human_duration
from qwen_desktop.services.error_text import describe, describe_failure
from qwen_desktop.services.models.downloads import CatalogFit, DownloadHost
from qwen_desktop.ui.catalog_text import trade_off
from qwen_desktop.ui.dialogs.file_dialogs import ask_for_gguf
from qwen_desktop.ui.dialogs.fit_screen import ScrollingPage, fit_when_shown


class DownloadDialog(QDialog):
    modelReady = Signal(str, str)  # path, catalog quantization ("" for an imported file)

    def __init__(
        self,
        host: DownloadHost,
        folder: Path,
        endpoint: str = "",
        preselect: str | None = None,
        parent: QWidget | None = None,
        n_ctx: int = 4096,
        speeds: Path | None = None,
        threads: int = 2,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("downloadDialog")
        self.setWindowTitle(self.tr("Get a model"))
        self.host = host
        self.folder = folder
        self._running = False
        self._paused = False
        self._entries = dict(catalog.CATALOG)  # the Hub's sizes replace these when it answers
        self._fits: dict[str, Fit] = {}
        self._chosen = preselect is not None  # the user (or caller) chose: keep that selection

        intro = QLabel(
            self.tr("Qwen Desktop answers with an AI model that runs on this computer. Download "
                    "one model file once; after that, everything works offline.")
        )  # fmt: skip
        intro.setWordWrap(True)
        self._build_choices(folder, preselect)
        self.space = QLabel()
        self.space.setObjectName("diskSpace")
        self.fit_note = QLabel(self.tr("Checking what runs well on this computer…"))
        self.fit_note.setObjectName("fitNote")
        self.fit_note.setWordWrap(True)
        self.mirror = QLineEdit(endpoint)
        self.mirror.setObjectName("mirrorEdit")
        self.mirror.setAccessibleName(self.tr("Mirror address"))
        self.mirror.setPlaceholderText(
            self.tr("Mirror address (optional), e.g. https://hf-mirror.com")
        )
        self.mirror.setToolTip(
            self.tr("If huggingface.co cannot be reached from your network, enter a mirror that "
                    "serves the same files. Proxies set in the environment are used.")
        )  # fmt: skip
        self._build_progress()
        actions, others = self._build_buttons()
        page = QWidget()
        page.setObjectName("downloadPage")
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (intro, self.choices, self.fit_note, self.space, self.mirror,
                       self.progress, self.status, self.error):  # fmt: skip
            column.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(ScrollingPage(page))  # scrolls when 200 % text outgrows the screen
        layout.addLayout(actions)
        layout.addLayout(others)
        self.resize(820, 600)
        fit_when_shown(self)

        self._wire(host)
        self._refresh()
        host.check_catalog(endpoint, n_ctx, speeds, threads, folder)

    def _wire(self, host: DownloadHost) -> None:
        self.download_button.clicked.connect(self.start)
        self.pause_button.clicked.connect(self.pause)
        self.cancel_button.clicked.connect(self.cancel)
        self.import_button.clicked.connect(self._choose_file)
        self.folder_button.clicked.connect(self._choose_folder)
        self.close_button.clicked.connect(self.reject)
        self.choices.currentRowChanged.connect(lambda _row: self._refresh())
        host.progress.connect(self._on_progress)
        host.finished.connect(self._on_finished)
        host.failed.connect(self._on_failed)
        host.stopped.connect(self._on_stopped)
        host.fitted.connect(self._on_fitted)
        host.confirmed.connect(self._on_confirmed)
        self.choices.itemClicked.connect(self._on_user_choice)

    # -- state ---------------------------------------------------------------------------------

    def _build_choices(self, folder: Path, preselect: str | None) -> None:
        self.choices = QListWidget()
        self.choices.setObjectName("quantizationList")
        self.choices.setAccessibleName(self.tr("Models to download"))
        self.choices.setWordWrap(True)  # a long line (Chinese or English) wraps, never clips
        self.choices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices.setMinimumHeight(self.fontMetrics().height() * 12)
        self._downloaded = catalog.downloaded(folder)
        for key in catalog.CATALOG:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.choices.addItem(item)
            self._describe(item)
        self._select(preselect or catalog.RECOMMENDED)

    def _describe(self, item: QListWidgetItem) -> None:
        """Name, size, and (once measured) the memory it needs, its speed here and a verdict in
        words; the trade-off and where the entry was checked in the tooltip."""
        key = str(item.data(Qt.ItemDataRole.UserRole))
        entry = self._entries[key]
        parts = [entry.title, human_bytes(entry.size)]
        fit = self._fits.get(key)
        if fit is not None:
            verdict = {
                Verdict.RUNS_WELL: self.tr("runs well here"),
                Verdict.SLOW: self.tr("slow here"),
                Verdict.WONT_FIT: self.tr("will not fit in memory"),
            }[fit.verdict]
            parts += [self.tr("needs %1 of memory").replace("%1", human_bytes(fit.memory_bytes)),
                      self.tr("about %1 tokens/s").replace("%1", f"{fit.tokens_per_s:.0f}"),
                      verdict]  # fmt: skip
        if entry.model.thinking:
            parts.append(self.tr("thinks before answering"))
        if key in self._downloaded:
            parts.append(self.tr("(downloaded)"))
        item.setText(" · ".join(parts))
        source = self.tr("From %1").replace("%1", entry.model.source)
        item.setToolTip(trade_off(key) + "\n" + source)

    def _on_user_choice(self) -> None:
        self._chosen = True

    def _on_fitted(self, result: CatalogFit) -> None:
        self._fits = result.fits
        free = next(iter(result.fits.values())).available_bytes if result.fits else 0
        self.fit_note.setText(
            self.tr("This computer has %1 of memory free. Speeds are estimated from %2.")
            .replace("%1", human_bytes(free))
            .replace("%2", self.tr("replies measured here") if result.speed_from == "measured"
                     else self.tr("a one-second memory speed test")))  # fmt: skip
        for row in range(self.choices.count()):
            self._describe(self.choices.item(row))
        if not self._chosen and not self._running:
            self._select(result.best)

    def _on_confirmed(self, confirmed: Confirmed) -> None:
        """The Hub's own list: entries it does not have are hidden, sizes are its own."""
        self._entries.update(confirmed.entries)
        for row in range(self.choices.count()):
            item = self.choices.item(row)
            key = str(item.data(Qt.ItemDataRole.UserRole))
            item.setHidden(key in confirmed.missing and key not in self._downloaded)
            self._describe(item)
        if self.choices.currentItem() is not None and self.choices.currentItem().isHidden():
            self._select(catalog.RECOMMENDED)
        self._refresh()

    def _build_progress(self) -> None:
        self.progress = QProgressBar()
        self.progress.setObjectName("downloadProgress")
        self.progress.setRange(0, 1000)
        self.status = QLabel()
        self.status.setObjectName("downloadStatus")
        self.error = QLabel()
        self.error.setObjectName("downloadError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        self.error.hide()

    def _build_buttons(self) -> tuple[QHBoxLayout, QHBoxLayout]:
        self.download_button = QPushButton()
        self.download_button.setObjectName("downloadButton")
        self.download_button.setDefault(True)
        self.pause_button = QPushButton(self.tr("Pause"))
        self.pause_button.setObjectName("pauseButton")
        self.cancel_button = QPushButton(self.tr("Cancel download"))
        self.cancel_button.setObjectName("cancelButton")
        self.import_button = QPushButton(self.tr("Import a GGUF file…"))
        self.import_button.setObjectName("importButton")
        self.folder_button = QPushButton(self.tr("Use a folder…"))
        self.folder_button.setObjectName("folderButton")
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("closeButton")

        actions = QHBoxLayout()
        for button in (self.download_button, self.pause_button, self.cancel_button):
            actions.addWidget(button)
        actions.addStretch(1)
        others = QHBoxLayout()
        for button in (self.import_button, self.folder_button):
            others.addWidget(button)
        others.addStretch(1)
        others.addWidget(self.close_button)
        return actions, others

    def _select(self, key: str) -> None:
        for row in range(self.choices.count()):
            if self.choices.item(row).data(Qt.ItemDataRole.UserRole) == key:
                self.choices.setCurrentRow(row)

    def selected(self) -> catalog.ModelFile:
        item = self.choices.currentItem()
        key = item.data(Qt.ItemDataRole.UserRole) if item else catalog.RECOMMENDED
        return self._entries[str(key)]

    def _target(self) -> Path:
        return self.folder / self.selected().filename

    def _refresh(self) -> None:
        model = self.selected()
        self.folder.mkdir(parents=True, exist_ok=True)
        free = shutil.disk_usage(self.folder).free
        self.space.setText(
            self.tr("Needs %1 · %2 free in %3")
            .replace("%1", human_bytes(model.size))
            .replace("%2", human_bytes(free))
            .replace("%3", str(self.folder))
        )  # fmt: skip
        done = partial_bytes(self._target())
        if self._running:
            self.download_button.setText(self.tr("Downloading…"))
        elif done:
            self.download_button.setText(
                self.tr("Resume (%1 of %2 done)")
                .replace("%1", human_bytes(done))
                .replace("%2", human_bytes(model.size))
            )  # fmt: skip
            self.progress.setValue(int(1000 * done / model.size))
        else:
            self.download_button.setText(self.tr("Download"))
            self.progress.setValue(0)
        self.download_button.setEnabled(not self._running)
        self.pause_button.setEnabled(self._running)
        self.cancel_button.setEnabled(self._running or done > 0)
        self.choices.setEnabled(not self._running)
        self.mirror.setEnabled(not self._running)
        self.import_button.setEnabled(not self._running)
        self.folder_button.setEnabled(not self._running)

    # -- download ------------------------------------------------------------------------------

    def start(self) -> None:
        if self._running:
            return
        self.error.hide()
        self._running = True
        self.status.setText(self.tr("Connecting…"))
        self._refresh()
        self.host.start(self.selected(), self.folder, self.mirror.text().strip())

    def pause(self) -> None:
        if self._running:
            self.status.setText(self.tr("Pausing…"))
            self.host.pause()

    def cancel(self) -> None:
        if self._running:
            self.host.cancel()
        else:
            discard_partial(self._target())
            self.status.setText(self.tr("Download cancelled; the partial file was deleted."))
            self._refresh()

    def _on_progress(self, progress: Progress) -> None:
        if progress.phase == "verifying":
            self.progress.setRange(0, 0)
            self.status.setText(self.tr("Checking the file (SHA-256)…"))
            return
        self.progress.setRange(0, 1000)
        self.progress.setValue(int(1000 * progress.done / max(progress.total, 1)))
        parts = [
            self.tr("%1 of %2").replace("%1", human_bytes(progress.done))
            .replace("%2", human_bytes(progress.total)),
            self.tr("%1/s").replace("%1", human_bytes(progress.bytes_per_s)),
        ]  # fmt: skip
        if progress.eta_s is not None:
            parts.append(self.tr("%1 left").replace("%1", human_duration(progress.eta_s)))
        self.status.setText(" · ".join(parts))

    def _on_finished(self, path: str) -> None:
        self._running = False
        self.progress.setRange(0, 1000)
        self.progress.setValue(1000)
        self.status.setText(self.tr("Downloaded and verified."))
        self._refresh()
        self.modelReady.emit(path, self.selected().quantization)
        self.accept()

    def _on_failed(self, failure: Failure) -> None:
        self._running = False
        self.progress.setRange(0, 1000)
        self.error.setText(describe_failure(failure))
        self.error.show()
        self.status.clear()
        self._refresh()
        if not partial_bytes(self._target()):
            self.download_button.setText(self.tr("Try again"))

    def _on_stopped(self, cancelled: bool) -> None:
        self._running = False
        self.progress.setRange(0, 1000)
        self.status.setText(
            self.tr("Download cancelled; the partial file was deleted.") if cancelled
            else self.tr("Paused. Resume continues where it stopped, even after a restart.")
        )  # fmt: skip
        self._refresh()

    # -- import --------------------------------------------------------------------------------

    def _choose_file(self) -> None:
        path = ask_for_gguf(self)
        if path is not None:
            self.import_file(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Folder with GGUF models"))
        if path:
            self.use_folder(Path(path))

    def import_file(self, path: Path) -> bool:
        """Accept a local file only if it is a complete chat model llama.cpp can load."""
        try:
            check_model_file(path)
        except ModelLoadError as exc:
            self.error.setText(describe(exc))
            self.error.show()
            return False
        self.modelReady.emit(str(path), "")
        self.accept()
        return True

    def use_folder(self, folder: Path) -> bool:
        files = sorted(folder.glob("*.gguf"))
        for path in files:
            try:
                check_model_file(path)
            except ModelLoadError:
                continue
            self.modelReady.emit(str(path), "")
            self.accept()
            return True
        self.error.setText(
            self.tr("No usable GGUF chat model was found in %1.").replace("%1", str(folder))
        )
        self.error.show()
        return False
