"""`battlemap export`: headless in a fresh process, all three formats, one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from battlemap.io import save_encounter
from tests.helpers.export_maps import export_encounter, pdf_media_boxes


def run_cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    return subprocess.run(
        [sys.executable, "-m", "battlemap", "export", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.mark.slow
def test_demo_exports_to_png_svg_and_print_pdf_without_a_display(tmp_path: Path) -> None:
    png, svg, pdf = tmp_path / "demo.png", tmp_path / "demo.svg", tmp_path / "demo.pdf"
    done = run_cli(
        "demo",
        "--png",
        png,
        "--svg",
        svg,
        "--pdf",
        pdf,
        "--print",
        "a4",
        "--view",
        "player",
        "--px-per-square",
        "20",
    )
    assert done.returncode == 0, done.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "<svg" in svg.read_text(encoding="utf-8")
    boxes = pdf_media_boxes(pdf.read_bytes())
    assert len(boxes) > 1 and {(round(w), round(h)) for w, h in boxes} == {(595, 842)}


@pytest.mark.slow
def test_a_single_page_pdf_of_a_file(tmp_path: Path) -> None:
    enc, pdf = tmp_path / "small.battlemap", tmp_path / "small.pdf"
    save_encounter(export_encounter(), enc)
    done = run_cli(enc, "--pdf", pdf, "--px-per-square", "48", "--no-grid")
    assert done.returncode == 0, done.stderr
    assert [(round(w), round(h)) for w, h in pdf_media_boxes(pdf.read_bytes())] == [(288, 180)]


@pytest.mark.slow
def test_a_bad_file_is_one_line_on_stderr_and_a_failure(tmp_path: Path) -> None:
    bad = tmp_path / "bad.battlemap"
    bad.write_text("{ not json", encoding="utf-8")
    done = run_cli(bad, "--png", tmp_path / "out.png")
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "bad.battlemap" in done.stderr
    assert not list(tmp_path.glob("out.png*"))
    missing = run_cli(tmp_path / "missing.battlemap", "--png", tmp_path / "out.png")
    assert missing.returncode == 1 and missing.stderr.count("\n") == 1


def test_nothing_to_write_is_a_usage_error(tmp_path: Path) -> None:
    from battlemap.ui.export.command_line import main

    with pytest.raises(SystemExit) as exit_:
        main(["demo"])
    assert exit_.value.code == 2
