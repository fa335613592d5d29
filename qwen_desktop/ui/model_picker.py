"""The status bar's model picker: this computer's loaded model first, the other downloaded model
files (one click loads one), then every server with a chosen model. It names the choices;
`Targets` (services) turns a server into who answers, the preferences service loads a file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from qwen_desktop.core.remote.servers import RemoteServer

FILE = "file:"  # the data of a model file that is not loaded


class ModelPicker(QComboBox):
    chosen = Signal(str)  # a server id, "" for this computer's model, or FILE + a model's path

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modelPicker")
        self.setToolTip(
            self.tr("Who answers the next message: this computer's model, or a remote server's")
        )
        self.setAccessibleName(self.tr("Who answers"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.currentData() or ""))

    def fill(self, local: str | None, servers: list[RemoteServer],
             files: list[Path] | None = None) -> None:  # fmt: skip
        """Refill, keeping the choice; announces the (possibly changed) choice once. `files`:
        the other model files on this computer."""
        kept = self.currentData()
        if isinstance(kept, str) and kept.startswith(FILE):
            kept = ""  # a file chosen is loading: it becomes this computer's model
        self.blockSignals(True)
        self.clear()
        name = local if local is not None else self.tr("no model loaded")
        self.addItem(self.tr("This computer: %1").replace("%1", name), "")
        for path in files or []:
            self.addItem(self.tr("This computer: %1").replace("%1", path.name), FILE + str(path))
        for server in servers:
            self.addItem(server.label, server.id)
        # the whole name shows: a status bar squeezes a combo box to its minimum otherwise
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count()))
        self.setMinimumWidth(min(widest, 220) + 40)  # longer names elide
        index = self.findData(kept) if kept else 0
        self.setCurrentIndex(max(0, index))
        self.blockSignals(False)
        self.setVisible(self.count() > 1)
        self.chosen.emit(self.currentData() or "")
