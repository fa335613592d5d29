"""ruff and mypy are part of the test run, so CI and a newcomer's one command check style too."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_lint_and_format() -> None:
    lint = _run("ruff", "check", "qwen_desktop", "tests", "benchmarks", "tools", "packaging")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = _run(
        "ruff", "format", "--check", "qwen_desktop", "tests", "benchmarks", "tools", "packaging"
    )
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_mypy_strict() -> None:
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
