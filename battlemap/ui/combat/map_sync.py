"""The map and the initiative dock in step: selection both ways, the active creature's
ring and view, and the fog as the GM sees it."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF

from battlemap.rules.sizes import space_squares
from battlemap.session import Aspect, Change, EncounterSession
from battlemap.ui.geometry import SQUARE, cell_centre
from battlemap.ui.initiative_dock import InitiativeDock
from battlemap.ui.items.active_ring_item import ActiveRingItem
from battlemap.ui.items.square_image_item import SquareImageItem
from battlemap.ui.map_scene import MapScene
from battlemap.ui.map_view import MapView
from battlemap.ui.overlays import Overlays
from battlemap.ui.player.fog_image import GM_FOG, fog_image
from battlemap.ui.z_order import Z

_RING_ASPECTS = frozenset({Aspect.COMBAT, Aspect.CREATURES})


class MapSync(QObject):
    """Binds the dock to the map scene and view; holds no combat state of its own."""

    def __init__(
        self,
        session: EncounterSession,
        scene: MapScene,
        view: MapView,
        overlays: Overlays,
        dock: InitiativeDock,
    ) -> None:
        super().__init__(dock)
        self.session, self.scene, self.view = session, scene, view
        self.overlays, self.dock = overlays, dock
        self.ring = ActiveRingItem()
        self.fog = SquareImageItem(Z.TOKENS - 2)
        scene.addItem(self.ring)
        scene.addItem(self.fog)
        self._active: tuple[str, ...] = ()
        dock.creature_selected.connect(self._on_dock_creature_selected)
        dock.creature_activated.connect(self._on_dock_creature_activated)
        scene.selection_changed.connect(self._on_scene_selection_changed)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self._on_session_document_replaced)
        self._on_session_document_replaced()

    def close(self) -> None:
        """Stop listening (the window is closing)."""
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self._on_session_document_replaced)

    def active(self) -> tuple[str, ...]:
        state = self.dock.state()
        return state.active if state is not None else ()

    # -- selection -------------------------------------------------------------------
    def _on_dock_creature_selected(self, creature_id: str) -> None:
        self.scene.select(creature_id)
        self.overlays.refresh()

    def _on_dock_creature_activated(self, creature_id: str) -> None:
        self.bring_into_view(creature_id, always=True)

    def _on_scene_selection_changed(self, creature_id: object) -> None:
        self.dock.select(creature_id if isinstance(creature_id, str) else None)

    # -- the active creature -----------------------------------------------------------
    def _on_session_changed(self, change: Change) -> None:
        if Aspect.FOG in change.aspects or Aspect.MAP in change.aspects:
            self._refresh_fog()
        if change.aspects & _RING_ASPECTS:
            self._refresh_active()

    def _on_session_document_replaced(self) -> None:
        self._active = ()
        self._refresh_fog()
        self._refresh_active()

    def _refresh_fog(self) -> None:
        self.fog.set_image(0, 0, fog_image(self.session.doc.map, GM_FOG))

    def _refresh_active(self) -> None:
        active = self.active()
        lead = active[0] if active else None
        try:
            creature = self.session.doc.creature(lead) if lead else None
        except KeyError:
            creature = None
        self.ring.setVisible(creature is not None)
        if creature is not None:
            self.ring.surround(
                self.scene.token(creature.id).footprint_at(creature.col, creature.row)
            )
        if active != self._active:
            self._active = active
            if creature is not None:  # a new turn: the GM's hand goes to the actor
                self.scene.select(creature.id)
                self.dock.select(creature.id)
                self.overlays.refresh()
                self.bring_into_view(creature.id)

    def bring_into_view(self, creature_id: str, always: bool = False) -> None:
        """Centre the view on a creature unless it is already well inside it."""
        c = self.session.doc.creature(creature_id)
        span = space_squares(c)
        token = QRectF(c.col * SQUARE, c.row * SQUARE, span * SQUARE, span * SQUARE)
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        margin = SQUARE
        if always or not seen.adjusted(margin, margin, -margin, -margin).contains(token):
            self.view.centerOn(cell_centre(c.col, c.row, span))
