"""Build the one-folder app bundle with PyInstaller, on the OS it is for.

    pip install -e ".[bundle]"
    python packaging/build_bundle.py            # → dist/battlemap/

Linux gives dist/battlemap/battlemap, Windows dist/battlemap/battlemap.exe, macOS
dist/Battlemap.app (plus dist/battlemap/). Each must be built on its own OS: PyInstaller
does not cross-compile. The bundle carries the demo encounter and the compiled
translations; see packaging/README.md for the details and the Linux .desktop file.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
I18N = ROOT / "battlemap" / "i18n"
ASSETS = ROOT / "battlemap" / "assets" / "demo"


_EXCLUDED = (
    "tkinter",
    "IPython",
    "jedi",
    "parso",
    "pytest",
    "hypothesis",
    "mypy",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtNetwork",
)


def _icon(workdir: Path) -> Path | None:
    """The app icon in the format this OS wants (Windows .ico is made here with Qt)."""
    png = PACKAGING / "icons" / "battlemap.png"
    if sys.platform == "win32":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication, QImage

        _app = QGuiApplication.instance() or QGuiApplication([])
        ico = workdir / "battlemap.ico"
        return ico if QImage(str(png)).save(str(ico), "ICO") else None
    if sys.platform == "darwin":
        return png  # PyInstaller turns a PNG into .icns when Pillow is installed
    return None  # Linux: the icon comes with the .desktop file (packaging/linux)


def pyinstaller_args(dist: Path, work: Path, translations: list[Path]) -> list[str]:
    sep = os.pathsep  # PyInstaller's --add-data separator: ";" on Windows, ":" elsewhere
    args = [
        str(PACKAGING / "battlemap_entry.py"),
        "--name=battlemap",
        "--onedir",
        "--noconfirm",
        "--clean",
        f"--distpath={dist}",
        f"--workpath={work}",
        f"--specpath={work}",
        # `battlemap export` imports its modules inside functions: name the package's
        # Qt-side export code so the analysis cannot miss it.
        "--hidden-import=battlemap.ui.export.command_line",
        f"--add-data={ASSETS}{sep}battlemap/assets/demo",
        *(f"--add-data={qm}{sep}battlemap/i18n" for qm in translations),
        # Never used at run time, but reachable through optional imports of dependencies.
        *(f"--exclude-module={m}" for m in _EXCLUDED),
    ]
    if sys.platform == "darwin":
        args += ["--windowed", "--osx-bundle-identifier=org.battlemap.app"]
    icon = _icon(work)
    if icon is not None:
        args.append(f"--icon={icon}")
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(I18N))
    from compile import compile_translations  # battlemap/i18n/compile.py, stdlib only

    started = time.perf_counter()
    compiled = compile_translations(I18N, I18N)
    print(f"translations: {', '.join(p.name for p in compiled) or 'none'}")
    args.work.mkdir(parents=True, exist_ok=True)
    pyinstaller = pyinstaller_args(args.dist, args.work, compiled)
    command = [sys.executable, "-m", "PyInstaller", *pyinstaller]
    done = subprocess.run(command, check=False)
    if done.returncode == 0:
        print(f"bundle: {args.dist / 'battlemap'} ({time.perf_counter() - started:.0f} s)")
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main())
