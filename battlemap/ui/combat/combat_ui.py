"""Puts combat into a main window: the initiative dock, its menu, the map binding, the fog
tool and the player view, all driven by the one session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from battlemap.session.edit_fog import clear_fog, fog_everything
from battlemap.ui.combat.map_sync import MapSync
from battlemap.ui.initiative_dock import InitiativeDock
from battlemap.ui.noop import QT_TRANSLATE_NOOP
from battlemap.ui.player.true_scale import ScreenCalibration, store_ppi, stored_ppi
from battlemap.ui.player_view import Follow, PlayerView
from battlemap.ui.tools.fog_tool import FogTool

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

_MENU = (
    ("start", "begin", "rolls", "next"),
    ("standard", "full_round", "ready", "trigger", "delay", "act_now"),
    ("reroll", "join", "remove", "end"),
    ("attitude", "split", "spend", "attack"),
)
_FOLLOW = (
    (Follow.GM, QT_TRANSLATE_NOOP("CombatUi", "Follow the GM's view")),
    (Follow.ACTIVE, QT_TRANSLATE_NOOP("CombatUi", "Follow the active creature")),
    (Follow.FIXED, QT_TRANSLATE_NOOP("CombatUi", "Stay put")),
)


class CombatUi(QObject):
    """Owns the combat parts of a window; `close` disconnects them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.store: QSettings = window.settings.store
        self.dock = InitiativeDock(
            window.session, window.show_status, lambda: window.settings.metric, window
        )
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.sync = MapSync(window.session, window.scene, window.view, window.overlays, self.dock)
        self.player: PlayerView | None = None
        self.actions: dict[str, QAction] = {}
        self._install_fog_tool()
        self._build_combat_menu()
        self._build_players_menu()

    def close(self) -> None:
        self.dock.close_down()
        self.sync.close()
        if self.player is not None:
            self.player.close_down()

    # -- menus -----------------------------------------------------------------------
    def _add(self, menu: QMenu, name: str, text: str, slot: object, key: str = "") -> QAction:
        action = menu.addAction(self.tr(text))
        action.triggered.connect(slot)
        if key:
            action.setShortcut(QKeySequence(key))
        self.actions[name] = action
        return action

    def _build_combat_menu(self) -> None:
        menu = self.window.menuBar().addMenu(self.tr("&Combat"))
        every = self.dock.combat.actions | self.dock.confrontation.actions
        for group in _MENU:
            for name in group:
                menu.addAction(every[name])
            menu.addSeparator()
        toggle = self.dock.toggleViewAction()
        toggle.setShortcut(QKeySequence("F9"))
        menu.addAction(toggle)
        self._add(
            menu,
            "centre",
            QT_TRANSLATE_NOOP("CombatUi", "Centre on the active creature"),
            self._on_centre_triggered,
            "C",
        )

    def _build_players_menu(self) -> None:
        menu = self.window.menuBar().addMenu(self.tr("&Players"))
        show = self._add(
            menu,
            "player_view",
            QT_TRANSLATE_NOOP("CombatUi", "Player view"),
            self._on_player_view_toggled,
            "F10",
        )
        show.setCheckable(True)
        self._add(
            menu,
            "full_screen",
            QT_TRANSLATE_NOOP("CombatUi", "Player view full screen"),
            self._on_full_screen,
            "F11",
        )
        self.screens_menu = menu.addMenu(self.tr("Player view on screen"))
        self.screens_menu.aboutToShow.connect(self._on_screens_menu_about_to_show)
        follow = menu.addMenu(self.tr("Player view follows"))
        group = QActionGroup(self)
        for mode, text in _FOLLOW:
            action = follow.addAction(self.tr(text))
            action.setCheckable(True)
            action.setChecked(mode is Follow.GM)
            action.triggered.connect(lambda _=False, f=mode: self._on_follow_chosen(f))
            group.addAction(action)
            self.actions[f"follow_{mode.value}"] = action
        true_scale = self._add(
            menu,
            "true_scale",
            "True scale (1 square = 1 inch)",
            self._on_true_scale_toggled,
            "Ctrl+Shift+U",
        )
        true_scale.setCheckable(True)
        self._add(
            menu,
            "calibrate",
            QT_TRANSLATE_NOOP("CombatUi", "Calibrate the player screen…"),
            self._on_calibrate,
        )
        menu.addSeparator()
        menu.addAction(self.window.tools.actions["fog"])
        self._add(
            menu, "fog_all", QT_TRANSLATE_NOOP("CombatUi", "Fog the whole map"), self._on_fog_all
        )
        self._add(
            menu, "fog_clear", QT_TRANSLATE_NOOP("CombatUi", "Clear the fog"), self._on_fog_clear
        )

    def _install_fog_tool(self) -> None:
        tools = self.window.tools
        tool = FogTool(self.window.ctx)
        action = QAction(self.tr("Fog"), tools)
        action.setCheckable(True)
        action.setShortcut(QKeySequence("V"))
        action.setToolTip(self.tr("Paint fog the players do not see through; Shift reveals (V)"))
        action.setData(tool.name)
        tools.group.addAction(action)
        tools.tools[tool.name] = tool
        tools.actions[tool.name] = action
        action.triggered.connect(self._on_fog_tool_triggered)
        toolbar = self.window.findChild(QToolBar, "tools")
        if toolbar is not None:
            toolbar.addAction(action)

    # -- slots -----------------------------------------------------------------------
    def _on_fog_tool_triggered(self) -> None:
        self.window.tools.activate("fog")

    def _on_centre_triggered(self) -> None:
        active = self.sync.active()
        if active:
            self.sync.bring_into_view(active[0], always=True)

    def player_view(self) -> PlayerView:
        """The player view, made on first use."""
        if self.player is None:
            w = self.window
            self.player = PlayerView(w.session, w.scene, w.view, self.store)
        return self.player

    def _on_player_view_toggled(self, on: bool) -> None:
        view = self.player_view()
        view.setVisible(on)
        if on:
            view.follow_now()

    def _on_full_screen(self) -> None:
        self.actions["player_view"].setChecked(True)
        view = self.player_view()
        view.show()
        view.toggle_full_screen()

    def _on_screens_menu_about_to_show(self) -> None:
        self.screens_menu.clear()
        for screen in QGuiApplication.screens():
            size = screen.size()
            text = f"{screen.name()} ({size.width()}×{size.height()})"
            action = self.screens_menu.addAction(text)
            action.triggered.connect(lambda _=False, s=screen: self.player_view().put_on(s))

    def _on_follow_chosen(self, follow: Follow) -> None:
        self.player_view().set_follow(follow)

    def _on_true_scale_toggled(self, on: bool) -> None:
        view = self.player_view()
        if on and view.pixels_per_inch() is None:
            self._on_calibrate()
        view.set_true_scale(on and view.pixels_per_inch() is not None)
        self.actions["true_scale"].setChecked(view.true_scale)

    def _on_calibrate(self) -> None:
        view = self.player_view()
        screen = view.screen() or QGuiApplication.primaryScreen()
        ppi = ScreenCalibration.ask(screen, stored_ppi(self.store, screen), self.window)
        if ppi is not None:
            store_ppi(self.store, screen, ppi)
            view.apply_scale()

    def _on_fog_all(self) -> None:
        self.window.session.push(fog_everything(self.window.session.doc))

    def _on_fog_clear(self) -> None:
        self.window.session.push(clear_fog(self.window.session.doc))
