"""Bundle smoke test: build the Linux one-folder app, export the demo headless, exit 0.

Takes ~25-40 s (PyInstaller); skipped when PyInstaller is not installed (it comes with
the `test` and `bundle` extras) or on other systems (each OS builds its own bundle).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle test"),
    pytest.mark.timeout(600),
]


def test_linux_bundle_exports_the_demo_headless(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="PyInstaller absent: pip install -e '.[bundle]'")
    dist, work = tmp_path / "dist", tmp_path / "work"
    build = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build_bundle.py"),
            "--dist",
            dist,
            "--work",
            work,
        ],
        capture_output=True,
        text=True,
        timeout=540,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    app = dist / "battlemap" / "battlemap"
    internal = dist / "battlemap" / "_internal" / "battlemap"
    assert (internal / "assets" / "demo" / "demo.battlemap").is_file()
    shipped = {p.name for p in (internal / "i18n").glob("*.qm")}
    expected = {p.with_suffix(".qm").name for p in (ROOT / "battlemap" / "i18n").glob("*.ts")}
    assert shipped == expected
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "demo.png"
    run = subprocess.run(
        [app, "export", "demo", "--png", out, "--view", "player"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert out.stat().st_size > 10_000
