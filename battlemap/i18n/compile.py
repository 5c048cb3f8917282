"""Compile the `.ts` translation sources to `.qm` with Qt's lrelease (stdlib only).

Used by the build (`setup.py`'s build_py step) and by `packaging/build_bundle.py`, so
it must not import Qt or anything outside the standard library.
Run it by hand with `python battlemap/i18n/compile.py`.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_lrelease() -> list[str] | None:
    """The lrelease command: PySide6's own binary, else `pyside6-lrelease` on PATH."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        package = Path(spec.origin).parent
        for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
            if (package / name).is_file():
                return [str(package / name)]
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_translations(source: Path = HERE, target: Path | None = None) -> list[Path]:
    """Write `<target>/battlemap_<lang>.qm` for every `.ts` in `source`; returns them.

    Raises RuntimeError when lrelease cannot be found or fails.
    """
    target = target or source
    target.mkdir(parents=True, exist_ok=True)
    lrelease = find_lrelease()
    if lrelease is None:
        raise RuntimeError("lrelease not found: install PySide6-Essentials (it ships lrelease)")
    out = []
    for ts in sorted(source.glob("battlemap_*.ts")):
        qm = target / ts.with_suffix(".qm").name
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


if __name__ == "__main__":
    for qm in compile_translations():
        print(qm)
    sys.exit(0)
