"""Settings ▸ About: the app's version, and which llama.cpp CPU build runs the model on this
processor (with the processor features it was chosen by), so a slow laptop can tell why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from qwen_desktop import APP_NAME, __version__
from qwen_desktop.core.llm.cpu_backend import BUILT_IN, CpuBackend, chosen, cpu_features


class AboutTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutTab")
        backend = chosen()
        self.version = self._label("aboutVersion", f"{APP_NAME} {__version__}")
        self.backend = self._label("aboutCpuBackend", self._backend_text(backend))
        features = backend.cpu_features if backend is not None else cpu_features()
        self.features = self._label("aboutCpuFeatures", ", ".join(features) or self.tr(
            "(not reported by this system)"))  # fmt: skip
        box = QGroupBox(self.tr("About"))
        form = QFormLayout(box)
        form.addRow(self.tr("Version"), self.version)
        form.addRow(self.tr("Model engine"), self.backend)
        form.addRow(self.tr("Processor features"), self.features)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addStretch(1)

    def _label(self, name: str, text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _backend_text(self, backend: CpuBackend | None) -> str:
        if backend is None:
            return self.tr("llama.cpp; its CPU build is chosen when a model is first loaded")
        if backend.name == BUILT_IN:
            return self.tr("llama.cpp built for this computer")
        usable = sum(1 for score in backend.scores.values() if score > 0)
        return (
            self.tr("llama.cpp, CPU build “%1” (the fastest of %2 builds this processor can run, "
                    "of %3 shipped)")
            .replace("%1", backend.name).replace("%2", str(usable))
            .replace("%3", str(len(backend.scores)))
        )  # fmt: skip
