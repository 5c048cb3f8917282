"""`python -m battlemap.bench render`: frame, drag-step, start-up and memory figures.

Offscreen, a 200 × 200 map with 300 tokens in a 1920 × 1080 view; medians. Prints one
JSON object. Targets (issue 4): frames and drag step ≤ 8 ms, start-up ≤ 1500 ms,
RSS ≤ 400 MB.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

VIEW_W, VIEW_H = 1920, 1080
_READY = "first-frame-painted"


def _median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def _window(tmp: Path):  # type: ignore[no-untyped-def]
    """A main window on the big benchmark map, its view sized 1920 × 1080."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QFrame

    from battlemap.bench.scenario import big_map, place_mover
    from battlemap.model import Encounter, Size
    from battlemap.ui.main_window import MainWindow
    from battlemap.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    spec, people = big_map(size=200, creatures=299)
    people = place_mover(spec, people, Size.MEDIUM, 30)
    settings = Settings(QSettings(str(tmp / "bench.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    window.session.replace_document(Encounter(map=spec, creatures=people))
    window.view.setFrameShape(QFrame.Shape.NoFrame)
    window.show()
    app.processEvents()
    vp = window.view.viewport().size()
    window.resize(window.width() + VIEW_W - vp.width(), window.height() + VIEW_H - vp.height())
    app.processEvents()
    return app, window


def _frames(app, view, n: int = 30, cached: bool = True) -> float:  # type: ignore[no-untyped-def]
    viewport = view.viewport()
    samples = []
    for _ in range(n):
        if not cached:
            view.resetCachedContent()  # as after a zoom: the grid is drawn afresh
        t = time.perf_counter()
        viewport.repaint()
        samples.append(time.perf_counter() - t)
    app.processEvents()
    return _median_ms(samples)


def _drag_steps(app, window, n: int = 60, full: bool = False) -> float:  # type: ignore[no-untyped-def]
    """Median time of one cursor step of a drag: plan read-off, path, token, and the
    repaint of what changed, as the event loop does it."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from battlemap.ui.geometry import cell_centre

    view = window.view
    mover = window.session.doc.creature("mover")
    view.set_zoom(1.0)
    view.centerOn(cell_centre(mover.col, mover.row))
    app.processEvents()
    viewport = view.viewport()

    def send(kind: QEvent.Type, col: int, row: int, button: Qt.MouseButton) -> None:
        at = QPointF(view.mapFromScene(cell_centre(col, row)))
        buttons = (
            Qt.MouseButton.LeftButton
            if kind != QEvent.Type.MouseButtonRelease
            else (Qt.MouseButton.NoButton)
        )
        event = QMouseEvent(kind, at, at, button, buttons, Qt.KeyboardModifier.NoModifier)
        app.sendEvent(viewport, event)

    send(QEvent.Type.MouseButtonPress, mover.col, mover.row, Qt.MouseButton.LeftButton)
    app.processEvents()
    samples = []
    for i in range(n):
        step = i % 12 + 1  # out along a diagonal and back again: every step a new square
        col, row = mover.col + step, mover.row + step // 2
        t = time.perf_counter()
        send(QEvent.Type.MouseMove, col, row, Qt.MouseButton.NoButton)
        if full:  # worst case: as if every step repainted the whole view
            viewport.repaint()
        # what the app does next: paint what changed (token, path, label, status bar)
        app.processEvents()
        samples.append(time.perf_counter() - t)
    view.tool.cancel()
    return _median_ms(samples)


def _startup_ms(runs: int = 3) -> float:
    """Process start to the first painted frame of the demo, in a fresh interpreter."""
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "battlemap.ui.benchmarks.render", "--startup-child"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == _READY:
                samples.append(time.perf_counter() - t)
                break
        proc.wait(timeout=60)
    return _median_ms(samples) if samples else -1.0


def _startup_child() -> int:
    """Open the demo like `battlemap` does and report the first painted frame."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from battlemap.assets import DEMO_ENCOUNTER
    from battlemap.ui.main_window import MainWindow
    from battlemap.ui.settings import Settings

    app = QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        from PySide6.QtCore import QSettings

        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings)
        window.files.open_bundled(DEMO_ENCOUNTER)

        class _FirstPaint(QObject):
            def eventFilter(self, obj: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    QTimer.singleShot(0, self._done)
                return False

            def _done(self) -> None:
                print(_READY, flush=True)
                app.quit()

        watcher = _FirstPaint()
        window.view.viewport().installEventFilter(watcher)
        window.show()
        app.exec()
        window.files.ask_unsaved = lambda: None  # type: ignore[assignment,return-value]
    return 0


def main() -> int:
    """Run the benchmark and print one JSON object."""
    with tempfile.TemporaryDirectory() as tmp:
        app, window = _window(Path(tmp))
        view = window.view
        view.set_zoom(1.0)
        view.centerOn(100 * 50, 100 * 50)
        app.processEvents()
        zoom1 = _frames(app, view)
        zoom1_uncached = _frames(app, view, cached=False)
        view.fit_map()
        app.processEvents()
        whole = _frames(app, view)
        drag = _drag_steps(app, window)
        drag_full = _drag_steps(app, window, full=True)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        if sys.platform == "darwin":
            rss /= 1024  # bytes there, kilobytes on Linux
        window.session.stack.set_clean()
        window.close()
    result = {
        "frame_zoom1_ms": zoom1,
        "frame_whole_map_ms": whole,
        "drag_step_ms": drag,
        "drag_step_full_repaint_ms": drag_full,
        "frame_zoom1_uncached_ms": zoom1_uncached,
        "startup_ms": _startup_ms(),
        "rss_mb": round(rss, 1),
        "map": "200x200",
        "tokens": 300,
        "view": f"{VIEW_W}x{VIEW_H}",
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(_startup_child() if "--startup-child" in sys.argv else main())
