"""The map view: zoom, pan, fit; mouse and keys go to the active tool first."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from battlemap.ui.geometry import SQUARE
from battlemap.ui.map_scene import MapScene
from battlemap.ui.tools.base import Tool

_MIN_ZOOM, _MAX_ZOOM = 0.02, 8.0


class MapView(QGraphicsView):
    """Shows a `MapScene`; gestures the tool does not take pan the map."""

    zoom_changed = Signal(float)

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.map_scene = scene
        self.tool: Tool | None = None
        self._pan_from: QPoint | None = None
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The grid is the costliest thing to paint (semi-transparent 1-px lines are slow in
        # the raster engine); cached, a frame during a drag only blits it.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMouseTracking(True)
        # panning drags the map itself; scroll bars would only take room on a projector
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_tool(self, tool: Tool) -> None:
        """Make `tool` the one that gets gestures; the previous one cancels what it was doing."""
        if self.tool is not None:
            self.tool.cancel()
            self.tool.deactivate()
        self.tool = tool
        tool.activate()
        self.viewport().setCursor(tool.cursor)

    # -- zoom and fit ---------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(max(self.zoom * factor, _MIN_ZOOM), _MAX_ZOOM)
        factor = target / self.zoom
        self.scale(factor, factor)
        self.zoom_changed.emit(self.zoom)

    def set_zoom(self, zoom: float) -> None:
        self.zoom_by(zoom / self.zoom)

    def fit_map(self) -> None:
        m = self.map_scene.session.doc.map
        self.fitInView(
            QRectF(0, 0, m.cols * SQUARE, m.rows * SQUARE), Qt.AspectRatioMode.KeepAspectRatio
        )
        self.zoom_changed.emit(self.zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.25**steps)
        event.accept()

    # -- gestures --------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        if self.tool is not None and self.tool.press(event, pos):
            event.accept()
            return
        self._pan_from = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - delta.x())
            v.setValue(v.value() - delta.y())
            event.accept()
            return
        if self.tool is not None:
            self.tool.move(event, self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        if self.tool is not None:
            self.tool.release(event, self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None:
            self.tool.double_click(event, self.mapToScene(event.position().toPoint()))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.tool is not None and self.tool.busy:
            self.tool.cancel()
            event.accept()
            return
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)
