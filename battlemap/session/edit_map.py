"""Map geometry edits as commands: grid calibration and the background image."""

from __future__ import annotations

from battlemap.model import Encounter, GridSpec
from battlemap.rules.text import QT_TRANSLATE_NOOP
from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, undo_text


class _MapGeometry(Command):
    """Base: sets image, grid and size together; undo restores all three."""

    def __init__(self, image: str | None, grid: GridSpec, cols: int, rows: int) -> None:
        self.image = image
        self.grid = grid.model_copy()
        self.cols = cols
        self.rows = rows
        self._old: tuple[str | None, GridSpec, int, int] | None = None

    def _set(self, doc: Encounter, image: str | None, grid: GridSpec, cols: int, rows: int) -> None:
        m = doc.map
        m.image, m.grid, m.cols, m.rows = image, grid.model_copy(), cols, rows

    def do(self, doc: Encounter) -> Change:
        m = doc.map
        self._old = (m.image, m.grid.model_copy(), m.cols, m.rows)
        self._set(doc, self.image, self.grid, self.cols, self.rows)
        return Change.of(Aspect.MAP, Aspect.TERRAIN, Aspect.WALLS)

    def undo(self, doc: Encounter) -> Change:
        assert self._old is not None, "undo before do"
        self._set(doc, *self._old)
        return Change.of(Aspect.MAP, Aspect.TERRAIN, Aspect.WALLS)


class CalibrateGrid(_MapGeometry):
    """Fit the grid to the image: pixels per square, offset, and the size in squares.

    Example:
        >>> doc = Encounter()
        >>> cmd = CalibrateGrid.of(doc, GridSpec(px_per_square=50, offset_x=10), 1000, 600)
        >>> _ = cmd.do(doc); (doc.map.cols, doc.map.rows, doc.map.grid.px_per_square)
        (19, 12, 50.0)
    """

    label = undo_text(QT_TRANSLATE_NOOP("Commands", "Calibrate grid"))

    @classmethod
    def of(cls, doc: Encounter, grid: GridSpec, image_w: int, image_h: int) -> CalibrateGrid:
        cols, rows = squares_in_image(grid, image_w, image_h)
        return cls(doc.map.image, grid, cols, rows)


class SetMapImage(_MapGeometry):
    """Use another background image, with its grid and size in squares."""

    label = undo_text(QT_TRANSLATE_NOOP("Commands", "Set map image"))


def squares_in_image(grid: GridSpec, image_w: int, image_h: int) -> tuple[int, int]:
    """Whole squares of the grid that fit on an image (at least 1 × 1).

    Example:
        >>> squares_in_image(GridSpec(px_per_square=70), 1400, 700)
        (20, 10)
    """
    cols = int((image_w - grid.offset_x) // grid.px_per_square)
    rows = int((image_h - grid.offset_y) // grid.px_per_square)
    return max(1, min(cols, 1000)), max(1, min(rows, 1000))
