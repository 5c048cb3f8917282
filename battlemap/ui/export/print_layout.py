"""How a map at miniature scale is cut into printed pages (plain geometry, no Qt).

GRID-SQUARE: a printed square is 1 inch or 2.5 cm, for 30 mm miniatures. Pages overlap
by `overlap_mm` so they can be trimmed along the cut marks and glued edge to edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

PAPER_SIZES_MM: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
}
SQUARE_SIZES_MM: dict[str, float] = {"25mm": 25.0, "1in": 25.4}


def row_name(index: int) -> str:
    """Spreadsheet-style row letters: 0 → "A", 25 → "Z", 26 → "AA".

    Example:
        >>> [row_name(i) for i in (0, 1, 25, 26)]
        ['A', 'B', 'Z', 'AA']
    """
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


@dataclass(frozen=True)
class PrintPage:
    """One sheet: its place in the assembly and the map offset of its printed area (mm)."""

    row: int
    col: int
    x_mm: float
    y_mm: float

    @property
    def label(self) -> str:
        """Row letter and column number, e.g. "B3"."""
        return f"{row_name(self.row)}{self.col + 1}"


@dataclass(frozen=True)
class PrintLayout:
    """Pages for a map of `cols` × `rows` squares.

    Example (GRID-SQUARE, 25 mm squares, A4 portrait, 12 mm margins, 10 mm overlap):
        >>> layout = PrintLayout(cols=20, rows=15, landscape=False)
        >>> layout.content_mm, layout.pages_across, layout.pages_down
        ((186.0, 273.0), 3, 2)
        >>> layout.pages()[1].label, layout.pages()[1].x_mm
        ('A2', 176.0)
    """

    cols: float
    rows: float
    paper: str = "a4"
    square_mm: float = 25.0
    margin_mm: float = 12.0
    overlap_mm: float = 10.0
    landscape: bool | None = None  # None: whichever needs fewer sheets
    _orientation: bool = field(init=False, repr=False, default=False)

    def __post_init__(self) -> None:
        if self.paper not in PAPER_SIZES_MM:
            raise ValueError(f"unknown paper {self.paper!r}: use {', '.join(PAPER_SIZES_MM)}")
        if not 5 <= self.square_mm <= 100:
            raise ValueError(f"a printed square must be 5 to 100 mm, not {self.square_mm}")
        chosen = self.landscape
        if chosen is None:
            chosen = self._count(True) < self._count(False)
        object.__setattr__(self, "_orientation", chosen)

    def _paper(self, landscape: bool) -> tuple[float, float]:
        w, h = PAPER_SIZES_MM[self.paper]
        return (h, w) if landscape else (w, h)

    def _across(self, landscape: bool) -> tuple[int, int]:
        pw, ph = self._paper(landscape)
        cw, ch = pw - 2 * self.margin_mm, ph - 2 * self.margin_mm
        mw, mh = self.cols * self.square_mm, self.rows * self.square_mm
        across = max(1, math.ceil((mw - self.overlap_mm) / (cw - self.overlap_mm) - 1e-9))
        down = max(1, math.ceil((mh - self.overlap_mm) / (ch - self.overlap_mm) - 1e-9))
        return across, down

    def _count(self, landscape: bool) -> int:
        across, down = self._across(landscape)
        return across * down

    @property
    def is_landscape(self) -> bool:
        return self._orientation

    @property
    def paper_mm(self) -> tuple[float, float]:
        """Sheet width and height in mm, in the chosen orientation."""
        return self._paper(self._orientation)

    @property
    def content_mm(self) -> tuple[float, float]:
        """The printed map area of a sheet (inside the margins)."""
        pw, ph = self.paper_mm
        return pw - 2 * self.margin_mm, ph - 2 * self.margin_mm

    @property
    def step_mm(self) -> tuple[float, float]:
        """How far the map moves from one sheet to the next (content less the overlap)."""
        cw, ch = self.content_mm
        return cw - self.overlap_mm, ch - self.overlap_mm

    @property
    def pages_across(self) -> int:
        return self._across(self._orientation)[0]

    @property
    def pages_down(self) -> int:
        return self._across(self._orientation)[1]

    def pages(self) -> list[PrintPage]:
        """Sheets row by row, left to right."""
        sx, sy = self.step_mm
        return [
            PrintPage(row=r, col=c, x_mm=c * sx, y_mm=r * sy)
            for r in range(self.pages_down)
            for c in range(self.pages_across)
        ]
