"""The files a message will carry, as chips above the message box: name, size, remove."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from qwen_desktop.core.documents.context import AttachedFile
from qwen_desktop.core.text.units import human_bytes


class AttachmentChips(QWidget):
    removeRequested = Signal(int)  # attachment id
    cancelRequested = Signal()  # stop reading the files still being read

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentChips")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 4)
        self._layout.addStretch(1)
        self.hide()

    def show_files(self, files: list[AttachedFile], reading: list[str]) -> None:
        while self._layout.count() > 1:
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for attached in files:
            chip = QToolButton()
            chip.setObjectName("attachmentChip")
            pages = (
                self.tr(", %1 pages").replace("%1", str(attached.pages)) if attached.pages else ""
            )
            chip.setText(f"{attached.name} ({human_bytes(attached.size)}{pages})  ✕")
            chip.setToolTip(self.tr("Remove it from the next messages"))
            chip.clicked.connect(lambda _c=False, i=attached.id: self.removeRequested.emit(i))
            self._layout.insertWidget(self._layout.count() - 1, chip)
        for path in reading:
            label = QLabel(self.tr("Reading %1…").replace("%1", path.rsplit("/", 1)[-1]))
            label.setObjectName("attachmentReading")
            self._layout.insertWidget(self._layout.count() - 1, label)
        if reading:
            stop = QToolButton()
            stop.setObjectName("cancelReadingButton")
            stop.setText(self.tr("Cancel"))
            stop.setToolTip(self.tr("Stop reading the file"))
            stop.clicked.connect(self.cancelRequested)
            self._layout.insertWidget(self._layout.count() - 1, stop)
        self.setVisible(bool(files or reading))
