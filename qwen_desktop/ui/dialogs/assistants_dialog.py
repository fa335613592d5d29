"""The assistants library: the built-in assistants (read-only; Duplicate makes an editable copy)
and the user's own, to create, edit, duplicate, delete, import and export as JSON, and to start a
conversation with."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.assistants.library import Assistant, AssistantLibrary
from qwen_desktop.ui.dialogs.fit_screen import fit_when_shown

log = logging.getLogger(__name__)
NO_TEMPERATURE = -0.1  # the spin box's special value: the settings' own temperature


class AssistantsDialog(QDialog):
    startRequested = Signal(object)  # Assistant: start a conversation with it

    def __init__(self, library: AssistantLibrary, language: str,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("assistantsDialog")
        self.setWindowTitle(self.tr("Assistants"))
        self.library, self.language = library, language
        self.list = QListWidget()
        self.list.setObjectName("assistantList")
        self.list.setAccessibleName(self.tr("Assistants"))
        self.name = QLineEdit()
        self.name.setObjectName("assistantName")
        self.symbol = QLineEdit()
        self.symbol.setObjectName("assistantSymbol")
        self.symbol.setMaxLength(3)
        self.symbol.setToolTip(self.tr("A sign shown before its conversations, e.g. ⇄ ✎ Σ"))
        self.prompt = QPlainTextEdit()
        self.prompt.setObjectName("assistantPrompt")
        self.prompt.setPlaceholderText(self.tr("What the assistant is told before every message"))
        self.temperature = QDoubleSpinBox()
        self.temperature.setObjectName("assistantTemperature")
        self.temperature.setRange(NO_TEMPERATURE, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setSpecialValueText(self.tr("as in Settings"))
        self.note = QLabel()
        self.note.setObjectName("assistantNote")
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Symbol"), self.symbol)
        form.addRow(self.tr("System prompt"), self.prompt)
        form.addRow(self.tr("Temperature"), self.temperature)
        form.addRow(self.note)
        self.buttons = {
            key: self._button(key, text) for key, text in (
                ("new", self.tr("New")), ("duplicate", self.tr("Duplicate")),
                ("delete", self.tr("Delete")), ("save", self.tr("Save")),
                ("import", self.tr("Import…")), ("export", self.tr("Export…")),
                ("start", self.tr("Start a conversation")), ("close", self.tr("Close")))
        }  # fmt: skip
        self._lay_out(form)
        self._wire()
        self._fill()

    def _button(self, key: str, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(f"assistant{key.capitalize()}Button")
        return button

    def _lay_out(self, form: QFormLayout) -> None:
        edit = QVBoxLayout()
        edit.addLayout(form)
        row = QHBoxLayout()
        for key in ("new", "duplicate", "delete", "save"):
            row.addWidget(self.buttons[key])
        edit.addLayout(row)
        top = QHBoxLayout()
        top.addWidget(self.list, 1)
        top.addLayout(edit, 2)
        bottom = QHBoxLayout()
        for key in ("import", "export"):
            bottom.addWidget(self.buttons[key])
        bottom.addStretch(1)
        bottom.addWidget(self.buttons["start"])
        bottom.addWidget(self.buttons["close"])
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(bottom)
        self.buttons["start"].setDefault(True)
        self.resize(820, 520)
        fit_when_shown(self)  # never bigger than the screen, whatever the text size

    def _wire(self) -> None:
        self.list.currentRowChanged.connect(lambda _row: self._show_selected())
        self.list.itemDoubleClicked.connect(lambda _item: self._start())
        self.buttons["new"].clicked.connect(self._new)
        self.buttons["duplicate"].clicked.connect(self._duplicate)
        self.buttons["delete"].clicked.connect(self._delete)
        self.buttons["save"].clicked.connect(self.save_current)
        self.buttons["import"].clicked.connect(self._choose_import)
        self.buttons["export"].clicked.connect(self._choose_export)
        self.buttons["start"].clicked.connect(self._start)
        self.buttons["close"].clicked.connect(self.reject)

    # -- the list ------------------------------------------------------------------------------

    def _fill(self, select: str | None = None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for assistant in self.library.all():
            item = QListWidgetItem(f"{assistant.symbol}  {assistant.name(self.language)}")
            item.setData(Qt.ItemDataRole.UserRole, assistant.id)
            if assistant.builtin:
                item.setToolTip(self.tr("Built in: duplicate it to make your own version"))
            self.list.addItem(item)
        self.list.blockSignals(False)
        ids = [a.id for a in self.library.all()]
        self.list.setCurrentRow(ids.index(select) if select in ids else 0)
        self._show_selected()

    def selected(self) -> Assistant | None:
        item = self.list.currentItem()
        return self.library.get(str(item.data(Qt.ItemDataRole.UserRole))) if item else None

    def _show_selected(self) -> None:
        assistant = self.selected()
        editable = assistant is not None and not assistant.builtin
        if assistant is not None:
            self.name.setText(assistant.name(self.language))
            self.symbol.setText(assistant.symbol)
            self.prompt.setPlainText(assistant.prompt(self.language))
            self.temperature.setValue(NO_TEMPERATURE if assistant.temperature is None
                                      else assistant.temperature)  # fmt: skip
        for widget in (self.name, self.symbol, self.prompt, self.temperature):
            widget.setEnabled(editable)
        self.buttons["delete"].setEnabled(editable)
        self.buttons["save"].setEnabled(editable)
        self.note.setText(self.tr("A built-in assistant: Duplicate it to change it.")
                          if not editable else "")  # fmt: skip

    # -- changes -------------------------------------------------------------------------------

    def _new(self) -> None:
        made = self.library.save(Assistant(
            "", {self.language: self.tr("New assistant")}, "•",
            {self.language: self.tr("You are a helpful assistant.")}))  # fmt: skip
        self._fill(made.id)
        self.name.setFocus()
        self.name.selectAll()

    def _duplicate(self) -> None:
        assistant = self.selected()
        if assistant is not None:
            self._fill(self.library.duplicate(assistant, self.tr("(copy)")).id)

    def _delete(self) -> None:
        assistant = self.selected()
        if assistant is not None and self.library.delete(assistant.id):
            self._fill()

    def save_current(self) -> bool:
        """The edited fields become the selected assistant (one of the user's)."""
        assistant = self.selected()
        name, prompt = self.name.text().strip(), self.prompt.toPlainText().strip()
        if assistant is None or assistant.builtin:
            return False
        if not name or not prompt:
            self.note.setText(self.tr("An assistant needs a name and a system prompt."))
            return False
        temperature = self.temperature.value()
        saved = self.library.save(
            replace(
                assistant,
                names={**assistant.names, self.language: name},
                prompts={**assistant.prompts, self.language: prompt},
                symbol=self.symbol.text().strip() or "•",
                temperature=None if temperature <= NO_TEMPERATURE else round(temperature, 2),
            )
        )
        self._fill(saved.id)  # fmt: skip
        return True

    def _start(self) -> None:
        assistant = self.selected()
        if assistant is not None and (assistant.builtin or self.save_current()):
            self.startRequested.emit(self.library.get(assistant.id))
            self.accept()

    # -- files ---------------------------------------------------------------------------------

    def import_file(self, path: Path) -> bool:
        try:
            added = self.library.import_text(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            self.note.setText(self.tr("%1 could not be imported: %2")
                              .replace("%1", path.name).replace("%2", str(exc)))  # fmt: skip
            return False
        self._fill(added[0].id)
        self.note.setText(self.tr("Imported %1 assistants.").replace("%1", str(len(added))))
        return True

    def export_file(self, path: Path, everything: bool) -> bool:
        assistant = self.selected()
        chosen = self.library.all() if everything or assistant is None else [assistant]
        try:
            path.write_text(self.library.export(chosen), encoding="utf-8")
        except OSError as exc:
            self.note.setText(
                self.tr("Could not write %1: %2")
                .replace("%1", path.name)
                .replace("%2", exc.strerror or str(exc))
            )
            return False  # fmt: skip
        return True

    def _choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import assistants"), "",
                                              self.tr("Assistants (*.json)"))  # fmt: skip
        if path:
            self.import_file(Path(path))

    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export assistants"), "assistants.json", self.tr("Assistants (*.json)")
        )
        if path:
            self.export_file(Path(path), everything=True)  # fmt: skip
