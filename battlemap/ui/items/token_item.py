"""A creature token: its footprint, side colour, image or initials, name and badges."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.ui.geometry import SQUARE
from battlemap.ui.noop import QT_TRANSLATE_NOOP
from battlemap.ui.z_order import Z

# Translated when painted (context "TokenItem"): French "PD" for pris au dépourvu, etc.
BADGE_LETTERS = {
    "flat-footed": QT_TRANSLATE_NOOP("TokenItem", "FF"),
    "surprised": QT_TRANSLATE_NOOP("TokenItem", "Su"),
    "squeezing": QT_TRANSLATE_NOOP("TokenItem", "Sq"),
    "helpless": QT_TRANSLATE_NOOP("TokenItem", "H"),
    "readied": QT_TRANSLATE_NOOP("TokenItem", "R"),
    "delaying": QT_TRANSLATE_NOOP("TokenItem", "D"),
}
_SELECTED = QColor("#ffd400")
_BADGE = QColor("#202020")


@dataclass(frozen=True)
class TokenLook:
    """Everything a token draws; built by the scene from the creature."""

    name: str
    initials: str
    colour: QColor
    span: int = 1
    slot: int | None = None  # sub-square creatures: quadrant 0..3 of the shared square
    badges: tuple[str, ...] = ()
    selected: bool = False
    hidden: bool = False
    pixmap: QPixmap | None = None


class TokenItem(QGraphicsItem):
    """Draws one token at its anchor square; the scene positions it, tools move it."""

    def __init__(self, look: TokenLook) -> None:
        super().__init__()
        self.setZValue(Z.TOKENS)
        self._look = look
        self._rect = self._footprint(look)

    @staticmethod
    def _footprint(look: TokenLook) -> QRectF:
        if look.slot is None:
            return QRectF(0, 0, look.span * SQUARE, look.span * SQUARE)
        half = SQUARE / 2
        return QRectF((look.slot % 2) * half, (look.slot // 2) * half, half, half)

    @property
    def look(self) -> TokenLook:
        return self._look

    def set_look(self, look: TokenLook) -> None:
        if look == self._look:
            return
        self.prepareGeometryChange()
        self._look = look
        self._rect = self._footprint(look)
        self.update()

    def footprint_at(self, col: int, row: int) -> QRectF:
        """The token's footprint in scene coordinates when its anchor is (col, row): its
        whole space, or its quadrant of a shared square for a sub-square creature."""
        return self._rect.translated(col * SQUARE, row * SQUARE)

    def set_dragging(self, dragging: bool) -> None:
        self.setZValue(Z.DRAGGED_TOKEN if dragging else Z.TOKENS)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        look = self._look
        rect = self._rect.adjusted(2, 2, -2, -2)
        on_screen = painter.worldTransform().m11() * rect.width()
        if on_screen < 10:  # whole-map zoom: a coloured dot is all that reads
            painter.fillRect(rect, look.colour)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setOpacity(0.55 if look.hidden else 1.0)
        outline = QPen(_SELECTED if look.selected else look.colour.darker(170))
        outline.setWidthF(4.0 if look.selected else 2.0)
        painter.setPen(outline)
        painter.setBrush(QBrush(look.colour))
        painter.drawEllipse(rect)
        if look.pixmap is not None and not look.pixmap.isNull():
            clip = QPainterPath()
            clip.addEllipse(rect.adjusted(3, 3, -3, -3))
            painter.save()
            painter.setClipPath(clip)
            painter.drawPixmap(rect.toRect(), look.pixmap)
            painter.restore()
        else:
            self._paint_initials(painter, rect, look)
        if on_screen >= 30:
            self._paint_badges(painter, rect, look)
        if on_screen >= 40 and look.slot is None:
            self._paint_name(painter, rect, look)

    @staticmethod
    def _paint_initials(painter: QPainter, rect: QRectF, look: TokenLook) -> None:
        font = QFont()
        font.setPixelSize(max(6, int(rect.height() * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, look.initials)

    @staticmethod
    def _paint_name(painter: QPainter, rect: QRectF, look: TokenLook) -> None:
        font = QFont()
        font.setPixelSize(10)
        painter.setFont(font)
        metrics_w = min(rect.width() + 20, 10 * 0.62 * len(look.name) + 8)
        box = QRectF(rect.center().x() - metrics_w / 2, rect.bottom() - 8, metrics_w, 13)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, look.name)

    @staticmethod
    def _paint_badges(painter: QPainter, rect: QRectF, look: TokenLook) -> None:
        font = QFont()
        font.setPixelSize(8)
        font.setBold(True)
        painter.setFont(font)
        for i, badge in enumerate(look.badges):
            centre = QPointF(rect.right() - 5 - i * 13, rect.top() + 5)
            painter.setPen(QPen(Qt.GlobalColor.white, 1))
            painter.setBrush(_BADGE)
            painter.drawEllipse(centre, 7, 7)
            painter.drawText(
                QRectF(centre.x() - 7, centre.y() - 7, 14, 14),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate(
                    "TokenItem", BADGE_LETTERS.get(badge, badge[:1].upper())
                ),
            )
