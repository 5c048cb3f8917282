"""The Qt-free core never imports PySide6 (STYLE: layers), checked two ways."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import battlemap

CORE = ("rules", "model", "session", "io")
ROOT = Path(battlemap.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_core_module_imports_qt() -> None:
    offenders = [
        str(p.relative_to(ROOT))
        for pkg in CORE
        for p in (ROOT / pkg).rglob("*.py")
        if _imports(p) & {"PySide6", "shiboken6"}
    ]
    assert offenders == []


def test_core_imports_without_loading_qt() -> None:
    code = (
        "import sys\n"
        + "".join(f"import battlemap.{pkg}\n" for pkg in CORE)
        + "import battlemap.rules.movement\n"
        + "assert 'PySide6' not in sys.modules, 'PySide6 was loaded'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
