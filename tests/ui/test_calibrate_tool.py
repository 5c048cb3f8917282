"""Grid calibration from one outlined square, and the map image command it pushes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from battlemap.ui.main_window import MainWindow
from battlemap.ui.tools.calibrate_tool import grid_from_square
from tests.helpers.map_gestures import drag


def test_outlined_square_gives_size_and_offset() -> None:
    grid = grid_from_square(130, 75, 70, 135)
    assert grid is not None
    assert (grid.px_per_square, grid.offset_x, grid.offset_y) == (60, 10, 15)
    assert grid_from_square(0, 0, 2, 2) is None


def test_import_image_then_calibrate_by_dragging(window: MainWindow, tmp_path: Path) -> None:
    image = QImage(700, 420, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    path = tmp_path / "map.png"
    image.save(str(path))
    window.import_image(str(path))
    m = window.session.doc.map
    assert (m.cols, m.rows) == (10, 6)  # the default 70 px per square
    assert window.tools.view.tool is window.tools.tools["calibrate"]
    # the image is drawn at 50/70 scale; drag over scene (0,0)-(50,50): 70 image px.
    drag(window.view, [(0.0, 0.0), (1.0, 1.0)])
    assert window.session.stack.undo_label == "Calibrate grid"
    assert abs(window.session.doc.map.grid.px_per_square - 70) < 3
    window.undo.undo.trigger()
    window.undo.undo.trigger()
    assert window.session.doc.map.image is None
