"""Translated one-line trade-offs for the catalog's quantization levels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qwen_desktop.core.models.catalog import CATALOG


def trade_off(quantization: str) -> str:
    entry = CATALOG.get(quantization)
    if entry is None:
        return quantization
    return QCoreApplication.translate("Catalog", entry.trade_off)
