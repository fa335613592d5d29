"""The catalog in the download dialog: every model's fit on this machine, the best preselected,
and only what the Hub really has (asked of the fake Hub on 127.0.0.1)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from qwen_desktop.core.models import fit_report
from qwen_desktop.core.models.catalog import CATALOG, REPO_ID
from qwen_desktop.ui.main_window import MainWindow
from tests.fake_hub import running_hub

GB = 1_000_000_000


def items(dialog: object) -> dict[str, object]:
    choices = dialog.choices  # type: ignore[attr-defined]
    return {str(choices.item(r).data(Qt.ItemDataRole.UserRole)): choices.item(r)
            for r in range(choices.count())}  # fmt: skip


def test_each_entry_says_its_memory_speed_and_verdict_and_the_best_is_preselected(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a laptop with 6 GB free that streams 20 GB/s: 8B does not fit, 4B runs slowly
    monkeypatch.setattr(fit_report, "available_memory", lambda: 6 * GB)
    monkeypatch.setattr(fit_report, "probe_bandwidth", lambda: 20 * GB)
    with running_hub() as hub:
        window.preferences.settings = replace(window.preferences.settings,
                                              hf_endpoint=hub.endpoint, n_ctx=4096)  # fmt: skip
        dialog = window.sources.open_download_dialog()
        with qtbot.waitSignal(dialog.host.fitted, timeout=30_000):
            pass
    shown = items(dialog)
    assert "will not fit in memory" in shown["qwen3-8b-q8_0"].text()  # type: ignore[attr-defined]
    assert "slow here" in shown["qwen3-4b-q8_0"].text()  # type: ignore[attr-defined]
    assert "runs well here" in shown["q4_k_m"].text()  # type: ignore[attr-defined]
    assert "thinks before answering" in shown["qwen3-4b-q4_k_m"].text()  # type: ignore[attr-defined]
    best = dialog.selected()
    assert best.quantization == fit_report.best_fit(fit_report.catalog_fits(4096, 20 * GB, 6 * GB))
    # the biggest that runs well: Qwen3 4B writes 7.5 tokens/s here, too slow for a model that
    # thinks first (15), Qwen2.5 3B 8.9
    assert best.quant == "q4_k_m" and best.model.id == "qwen2.5-3b"
    assert "6.0 GB" in dialog.fit_note.text() and "memory speed test" in dialog.fit_note.text()
    dialog.close()


def test_entries_the_hub_does_not_have_are_hidden(
    qtbot: QtBot, window: MainWindow, test_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit_report, "probe_bandwidth", lambda: 20 * GB)
    with running_hub() as hub:
        hub.add(REPO_ID, CATALOG["q4_k_m"].filename, test_model_path.read_bytes())
        hub.add("Qwen/Qwen3-4B-GGUF", CATALOG["qwen3-4b-q4_k_m"].filename, b"x" * 1234)
        window.preferences.settings = replace(window.preferences.settings,
                                              hf_endpoint=hub.endpoint)  # fmt: skip
        dialog = window.sources.open_download_dialog(preselect="q4_k_m")
        with qtbot.waitSignal(dialog.host.confirmed, timeout=30_000):
            pass
    shown = items(dialog)
    assert not shown["q4_k_m"].isHidden()  # type: ignore[attr-defined]
    assert shown["q2_k"].isHidden() and shown["qwen3-4b-q8_0"].isHidden()  # type: ignore[attr-defined]
    assert not shown["qwen3-4b-q4_k_m"].isHidden()  # type: ignore[attr-defined]
    assert dialog._entries["qwen3-4b-q4_k_m"].size == 1234  # the Hub's size
    # the pinned checksum wins: the Hub's other size for the pinned file is not taken
    assert dialog._entries["q4_k_m"].size == CATALOG["q4_k_m"].size
    assert dialog.selected().quantization == "q4_k_m"  # the caller's choice is kept
    dialog.close()
