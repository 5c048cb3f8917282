"""The path of a drag in progress: line through the squares, markers, and the cost label."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.ui.geometry import SQUARE, cell_centre, cell_rect
from battlemap.ui.z_order import Z

_SQUEEZE = QColor("#ff8c00")
_PROVOKE = QColor("#e0102a")


@dataclass(frozen=True)
class PathLook:
    """What to draw for one plan: anchors of the path, the mover's span, the markers."""

    anchors: tuple[tuple[int, int], ...]
    span: int
    colour: QColor
    label: str
    squeezes: tuple[tuple[int, int], ...] = ()
    provokes: tuple[tuple[int, int], ...] = ()
    legal: bool = True


class PathItem(QGraphicsItem):
    """Draws a `PathLook`; the label stays readable at any zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z.PATH)
        self._look: PathLook | None = None
        self._line = QPainterPath()
        self._rect = QRectF()
        self._label = _Label(self)

    @property
    def label_text(self) -> str:
        return self._label.text

    def set_look(self, look: PathLook | None) -> None:
        self.prepareGeometryChange()
        self._look = look
        self._line = QPainterPath()
        if look is None or not look.anchors:
            self._rect = QRectF()
            self._label.set_text("", QPointF(), look.colour if look else QColor())
            self.update()
            return
        pts = [cell_centre(c, r, look.span) for c, r in look.anchors]
        self._line.addPolygon(QPolygonF(pts))
        end = cell_rect(*look.anchors[-1], look.span)
        self._rect = self._line.boundingRect().united(end).adjusted(-10, -10, 10, 10)
        for c, r in look.squeezes + look.provokes:
            self._rect = self._rect.united(cell_rect(c, r, look.span))
        self._label.set_text(look.label, QPointF(end.right(), end.top()), look.colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        look = self._look
        if look is None or not look.anchors:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        end = cell_rect(*look.anchors[-1], look.span).adjusted(3, 3, -3, -3)
        style = Qt.PenStyle.SolidLine if look.legal else Qt.PenStyle.DashLine
        painter.setPen(QPen(look.colour, 4, style))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(end)
        painter.setPen(
            QPen(QColor(0, 0, 0, 140), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        painter.drawPath(self._line)
        painter.setPen(QPen(look.colour, 4, style, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self._line)
        for c, r in look.squeezes:
            self._paint_squeeze(painter, cell_centre(c, r, look.span))
        for c, r in look.provokes:
            self._paint_provoke(painter, cell_centre(c, r, look.span))

    @staticmethod
    def _paint_squeeze(painter: QPainter, at: QPointF) -> None:
        r = SQUARE * 0.16
        painter.setPen(QPen(Qt.GlobalColor.white, 1.5))
        painter.setBrush(_SQUEEZE)
        painter.drawEllipse(at, r, r)
        font = QFont()
        font.setPixelSize(int(r * 1.4))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "S"
        )

    @staticmethod
    def _paint_provoke(painter: QPainter, at: QPointF) -> None:
        r = SQUARE * 0.2
        diamond = QPolygonF(
            [at + QPointF(0, -r), at + QPointF(r, 0), at + QPointF(0, r), at + QPointF(-r, 0)]
        )
        painter.setPen(QPen(Qt.GlobalColor.white, 2))
        painter.setBrush(_PROVOKE)
        painter.drawPolygon(diamond)
        font = QFont()
        font.setPixelSize(int(r * 1.3))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "!"
        )


class _Label(QGraphicsItem):
    """The cost label beside the path's end, drawn in screen pixels."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.text = ""
        self._colour = QColor()
        self._font = QFont()
        self._font.setPixelSize(14)
        self._font.setBold(True)
        self._rect = QRectF()

    def set_text(self, text: str, at: QPointF, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.text, self._colour = text, colour
        self.setPos(at)
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 12 if text else 0
        self._rect = QRectF(6, -24, width, 22) if text else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self._colour, 2))
        painter.setBrush(QColor(20, 20, 20, 215))
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setFont(self._font)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
