"""What the table sees: the map image, the grid, the tokens the players may see, the fog.

Nothing GM-only: no hidden creatures, no creature under fog, no badges or numbers, no
terrain overlay, threat, reachable squares or paths.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QWidget

from battlemap.model import Creature
from battlemap.rules.initiative import Phase
from battlemap.rules.sizes import space_squares
from battlemap.session import Aspect, Change, EncounterSession
from battlemap.session.combat_commands import combat_state
from battlemap.ui.geometry import SQUARE
from battlemap.ui.items.active_ring_item import ActiveRingItem
from battlemap.ui.items.square_image_item import SquareImageItem
from battlemap.ui.items.token_item import TokenItem, TokenLook
from battlemap.ui.map_scene import MapScene
from battlemap.ui.player.fog_image import PLAYER_FOG, fog_image, fog_mask
from battlemap.ui.tokens import TokenLooks
from battlemap.ui.z_order import Z

_MARGIN = 12  # squares
_TOKEN_ASPECTS = frozenset({Aspect.CREATURES, Aspect.COMBAT, Aspect.FOG, Aspect.MAP})


class PlayerScene(QGraphicsScene):
    """Binds the session for the players; the map image is the GM scene's own pixmap."""

    def __init__(
        self, session: EncounterSession, gm_scene: MapScene, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session, self.gm_scene = session, gm_scene
        self._tokens: dict[str, TokenItem] = {}
        self._pixmaps: dict[str, QPixmap | None] = {}
        self._looks = TokenLooks(lambda _c: (), self._pixmap_of)
        self.image_item = QGraphicsPixmapItem()
        self.image_item.setZValue(Z.MAP_IMAGE)
        self.image_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.fog = SquareImageItem(Z.TOOL_FEEDBACK)  # above the tokens: fog hides all
        self.ring = ActiveRingItem()
        for item in (self.image_item, self.fog, self.ring):
            self.addItem(item)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self.rebuild)
        self.rebuild()

    def close(self) -> None:
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self.rebuild)

    def rebuild(self) -> None:
        self._pixmaps.clear()
        self._refresh_map()
        self._refresh_tokens()

    def _on_session_changed(self, change: Change) -> None:
        if Aspect.MAP in change.aspects:
            self._refresh_map()
        if change.aspects & _TOKEN_ASPECTS:
            self._refresh_tokens()

    def _refresh_map(self) -> None:
        gm = self.gm_scene.image_item
        self.image_item.setPixmap(gm.pixmap() if not gm.pixmap().isNull() else QPixmap())
        self.image_item.setTransform(gm.transform())
        self.image_item.setPos(gm.pos())
        m = self.session.doc.map
        margin = _MARGIN * SQUARE  # room to centre on a token near the edge
        self.setSceneRect(
            QRectF(-margin, -margin, m.cols * SQUARE + 2 * margin, m.rows * SQUARE + 2 * margin)
        )
        self.update()

    def visible_creatures(self) -> list[Creature]:
        """Creatures the players may see: not hidden, not wholly under fog."""
        doc = self.session.doc
        fog = fog_mask(doc.map)
        out = []
        for c in doc.creatures:
            if c.hidden:
                continue
            span = space_squares(c)
            under = fog[c.row : c.row + span, c.col : c.col + span]
            if under.size and under.all():
                continue
            out.append(c)
        return out

    def _refresh_tokens(self) -> None:
        creatures = self.visible_creatures()
        looks = self._looks.build(creatures, None)
        for gone in set(self._tokens) - set(looks):
            self.removeItem(self._tokens.pop(gone))
        for c in creatures:
            item = self._tokens.get(c.id)
            if item is None:
                item = self._tokens[c.id] = TokenItem(looks[c.id])
                self.addItem(item)
            else:
                item.set_look(looks[c.id])
            item.setPos(c.col * SQUARE, c.row * SQUARE)
        self.fog.set_image(0, 0, fog_image(self.session.doc.map, PLAYER_FOG))
        self._refresh_ring({c.id: c for c in creatures})

    def _refresh_ring(self, shown: dict[str, Creature]) -> None:
        lead = self.active_id()
        creature = shown.get(lead) if lead else None
        self.ring.setVisible(creature is not None)
        if creature is not None:
            self.ring.surround(self._tokens[creature.id].footprint_at(creature.col, creature.row))

    def active_id(self) -> str | None:
        """The creature acting now, if a combat runs."""
        if self.session.doc.combat is None:
            return None
        state = combat_state(self.session.doc)
        if state.phase in (Phase.SETUP, Phase.ENDED) or not state.active:
            return None
        return state.active[0]

    def _pixmap_of(self, image: str) -> QPixmap | None:
        if image not in self._pixmaps:
            path, base = Path(image), self.gm_scene.file_path
            if not path.is_absolute() and base is not None:
                path = base.parent / path
            self._pixmaps[image] = QPixmap(str(path)) if path.exists() else None
        return self._pixmaps[image]

    def token_look(self, creature_id: str) -> TokenLook:
        """How a token is drawn for the players (for tests)."""
        return self._tokens[creature_id].look

    def token_ids(self) -> set[str]:
        """Ids of the tokens drawn (for tests)."""
        return set(self._tokens)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.gm_scene.drawBackground(painter, QRectF(rect))
