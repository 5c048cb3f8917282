"""Mouse and key gestures on the map view, sent as real Qt events (pytest-qt helpers)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from battlemap.ui.geometry import SQUARE, cell_centre
from battlemap.ui.map_view import MapView

NoMod = Qt.KeyboardModifier.NoModifier
Left = Qt.MouseButton.LeftButton


def point_of(view: MapView, col: float, row: float) -> QPoint:
    """The viewport pixel at the centre of a square; floats are grid coordinates
    (e.g. (4.5, 2.0): the middle of the top edge of square (4, 2))."""
    if isinstance(col, float) or isinstance(row, float):
        return view.mapFromScene(QPointF(col * SQUARE, row * SQUARE))
    return view.mapFromScene(cell_centre(col, row))


def _send(view: MapView, kind: QEvent.Type, at: QPoint, buttons, mods, button=Left) -> None:  # type: ignore[no-untyped-def]
    pos = QPointF(at)
    glob = QPointF(view.viewport().mapToGlobal(at))
    event = QMouseEvent(kind, pos, glob, button, buttons, mods)
    QApplication.sendEvent(view.viewport(), event)


def press(view: MapView, cell: tuple[float, float], mods=NoMod, button=Left) -> None:  # type: ignore[no-untyped-def]
    _send(view, QEvent.Type.MouseButtonPress, point_of(view, *cell), button, mods, button)


def move(view: MapView, cell: tuple[float, float], mods=NoMod) -> None:  # type: ignore[no-untyped-def]
    _send(view, QEvent.Type.MouseMove, point_of(view, *cell), Left, mods, Qt.MouseButton.NoButton)


def release(view: MapView, cell: tuple[float, float], mods=NoMod, button=Left) -> None:  # type: ignore[no-untyped-def]
    _send(
        view,
        QEvent.Type.MouseButtonRelease,
        point_of(view, *cell),
        Qt.MouseButton.NoButton,
        mods,
        button,
    )


def drag(view: MapView, cells: list[tuple[float, float]], mods=NoMod, drop: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Press on the first square, move through the others, release on the last."""
    press(view, cells[0], mods)
    for cell in cells[1:]:
        move(view, cell, mods)
    if drop:
        release(view, cells[-1], mods)


def key(view: MapView, k: Qt.Key, mods=NoMod) -> None:  # type: ignore[no-untyped-def]
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyPress, k, mods))
