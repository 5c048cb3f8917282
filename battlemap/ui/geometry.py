"""Scene coordinates: one square is `SQUARE` scene units whatever the image resolution."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF

SQUARE = 50.0
"""Scene units per square. The background image is scaled to this, not the reverse, so
grid calibration moves only the image."""


def cell_at(pos: QPointF) -> tuple[int, int]:
    """The (col, row) of the square under a scene point (may be off the map)."""
    return math.floor(pos.x() / SQUARE), math.floor(pos.y() / SQUARE)


def cell_rect(col: int, row: int, span: int = 1) -> QRectF:
    """The scene rectangle of a span × span block of squares from (col, row)."""
    return QRectF(col * SQUARE, row * SQUARE, span * SQUARE, span * SQUARE)


def cell_centre(col: int, row: int, span: int = 1) -> QPointF:
    """The centre of a span × span block of squares from (col, row)."""
    return QPointF((col + span / 2) * SQUARE, (row + span / 2) * SQUARE)


def nearest_vertex(pos: QPointF) -> tuple[int, int]:
    """The grid corner nearest to a scene point, as (x, y) in squares."""
    # floor(x + 0.5), not round(): Python rounds halves to even, which would make
    # a square's centre snap left in one column and right in the next
    return math.floor(pos.x() / SQUARE + 0.5), math.floor(pos.y() / SQUARE + 0.5)


def grid_lines(visible: QRectF) -> list[QLineF]:
    """The grid's square edges that cross a rectangle of the scene, clipped to it."""
    c0, c1 = math.ceil(visible.left() / SQUARE), math.floor(visible.right() / SQUARE)
    r0, r1 = math.ceil(visible.top() / SQUARE), math.floor(visible.bottom() / SQUARE)
    lines = [
        QLineF(c * SQUARE, visible.top(), c * SQUARE, visible.bottom()) for c in range(c0, c1 + 1)
    ]
    lines += [
        QLineF(visible.left(), r * SQUARE, visible.right(), r * SQUARE) for r in range(r0, r1 + 1)
    ]
    return lines
