"""File ▸ Export map… and Print at scale…: ask, choose a file, export with a progress dialog.

The export runs on the GUI thread one strip or sheet at a time, processing events in
between (a strip is tens of ms), while the PNG is compressed and written on a worker
thread; the progress dialog's Cancel stops it and leaves no file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QProgressDialog

from battlemap.model import Encounter
from battlemap.ui.export.export_dialog import ExportDialog, ExportRequest
from battlemap.ui.export.options import ExportOptions
from battlemap.ui.export.png_export import export_png
from battlemap.ui.export.print_layout import PrintLayout
from battlemap.ui.export.print_pdf import export_print_pdf
from battlemap.ui.export.vector import export_pdf, export_svg
from battlemap.ui.geometry import SQUARE

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

GUI_STRIP_PIXELS = 1_000_000  # ~15-35 ms of rendering per step between event processing
_SUFFIX = {"png": ".png", "svg": ".svg", "pdf": ".pdf", "print": ".pdf"}


class ExportActions(QObject):
    """The two actions and what they do; the prompts are attributes tests replace."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.export_action = QAction(self.tr("E&xport map…"), window)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(lambda: self.export(printing=False))
        self.print_action = QAction(self.tr("&Print at scale…"), window)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(lambda: self.export(printing=True))
        self.choose_request: Callable[[bool], ExportRequest | None] = self._ask_request
        self.choose_path: Callable[[ExportRequest], str] = self._ask_path
        self.warn: Callable[[str], None] = self._warn

    def install(self, menu: QMenu, before: QAction | None = None) -> None:
        """Put both actions in `menu` (before `before`, e.g. Quit), with a separator."""
        if before is None:
            menu.addSeparator()
            menu.addActions([self.export_action, self.print_action])
            return
        menu.insertActions(before, [self.export_action, self.print_action])
        menu.insertSeparator(before)

    # -- prompts (replaced in tests) --------------------------------------------------
    def _ask_request(self, printing: bool) -> ExportRequest | None:
        dialog = ExportDialog(printing, self.window)
        return dialog.request() if dialog.exec() else None

    def _ask_path(self, request: ExportRequest) -> str:
        suffix = _SUFFIX[request.format]
        start = Path(self.window.settings.last_folder or ".") / (
            self.window.session.doc.name + suffix
        )
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export to"), str(start), f"*{suffix}"
        )
        if path and not path.lower().endswith(suffix):
            path += suffix
        return path

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self.window, self.tr("Export failed"), text)

    # -- running ---------------------------------------------------------------------
    def export(self, printing: bool) -> bool:
        """Ask, then export; True when a file was written."""
        request = self.choose_request(printing)
        if request is None:
            return False
        path = self.choose_path(request)
        return bool(path) and self.run(request, path)

    def view_area(self) -> tuple[float, float, float, float]:
        """The part of the map the window shows, in squares."""
        view = self.window.view
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        m = self.window.session.doc.map
        left, top = max(seen.left(), 0.0), max(seen.top(), 0.0)
        right = min(seen.right(), m.cols * SQUARE)
        bottom = min(seen.bottom(), m.rows * SQUARE)
        if right <= left or bottom <= top:
            return (0.0, 0.0, float(m.cols), float(m.rows))
        return (left / SQUARE, top / SQUARE, (right - left) / SQUARE, (bottom - top) / SQUARE)

    def run(self, request: ExportRequest, path: str | Path) -> bool:
        """Export with a cancellable progress dialog; False when cancelled or failed."""
        options = request.options
        if request.current_view:
            options = replace(options, area=self.view_area())
        doc, file_path = self.window.session.doc, self.window.scene.file_path
        progress = QProgressDialog(self.tr("Exporting the map…"), self.tr("Cancel"), 0, 1)
        progress.setParent(self.window, progress.windowFlags())
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            QCoreApplication.processEvents()
            return not progress.wasCanceled()

        try:
            return self._dispatch(request, options, doc, file_path, path, step)
        except (OSError, ValueError) as exc:
            self.warn(str(exc))
            return False
        finally:
            progress.reset()
            progress.deleteLater()

    @staticmethod
    def _dispatch(
        request: ExportRequest,
        options: ExportOptions,
        doc: Encounter,
        file_path: Path | None,
        path: str | Path,
        step: Callable[[int, int], bool],
    ) -> bool:
        if request.format == "png":
            return export_png(doc, file_path, path, options, step, GUI_STRIP_PIXELS)
        if request.format == "svg":
            export_svg(doc, file_path, path, options)
            return True
        if request.format == "pdf":
            export_pdf(doc, file_path, path, options)
            return True
        area = options.area or (0, 0, doc.map.cols, doc.map.rows)
        layout = PrintLayout(
            cols=area[2], rows=area[3], paper=request.paper, square_mm=request.square_mm
        )
        return export_print_pdf(doc, file_path, path, options, layout, step) is not None
