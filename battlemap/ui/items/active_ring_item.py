"""A glowing ring under the token of the creature whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.ui.geometry import SQUARE
from battlemap.ui.z_order import Z

_RING = QColor("#ffb000")


class ActiveRingItem(QGraphicsItem):
    """Draws a ring around a token's footprint; the binder places and shows it."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z.TOKENS - 1)  # under the token, over terrain and overlays
        self._side = float(SQUARE)
        self.setVisible(False)

    def surround(self, footprint: QRectF) -> None:
        """Ring this footprint (scene coordinates): a whole space or a sub-square quadrant."""
        if footprint.width() != self._side:
            self.prepareGeometryChange()
            self._side = footprint.width()
        self.setPos(footprint.topLeft())

    def boundingRect(self) -> QRectF:
        side = self._side
        return QRectF(-8, -8, side + 16, side + 16)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = self._side
        for width, alpha in ((10.0, 70), (5.0, 150), (2.5, 255)):
            colour = QColor(_RING)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-3, -3, side + 6, side + 6))
