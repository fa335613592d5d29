from __future__ import annotations

from pathlib import Path

import pytest

from qwen_desktop.core.errors import LoadProblem, ModelLoadError
from qwen_desktop.core.models.gguf import check_model_file, read_gguf_info
from tests.gguf_files import write_minimal_gguf


def _problem(path: Path) -> LoadProblem:
    with pytest.raises(ModelLoadError) as caught:
        check_model_file(path)
    assert str(path) in str(caught.value)
    return caught.value.problem


def test_real_model_header(test_model_path: Path) -> None:
    info = check_model_file(test_model_path)
    assert info.architecture == "llama"
    assert info.chat_template and "<|im_start|>" in info.chat_template
    assert info.required_size == info.file_size  # the tensor table accounts for every byte
    assert info.tensor_count > 100


def test_truncated_file_is_named_as_such(test_model_path: Path, tmp_path: Path) -> None:
    data = test_model_path.read_bytes()
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(data[: len(data) * 3 // 4])
    with pytest.raises(ModelLoadError) as caught:
        check_model_file(cut)
    assert caught.value.problem is LoadProblem.TRUNCATED
    assert f"{len(data):,}" in caught.value.detail  # says how big it should be
    tiny = tmp_path / "tiny.gguf"
    tiny.write_bytes(data[:4096])
    assert _problem(tiny) is LoadProblem.TRUNCATED


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", LoadProblem.NOT_GGUF),
        (b"<html>404 Not Found</html>", LoadProblem.NOT_GGUF),
        (b"GGUF" + (1).to_bytes(4, "little") + bytes(16), LoadProblem.UNSUPPORTED_VERSION),
        (b"GGUF" + (3).to_bytes(4, "little") + b"\xff" * 16, LoadProblem.CORRUPT),
    ],
)
def test_files_that_are_not_models(tmp_path: Path, content: bytes, problem: LoadProblem) -> None:
    path = tmp_path / "x.gguf"
    path.write_bytes(content)
    assert _problem(path) is problem


def test_missing_file_and_folder(tmp_path: Path) -> None:
    assert _problem(tmp_path / "nope.gguf") is LoadProblem.MISSING
    assert _problem(tmp_path) is LoadProblem.NOT_A_FILE


def test_base_model_without_chat_template_is_rejected(tmp_path: Path) -> None:
    path = write_minimal_gguf(tmp_path / "base.gguf", {"general.architecture": "qwen2"})
    assert read_gguf_info(path).architecture == "qwen2"
    assert _problem(path) is LoadProblem.NO_CHAT_TEMPLATE


def test_messages_are_readable_sentences(tmp_path: Path) -> None:
    path = tmp_path / "empty.gguf"
    path.write_bytes(b"")
    with pytest.raises(ModelLoadError) as caught:
        check_model_file(path)
    text = str(caught.value)
    assert "not a GGUF model file" in text and "empty" in text and "Choose" in text


def test_type_sizes_match_llama_cpps_gguf_package() -> None:
    """A new or corrected quantization type upstream must not be misread as a truncated file."""
    import gguf

    from qwen_desktop.core.models.gguf import _GGML_TYPE_SIZES

    upstream = {int(kind): tuple(size) for kind, size in gguf.GGML_QUANT_SIZES.items()}
    assert upstream == _GGML_TYPE_SIZES
