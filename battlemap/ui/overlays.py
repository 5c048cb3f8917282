"""The map's overlays: threat of the selected creature or of the mover's enemies, and bands."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.rules.movement.planner import MoveSearch
from battlemap.rules.sizes import space_squares
from battlemap.session import Change
from battlemap.ui.map_scene import MapScene
from battlemap.ui.palette import (
    SELECTED_THREAT_COLOUR,
    THREAT_COLOUR,
    band_colours,
    footprint_bands,
    mask_colours,
)


class Overlays:
    """Decides what the threat and band layers show; the toggles are plain attributes."""

    def __init__(self, scene: MapScene) -> None:
        self.scene = scene
        self.show_selected_threat = True
        self.show_enemy_threat = True
        self.show_bands = True
        self._dragging: str | None = None
        scene.session.changed.connect(self._on_session_changed)

    def close(self) -> None:
        self.scene.session.changed.disconnect(self._on_session_changed)

    def _on_session_changed(self, change: Change) -> None:
        if self._dragging is None:
            self.refresh()

    def set_toggles(self, selected: bool, enemies: bool, bands: bool) -> None:
        self.show_selected_threat, self.show_enemy_threat, self.show_bands = (
            selected,
            enemies,
            bands,
        )
        self.refresh()

    def refresh(self) -> None:
        """Show the selected creature's threat (when no drag is in progress)."""
        sel = self.scene.selected_id
        doc = self.scene.session.doc
        if not self.show_selected_threat or sel is None or sel not in {c.id for c in doc.creatures}:
            self.scene.set_threat(None)
            return
        mask = self.scene.planner.threat_of([doc.creature(sel)])
        self.scene.set_threat(mask_colours(mask, SELECTED_THREAT_COLOUR))

    def drag_started(self, search: MoveSearch) -> None:
        """Shade the reachable squares by band and the squares the mover's enemies threaten."""
        self._dragging = search.mover.id
        if self.show_bands:
            top, left, bands = search.band_grid()
            bands = footprint_bands(bands, space_squares(search.mover))
            self.scene.shading.bands = (top, left, band_colours(bands))
        if self.show_enemy_threat:
            planner = self.scene.planner
            mask = planner.threat_of(planner.opponents_of(search.mover.id))
            self.scene.set_threat(mask_colours(mask, THREAT_COLOUR))
        else:
            self.scene.set_threat(None)

    def drag_ended(self) -> None:
        self._dragging = None
        self.scene.shading.bands = None
        self.refresh()


def tr(text: str) -> str:
    """Translate a string of the map's overlays and tools (context "Map")."""
    return QCoreApplication.translate("Map", text)
