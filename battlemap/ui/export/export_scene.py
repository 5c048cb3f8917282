"""The map scene as exports draw it: the window's own scenes, offscreen, per view.

The GM's picture is a `MapScene` (plus the fog as the GM sees it, translucent); the
players' picture is the player view's own `PlayerScene`: no hidden creatures, none
under fog, opaque fog, no badges or terrain shading.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from battlemap.model import Encounter
from battlemap.session import EncounterSession
from battlemap.session.move_planner import MovePlanner
from battlemap.session.turn_state import TurnState
from battlemap.ui.export.options import ExportOptions, View
from battlemap.ui.geometry import SQUARE, grid_lines
from battlemap.ui.items.square_image_item import SquareImageItem
from battlemap.ui.map_scene import MapScene
from battlemap.ui.player.fog_image import GM_FOG, fog_image
from battlemap.ui.player.player_scene import PlayerScene
from battlemap.ui.z_order import Z

_OUTSIDE = QColor("#2b2b2b")
_PARCHMENT = QColor("#e9e1cc")
# Opaque on purpose: Qt's PDF engine (6.11) carries a translucent pen's alpha over to the
# next image drawn on later pages, darkening the map image on every sheet but the first.
_PRINT_GRID = QColor(90, 90, 90)


class ExportScene(MapScene):
    """A `MapScene` whose grid can be switched off, or drawn with a real width for print.

    Everything else (image, terrain, walls, tokens) is the window's drawing, unchanged.
    """

    def __init__(self, session: EncounterSession, planner: MovePlanner) -> None:
        self.show_grid = True
        self.grid_width: float | None = None  # scene units; None: the screen's 1-px line
        super().__init__(session, planner)
        self.player: PlayerScene | None = None  # set: exports draw the players' scene
        self.gm_fog = SquareImageItem(Z.TOKENS - 2)  # where the window's GM fog sits
        self.addItem(self.gm_fog)

    def paint_area(self, painter: QPainter, target: QRectF, source: QRectF) -> None:
        """Draw the `source` part of the map (scene units) into `target` (device units)."""
        scene = self.player if self.player is not None else self
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)

    def map_rect(self) -> QRectF:
        """The map in scene coordinates (the scene rect adds a margin around it)."""
        m = self.session.doc.map
        return QRectF(0, 0, m.cols * SQUARE, m.rows * SQUARE)

    def area_rect(self, options: ExportOptions) -> QRectF:
        """The scene rectangle an export covers: `options.area` or the whole map."""
        if options.area is None:
            return self.map_rect()
        left, top, width, height = options.area
        return QRectF(left * SQUARE, top * SQUARE, width * SQUARE, height * SQUARE)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self.show_grid and self.grid_width is None:
            super().drawBackground(painter, rect)
            return
        rect = QRectF(rect)
        painter.fillRect(rect, _OUTSIDE)
        visible = self.map_rect().intersected(rect)
        if self.image_item.pixmap().isNull():
            painter.fillRect(visible, _PARCHMENT)
        if self.show_grid and not visible.isEmpty():
            self._draw_print_grid(painter, visible)

    def _draw_print_grid(self, painter: QPainter, visible: QRectF) -> None:
        painter.setPen(QPen(_PRINT_GRID, self.grid_width or 0, Qt.PenStyle.SolidLine))
        painter.drawLines(grid_lines(visible))


@contextmanager
def export_scene(
    doc: Encounter,
    file_path: Path | None,
    options: ExportOptions,
    turns: TurnState | None = None,
) -> Iterator[ExportScene]:
    """A scene on a copy of `doc`, set up for `options.view`, closed afterwards.

    `file_path` is where the encounter lives (relative image paths count from it);
    `turns` carries the combat state (flat-footed badges) when exporting from a window.
    """
    session = EncounterSession()
    planner = MovePlanner(session, turns)
    scene = ExportScene(session, planner)
    scene.show_grid = options.grid
    scene.file_path = file_path
    session.replace_document(doc.model_copy(deep=True))  # rebuilds, now with the file path
    if options.view is View.PLAYER:
        scene.player = PlayerScene(session, scene)  # its background is this scene's grid
    else:
        scene.gm_fog.set_image(0, 0, fog_image(session.doc.map, GM_FOG))
    try:
        yield scene
    finally:
        if scene.player is not None:
            scene.player.close()
            scene.player.clear()
        scene.close()
        planner.close()
        scene.clear()
