"""The architecture, checked: core ← services ← ui ← app, no import cycle, no widget in services,
a window-less server, short modules, and no reply routed by request id."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import qwen_desktop

PACKAGE = Path(qwen_desktop.__file__).parent
LAYERS = {"core": 0, "services": 1, "ui": 2}  # app.py, serve.py, __main__: the top
WIDGETS = ("PySide6.QtWidgets", "PySide6.QtGui")


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imports(path: Path, *, top_level_only: bool) -> set[str]:
    """Modules imported; `top_level_only`: at import time (not inside functions, not under
    `if TYPE_CHECKING:`), which is what can make a cycle."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.If):
                guard = ast.unparse(node.test)
                if not (top_level_only and "TYPE_CHECKING" in guard):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.ClassDef | ast.Try | ast.With):
                for body in ("body", "handlers", "orelse", "finalbody"):
                    for child in getattr(node, body, []):
                        visit([child] if isinstance(child, ast.stmt) else child.body)
            elif not top_level_only and isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(node.body)

    visit(tree.body)
    return names


def _layer(module: str) -> int:
    """The package itself (its name and version) is below everything."""
    parts = module.split(".")
    return LAYERS.get(parts[1], 3) if len(parts) > 1 else -1


def test_every_import_points_down_the_layers() -> None:
    modules = _modules()
    upward = []
    for name, path in modules.items():
        for imported in _imports(path, top_level_only=False):
            if imported in modules and _layer(imported) > _layer(name):
                upward.append(f"{name} -> {imported}")
    assert upward == []


def test_there_is_no_import_cycle() -> None:
    modules = _modules()
    graph = {name: {i for i in _imports(path, top_level_only=True) if i in modules and i != name}
             for name, path in modules.items()}  # fmt: skip
    # a package's __init__ is imported with any of its modules: not an edge of its own
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def walk(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*trail[trail.index(nxt) :], nxt])
            elif nxt not in state:
                walk(nxt, [*trail, nxt])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            walk(name, [name])
    assert cycles == []


def test_no_service_imports_a_widget_or_gui_module() -> None:
    offenders = [
        f"{name}: {imported}"
        for name, path in _modules().items() if name.startswith("qwen_desktop.services")
        for imported in _imports(path, top_level_only=False)
        if imported.startswith(WIDGETS) or imported.startswith("qwen_desktop.ui")
    ]  # fmt: skip
    assert offenders == []


def test_importing_every_service_loads_no_widgets() -> None:
    names = [n for n in _modules() if n.startswith("qwen_desktop.services.")]
    assert len(names) > 10
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}: importlib.import_module(name)\n"
        f"bad = [m for m in sys.modules if m.startswith({WIDGETS!r})]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_windowless_server_imports_nothing_from_ui() -> None:
    serve = PACKAGE / "serve.py"
    assert not [i for i in _imports(serve, top_level_only=False) if ".ui" in i]
    code = (
        "import sys, argparse\n"
        "from qwen_desktop import serve\n"
        "import qwen_desktop.services.api.controller, qwen_desktop.services.engine.host\n"
        "bad = [m for m in sys.modules if m.startswith('qwen_desktop.ui') or "
        f"m.startswith({WIDGETS!r})]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_modules_stay_short() -> None:
    long = {name: n for name, path in _modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 450}  # fmt: skip
    assert long == {}
    window = PACKAGE / "ui" / "main_window.py"
    assert len(window.read_text(encoding="utf-8").splitlines()) <= 400


def test_no_reply_is_routed_by_request_id() -> None:
    """Each request has its own reply handle: nothing filters a broadcast by id."""
    hits = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
            if "request_id" in p.read_text(encoding="utf-8")]  # fmt: skip
    assert hits == []
