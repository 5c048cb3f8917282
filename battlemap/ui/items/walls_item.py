"""All walls and doors of the map, drawn on square edges in one item."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.ui.geometry import SQUARE
from battlemap.ui.z_order import Z

_WALL = QColor("#1d1b19")
_DOOR = QColor("#8a5a2b")


@dataclass(frozen=True)
class Segment:
    """One wall or door from grid vertex (x1, y1) to (x2, y2)."""

    x1: int
    y1: int
    x2: int
    y2: int
    door: bool = False
    closed: bool = True


class WallsItem(QGraphicsItem):
    """Walls as thick dark lines; doors as brown slabs, open doors swung aside."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z.WALLS)
        self._segments: tuple[Segment, ...] = ()
        self._rect = QRectF()

    def set_segments(self, segments: tuple[Segment, ...], cols: int, rows: int) -> None:
        self.prepareGeometryChange()
        self._segments = segments
        self._rect = QRectF(-SQUARE, -SQUARE, (cols + 2) * SQUARE, (rows + 2) * SQUARE)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        wall_pen = QPen(_WALL, SQUARE * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
        door_pen = QPen(_DOOR, SQUARE * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        open_pen = QPen(_DOOR, SQUARE * 0.08, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap)
        for s in self._segments:
            line = QLineF(s.x1 * SQUARE, s.y1 * SQUARE, s.x2 * SQUARE, s.y2 * SQUARE)
            if not s.door:
                painter.setPen(wall_pen)
                painter.drawLine(line)
            elif s.closed:
                painter.setPen(door_pen)
                painter.drawLine(line)
            else:
                # open: the slab swung 90° about its first hinge, dashed
                swung = QLineF(line.p1(), line.p1() + (line.p2() - line.p1()).transposed())
                painter.setPen(open_pen)
                painter.drawLine(swung)
