"""The official Qwen chat models the app offers, as GGUF files from Qwen's own repositories.

Qwen2.5-0.5B-Instruct is the default (its entries keep their old keys: "q4_k_m", …). The larger
Qwen2.5-Instruct sizes and Qwen3 (which thinks before it answers, `enable_thinking`) follow, each
with the quantizations its repository publishes. Every entry names where it was checked (the
repository's file list as quoted by public projects); sizes marked exact were quoted to the byte,
the others are the repository listing rounded, and the app takes the real size and SHA-256 from
the Hub's own metadata when online (an entry the Hub does not have is hidden). A pinned SHA-256
(only Qwen2.5-0.5B Q4_K_M) wins over anything a server says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from qwen_desktop.core.models.fit import Shape
from qwen_desktop.core.tr_marks import QT_TRANSLATE_NOOP

REPO_ID = "Qwen/Qwen2.5-0.5B-Instruct-GGUF"
REVISION = "main"
RECOMMENDED = "q4_k_m"


@dataclass(frozen=True)
class CatalogModel:
    id: str  # "qwen3-4b"
    name: str  # as shown: "Qwen3 4B"
    repo_id: str
    shape: Shape  # layers, KV heads, head size, vocabulary, feed-forward (the model's config)
    thinking: bool = False  # Qwen3: thinks in <think>…</think> unless enable_thinking is off
    source: str = ""  # where the file list was checked
    billions: float = 0.5  # parameters: bigger answers better (what the best fit looks for)


QWEN25_05B = CatalogModel(
    "qwen2.5-0.5b", "Qwen2.5 0.5B", REPO_ID, Shape(24, 2, 64, 151936, 4864),
    source="huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF", billions=0.5,
)  # fmt: skip


@dataclass(frozen=True)
class ModelFile:
    quantization: str  # catalog key, e.g. "q4_k_m" (0.5B) or "qwen3-4b-q4_k_m"
    filename: str
    size: int  # bytes (exact where `exact`; the Hub's own size replaces it when online)
    sha256: str | None  # None: taken from the Hub's metadata at download time
    trade_off: str  # English; the UI shows its own translation (ui/catalog_text.py)
    model: CatalogModel = field(default=QWEN25_05B)
    exact: bool = True

    @property
    def quant(self) -> str:
        """The quantization alone ("q4_k_m"), whatever the model."""
        return self.quantization.removeprefix(f"{self.model.id}-")

    @property
    def label(self) -> str:
        return self.quant.upper()

    @property
    def title(self) -> str:
        return f"{self.model.name} {self.label}"

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

_BALANCED = QT_TRANSLATE_NOOP(
    "Catalog", "Recommended: the best balance of size, speed and quality."
)
_BETTER = QT_TRANSLATE_NOOP("Catalog", "A little better answers, a little slower.")
_NEAR_FULL = QT_TRANSLATE_NOOP("Catalog", "Practically full quality; the slowest quantized file.")
_ONLY = QT_TRANSLATE_NOOP("Catalog", "The only file its repository publishes: near full quality.")

# Qwen2.5-Instruct 1.5B and 3B: the same file names as 0.5B in their own repositories. (7B is
# published only as files split in two, which the downloader does not join: not offered.)
_QWEN25 = {
    "1.5b": (Shape(28, 2, 128, 151936, 8960), {"q4_k_m": 1_117_320_736, "q5_k_m": 1_285_494_304,
                                                 "q8_0": 1_894_532_128}),
    "3b": (Shape(36, 2, 128, 151936, 11008), {"q4_k_m": 2_104_932_768, "q5_k_m": 2_438_740_384,
                                               "q8_0": 3_285_476_192}),
}  # fmt: skip
# Qwen3 (thinking): Qwen/Qwen3-*-GGUF. 0.6B and 1.7B publish Q8_0 only.
_QWEN3 = {
    "0.6b": (Shape(28, 8, 128, 151936, 3072), {"q8_0": (639_446_688, True)}),
    "1.7b": (Shape(28, 8, 128, 151936, 6144), {"q8_0": (1_834_426_016, False)}),
    "4b": (Shape(36, 8, 128, 151936, 9728), {"q4_k_m": (2_497_280_256, True),
                                              "q5_k_m": (2_889_512_192, False),
                                              "q8_0": (4_280_405_248, False)}),
    "8b": (Shape(36, 8, 128, 151936, 12288), {"q4_k_m": (5_027_783_488, True),
                                               "q5_k_m": (5_851_110_656, False),
                                               "q8_0": (8_709_519_616, False)}),
}  # fmt: skip
_TRADE_OFFS = {"q4_k_m": _BALANCED, "q5_k_m": _BETTER, "q8_0": _NEAR_FULL}

for _size, (_shape, _files) in _QWEN25.items():
    _repo = f"Qwen/Qwen2.5-{_size.upper()}-Instruct-GGUF"
    _model = CatalogModel(f"qwen2.5-{_size}", f"Qwen2.5 {_size.upper()}", _repo, _shape,
                          source=f"huggingface.co/{_repo}", billions=float(_size[:-1]))  # fmt: skip
    for _quant, _bytes in _files.items():
        _key = f"{_model.id}-{_quant}"
        CATALOG[_key] = ModelFile(_key, f"qwen2.5-{_size}-instruct-{_quant}.gguf", _bytes, None,
                                  _TRADE_OFFS[_quant], _model, exact=False)  # fmt: skip
for _size, (_shape, _quants) in _QWEN3.items():
    _repo = f"Qwen/Qwen3-{_size.upper()}-GGUF"
    _model = CatalogModel(f"qwen3-{_size}", f"Qwen3 {_size.upper()}", _repo, _shape,
                          thinking=True, source=f"huggingface.co/{_repo}",
                          billions=float(_size[:-1]))  # fmt: skip
    for _quant, (_bytes, _exact) in _quants.items():
        _key = f"{_model.id}-{_quant}"
        CATALOG[_key] = ModelFile(
            _key,
            f"Qwen3-{_size.upper()}-{_quant.upper()}.gguf",
            _bytes,
            None,
            _ONLY if len(_quants) == 1 else _TRADE_OFFS[_quant],
            _model,
            exact=_exact,
        )
MODELS: dict[str, CatalogModel] = {f.model.id: f.model for f in CATALOG.values()}


def model_path(models_dir: Path, quantization: str) -> Path:
    return models_dir / CATALOG[quantization].filename


def downloaded(models_dir: Path) -> set[str]:
    """Entries whose file is present and whole: the expected size, or (where the catalog's size
    is not exact) the size recorded when the download was verified. A partial file is neither."""
    from qwen_desktop.core.models.checksums import recorded_size

    present = set()
    for key, entry in CATALOG.items():
        path = models_dir / entry.filename
        if not path.is_file():
            continue
        size = path.stat().st_size
        if size == entry.size or (not entry.exact and size == recorded_size(path)):
            present.add(key)
    return present
