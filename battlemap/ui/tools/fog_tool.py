"""Paint fog of war over squares the players have not seen; Shift or right button reveals."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.session.edit_fog import SetFog
from battlemap.ui.geometry import cell_at
from battlemap.ui.items.square_image_item import SquareImageItem, rgba_image
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.tools.paint_tool import squares_between
from battlemap.ui.z_order import Z

_HIDE_PREVIEW = 0xA0202028
_REVEAL_PREVIEW = 0x90FFFFFF


class FogTool(Tool):
    """One stroke (press to release) is one undoable fog command."""

    name = "fog"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self._cells: set[tuple[int, int]] | None = None
        self._hide = True
        self._last = (0, 0)
        self._preview = SquareImageItem(Z.TOOL_FEEDBACK)
        self._canvas = np.zeros((1, 1), dtype=np.uint32)

    @property
    def busy(self) -> bool:
        return self._cells is not None

    def activate(self) -> None:
        self.ctx.scene.addItem(self._preview)
        self.ctx.status(
            QCoreApplication.translate(
                "Map", "Fog: drag to hide squares from the players; Shift-drag reveals"
            )
        )

    def deactivate(self) -> None:
        self.ctx.scene.removeItem(self._preview)

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        button = event.button()
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._hide = button == Qt.MouseButton.LeftButton and not shift
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
        colour = _HIDE_PREVIEW if self._hide else _REVEAL_PREVIEW
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
            command = SetFog(cells, hide=self._hide)
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
