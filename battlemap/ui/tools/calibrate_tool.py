"""Fit the grid to the map image by dragging over one square of the image's grid."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from battlemap.model import GridSpec
from battlemap.session.edit_map import CalibrateGrid
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.z_order import Z


def grid_from_square(x0: float, y0: float, x1: float, y1: float) -> GridSpec | None:
    """The grid whose square the GM outlined, in image pixels (None if too small).

    The square's corner fixes the offset (modulo the square size), its size the scale.
    """
    size = (abs(x1 - x0) + abs(y1 - y0)) / 2
    if size < 5:
        return None
    left, top = min(x0, x1), min(y0, y1)
    return GridSpec(px_per_square=size, offset_x=left % size, offset_y=top % size)


class CalibrateTool(Tool):
    """Drag a rectangle over one square of the image's own grid."""

    name = "calibrate"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self._start: QPointF | None = None
        self._rect = QGraphicsRectItem()
        self._rect.setZValue(Z.TOOL_FEEDBACK)
        self._rect.setPen(QPen(QColor("#00e5ff"), 0))
        self._rect.setVisible(False)

    @property
    def busy(self) -> bool:
        return self._start is not None

    def activate(self) -> None:
        self.ctx.scene.addItem(self._rect)
        self.ctx.status(
            QCoreApplication.translate("Map", "Drag over one square of the map image's grid")
        )

    def deactivate(self) -> None:
        self.ctx.scene.removeItem(self._rect)

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.ctx.scene.image_item.pixmap().isNull():
            self.ctx.status(QCoreApplication.translate("Map", "Import a map image first"))
            return True
        self._start = pos
        return True

    def move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._start is None:
            return False
        self._rect.setRect(QRectF(self._start, pos).normalized())
        self._rect.setVisible(True)
        return True

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        start = self._start
        if start is None:
            return False
        self.cancel()
        image = self.ctx.scene.image_item
        a, b = image.mapFromScene(start), image.mapFromScene(pos)
        grid = grid_from_square(a.x(), a.y(), b.x(), b.y())
        if grid is None:
            self.ctx.status(
                QCoreApplication.translate("Map", "Drag over a whole square to calibrate")
            )
            return True
        px = image.pixmap()
        self.ctx.push(CalibrateGrid.of(self.ctx.session.doc, grid, px.width(), px.height()))
        self.ctx.status(
            QCoreApplication.translate("Map", "Grid: {px:.1f} px per square").format(
                px=grid.px_per_square
            )
        )
        return True

    def cancel(self) -> None:
        self._start = None
        self._rect.setVisible(False)
