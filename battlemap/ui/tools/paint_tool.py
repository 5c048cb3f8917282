"""Paint or erase terrain squares; one stroke (press to release) is one command."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.model import TerrainKind
from battlemap.session.edit_terrain import EraseTerrain, PaintTerrain
from battlemap.ui.geometry import cell_at
from battlemap.ui.items.square_image_item import SquareImageItem, rgba_image
from battlemap.ui.palette import TERRAIN_COLOURS
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.z_order import Z

_ERASE_PREVIEW = 0x90FFFFFF


def squares_between(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """The squares on a straight stroke from a to b, both included (no gaps when the
    mouse jumps several squares between two events)."""
    n = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    if n == 0:
        return [a]
    return [
        (round(a[0] + (b[0] - a[0]) * i / n), round(a[1] + (b[1] - a[1]) * i / n))
        for i in range(n + 1)
    ]


class PaintTool(Tool):
    """Paints one terrain kind, or erases every kind when `kind` is None."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext, kind: TerrainKind | None) -> None:
        super().__init__(ctx)
        self.kind = kind
        self.name = f"paint-{kind.value}" if kind else "erase"
        self._cells: set[tuple[int, int]] | None = None
        self._last: tuple[int, int] = (0, 0)
        self._preview = SquareImageItem(Z.TOOL_FEEDBACK)
        self._canvas = np.zeros((1, 1), dtype=np.uint32)

    @property
    def busy(self) -> bool:
        return self._cells is not None

    def activate(self) -> None:
        self.ctx.scene.addItem(self._preview)

    def deactivate(self) -> None:
        self.ctx.scene.removeItem(self._preview)

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        m = self.ctx.session.doc.map
        self._canvas = np.zeros((m.rows, m.cols), dtype=np.uint32)
        self._cells = set()
        self._last = cell_at(pos)
        self._add([self._last])
        return True

    def move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._cells is None:
            return False
        cell = cell_at(pos)
        if cell != self._last:
            self._add(squares_between(self._last, cell))
            self._last = cell
        return True

    def _add(self, cells: list[tuple[int, int]]) -> None:
        assert self._cells is not None
        rows, cols = self._canvas.shape
        colour = TERRAIN_COLOURS[self.kind.value] if self.kind else _ERASE_PREVIEW
        for c, r in cells:
            if 0 <= c < cols and 0 <= r < rows:
                self._cells.add((c, r))
                self._canvas[r, c] = colour
        self._preview.set_image(0, 0, rgba_image(self._canvas))

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        cells = self._cells
        if cells is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        if cells:
            command = PaintTerrain(self.kind, cells) if self.kind else EraseTerrain(cells)
            self.ctx.push(command)
            self.ctx.status(
                QCoreApplication.translate("Map", "{what}: {n} squares").format(
                    what=command.label, n=len(cells)
                )
            )
        return True

    def cancel(self) -> None:
        self._cells = None
        self._preview.clear()
