"""The model manager: downloaded files, their size and quantization; delete, set default,
import, re-verify. Verification hashes hundreds of MB, so it runs on a worker thread."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.errors import ModelLoadError
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.models.checksums import (
    CHECK_HEADER,
    CHECK_HUB,
    CHECK_PUBLISHED,
    checksum_record,
)
from qwen_desktop.core.models.gguf import check_model_file
from qwen_desktop.core.models.model_files import LocalModel, Verdict, list_models
from qwen_desktop.core.text.units import human_bytes
from qwen_desktop.services.error_text import describe, describe_failure
from qwen_desktop.services.models.verifier import VerifierHost
from qwen_desktop.ui.dialogs.file_dialogs import ask_for_gguf
from qwen_desktop.ui.dialogs.fit_screen import fit_when_shown


class ModelManager(QDialog):
    defaultChosen = Signal(str, str)  # path, quantization ("" for an imported file)
    verified = Signal(str, bool)

    def __init__(
        self, folder: Path, current: Path | None, extra: list[Path],
        parent: QWidget | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("modelManager")
        self.setWindowTitle(self.tr("Models"))
        self.folder = folder
        self.current = current
        self.extra = extra
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("modelTable")
        self.table.setAccessibleName(self.tr("Model files on this computer"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("File"), self.tr("Quantization"), self.tr("Size"), self.tr("Status")]
        )
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.message = QLabel()
        self.message.setObjectName("modelMessage")
        self.message.setWordWrap(True)
        self.default_button = self._button("setDefaultButton", self.tr("Use this model"))
        self.delete_button = self._button("deleteModelButton", self.tr("Delete"))
        self.verify_button = self._button("verifyButton", self.tr("Check file"))
        self.import_button = self._button("importModelButton", self.tr("Import…"))
        close = self._button("closeButton", self.tr("Close"))
        close.clicked.connect(self.accept)
        self.default_button.clicked.connect(self.use_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.verify_button.clicked.connect(self.verify_selected)
        self.import_button.clicked.connect(self._choose_file)

        buttons = QHBoxLayout()
        for button in (self.default_button, self.verify_button, self.delete_button,
                       self.import_button):  # fmt: skip
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.resize(720, 360)
        fit_when_shown(self)  # never bigger than the screen, whatever the text size

        self.verifier = VerifierHost(self)
        self.verifier.done.connect(self._on_verified)
        self.verifier.cancelled.connect(self._on_cancelled)
        self.verifier.failed.connect(self._on_check_failed)
        self.finished.connect(self.verifier.shutdown)
        self.refresh()

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        return button

    def refresh(self) -> None:
        self.models = list_models(self.folder, self.extra)
        self.table.setRowCount(len(self.models))
        for row, model in enumerate(self.models):
            status = self.tr("in use") if model.path == self.current else ""
            cells = [model.path.name, model.quantization.upper() or self.tr("imported"),
                     human_bytes(model.size), status]  # fmt: skip
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, str(model.path))
                item.setToolTip(str(model.path))
                self.table.setItem(row, column, item)
        if self.models and self.table.currentRow() < 0:
            self.table.selectRow(0)
        if not self.models:
            self.message.setText(self.tr("No models yet. Download one or import a GGUF file."))

    def selected(self) -> LocalModel | None:
        row = self.table.currentRow()
        return self.models[row] if 0 <= row < len(self.models) else None

    def use_selected(self) -> None:
        model = self.selected()
        if model is not None:
            self.current = model.path
            self.defaultChosen.emit(str(model.path), model.quantization)
            self.refresh()

    def delete_selected(self) -> None:
        model = self.selected()
        if model is None:
            return
        if model.path == self.current:
            self.message.setText(self.tr("This model is in use. Choose another one first."))
            return
        if model.path.parent != self.folder:
            self.extra = [p for p in self.extra if p != model.path]  # forget, never delete theirs
        else:
            try:
                model.path.unlink()
                checksum_record(model.path).unlink(missing_ok=True)
            except OSError as exc:
                self.message.setText(
                    self.tr("Could not delete it: %1").replace("%1", exc.strerror or str(exc))
                )
                return
        self.message.setText(self.tr("Deleted %1.").replace("%1", model.path.name))
        self.refresh()

    def verify_selected(self) -> None:
        model = self.selected()
        if model is None:
            return
        self.verify_button.setEnabled(False)
        self.message.setText(self.tr("Checking %1…").replace("%1", model.path.name))
        self.verifier.run(model)

    def _on_verified(self, path: str, verdict: Verdict) -> None:
        self.verify_button.setEnabled(True)
        name = Path(path).name
        how = {
            CHECK_PUBLISHED: self.tr("compared with the published SHA-256"),
            CHECK_HUB: self.tr("compared with the SHA-256 the server gave at download; "
                               "no published checksum"),
            CHECK_HEADER: self.tr("header and tensor table only; no checksum is known"),
        }.get(verdict.check, "")  # fmt: skip
        if verdict.ok:
            text = self.tr("%1 is intact (%2).").replace("%1", name).replace("%2", how)
        else:
            text = self.tr("%1 is damaged: %2 (%3). Delete it and download it again.")
            text = text.replace("%1", name).replace("%2", verdict.reason).replace("%3", how)
        self.message.setText(text)
        self.verified.emit(path, verdict.ok)

    def _on_check_failed(self, _path: str, failure: Failure) -> None:
        self.verify_button.setEnabled(True)
        self.message.setText(describe_failure(failure))

    def _on_cancelled(self, path: str) -> None:
        self.verify_button.setEnabled(True)
        self.message.setText(self.tr("Check of %1 stopped.").replace("%1", Path(path).name))

    def _choose_file(self) -> None:
        path = ask_for_gguf(self)
        if path is not None:
            self.import_file(path)

    def import_file(self, path: Path) -> bool:
        try:
            check_model_file(path)
        except ModelLoadError as exc:
            self.message.setText(describe(exc))
            return False
        if path not in self.extra:
            self.extra.append(path)
        self.refresh()
        self.message.setText(self.tr("Imported %1.").replace("%1", path.name))
        return True
