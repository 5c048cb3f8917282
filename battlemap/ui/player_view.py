"""The player view: a second window for the table screen (map, visible tokens, turn strip).

It follows the GM's view or the creature whose turn it is, and at true scale one square
is one inch on the screen (see player/true_scale.py).
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QResizeEvent, QScreen, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from battlemap.rules.sizes import space_squares
from battlemap.session import Aspect, Change, EncounterSession
from battlemap.session.combat_commands import combat_state
from battlemap.ui.geometry import SQUARE, cell_centre
from battlemap.ui.map_scene import MapScene
from battlemap.ui.map_view import MapView
from battlemap.ui.player.player_scene import PlayerScene
from battlemap.ui.player.true_scale import stored_ppi
from battlemap.ui.player.turn_strip import TurnStrip


class Follow(StrEnum):
    """What the player view keeps in sight."""

    GM = "gm"  # the GM's view, as it pans and zooms
    ACTIVE = "active"  # the creature whose turn it is
    FIXED = "fixed"  # where it was left


class PlayerView(QWidget):
    """A top-level window; F11 toggles full screen on the screen it was put on."""

    def __init__(
        self,
        session: EncounterSession,
        gm_scene: MapScene,
        gm_view: MapView,
        store: QSettings,
    ) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Battlemap — players"))
        self.session, self.gm_view, self.store = session, gm_view, store
        self.scene = PlayerScene(session, gm_scene, self)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setBackgroundBrush(QColor("#101114"))
        self.view.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setInteractive(False)
        self.view.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.strip = TurnStrip()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.strip)
        self.follow = Follow.GM
        self.true_scale = False
        full = QAction(self.tr("Full screen"), self)
        full.setShortcut(QKeySequence(Qt.Key.Key_F11))
        full.triggered.connect(self.toggle_full_screen)
        self.addAction(full)
        gm_view.zoom_changed.connect(self._on_gm_view_zoom_changed)
        gm_view.horizontalScrollBar().valueChanged.connect(self._on_gm_view_scrolled)
        gm_view.verticalScrollBar().valueChanged.connect(self._on_gm_view_scrolled)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self.refresh)
        self.resize(960, 640)
        self.refresh()

    def close_down(self) -> None:
        """Stop listening to the session and close (the GM window is closing)."""
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self.refresh)
        self.scene.close()
        self.close()

    # -- the screen -----------------------------------------------------------------
    def put_on(self, screen: QScreen) -> None:
        """Move the window to a screen (full screen stays full screen there)."""
        full = self.isFullScreen()
        if full:
            self.showNormal()
        self.setScreen(screen)
        area = screen.availableGeometry()
        self.move(area.topLeft())
        self.resize(area.size() * 0.8)
        if full:
            self.showFullScreen()
        self.apply_scale()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def pixels_per_inch(self) -> float | None:
        screen = self.screen()
        return stored_ppi(self.store, screen) if screen is not None else None

    # -- what it shows -----------------------------------------------------------------
    def set_follow(self, follow: Follow) -> None:
        self.follow = follow
        self.follow_now()

    def set_true_scale(self, on: bool) -> None:
        self.true_scale = on
        self.apply_scale()

    def apply_scale(self) -> None:
        """At true scale one square is one inch; otherwise the view frames what it follows."""
        ppi = self.pixels_per_inch()
        if self.true_scale and ppi:
            factor = ppi / SQUARE
            self.view.setTransform(QTransform.fromScale(factor, factor))
        self.follow_now()

    def follow_now(self) -> None:
        if self.follow is Follow.GM:
            seen = self.gm_view.mapToScene(self.gm_view.viewport().rect()).boundingRect()
            if self.true_scale and self.pixels_per_inch():
                self.view.centerOn(seen.center())
            else:
                self.view.fitInView(seen, Qt.AspectRatioMode.KeepAspectRatio)
        elif self.follow is Follow.ACTIVE:
            self._centre_on_active()

    def _centre_on_active(self) -> None:
        cid = self.scene.active_id()
        if cid is None or cid not in self.scene.token_ids():
            return
        c = self.session.doc.creature(cid)
        self.view.centerOn(cell_centre(c.col, c.row, space_squares(c)))

    def refresh(self) -> None:
        doc = self.session.doc
        state = combat_state(doc) if doc.combat is not None else None
        shown = {c.id for c in self.scene.visible_creatures()}
        hidden = set(state.combatant_ids) - shown if state is not None else set()
        self.strip.show_state(state, hidden)
        self.follow_now()

    def _on_session_changed(self, change: Change) -> None:
        if change.aspects & {Aspect.COMBAT, Aspect.CREATURES, Aspect.FOG, Aspect.MAP}:
            self.refresh()

    def _on_gm_view_zoom_changed(self, zoom: float) -> None:
        if self.follow is Follow.GM:
            self.follow_now()

    def _on_gm_view_scrolled(self, value: int) -> None:
        if self.follow is Follow.GM:
            self.follow_now()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.follow_now()
