"""First run against a fake Hub on 127.0.0.1: download, pause/resume, errors, import, manager."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from qwen_desktop.core.config.paths import models_dir, settings_path
from qwen_desktop.core.models import model_files
from qwen_desktop.core.models.catalog import CATALOG, REPO_ID
from qwen_desktop.core.models.checksums import checksum_record
from qwen_desktop.ui.dialogs.download_dialog import DownloadDialog
from qwen_desktop.ui.dialogs.model_manager import ModelManager
from qwen_desktop.ui.main_window import MainWindow
from tests.fake_hub import FakeHub, running_hub
from tests.ui.conftest import LOAD_TIMEOUT_MS, REPLY_TIMEOUT_MS

FILENAME = CATALOG["q4_k_m"].filename
DOWNLOAD_TIMEOUT_MS = 120_000


@pytest.fixture
def hub(test_model_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    """A Hub serving the test model as Q4_K_M, whose published size and hash the catalog then
    carries (the app holds a download to the catalog's hash, never to the server's)."""
    data = test_model_path.read_bytes()
    entry = replace(CATALOG["q4_k_m"], size=len(data), sha256=hashlib.sha256(data).hexdigest())
    monkeypatch.setitem(CATALOG, "q4_k_m", entry)
    with running_hub() as fake:
        fake.add(REPO_ID, FILENAME, data)
        yield fake


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_first_run_download_then_chat(qtbot: QtBot, window: MainWindow, hub: FakeHub) -> None:
    dialog = window.sources.open_download_dialog()
    assert dialog.objectName() == "downloadDialog"
    assert dialog.selected().quantization == "q4_k_m"  # the recommendation is preselected
    assert "free" in dialog.space.text()
    dialog.mirror.setText(hub.endpoint)
    with qtbot.waitSignal(window.modelLoaded, timeout=DOWNLOAD_TIMEOUT_MS):
        click(qtbot, dialog.download_button)
    assert (models_dir() / FILENAME).is_file()
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["hf_endpoint"] == hub.endpoint and saved["quantization"] == "q4_k_m"
    window.composer.setPlainText("Hello!")
    with qtbot.waitSignal(window.replyFinished, timeout=REPLY_TIMEOUT_MS):
        window.send_button.click()


def test_pause_and_resume_in_the_dialog(qtbot: QtBot, window: MainWindow, hub: FakeHub) -> None:
    hub.faults.rate = 30_000_000
    dialog = window.sources.open_download_dialog()
    dialog.mirror.setText(hub.endpoint)
    click(qtbot, dialog.download_button)
    qtbot.waitUntil(lambda: dialog.progress.value() > 100, timeout=DOWNLOAD_TIMEOUT_MS)
    assert "MB/s" in dialog.status.text() and "left" in dialog.status.text()
    click(qtbot, dialog.pause_button)
    qtbot.waitUntil(lambda: "Paused" in dialog.status.text(), timeout=DOWNLOAD_TIMEOUT_MS)
    assert dialog.download_button.text().startswith("Resume")
    assert (models_dir() / (FILENAME + ".part")).stat().st_size > 0
    hub.faults.rate = None
    with qtbot.waitSignal(dialog.modelReady, timeout=DOWNLOAD_TIMEOUT_MS):
        click(qtbot, dialog.download_button)
    ranges = [start for method, _p, start in hub.requests if method == "GET"]
    assert ranges[-1] is not None and ranges[-1] > 0


def test_cancel_discards_the_partial_file(qtbot: QtBot, window: MainWindow, hub: FakeHub) -> None:
    hub.faults.rate = 5_000_000
    dialog = window.sources.open_download_dialog()
    dialog.mirror.setText(hub.endpoint)
    click(qtbot, dialog.download_button)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=DOWNLOAD_TIMEOUT_MS)
    click(qtbot, dialog.cancel_button)
    qtbot.waitUntil(lambda: "cancelled" in dialog.status.text(), timeout=DOWNLOAD_TIMEOUT_MS)
    assert not (models_dir() / (FILENAME + ".part")).exists()
    assert dialog.download_button.text() == "Download"


def test_errors_are_specific_and_offer_a_retry(
    qtbot: QtBot, window: MainWindow, hub: FakeHub
) -> None:
    hub.faults.status = 404
    dialog = window.sources.open_download_dialog()
    dialog.mirror.setText(hub.endpoint)
    click(qtbot, dialog.download_button)
    qtbot.waitUntil(dialog.error.isVisible, timeout=DOWNLOAD_TIMEOUT_MS)
    assert "404" in dialog.error.text()
    assert dialog.download_button.text() == "Try again" and dialog.download_button.isEnabled()
    hub.faults.status = None
    with qtbot.waitSignal(dialog.modelReady, timeout=DOWNLOAD_TIMEOUT_MS):
        click(qtbot, dialog.download_button)


def test_import_validates_the_file(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, tmp_path: Path
) -> None:
    dialog = window.sources.open_download_dialog()
    bad = tmp_path / "half.gguf"
    bad.write_bytes(test_model_path.read_bytes()[:1_000_000])
    assert not dialog.import_file(bad)
    assert "incomplete" in dialog.error.text()
    with qtbot.waitSignal(window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        assert dialog.import_file(test_model_path)
    assert window.settings.model_file == str(test_model_path)
    qtbot.waitUntil(lambda: window.findChild(DownloadDialog) is None)  # closed and deleted


def test_model_manager_lists_verifies_and_deletes(
    qtbot: QtBot, loaded_window: MainWindow, test_model_path: Path
) -> None:
    folder = models_dir()
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "copy.gguf"
    good.write_bytes(test_model_path.read_bytes())
    broken = folder / CATALOG["q8_0"].filename
    broken.write_bytes(b"GGUF" + b"\x00" * 100)
    manager = loaded_window.sources.open_model_manager()
    assert isinstance(manager, ModelManager) and manager.objectName() == "modelManager"
    names = {m.path.name for m in manager.models}
    assert {good.name, broken.name} <= names
    assert {m.quantization for m in manager.models if m.path == broken} == {"q8_0"}
    row = [m.path for m in manager.models].index(broken)
    manager.table.selectRow(row)
    with qtbot.waitSignal(manager.verified, timeout=30_000) as result:
        click(qtbot, manager.verify_button)
    assert result.args == [str(broken), False]
    assert "damaged" in manager.message.text()
    row = [m.path for m in manager.models].index(good)
    manager.table.selectRow(row)
    with qtbot.waitSignal(manager.verified, timeout=30_000) as result:
        click(qtbot, manager.verify_button)
    assert result.args == [str(good), True]
    assert "no checksum is known" in manager.message.text()  # it says which check was made
    with qtbot.waitSignal(loaded_window.modelLoaded, timeout=LOAD_TIMEOUT_MS):
        click(qtbot, manager.default_button)
    assert loaded_window.model_path == good
    manager.table.selectRow([m.path for m in manager.models].index(broken))
    click(qtbot, manager.delete_button)
    assert not broken.exists()
    manager.table.selectRow([m.path for m in manager.models].index(good))
    click(qtbot, manager.delete_button)
    assert good.exists() and "in use" in manager.message.text()
    manager.accept()


def test_a_download_dialog_from_settings_preselects_the_level(window: MainWindow) -> None:
    dialog = window.sources.open_download_dialog("q8_0")
    assert isinstance(dialog, DownloadDialog)
    assert dialog.selected().quantization == "q8_0"
    dialog.reject()


def test_closing_the_manager_mid_check_stops_the_hash(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = models_dir()
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / "recorded.gguf"
    copy.write_bytes(test_model_path.read_bytes())
    checksum_record(copy).write_text(json.dumps({"sha256": "0" * 64, "source": "hub"}))
    started, interrupted = threading.Event(), threading.Event()

    def endless_hash(_path: Path, should_stop: Callable[[], bool]) -> str:
        """A file so large its hash would take minutes: only a cancel ends it."""
        started.set()
        while not should_stop():
            started.wait(0.01)
        interrupted.set()
        raise InterruptedError

    monkeypatch.setattr(model_files, "sha256_of", endless_hash)
    manager = window.sources.open_model_manager()
    assert isinstance(manager, ModelManager)
    manager.table.selectRow([m.path for m in manager.models].index(copy))
    click(qtbot, manager.verify_button)
    assert started.wait(10)
    manager.reject()  # closing: the hash is cancelled and the thread waited for, boundedly
    assert interrupted.is_set() and manager.verifier.stopped


def test_a_mirror_serving_other_bytes_installs_nothing(
    qtbot: QtBot, window: MainWindow, hub: FakeHub
) -> None:
    served = next(iter(hub.files.values()))
    other = bytearray(served.data)
    other[1000] ^= 0xFF
    hub.add(REPO_ID, FILENAME, bytes(other))  # self-consistent ETag for the other bytes
    dialog = window.sources.open_download_dialog()
    dialog.mirror.setText(hub.endpoint)
    click(qtbot, dialog.download_button)
    qtbot.waitUntil(dialog.error.isVisible, timeout=DOWNLOAD_TIMEOUT_MS)
    assert "checksum" in dialog.error.text()
    assert not (models_dir() / FILENAME).exists()
    assert window.model is None
