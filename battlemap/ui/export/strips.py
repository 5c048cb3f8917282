"""Renders an export area in horizontal strips of bounded size, as RGB rows."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.ui.export.export_scene import ExportScene
from battlemap.ui.export.options import ExportOptions
from battlemap.ui.geometry import SQUARE

DEFAULT_STRIP_PIXELS = 2_000_000
"""~8 MB per strip: small next to the app, and each strip renders in tens of ms."""


class StripRenderer:
    """Pixel rows [y, y + h) of the picture are scene rows of the area, scaled."""

    def __init__(
        self, scene: ExportScene, options: ExportOptions, strip_pixels: int = DEFAULT_STRIP_PIXELS
    ) -> None:
        self.scene = scene
        self.source = scene.area_rect(options)
        self.scale = options.px_per_square / SQUARE
        self.width = max(1, round(self.source.width() * self.scale))
        self.height = max(1, round(self.source.height() * self.scale))
        self.strip_height = max(1, min(self.height, strip_pixels // self.width))
        self.count = math.ceil(self.height / self.strip_height)

    def render(self, index: int) -> np.ndarray:
        """Strip `index` as a (rows, width, 3) uint8 array."""
        y0 = index * self.strip_height
        rows = min(self.strip_height, self.height - y0)
        image = QImage(self.width, rows, QImage.Format.Format_RGBX8888)
        image.fill(QColor("#2b2b2b"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        source = QRectF(
            self.source.left(),
            self.source.top() + y0 / self.scale,
            self.width / self.scale,
            rows / self.scale,
        )
        self.scene.paint_area(painter, QRectF(0, 0, self.width, rows), source)
        painter.end()
        # RGBX8888 is byte-ordered R, G, B, X on every platform.
        raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
        pixels = raw.reshape(rows, image.bytesPerLine())[:, : self.width * 4]
        return np.ascontiguousarray(pixels.reshape(rows, self.width, 4)[:, :, :3])
