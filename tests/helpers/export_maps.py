"""Small encounters for export tests: a plain parchment map with one hidden creature."""

from __future__ import annotations

import itertools
import re
import zlib

from battlemap.model import Creature, Encounter, MapSpec, Wall

HIDDEN_AT = (6, 3)  # (col, row) of the creature players must not see


def export_encounter(cols: int = 8, rows: int = 5) -> Encounter:
    """`cols` × `rows` squares, no image: a hero at A1, a hidden ambusher, one wall."""
    return Encounter(
        name="Export test",
        map=MapSpec(cols=cols, rows=rows, difficult=[(2, 2)], walls=[Wall(x1=4, y1=0, x2=4, y2=2)]),
        creatures=[
            Creature(id="hero", name="Hero", side="pcs", col=0, row=0),
            Creature(
                id="lurker",
                name="Lurker",
                side="enemies",
                col=HIDDEN_AT[0],
                row=HIDDEN_AT[1],
                hidden=True,
            ),
        ],
    )


def pdf_media_boxes(pdf: bytes) -> list[tuple[float, float]]:
    """Page sizes in points, as `pdfinfo` reports them."""
    boxes = re.findall(rb"/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    return [(float(w), float(h)) for w, h in boxes]


_STROKED_PATH = (
    r"^([\d.]+) 0 0 \1 [-\d.]+ [-\d.]+ cm\n(?:[^\n]*\n){1,4}?((?:[-\d.]+ [-\d.]+ [ml]\n)+)S$"
)


def pdf_vertical_line_spacing_mm(pdf: bytes) -> list[float]:
    """Spacing in mm of the grid's vertical lines on the first page, read off the PDF.

    Qt's content stream: a page-wide device-to-points `cm` (0.24 at 300 dpi); then the
    grid as one stroked path (`S`) in scene units under its own `a 0 0 a x y cm`.
    The path with the most vertical lines is taken for the grid.
    """
    for raw in re.findall(rb"stream\r?\n(.*?)endstream", pdf, re.S):
        try:
            text = zlib.decompress(raw).decode("latin-1")
        except zlib.error:
            continue
        page = re.search(r"^([\d.]+) 0 0 -[\d.]+ 0 [\d.]+ cm$", text, re.M)
        if page is None:
            continue
        best: list[float] = []
        for scale, body in re.findall(_STROKED_PATH, text, re.M):
            pts = [line.split() for line in body.splitlines()]
            xs = sorted(
                {
                    float(a[0])
                    for a, b in itertools.pairwise(pts)
                    if a[2] == "m" and b[2] == "l" and a[0] == b[0] and a[1] != b[1]
                }
            )
            if len(xs) > len(best) + 1:
                to_mm = float(scale) * float(page.group(1)) / 72 * 25.4
                best = [round((b - a) * to_mm, 3) for a, b in itertools.pairwise(xs)]
        return best
    return []
