"""The status bar's model picker: this computer's model first, then every server with a chosen
model. It names the choices; `Targets` (services) turns a choice into who answers."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from qwen_desktop.core.remote.servers import RemoteServer


class ModelPicker(QComboBox):
    chosen = Signal(str)  # a server id, or "" for this computer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modelPicker")
        self.setToolTip(
            self.tr("Who answers the next message: this computer's model, or a remote server's")
        )
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.currentData() or ""))

    def fill(self, local: str | None, servers: list[RemoteServer]) -> None:
        """Refill, keeping the choice; announces the (possibly changed) choice once."""
        kept = self.currentData()
        self.blockSignals(True)
        self.clear()
        name = local if local is not None else self.tr("no model loaded")
        self.addItem(self.tr("This computer: %1").replace("%1", name), "")
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
