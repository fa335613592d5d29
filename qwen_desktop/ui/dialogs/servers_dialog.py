"""Remote servers: add an OpenAI-compatible server (name, address, optional key), test the
connection by listing its models, choose one, remove a server.

The connection test runs on a short-lived thread (a slow or dead server must not freeze the
window); the key goes to the system keyring (or a private file), never to the servers list.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.failure import Failure
from qwen_desktop.core.remote.secrets import SecretStore
from qwen_desktop.core.remote.servers import RemoteServer, ServerList, new_server, normalise_url
from qwen_desktop.services.error_text import describe_failure
from qwen_desktop.services.jobs import JobContext, JobQueue
from qwen_desktop.ui.dialogs.fit_screen import fit_when_shown


class ServersDialog(QDialog):
    serversChanged = Signal()
    tested = Signal(bool)  # after a connection test: did it list models?

    def __init__(self, servers: ServerList, secrets: SecretStore, jobs: JobQueue,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.jobs = jobs  # the test runs there; a dialog closed meanwhile is simply not told
        self.setObjectName("serversDialog")
        self.setWindowTitle(self.tr("Remote servers"))
        self.store = servers
        self.secrets = secrets
        self.servers = servers.load()
        self.list = QListWidget()
        self.list.setObjectName("serverList")
        self.list.setAccessibleName(self.tr("Servers"))
        self._build_fields()
        self.status = QLabel(self.tr("Any OpenAI-compatible server: llama-server, vLLM, Ollama "
                                     "(/v1), LM Studio or another Qwen Desktop."))  # fmt: skip
        self.status.setObjectName("serverStatus")
        self.status.setWordWrap(True)
        self.test_button = self._button("testServerButton", self.tr("Test connection"))
        self.save_button = self._button("saveServerButton", self.tr("Save"))
        self.new_button = self._button("newServerButton", self.tr("New"))
        self.remove_button = self._button("removeServerButton", self.tr("Remove"))
        close = self._button("closeButton", self.tr("Close"))
        self.test_button.clicked.connect(self.test_connection)
        self.save_button.clicked.connect(self.save)
        self.new_button.clicked.connect(self._clear_form)
        self.remove_button.clicked.connect(self.remove_selected)
        close.clicked.connect(self.accept)
        self.list.currentRowChanged.connect(self._show_selected)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Address"), self.url)
        form.addRow(self.tr("API key"), self.key)
        form.addRow(self.tr("Model"), self.models)
        buttons = QHBoxLayout()
        for button in (self.test_button, self.save_button, self.new_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(620, 460)
        fit_when_shown(self)  # never bigger than the screen, whatever the text size
        self._editing: RemoteServer | None = None
        self._refresh()

    def _build_fields(self) -> None:
        self.name = QLineEdit()
        self.name.setObjectName("serverNameEdit")
        self.name.setPlaceholderText(self.tr("e.g. Home PC"))
        self.url = QLineEdit()
        self.url.setObjectName("serverUrlEdit")
        self.url.setPlaceholderText("http://127.0.0.1:8080/v1")
        self.key = QLineEdit()
        self.key.setObjectName("serverKeyEdit")
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(self.tr("optional"))
        self.models = QComboBox()
        self.models.setObjectName("serverModelBox")

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        return button

    def _refresh(self) -> None:
        self.list.clear()
        for server in self.servers:
            item = QListWidgetItem(f"{server.label}  —  {server.base_url}")
            item.setData(Qt.ItemDataRole.UserRole, server.id)
            self.list.addItem(item)

    def _clear_form(self) -> None:
        self._editing = None
        self.list.clearSelection()
        for field in (self.name, self.url, self.key):
            field.clear()
        self.models.clear()

    def _show_selected(self, row: int) -> None:
        if not 0 <= row < len(self.servers):
            return
        server = self.servers[row]
        self._editing = server
        self.name.setText(server.name)
        self.url.setText(server.base_url)
        self.key.setText(self.secrets.get(server.id))
        self.models.clear()
        if server.model:
            self.models.addItem(server.model)

    def _form_server(self) -> RemoteServer | None:
        try:
            url = normalise_url(self.url.text())
        except ValueError as exc:
            self.status.setText(self.tr("That address cannot be used: %1").replace("%1", str(exc)))
            return None
        if self._editing is not None:
            return replace(self._editing, name=self.name.text().strip() or self._editing.name,
                           base_url=url)  # fmt: skip
        return new_server(self.name.text(), url)

    def test_connection(self) -> None:
        server = self._form_server()
        if server is None:
            return
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Connecting to %1…").replace("%1", server.base_url))
        key = self.key.text().strip()

        def work(_context: JobContext) -> list[str]:
            from qwen_desktop.core.remote.client import list_models

            return list_models(server, key)

        handle = self.jobs.submit(f"test {server.base_url}", work)
        handle.succeeded.connect(self._on_tested)
        handle.failed.connect(self._on_test_failed)

    def _on_test_failed(self, failure: Failure) -> None:
        self.test_button.setEnabled(True)
        self.status.setText(describe_failure(failure))
        self.tested.emit(False)

    def _on_tested(self, models: list[str]) -> None:
        self.test_button.setEnabled(True)
        current = self.models.currentText()
        self.models.clear()
        self.models.addItems(models)
        if current in models:
            self.models.setCurrentText(current)
        self.status.setText(
            self.tr("Connected: %1 models. Choose one and save.").replace("%1", str(len(models)))
            if models else self.tr("Connected, but the server lists no models.")
        )  # fmt: skip
        self.tested.emit(bool(models))

    def save(self) -> bool:
        server = self._form_server()
        if server is None:
            return False
        server = replace(server, model=self.models.currentText())
        self.secrets.set(server.id, self.key.text().strip())
        self.servers = [s for s in self.servers if s.id != server.id] + [server]
        try:
            self.store.save(self.servers)
        except OSError as exc:
            self.status.setText(self.tr("Could not save: %1").replace("%1", exc.strerror or ""))
            return False
        self._editing = server
        self._refresh()
        self.status.setText(self.tr("Saved %1.").replace("%1", server.label))
        self.serversChanged.emit()
        return True

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.servers):
            return
        server = self.servers.pop(row)
        self.secrets.delete(server.id)
        self.store.save(self.servers)
        self._clear_form()
        self._refresh()
        self.serversChanged.emit()
