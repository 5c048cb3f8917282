"""Draw walls or doors along square edges; click a door to open or close it,
right-click a wall or door to remove it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from battlemap.model import Door, MapSpec, Wall
from battlemap.session.edit_terrain import AddWall, RemoveWall, ToggleDoor
from battlemap.ui.geometry import SQUARE, nearest_vertex
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.z_order import Z

_HIT = 0.25  # squares: how close a click must be to a wall to touch it


def _distance_to(w: Wall, x: float, y: float) -> float:
    """Distance in squares from a point to a wall segment (walls are axis-aligned)."""
    lo_x, hi_x = sorted((w.x1, w.x2))
    lo_y, hi_y = sorted((w.y1, w.y2))
    dx = max(lo_x - x, 0.0, x - hi_x)
    dy = max(lo_y - y, 0.0, y - hi_y)
    return float((dx * dx + dy * dy) ** 0.5)


def door_at(m: MapSpec, pos: QPointF) -> int | None:
    """The index of the door under a scene point, if any (within a quarter square)."""
    x, y = pos.x() / SQUARE, pos.y() / SQUARE
    for i, d in enumerate(m.doors):
        if _distance_to(d, x, y) <= _HIT:
            return i
    return None


def toggle_door(ctx: ToolContext, index: int) -> None:
    """Open or close a door as one undo step, and say which it became."""
    ctx.push(ToggleDoor(index))
    closed = ctx.session.doc.map.doors[index].closed
    ctx.status(
        QCoreApplication.translate("Map", "Door closed")
        if closed
        else QCoreApplication.translate("Map", "Door opened")
    )


class WallTool(Tool):
    """Walls (or doors, with `door=True`) from grid corner to grid corner."""

    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext, door: bool = False) -> None:
        super().__init__(ctx)
        self.door = door
        self.name = "door" if door else "wall"
        self._start: tuple[int, int] | None = None
        self._end: tuple[int, int] = (0, 0)
        self._preview = QGraphicsLineItem()
        self._preview.setZValue(Z.TOOL_FEEDBACK)
        self._preview.setPen(QPen(QColor("#8a5a2b" if door else "#ffd400"), 6))
        self._preview.setVisible(False)

    @property
    def busy(self) -> bool:
        return self._start is not None

    def activate(self) -> None:
        self.ctx.scene.addItem(self._preview)

    def deactivate(self) -> None:
        self.ctx.scene.removeItem(self._preview)

    def _hit(self, pos: QPointF) -> tuple[int, bool] | None:
        """The (index, is_door) of the wall or door under a point, doors first."""
        m = self.ctx.session.doc.map
        door = door_at(m, pos)
        if door is not None:
            return door, True
        x, y = pos.x() / SQUARE, pos.y() / SQUARE
        for i, w in enumerate(m.walls):
            if _distance_to(w, x, y) <= _HIT:
                return i, False
        return None

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            hit = self._hit(pos)
            if hit is None:
                return False
            self.ctx.push(RemoveWall(hit[0], door=hit[1]))
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._start = self._end = nearest_vertex(pos)
        return True

    def move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._start is None:
            return False
        x, y = nearest_vertex(pos)
        sx, sy = self._start
        # walls run along one axis: keep the longer direction of the drag
        self._end = (x, sy) if abs(x - sx) >= abs(y - sy) else (sx, y)
        ex, ey = self._end
        self._preview.setLine(QLineF(sx * SQUARE, sy * SQUARE, ex * SQUARE, ey * SQUARE))
        self._preview.setVisible(self._end != self._start)
        return True

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        start, end = self._start, self._end
        if start is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        if start == end:
            return self._click(pos)
        (x1, y1), (x2, y2) = start, end
        m = self.ctx.session.doc.map
        if max(x1, x2) > m.cols or max(y1, y2) > m.rows or min(x1, y1, x2, y2) < 0:
            self.ctx.status(QCoreApplication.translate("Map", "Walls must stay on the map"))
            return True
        kind = Door if self.door else Wall
        self.ctx.push(AddWall(kind(x1=x1, y1=y1, x2=x2, y2=y2)))
        return True

    def _click(self, pos: QPointF) -> bool:
        hit = self._hit(pos)
        if hit is not None and hit[1]:
            toggle_door(self.ctx, hit[0])
        return True

    def cancel(self) -> None:
        self._start = None
        self._preview.setVisible(False)
