"""Print at miniature scale (GRID-SQUARE): 25 mm or 1 inch squares over A4 or Letter."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage

from battlemap.ui.export import ExportOptions, PrintLayout, export_print_pdf
from battlemap.ui.export.print_layout import row_name
from tests.helpers.export_maps import (
    export_encounter,
    pdf_media_boxes,
    pdf_vertical_line_spacing_mm,
)

A4_PT = (595.0, 842.0)  # what pdfinfo prints for A4
LETTER_PT = (612.0, 792.0)


def test_grid_square_layout_counts_sheets_with_overlap() -> None:
    """GRID-SQUARE: 30 squares of 25 mm = 750 mm across sheets of 186 mm less 10 overlap."""
    layout = PrintLayout(cols=30, rows=10, landscape=False)
    assert layout.content_mm == (186.0, 273.0)
    assert layout.step_mm == (176.0, 263.0)
    assert (layout.pages_across, layout.pages_down) == (5, 1)  # 4 × 176 + 186 = 890 ≥ 750
    labels = [p.label for p in layout.pages()]
    assert labels == ["A1", "A2", "A3", "A4", "A5"]


def test_orientation_is_the_one_needing_fewer_sheets() -> None:
    assert PrintLayout(cols=10, rows=7).is_landscape  # 250 × 175 mm: one landscape sheet
    assert not PrintLayout(cols=7, rows=10).is_landscape
    assert PrintLayout(cols=10, rows=7).pages_across * PrintLayout(cols=10, rows=7).pages_down == 1


def test_row_names_go_on_past_z() -> None:
    assert [row_name(i) for i in (0, 25, 26, 27, 701, 702)] == ["A", "Z", "AA", "AB", "ZZ", "AAA"]


def test_bad_paper_and_square_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper"):
        PrintLayout(cols=2, rows=2, paper="a3")
    with pytest.raises(ValueError, match="printed square"):
        PrintLayout(cols=2, rows=2, square_mm=1)


@pytest.mark.parametrize(
    ("paper", "square_mm", "size_pt"),
    [("a4", 25.0, A4_PT), ("letter", 25.4, LETTER_PT)],
)
def test_grid_square_printed_pdf_measures_the_square_size(
    qapp, tmp_path: Path, paper: str, square_mm: float, size_pt: tuple[float, float]
) -> None:
    """GRID-SQUARE: the grid lines on the sheet are exactly one square apart."""
    out = tmp_path / "print.pdf"
    layout = PrintLayout(cols=12, rows=14, paper=paper, square_mm=square_mm, landscape=False)
    export_print_pdf(export_encounter(12, 14), None, out, ExportOptions(), layout)
    pdf = out.read_bytes()
    boxes = pdf_media_boxes(pdf)
    assert len(boxes) == layout.pages_across * layout.pages_down == 4
    assert all((round(w), round(h)) == size_pt for w, h in boxes)
    spacing = pdf_vertical_line_spacing_mm(pdf)
    assert len(spacing) >= 6  # 186 mm of map on the first sheet: 7 lines at least
    assert spacing == pytest.approx([square_mm] * len(spacing), abs=0.01)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) absent")
def test_grid_square_25mm_measured_on_the_rendered_page(qapp, tmp_path: Path) -> None:
    """GRID-SQUARE: at 254 dpi (10 px per mm) the printed grid lines are 250 px apart."""
    out = tmp_path / "print.pdf"
    layout = PrintLayout(cols=12, rows=14, landscape=False)
    export_print_pdf(export_encounter(12, 14), None, out, ExportOptions(), layout)
    subprocess.run(
        ["pdftoppm", "-r", "254", "-gray", "-png", "-f", "1", "-l", "1", out, tmp_path / "p"],
        check=True,
    )
    page = QImage(str(next(tmp_path.glob("p*.png")))).convertToFormat(
        QImage.Format.Format_Grayscale8
    )
    raw = np.frombuffer(page.constBits(), dtype=np.uint8, count=page.sizeInBytes())
    grey = raw.reshape(page.height(), page.bytesPerLine())[:, : page.width()].astype(int)
    band = grey[1500:1600, 120 + 5 : 120 + 1860 - 5]  # inside the printed area, away from tokens
    darkest = band.mean(axis=0)
    lines = np.flatnonzero(darkest < darkest.max() - 40)
    starts = lines[np.insert(np.diff(lines) > 3, 0, True)]
    centres = [lines[(lines >= s) & (lines < s + 6)].mean() for s in starts]
    gaps = np.diff(centres)
    assert len(gaps) >= 5
    assert gaps == pytest.approx(250.0, abs=1.0)


def test_cancelling_a_print_stops_after_the_current_sheet(qapp, tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    result = export_print_pdf(
        export_encounter(30, 30),
        None,
        tmp_path / "p.pdf",
        ExportOptions(),
        progress=lambda done, total: seen.append((done, total)) or done < 2,
    )
    assert result is None
    assert [d for d, _ in seen] == [1, 2]
    assert not (tmp_path / "p.pdf").exists()
