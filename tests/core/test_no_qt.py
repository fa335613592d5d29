"""core/ must stay free of Qt so it can be used (and tested) without a GUI."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import qwen_desktop.core

CORE = Path(qwen_desktop.core.__file__).parent
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def test_no_core_module_imports_qt() -> None:
    offenders = []
    modules = sorted(CORE.rglob("*.py"))
    assert len(modules) > 5
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{module.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_all_of_core_loads_no_qt() -> None:
    names = [
        ".".join(("qwen_desktop", "core", *p.relative_to(CORE).with_suffix("").parts))
        for p in sorted(CORE.rglob("*.py"))
        if p.stem != "__init__"
    ]
    assert any(".llm." in name for name in names)
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}: importlib.import_module(name)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
