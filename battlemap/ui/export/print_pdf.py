"""Print at miniature scale: a multi-page PDF, one exact square size, cut marks and labels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLineF, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from battlemap.model import Encounter
from battlemap.ui.export.export_scene import ExportScene, export_scene
from battlemap.ui.export.options import ExportOptions
from battlemap.ui.export.print_layout import PrintLayout, PrintPage, row_name
from battlemap.ui.geometry import SQUARE

PRINT_DPI = 300
_MARK = QColor(0, 0, 0)
_MARK_MM = 6.0  # length of a cut mark, drawn in the margin only
_GRID_MM = 0.25  # printed grid line width


def _page_layout(layout: PrintLayout) -> QPageLayout:
    w, h = sorted(layout.paper_mm)  # the portrait size; the orientation turns it
    size = QPageSize(QSizeF(w, h), QPageSize.Unit.Millimeter, layout.paper.upper())
    o = QPageLayout.Orientation
    orientation = o.Landscape if layout.is_landscape else o.Portrait
    return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


class _PagePainter:
    """Paints one sheet with the painter in millimetres from the sheet's top-left corner."""

    def __init__(self, scene: ExportScene, area: QRectF, layout: PrintLayout, title: str) -> None:
        self.scene, self.area, self.layout, self.title = scene, area, layout, title
        m = layout.margin_mm
        cw, ch = layout.content_mm
        self.content = QRectF(m, m, cw, ch)
        self.per_mm = SQUARE / layout.square_mm  # scene units per millimetre

    def paint(self, painter: QPainter, page: PrintPage) -> None:
        m = self.layout.margin_mm
        map_mm = QRectF(
            m - page.x_mm,
            m - page.y_mm,
            self.layout.cols * self.layout.square_mm,
            self.layout.rows * self.layout.square_mm,
        )
        target = map_mm.intersected(self.content)
        if not target.isEmpty():
            source = QRectF(
                self.area.left() + (target.left() - map_mm.left()) * self.per_mm,
                self.area.top() + (target.top() - map_mm.top()) * self.per_mm,
                target.width() * self.per_mm,
                target.height() * self.per_mm,
            )
            painter.save()
            painter.setClipRect(target)
            self.scene.paint_area(painter, target, source)
            painter.restore()
        self._cut_marks(painter, target if not target.isEmpty() else self.content)
        self._overlap_ticks(painter, page, target)
        self._labels(painter, page)

    def _cut_marks(self, painter: QPainter, rect: QRectF) -> None:
        """Short lines in the margin on the lines of the printed area's edges."""
        painter.setPen(QPen(_MARK, 0.2))
        gap, length = 1.5, _MARK_MM
        lines = []
        for x in (rect.left(), rect.right()):
            lines.append(QLineF(x, rect.top() - gap, x, rect.top() - gap - length))
            lines.append(QLineF(x, rect.bottom() + gap, x, rect.bottom() + gap + length))
        for y in (rect.top(), rect.bottom()):
            lines.append(QLineF(rect.left() - gap, y, rect.left() - gap - length, y))
            lines.append(QLineF(rect.right() + gap, y, rect.right() + gap + length, y))
        painter.drawLines(lines)

    def _overlap_ticks(self, painter: QPainter, page: PrintPage, target: QRectF) -> None:
        """Triangles in the margin where the next sheet's printed area begins."""
        if target.isEmpty():
            return
        sx, sy = self.layout.step_mm
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(120, 120, 120))
        x = self.content.left() + sx
        if page.col + 1 < self.layout.pages_across and x < target.right():
            for y, d in ((self.content.top() - 1.5, -1), (self.content.bottom() + 1.5, 1)):
                painter.drawPolygon(
                    [QPointF(x, y), QPointF(x - 1.5, y + 3 * d), QPointF(x + 1.5, y + 3 * d)]
                )
        y = self.content.top() + sy
        if page.row + 1 < self.layout.pages_down and y < target.bottom():
            for x, d in ((self.content.left() - 1.5, -1), (self.content.right() + 1.5, 1)):
                painter.drawPolygon(
                    [QPointF(x, y), QPointF(x + 3 * d, y - 1.5), QPointF(x + 3 * d, y + 1.5)]
                )

    def _labels(self, painter: QPainter, page: PrintPage) -> None:
        lay = self.layout
        font = QFont()
        font.setPixelSize(3)  # 3 mm high text, independent of the device resolution
        painter.setFont(font)
        painter.setPen(_MARK)
        pw, ph = lay.paper_mm
        total = lay.pages_across * lay.pages_down
        index = page.row * lay.pages_across + page.col + 1
        text = QCoreApplication.translate(
            "Print", "{label} · row {row}, column {col} · sheet {index} of {total}"
        ).format(
            label=page.label, row=row_name(page.row), col=page.col + 1, index=index, total=total
        )
        scale = QCoreApplication.translate("Print", "{size} mm squares · {title}").format(
            size=f"{lay.square_mm:g}", title=self.title
        )
        # 2 mm clear of the cut marks, which run into the margin on the content's edges
        top = QRectF(lay.margin_mm + 2, 1.5, pw - 2 * lay.margin_mm - 4, lay.margin_mm - 3.5)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, scale)
        big = QFont(font)
        big.setPixelSize(6)
        big.setBold(True)
        painter.setFont(big)
        bottom = QRectF(
            lay.margin_mm, ph - lay.margin_mm + 2, pw - 2 * lay.margin_mm, lay.margin_mm - 3
        )
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, page.label)


def export_print_pdf(
    doc: Encounter,
    file_path: Path | None,
    out: str | Path,
    options: ExportOptions,
    layout: PrintLayout | None = None,
    progress: Callable[[int, int], bool] | None = None,
) -> PrintLayout | None:
    """Write the map at scale over as many sheets as it needs; None when cancelled."""
    with export_scene(doc, file_path, options) as scene:
        area = scene.area_rect(options)
        layout = layout or PrintLayout(cols=area.width() / SQUARE, rows=area.height() / SQUARE)
        scene.grid_width = _GRID_MM * SQUARE / layout.square_mm
        writer = QPdfWriter(str(out))
        writer.setTitle(doc.name)
        writer.setCreator("Battlemap")
        writer.setResolution(PRINT_DPI)
        writer.setPageLayout(_page_layout(layout))
        done = _paint_pages(_PagePainter(scene, area, layout, doc.name), writer, progress)
        del writer  # closes the file (Windows cannot remove an open file)
    if done is None:
        Path(out).unlink(missing_ok=True)  # cancelled: no partial print left behind
    return done


def _paint_pages(
    sheet: _PagePainter,
    writer: QPagedPaintDevice,
    progress: Callable[[int, int], bool] | None,
) -> PrintLayout | None:
    pages = sheet.layout.pages()
    painter = QPainter(writer)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.scale(PRINT_DPI / 25.4, PRINT_DPI / 25.4)
    try:
        for i, page in enumerate(pages):
            if i:
                writer.newPage()
            sheet.paint(painter, page)
            if progress is not None and not progress(i + 1, len(pages)):
                return None
    finally:
        painter.end()
    return sheet.layout
