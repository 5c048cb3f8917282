"""The main window: the map, its tools, menus, status bar and file handling."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QImageReader, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QToolBar, QWidget

from battlemap.model import Creature
from battlemap.session import Change, EncounterSession
from battlemap.session.edit_commands import (
    AddCreature,
    EditCreature,
    RemoveCreature,
    duplicate_creature,
    unique_id,
)
from battlemap.session.edit_map import SetMapImage, squares_in_image
from battlemap.session.move_planner import MovePlanner
from battlemap.session.session_turns import SessionTurns
from battlemap.session.turn_state import TurnState
from battlemap.ui.combat.combat_ui import CombatUi
from battlemap.ui.creature_editor import CreatureEditor
from battlemap.ui.export.export_actions import ExportActions
from battlemap.ui.file_controller import FileController
from battlemap.ui.geometry import cell_at
from battlemap.ui.language_menu import LanguageMenu
from battlemap.ui.map_scene import MapScene
from battlemap.ui.map_view import MapView
from battlemap.ui.overlays import Overlays
from battlemap.ui.settings import Settings
from battlemap.ui.tool_actions import ToolActions
from battlemap.ui.tools.base import ToolContext
from battlemap.ui.undo_actions import UndoActions


class MainWindow(QMainWindow):
    """One encounter per window. `turns` is the combat engine's seam (default: the turn
    state of the open document's combat log, which is "no combat" until one starts)."""

    def __init__(
        self,
        settings: Settings | None = None,
        turns: TurnState | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.session = EncounterSession()
        self.planner = MovePlanner(self.session, turns or SessionTurns(self.session))
        self.scene = MapScene(self.session, self.planner, self)
        self.view = MapView(self.scene, self)
        self.overlays = Overlays(self.scene)
        self.files = FileController(self, self.session, self.scene, self.settings)
        self.undo = UndoActions(self.session, self)
        self.ctx = ToolContext(
            session=self.session,
            scene=self.scene,
            planner=self.planner,
            overlays=self.overlays,
            status=self.show_status,
            metric=lambda: self.settings.metric,
            edit_creature=self.edit_creature,
        )
        self.tools = ToolActions(self.ctx, self.view, self)
        self.setCentralWidget(self.view)
        self._build_menus()
        self.combat = CombatUi(self)  # initiative dock, Combat and Players menus
        self.session.changed.connect(self._on_session_changed)
        self.session.document_replaced.connect(self._on_session_document_replaced)
        self.files.state_changed.connect(self._on_files_state_changed)
        self.resize(1280, 860)
        self._update_title()
        self.show_status(self.tr("Drag a token to move it; Shift places freely; Esc cancels"))

    # -- menus -----------------------------------------------------------------------
    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        keys: QKeySequence | QKeySequence.StandardKey | list[QKeySequence] | None = None,
    ) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if isinstance(keys, list):
            action.setShortcuts(keys)
        elif keys is not None:
            action.setShortcut(keys)
        return action

    def _build_menus(self) -> None:
        keys, bar = QKeySequence.StandardKey, self.menuBar()
        f = bar.addMenu(self.tr("&File"))
        self._action(f, self.tr("&New"), self.files.new, keys.New)
        self._action(f, self.tr("&Open…"), lambda: self.files.open(), keys.Open)
        self.recent_menu = f.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        self._action(f, self.tr("&Save"), self.files.save, keys.Save)
        self._action(f, self.tr("Save &as…"), self.files.save_as, keys.SaveAs)
        f.addSeparator()
        self._action(f, self.tr("&Import map image…"), self.import_image)
        f.addSeparator()
        quit_action = self._action(f, self.tr("&Quit"), self.close, keys.Quit)
        self.exports = ExportActions(self)  # File ▸ Export map…, Print at scale…
        self.exports.install(f, before=quit_action)
        e = bar.addMenu(self.tr("&Edit"))
        e.addAction(self.undo.undo)
        e.addAction(self.undo.redo)
        e.addSeparator()
        self._action(e, self.tr("&Add creature…"), self.add_creature, QKeySequence("Ctrl+Shift+A"))
        self._action(e, self.tr("&Edit creature…"), self._on_edit_selected, QKeySequence("Return"))
        self._action(
            e, self.tr("D&uplicate creature"), self.duplicate_selected, QKeySequence("Ctrl+D")
        )
        self._action(e, self.tr("&Remove creature"), self.remove_selected, keys.Delete)
        v = bar.addMenu(self.tr("&View"))
        self._action(
            v,
            self.tr("Zoom &in"),
            lambda: self.view.zoom_by(1.25),
            [QKeySequence(keys.ZoomIn), QKeySequence("+"), QKeySequence("=")],
        )
        self._action(
            v,
            self.tr("Zoom &out"),
            lambda: self.view.zoom_by(0.8),
            [QKeySequence(keys.ZoomOut), QKeySequence("-")],
        )
        self._action(
            v,
            self.tr("&Fit map to window"),
            self.view.fit_map,
            [QKeySequence("Ctrl+0"), QKeySequence("F")],
        )
        self._action(
            v, self.tr("&Actual size"), lambda: self.view.set_zoom(1.0), QKeySequence("Ctrl+1")
        )
        v.addSeparator()
        self.toggles = []
        for text in (
            self.tr("Threat of the selected creature"),
            self.tr("Threat of enemies while moving"),
            self.tr("Reachable squares while moving"),
        ):
            toggle = v.addAction(text)
            toggle.setCheckable(True)
            toggle.setChecked(True)
            toggle.toggled.connect(self._on_overlay_toggled)
            self.toggles.append(toggle)
        v.addSeparator()
        self.metric_action = v.addAction(self.tr("Distances in &metres"))
        self.metric_action.setCheckable(True)
        self.metric_action.setChecked(self.settings.metric)
        self.metric_action.toggled.connect(self._on_metric_action_toggled)
        v.addMenu(LanguageMenu(self.settings, self.show_status, self))
        t = bar.addMenu(self.tr("&Tools"))
        toolbar = QToolBar(self.tr("Tools"), self)
        toolbar.setObjectName("tools")
        toolbar.addAction(self.undo.undo)
        toolbar.addAction(self.undo.redo)
        toolbar.addSeparator()
        for action in self.tools.group.actions():
            t.addAction(action)
            toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        for path in self.settings.recent_files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.files.open(p))
        self.recent_menu.setEnabled(True)
        if not self.settings.recent_files:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _on_overlay_toggled(self) -> None:
        self.overlays.set_toggles(*(t.isChecked() for t in self.toggles))

    def _on_metric_action_toggled(self, metric: bool) -> None:
        self.settings.metric = metric

    # -- creatures -------------------------------------------------------------------
    def edit_creature(self, creature_id: str) -> None:
        doc = self.session.doc
        dialog = CreatureEditor(doc.creature(creature_id), [c.side for c in doc.creatures], self)
        new = dialog.creature() if dialog.exec() else None
        if new is not None and new != doc.creature(creature_id):
            self.session.push(EditCreature(new, self.tr("Edit {name}").format(name=new.name)))

    def _on_edit_selected(self) -> None:
        if self.scene.selected_id is not None:
            self.edit_creature(self.scene.selected_id)

    def add_creature(self) -> None:
        doc = self.session.doc
        col, row = cell_at(self.view.mapToScene(self.view.viewport().rect().center()))
        col, row = min(max(col, 0), doc.map.cols - 1), min(max(row, 0), doc.map.rows - 1)
        blank = Creature(
            id=unique_id(doc, "creature"), name=self.tr("New creature"), col=col, row=row
        )
        dialog = CreatureEditor(blank, [c.side for c in doc.creatures], self)
        if dialog.exec() and (new := dialog.creature()) is not None:
            self.session.push(AddCreature(new))
            self.scene.select(new.id)

    def duplicate_selected(self) -> None:
        if self.scene.selected_id is not None:
            command = duplicate_creature(self.session.doc, self.scene.selected_id)
            self.session.push(command)
            self.scene.select(command.creature.id)

    def remove_selected(self) -> None:
        cid = self.scene.selected_id
        if cid is not None:
            name = self.session.doc.creature(cid).name
            self.scene.select(None)
            self.session.push(RemoveCreature(cid, self.tr("Remove {name}").format(name=name)))

    # -- map image -------------------------------------------------------------------
    def import_image(self, path: str | None = None) -> None:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Map image"),
                self.settings.last_folder,
                self.tr("Images (*.png *.jpg *.jpeg *.webp *.bmp)"),
            )
        if not path:
            return
        size = QImageReader(path).size()
        if not size.isValid():
            self.show_status(self.tr("Cannot read the image {path}").format(path=path))
            return
        grid = self.session.doc.map.grid
        cols, rows = squares_in_image(grid, size.width(), size.height())
        self.session.push(SetMapImage(str(Path(path).resolve()), grid, cols, rows))
        self.tools.activate("calibrate")

    # -- window state ----------------------------------------------------------------
    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _on_session_changed(self, change: Change) -> None:
        self._update_title()

    def _on_session_document_replaced(self) -> None:
        self._update_title()
        self.overlays.refresh()
        self.view.fit_map()

    def _on_files_state_changed(self) -> None:
        self._update_title()

    def _update_title(self) -> None:
        name = self.files.path.name if self.files.path else self.session.doc.name
        self.setWindowTitle(self.tr("{name}[*] — Battlemap").format(name=name))
        self.setWindowModified(not self.session.stack.is_clean)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self._on_session_document_replaced)
        for part in (self.combat, self.undo, self.overlays, self.scene, self.planner):
            part.close()
        event.accept()
