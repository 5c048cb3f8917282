"""The map scene: binds the open encounter to items and draws the grid in its background."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QWidget

from battlemap.io.image_paths import resolve_image
from battlemap.model import Creature, TerrainKind
from battlemap.session import Aspect, Change, EncounterSession
from battlemap.session.move_planner import MovePlanner
from battlemap.ui.geometry import SQUARE, grid_lines
from battlemap.ui.items.path_item import PathItem
from battlemap.ui.items.square_image_item import SquareImageItem, rgba_image
from battlemap.ui.items.token_item import TokenItem
from battlemap.ui.items.walls_item import Segment, WallsItem
from battlemap.ui.palette import TERRAIN_COLOURS
from battlemap.ui.shading import Shading
from battlemap.ui.tokens import TokenLooks
from battlemap.ui.z_order import Z

_OUTSIDE = QColor("#2b2b2b")
_PARCHMENT = QColor("#e9e1cc")
_GRID = QColor(0, 0, 0, 90)
_GRID_ON_PARCHMENT = QColor("#979284")  # _GRID blended over _PARCHMENT, but opaque
_MARGIN = 2  # squares of scene around the map, so tokens near the edge can be grabbed


class MapScene(QGraphicsScene):
    """Keeps a creature-id → item map and refreshes only what a `Change` names."""

    selection_changed = Signal(object)  # the selected creature id, or None

    def __init__(
        self, session: EncounterSession, planner: MovePlanner, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.planner = planner
        self.file_path: Path | None = None
        self.selected_id: str | None = None
        self._tokens: dict[str, TokenItem] = {}
        self._flat_footed: frozenset[str] = frozenset()
        self._pixmaps: dict[str, QPixmap | None] = {}
        self._looks = TokenLooks(self._badges_of, self._pixmap_of)
        self.image_item = QGraphicsPixmapItem()
        self.image_item.setZValue(Z.MAP_IMAGE)
        self.image_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.addItem(self.image_item)
        self.shade_item = SquareImageItem(Z.SHADING)
        self.shading = Shading(0, 0)
        self.walls_item = WallsItem()
        self.path_item = PathItem()
        for item in (self.shade_item, self.walls_item, self.path_item):
            self.addItem(item)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self._on_session_document_replaced)
        self.rebuild()

    def close(self) -> None:
        """Stop listening to the session (the window is closing)."""
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self._on_session_document_replaced)

    # -- binding ---------------------------------------------------------------------
    def rebuild(self) -> None:
        """Refresh everything from the document (open, new, benchmark)."""
        self._pixmaps.clear()
        self._refresh_map()
        self._refresh_terrain()
        self._refresh_walls()
        self._refresh_tokens()

    def _on_session_document_replaced(self) -> None:
        self.selected_id = None
        self.rebuild()

    def _on_session_changed(self, change: Change) -> None:
        aspects = change.aspects
        if Aspect.MAP in aspects:
            self._refresh_map()
        if aspects & {Aspect.TERRAIN, Aspect.MAP}:
            self._refresh_terrain()
        if aspects & {Aspect.WALLS, Aspect.MAP}:
            self._refresh_walls()
        if aspects & {Aspect.CREATURES, Aspect.TERRAIN, Aspect.WALLS, Aspect.MAP, Aspect.COMBAT}:
            self._refresh_tokens()

    def _refresh_map(self) -> None:
        m = self.session.doc.map
        self.setSceneRect(
            -_MARGIN * SQUARE,
            -_MARGIN * SQUARE,
            (m.cols + 2 * _MARGIN) * SQUARE,
            (m.rows + 2 * _MARGIN) * SQUARE,
        )
        path = resolve_image(self.session.doc, self.file_path)
        pixmap = QPixmap(str(path)) if path is not None and path.exists() else QPixmap()
        self.image_item.setPixmap(pixmap)
        g = m.grid
        scale = SQUARE / g.px_per_square
        self.image_item.setTransform(QTransform.fromScale(scale, scale))
        self.image_item.setPos(-g.offset_x * scale, -g.offset_y * scale)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_threat(self, colours: np.ndarray | None) -> None:
        """Shade threatened squares (a map-sized colour array), or stop (None)."""
        self.shading.threat = colours
        self._reshade()

    def set_bands(self, top: int, left: int, colours: np.ndarray | None) -> None:
        """Shade reachable squares by band (a window of the map), or stop (None)."""
        self.shading.bands = None if colours is None else (top, left, colours)
        self._reshade()

    def _reshade(self) -> None:
        colours = self.shading.composite()
        self.shade_item.set_image(0, 0, None if colours is None else rgba_image(colours))

    def _refresh_terrain(self) -> None:
        m = self.session.doc.map
        if (self.shading.rows, self.shading.cols) != (m.rows, m.cols):
            self.shading = Shading(m.rows, m.cols)
        colours = np.zeros((m.rows, m.cols), dtype=np.uint32)
        for kind in (TerrainKind.DIFFICULT, TerrainKind.HAMPER, TerrainKind.BLOCK):
            cells = [(c, r) for c, r in m.cells(kind) if 0 <= c < m.cols and 0 <= r < m.rows]
            if cells:
                cols, rows = zip(*cells, strict=True)
                colours[list(rows), list(cols)] = TERRAIN_COLOURS[kind.value]
        self.shading.terrain = colours if colours.any() else None
        self._reshade()

    def _refresh_walls(self) -> None:
        m = self.session.doc.map
        segments = tuple(Segment(w.x1, w.y1, w.x2, w.y2) for w in m.walls) + tuple(
            Segment(d.x1, d.y1, d.x2, d.y2, door=True, closed=d.closed) for d in m.doors
        )
        self.walls_item.set_segments(segments, m.cols, m.rows)

    def _refresh_tokens(self) -> None:
        creatures = self.session.doc.creatures
        self._flat_footed = self.planner.turns.flat_footed()  # once: it replays the combat
        looks = self._looks.build(creatures, self.selected_id)
        for gone in set(self._tokens) - set(looks):
            self.removeItem(self._tokens.pop(gone))
        for c in creatures:
            item = self._tokens.get(c.id)
            if item is None:
                item = self._tokens[c.id] = TokenItem(looks[c.id])
                self.addItem(item)
            else:
                item.set_look(looks[c.id])
            item.set_dragging(False)
            item.setPos(c.col * SQUARE, c.row * SQUARE)

    def _badges_of(self, c: Creature) -> tuple[str, ...]:
        turns = self.planner.turns
        out = []
        if c.id in self._flat_footed:
            out.append("flat-footed")
        if self.planner.is_squeezing(c):
            out.append("squeezing")
        if c.helpless:
            out.append("helpless")
        out.extend(b for b in sorted(turns.badges(c.id)) if b not in out)
        return tuple(out)

    def _pixmap_of(self, image: str) -> QPixmap | None:
        if image not in self._pixmaps:
            path = Path(image)
            if not path.is_absolute() and self.file_path is not None:
                path = self.file_path.parent / path
            self._pixmaps[image] = QPixmap(str(path)) if path.exists() else None
        return self._pixmaps[image]

    # -- queries and previews used by tools ------------------------------------------
    def creature_at(self, pos: QPointF) -> str | None:
        """The id of the topmost token under a scene point."""
        for item in self.items(pos):
            if isinstance(item, TokenItem):
                for cid, token in self._tokens.items():
                    if token is item:
                        return cid
        return None

    def token(self, creature_id: str) -> TokenItem:
        return self._tokens[creature_id]

    def select(self, creature_id: str | None) -> None:
        """Highlight one creature (None: nothing)."""
        if creature_id == self.selected_id:
            return
        self.selected_id = creature_id
        self._refresh_tokens()
        self.selection_changed.emit(creature_id)

    def preview_token(self, creature_id: str, col: int, row: int) -> None:
        """Show a token on another square during a drag (the model is untouched)."""
        item = self._tokens[creature_id]
        item.set_dragging(True)
        item.setPos(col * SQUARE, row * SQUARE)

    def reset_token(self, creature_id: str) -> None:
        """Put a token back where the model says it is."""
        c = self.session.doc.creature(creature_id)
        item = self._tokens[creature_id]
        item.set_dragging(False)
        item.setPos(c.col * SQUARE, c.row * SQUARE)

    # -- the grid --------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        m = self.session.doc.map
        painter.fillRect(rect, _OUTSIDE)
        map_rect = QRectF(0, 0, m.cols * SQUARE, m.rows * SQUARE)
        if self.image_item.pixmap().isNull():
            painter.fillRect(map_rect.intersected(rect), _PARCHMENT)
        if painter.worldTransform().m11() * SQUARE < 6:
            return  # lines closer than 6 px are noise, and cost a frame
        visible = map_rect.intersected(rect)
        if visible.isEmpty():
            return
        # cosmetic one-pixel lines; opaque on parchment, where they draw ~20× faster
        plain = self.image_item.pixmap().isNull()
        painter.setPen(QPen(_GRID_ON_PARCHMENT if plain else _GRID, 0))
        painter.drawLines(grid_lines(visible))
