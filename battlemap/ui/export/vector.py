"""SVG and single-page PDF exports: the scene painted onto a vector device."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QRect, QRectF, QSize, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from battlemap.model import Encounter
from battlemap.ui.export.export_scene import ExportScene, export_scene
from battlemap.ui.export.options import ExportOptions
from battlemap.ui.geometry import SQUARE

SCREEN_DPI = 96.0
"""A pixel of `px_per_square` is a CSS pixel (1/96 inch) on a PDF page."""


def _pixel_size(scene: ExportScene, options: ExportOptions) -> tuple[QRectF, int, int]:
    source = scene.area_rect(options)
    scale = options.px_per_square / SQUARE
    return source, max(1, round(source.width() * scale)), max(1, round(source.height() * scale))


def _paint(scene: ExportScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    scene.paint_area(painter, target, source)


def export_svg(
    doc: Encounter, file_path: Path | None, out: str | Path, options: ExportOptions
) -> None:
    """Write the map as SVG, `options.px_per_square` user units per square."""
    with export_scene(doc, file_path, options) as scene:
        source, width, height = _pixel_size(scene, options)
        generator = QSvgGenerator()
        generator.setFileName(str(out))
        generator.setSize(QSize(width, height))
        generator.setViewBox(QRect(0, 0, width, height))
        generator.setTitle(doc.name)
        generator.setDescription("Battlemap export")
        painter = QPainter(generator)
        try:
            _paint(scene, painter, QRectF(0, 0, width, height), source)
        finally:
            painter.end()


def export_pdf(
    doc: Encounter, file_path: Path | None, out: str | Path, options: ExportOptions
) -> None:
    """Write the map on one PDF page sized to it (a pixel is 1/96 inch): a handout.

    For paper at miniature scale use `export_print_pdf`.
    """
    with export_scene(doc, file_path, options) as scene:
        source, width, height = _pixel_size(scene, options)
        writer = QPdfWriter(str(out))
        writer.setTitle(doc.name)
        writer.setCreator("Battlemap")
        page = QSizeF(width / SCREEN_DPI * 25.4, height / SCREEN_DPI * 25.4)
        layout = QPageLayout(
            QPageSize(page, QPageSize.Unit.Millimeter, "map"),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
        writer.setPageLayout(layout)
        writer.setResolution(300)
        painter = QPainter(writer)
        try:
            _paint(scene, painter, QRectF(0, 0, writer.width(), writer.height()), source)
        finally:
            painter.end()
