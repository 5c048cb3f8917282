"""Compile the `.ts` translation sources to `.qm` with Qt's lrelease (stdlib only).

Used by the build (`setup.py`'s build_py step) and by `packaging/build_bundle.py`, so
it must not import Qt or anything outside the standard library.

    python battlemap/i18n/compile.py           # .ts → .qm, in place
    python battlemap/i18n/compile.py --update  # first re-extract the strings (lupdate)
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_tool(tool: str = "lrelease") -> list[str] | None:
    """A Qt tool (lrelease, lupdate): PySide6's own binary, else `pyside6-<tool>` on PATH."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        package = Path(spec.origin).parent
        for name in (tool, f"{tool}.exe", f"Qt/libexec/{tool}"):
            if (package / name).is_file():
                return [str(package / name)]
    for name in (f"pyside6-{tool}", tool):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def update_sources(languages: tuple[str, ...] = ("fr", "es")) -> list[Path]:
    """Re-extract the interface strings into `battlemap_<lang>.ts` (lupdate keeps the
    translations already made and marks new strings unfinished)."""
    lupdate = find_tool("lupdate")
    if lupdate is None:
        raise RuntimeError("lupdate not found: install PySide6-Essentials (it ships lupdate)")
    package = HERE.parent
    sources = sorted(str(p) for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    targets = [HERE / f"battlemap_{lang}.ts" for lang in languages]
    command = [*lupdate, "-no-obsolete", "-locations", "relative", *sources, "-ts"]
    subprocess.run([*command, *map(str, targets)], check=True)
    return targets


def compile_translations(source: Path = HERE, target: Path | None = None) -> list[Path]:
    """Write `<target>/battlemap_<lang>.qm` for every `.ts` in `source`; returns them.

    Raises RuntimeError when lrelease cannot be found or fails.
    """
    target = target or source
    target.mkdir(parents=True, exist_ok=True)
    lrelease = find_tool("lrelease")
    if lrelease is None:
        raise RuntimeError("lrelease not found: install PySide6-Essentials (it ships lrelease)")
    out = []
    for ts in sorted(source.glob("battlemap_*.ts")):
        qm = target / ts.with_suffix(".qm").name
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


if __name__ == "__main__":
    if "--update" in sys.argv[1:]:
        update_sources()
    for qm in compile_translations():
        print(qm)
    sys.exit(0)
