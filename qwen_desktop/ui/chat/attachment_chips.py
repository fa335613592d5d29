"""The files a message will carry, as chips above the message box: name, size, remove; and the
files still being read, each with a progress bar (pages of a PDF; a busy bar otherwise)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

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
        self._bars: dict[str, tuple[QLabel, QProgressBar]] = {}
        self.hide()

    def show_progress(self, path: str, phase: str, done: int, total: int) -> None:
        shown = self._bars.get(path)
        if shown is None:
            return
        label, bar = shown
        name = path.rsplit("/", 1)[-1]
        if phase == "indexing":
            label.setText(self.tr("Indexing %1…").replace("%1", name))
            bar.setRange(0, 0)
        elif total > 0:
            label.setText(self.tr("Reading %1: page %2 of %3").replace("%1", name)
                          .replace("%2", str(done)).replace("%3", str(total)))  # fmt: skip
            bar.setRange(0, total)
            bar.setValue(done)

    def show_files(self, files: list[AttachedFile], reading: list[str],
                   progress: dict[str, tuple[str, int, int]] | None = None) -> None:  # fmt: skip
        while self._layout.count() > 1:
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._bars.clear()
        for attached in files:
            chip = QToolButton()
            chip.setObjectName("attachmentChip")
            pages = (
                self.tr(", %1 pages").replace("%1", str(attached.pages)) if attached.pages else ""
            )
            chip.setText(f"{attached.name} ({human_bytes(attached.size)}{pages})  ✕")
            chip.setToolTip(self.tr("Remove it from the next messages"))
            chip.setAccessibleName(self.tr("Attached file %1, press to remove it")
                                   .replace("%1", chip.text().removesuffix("  ✕")))  # fmt: skip
            chip.clicked.connect(lambda _c=False, i=attached.id: self.removeRequested.emit(i))
            self._layout.insertWidget(self._layout.count() - 1, chip)
        for path in reading:
            label = QLabel(self.tr("Reading %1…").replace("%1", path.rsplit("/", 1)[-1]))
            label.setObjectName("attachmentReading")
            bar = QProgressBar()
            bar.setObjectName("attachmentProgress")
            bar.setRange(0, 0)  # busy until the first page is counted
            bar.setTextVisible(False)
            bar.setMaximumWidth(120)
            bar.setAccessibleName(label.text())
            self._layout.insertWidget(self._layout.count() - 1, label)
            self._layout.insertWidget(self._layout.count() - 1, bar)
            self._bars[path] = (label, bar)
            if progress and path in progress:
                self.show_progress(path, *progress[path])
        if reading:
            stop = QToolButton()
            stop.setObjectName("cancelReadingButton")
            stop.setText(self.tr("Cancel"))
            stop.setToolTip(self.tr("Stop reading the file"))
            stop.clicked.connect(self.cancelRequested)
            self._layout.insertWidget(self._layout.count() - 1, stop)
        self.setVisible(bool(files or reading))
