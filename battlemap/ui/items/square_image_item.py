"""A per-square colour layer: a tiny QImage (one pixel per square) scaled up unsmoothed."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.ui.geometry import SQUARE


def rgba_image(colours: np.ndarray) -> QImage:
    """A QImage from a (rows, cols) uint32 array of 0xAARRGGBB (straight alpha)."""
    data = np.ascontiguousarray(colours, dtype=np.uint32)
    h, w = data.shape
    image = QImage(data.data, w, h, 4 * w, QImage.Format.Format_ARGB32)
    # premultiplied is the raster engine's native format: drawing it scaled is ~3× faster;
    # the conversion also copies, so the image owns its pixels once `data` is gone
    return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


class SquareImageItem(QGraphicsItem):
    """Shades squares from an image whose pixel (x, y) is square (left + x, top + y).

    Measured (FACTS): drawing one small image scaled up without smoothing costs a
    fraction of drawing one rectangle per square.
    """

    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._image: QImage | None = None
        self._rect = QRectF()

    def set_image(self, left: int, top: int, image: QImage | None) -> None:
        """Show `image` with its top-left pixel on square (left, top); None hides."""
        self.prepareGeometryChange()
        self._image = image
        if image is None:
            self._rect = QRectF()
        else:
            self._rect = QRectF(
                left * SQUARE, top * SQUARE, image.width() * SQUARE, image.height() * SQUARE
            )
        self.update()

    def clear(self) -> None:
        self.set_image(0, 0, None)

    @property
    def has_image(self) -> bool:
        return self._image is not None

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._image is None:
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        # only the squares in view: scaling the whole image up costs ms on big maps
        exposed = option.exposedRect.intersected(self._rect)
        if exposed.isEmpty():
            return
        left = math.floor((exposed.left() - self._rect.left()) / SQUARE)
        top = math.floor((exposed.top() - self._rect.top()) / SQUARE)
        right = math.ceil((exposed.right() - self._rect.left()) / SQUARE)
        bottom = math.ceil((exposed.bottom() - self._rect.top()) / SQUARE)
        source = QRectF(left, top, right - left, bottom - top)
        target = QRectF(
            self._rect.left() + left * SQUARE,
            self._rect.top() + top * SQUARE,
            source.width() * SQUARE,
            source.height() * SQUARE,
        )
        painter.drawImage(target, self._image, source)
