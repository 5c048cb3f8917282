"""File ▸ Export map… and Print at scale… in the window: progress, cancel, no freeze."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QProgressDialog

from battlemap.bench.scenario import big_map
from battlemap.model import Encounter
from battlemap.ui.export import ExportOptions, View
from battlemap.ui.export.export_dialog import ExportDialog, ExportRequest
from battlemap.ui.main_window import MainWindow
from tests.helpers.export_maps import pdf_media_boxes


def test_file_menu_offers_export_and_print_before_quit(window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    texts = [a.text() for a in file_menu.actions() if not a.isSeparator()]
    assert texts[-3:] == ["E&xport map…", "&Print at scale…", "&Quit"]


def test_export_asks_then_writes_the_whole_map(window: MainWindow, tmp_path: Path) -> None:
    out = tmp_path / "map.png"
    window.exports.choose_request = lambda printing: ExportRequest(
        "png", ExportOptions(px_per_square=20)
    )
    window.exports.choose_path = lambda request: str(out)
    assert window.exports.export(printing=False)
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (10 * 20, 6 * 20)


def test_current_view_exports_what_the_window_shows(window: MainWindow, tmp_path: Path) -> None:
    window.view.set_zoom(2.0)
    window.view.centerOn(100, 100)
    _left, _top, width, height = window.exports.view_area()
    assert 0 < width < 10 and 0 < height < 6
    out = tmp_path / "view.png"
    request = ExportRequest("png", ExportOptions(px_per_square=50), current_view=True)
    assert window.exports.run(request, out)
    assert abs(QImage(str(out)).width() - width * 50) <= 1


def test_print_request_writes_sheets(window: MainWindow, tmp_path: Path) -> None:
    out = tmp_path / "print.pdf"
    request = ExportRequest("print", ExportOptions(), paper="letter", square_mm=25.4)
    assert window.exports.run(request, out)
    assert {(round(w), round(h)) for w, h in pdf_media_boxes(out.read_bytes())} <= {
        (612, 792),
        (792, 612),
    }


def test_cancel_in_the_progress_dialog_stops_and_leaves_no_file(
    window: MainWindow, tmp_path: Path
) -> None:
    spec, people = big_map(size=100, creatures=30)
    window.session.replace_document(Encounter(map=spec, creatures=people))
    out = tmp_path / "big.png"

    def cancel() -> None:
        dialog = window.findChild(QProgressDialog)
        if dialog is not None:
            dialog.cancel()
        else:
            QTimer.singleShot(5, cancel)

    QTimer.singleShot(5, cancel)
    assert not window.exports.run(ExportRequest("png", ExportOptions(px_per_square=70)), out)
    assert not list(tmp_path.glob("big.png*"))


def test_the_window_keeps_answering_during_a_big_export(window: MainWindow, tmp_path: Path) -> None:
    """A 100 × 60-square map at 70 px (7000 × 4200 px): the event loop never stalls long."""
    spec, people = big_map(size=100, creatures=60)
    spec = spec.model_copy(update={"rows": 60})
    window.session.replace_document(Encounter(map=spec, creatures=people))
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(5)
    started = time.perf_counter()
    request = ExportRequest("png", ExportOptions(px_per_square=70, view=View.PLAYER))
    assert window.exports.run(request, tmp_path / "big.png")
    timer.stop()
    gaps = [b - a for a, b in zip([started, *ticks], ticks, strict=False)]
    assert len(ticks) > 5
    print(f"{len(ticks)} ticks, longest stall {max(gaps) * 1000:.0f} ms")
    assert max(gaps) < 0.15, f"longest stall {max(gaps) * 1000:.0f} ms"


def test_dialog_reads_back_the_choices(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ExportDialog(printing=True)
    qtbot.addWidget(dialog)
    dialog.square.setCurrentIndex(1)
    dialog.paper.setCurrentIndex(1)
    dialog.view.setCurrentIndex(1)
    request = dialog.request()
    assert (request.format, request.paper, request.square_mm) == ("print", "letter", 25.4)
    assert request.options.view is View.PLAYER
    assert not dialog.px.isEnabled()
