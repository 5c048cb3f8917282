"""A stroke over squares: press, drag, release; previewed, then pushed as one command."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.session import Command
from battlemap.ui.command_labels import command_label
from battlemap.ui.geometry import cell_at
from battlemap.ui.items.square_image_item import SquareImageItem, rgba_image
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.z_order import Z


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


class StrokeTool(Tool):
    """Collects the squares of one stroke; subclasses say which buttons start one, how the
    preview looks and which command the stroke becomes (one stroke = one undo step)."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self._cells: set[tuple[int, int]] | None = None
        self._last: tuple[int, int] = (0, 0)
        self._preview = SquareImageItem(Z.TOOL_FEEDBACK)
        self._canvas = np.zeros((1, 1), dtype=np.uint32)

    # -- what subclasses decide ------------------------------------------------------

    def begin_stroke(self, event: QMouseEvent) -> bool:
        """Whether this press starts a stroke (and remember how it should act)."""
        return event.button() == Qt.MouseButton.LeftButton

    def preview_colour(self) -> int:
        """ARGB colour of the squares while the stroke is under way."""
        raise NotImplementedError

    def command_for(self, cells: set[tuple[int, int]]) -> Command:
        """The command the finished stroke becomes."""
        raise NotImplementedError

    # -- the gesture -----------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._cells is not None

    def activate(self) -> None:
        self.ctx.scene.addItem(self._preview)

    def deactivate(self) -> None:
        self.ctx.scene.removeItem(self._preview)

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self.begin_stroke(event):
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
        colour = self.preview_colour()
        for c, r in cells:
            if 0 <= c < cols and 0 <= r < rows:
                self._cells.add((c, r))
                self._canvas[r, c] = colour
        self._preview.set_image(0, 0, rgba_image(self._canvas))

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        cells = self._cells
        if cells is None:
            return False
        self.cancel()
        if cells:
            command = self.command_for(cells)
            self.ctx.push(command)
            self.ctx.status(
                QCoreApplication.translate("Map", "{what}: {n} squares").format(
                    what=command_label(command.label), n=len(cells)
                )
            )
        return True

    def cancel(self) -> None:
        self._cells = None
        self._preview.clear()
