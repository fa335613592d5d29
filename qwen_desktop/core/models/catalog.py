"""The official Qwen2.5-0.5B-Instruct GGUF files the app offers.

Sizes (and the Q4_K_M hash) are the published ones; the downloader checks them against the Hub's
own metadata (size and LFS sha256) whenever it is online, so a wrong entry here can never let a
damaged file through.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from qwen_desktop.core.tr_marks import QT_TRANSLATE_NOOP

REPO_ID = "Qwen/Qwen2.5-0.5B-Instruct-GGUF"
REVISION = "main"
RECOMMENDED = "q4_k_m"


@dataclass(frozen=True)
class ModelFile:
    quantization: str  # catalog key, e.g. "q4_k_m"
    filename: str
    size: int  # bytes
    sha256: str | None  # None: taken from the Hub's metadata at download time
    trade_off: str  # English; the UI shows its own translation (ui/catalog_text.py)

    @property
    def label(self) -> str:
        return self.quantization.upper()

    @property
    def size_mb(self) -> int:
        return round(self.size / 1_000_000)


def _file(quantization: str, size: int, trade_off: str, sha256: str | None = None) -> ModelFile:
    return ModelFile(
        quantization, f"qwen2.5-0.5b-instruct-{quantization}.gguf", size, sha256, trade_off
    )


CATALOG: dict[str, ModelFile] = {
    f.quantization: f
    for f in (
        _file(
            "q2_k",
            415_182_688,
            QT_TRANSLATE_NOOP(
                "Catalog", "Smallest and fastest to load; noticeably weaker answers."
            ),
        ),
        _file(
            "q3_k_m",
            432_041_824,
            QT_TRANSLATE_NOOP("Catalog", "Small; answers a little weaker than Q4."),
        ),
        _file(
            "q4_0",
            428_730_208,
            QT_TRANSLATE_NOOP(
                "Catalog", "Small and fast; older format, slightly weaker than Q4_K_M."
            ),
        ),
        _file(
            "q4_k_m",
            491_400_032,
            QT_TRANSLATE_NOOP(
                "Catalog", "Recommended: the best balance of size, speed and quality."
            ),
            "74a4da8c9fdbcd15bd1f6d01d621410d31c6fc00986f5eb687824e7b93d7a9db",
        ),
        _file(
            "q5_k_m",
            522_186_592,
            QT_TRANSLATE_NOOP("Catalog", "A little better answers, a little slower."),
        ),
        _file(
            "q6_k",
            650_379_104,
            QT_TRANSLATE_NOOP("Catalog", "Close to full quality; slower and larger."),
        ),
        _file(
            "q8_0",
            675_710_816,
            QT_TRANSLATE_NOOP("Catalog", "Practically full quality; the slowest quantized file."),
        ),
        _file(
            "fp16",
            1_266_425_696,
            QT_TRANSLATE_NOOP("Catalog", "Unquantized; largest and slowest, for comparison."),
        ),
    )
}


def model_path(models_dir: Path, quantization: str) -> Path:
    return models_dir / CATALOG[quantization].filename


def downloaded(models_dir: Path) -> set[str]:
    """Quantizations whose file is present with the expected size (a partial file is not)."""
    present = set()
    for key, entry in CATALOG.items():
        path = models_dir / entry.filename
        if path.is_file() and path.stat().st_size == entry.size:
            present.add(key)
    return present
