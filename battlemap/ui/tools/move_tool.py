"""Select and move tokens: drag through the planner, Shift places freely, arrows step."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent

from battlemap.rules.grid import Cell, format_distance
from battlemap.rules.initiative.errors import CombatError
from battlemap.rules.movement.plan import MovePlan
from battlemap.rules.movement.planner import MoveSearch
from battlemap.rules.sizes import space_squares
from battlemap.session.combat_turns import move_command
from battlemap.session.edit_commands import MoveCreature
from battlemap.ui.geometry import cell_at
from battlemap.ui.items.path_item import PathLook
from battlemap.ui.palette import band_line
from battlemap.ui.rule_text import describe_plan, tr_error, tr_rules
from battlemap.ui.rule_text import why as why_not
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.wall_tool import door_at, toggle_door

FREE_MODIFIER = Qt.KeyboardModifier.ShiftModifier
_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


@dataclass
class _Drag:
    creature_id: str
    name: str
    span: int
    start: tuple[int, int]
    grab: tuple[int, int]  # the pressed square minus the anchor
    search: MoveSearch | None
    anchor: tuple[int, int]
    plan: MovePlan | None = None
    free: bool = False


class MoveTool(Tool):
    """The default tool: click selects, drag moves (one undo step on release)."""

    name = "move"
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self._drag: _Drag | None = None

    @property
    def busy(self) -> bool:
        return self._drag is not None

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is not None:
            return True  # a second button during a drag: the drag goes on
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        scene, ctx = self.ctx.scene, self.ctx
        cid = scene.creature_at(pos)
        scene.select(cid)
        ctx.overlays.refresh()
        if cid is None:
            door = door_at(ctx.session.doc.map, pos)
            if door is None:
                return False  # the view pans
            toggle_door(ctx, door)  # a GM at the table opens doors without changing tool
            return True
        c = ctx.session.doc.creature(cid)
        col, row = cell_at(pos)
        try:
            search = ctx.planner.start(cid)
        except ValueError as exc:
            ctx.status(tr_error(exc))
            search = None
        span = space_squares(c)
        grab = (min(max(col - c.col, 0), span - 1), min(max(row - c.row, 0), span - 1))
        self._drag = _Drag(cid, c.name, span, (c.col, c.row), grab, search, (c.col, c.row))
        if search is not None:
            ctx.overlays.drag_started(search)
        return True

    def move(self, event: QMouseEvent, pos: QPointF) -> bool:
        d = self._drag
        if d is None:
            return False
        col, row = cell_at(pos)
        anchor = (col - d.grab[0], row - d.grab[1])
        free = bool(event.modifiers() & FREE_MODIFIER) or d.search is None
        if anchor == d.anchor and free == d.free:
            return True
        d.anchor, d.free = anchor, free
        self.ctx.scene.preview_token(d.creature_id, *anchor)
        self._show(d)
        return True

    def _show(self, d: _Drag) -> None:
        path_item = self.ctx.scene.path_item
        if d.free or d.search is None:
            d.plan = None
            path_item.set_look(None)
            self.ctx.status(
                QCoreApplication.translate("Map", "Place {name} freely at {square}").format(
                    name=d.name, square=Cell(*d.anchor).label
                )
            )
            return
        plan = d.plan = d.search.plan_to(d.anchor)
        self.ctx.status(describe_plan(plan, self.ctx.metric()))
        path_item.set_look(self._look(plan, d.span))

    def _look(self, plan: MovePlan, span: int) -> PathLook:
        if plan.legal:
            text = tr_rules(format_distance(plan.cost, self.ctx.metric()))
            if plan.band is not None:
                text += " · " + tr_rules(plan.band.label)
            if plan.provokes:
                text += " · " + QCoreApplication.translate("Map", "AoO ×{n}").format(
                    n=len(plan.provokes)
                )
            colour = band_line(plan.band)
        else:
            text = QCoreApplication.translate("Map", "cannot end here")
            colour = band_line(None)
        path = plan.path or (plan.start, plan.target)
        return PathLook(
            anchors=tuple((c.col, c.row) for c in path),
            span=span,
            colour=QColor(colour),
            label=text,
            squeezes=tuple((s.at.col, s.at.row) for s in plan.squeezes),
            provokes=tuple((p.at.col, p.at.row) for p in plan.provokes),
            legal=plan.legal,
        )

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        d = self._drag
        if d is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._end()
        if d.anchor == d.start:
            self.ctx.scene.reset_token(d.creature_id)
            return True
        if d.free:
            self._place(d.creature_id, d.anchor)
        elif d.plan is not None and d.plan.legal:
            self._push_move(d.plan, d.name)
        else:
            self.ctx.scene.reset_token(d.creature_id)
            why = why_not(d.plan) if d.plan else QCoreApplication.translate("Map", "no path")
            self.ctx.status(
                QCoreApplication.translate("Map", "{name} stays put: {why}").format(
                    name=d.name, why=why
                )
            )
        return True

    def _push_move(self, plan: MovePlan, name: str) -> None:
        """Push a legal planned move; during the mover's turn it is also recorded against
        its actions, and the combat engine may still refuse it (no action left)."""
        ctx = self.ctx
        command = move_command(
            ctx.session.doc,
            plan,
            QCoreApplication.translate("Map", "Move {name}").format(name=name),
        )
        try:
            ctx.push(command)
        except CombatError as exc:
            ctx.scene.reset_token(plan.creature_id)
            ctx.status(
                QCoreApplication.translate("Map", "{name} stays put: {why}").format(
                    name=name, why=tr_error(exc)
                )
            )
            return
        ctx.status(describe_plan(plan, ctx.metric()))

    def _place(self, creature_id: str, anchor: tuple[int, int]) -> bool:
        ctx = self.ctx
        c = ctx.session.doc.creature(creature_id)
        m, span = ctx.session.doc.map, space_squares(c)
        col, row = anchor
        if not (0 <= col <= m.cols - span and 0 <= row <= m.rows - span):
            ctx.scene.reset_token(creature_id)
            ctx.status(
                QCoreApplication.translate(
                    "Map", "{name} stays put: {square} is off the map"
                ).format(name=c.name, square=Cell(col, row).label)
            )
            return False
        ctx.push(
            MoveCreature(
                creature_id,
                anchor,
                QCoreApplication.translate("Map", "Place {name}").format(name=c.name),
            )
        )
        ctx.status(
            QCoreApplication.translate("Map", "Placed {name} at {square}").format(
                name=c.name, square=Cell(col, row).label
            )
        )
        return True

    def _end(self) -> None:
        self._drag = None
        self.ctx.scene.path_item.set_look(None)
        self.ctx.overlays.drag_ended()

    def cancel(self) -> None:
        d = self._drag
        if d is None:
            return
        self._end()
        self.ctx.scene.reset_token(d.creature_id)
        self.ctx.status(QCoreApplication.translate("Map", "Move cancelled"))

    def double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        cid = self.ctx.scene.creature_at(pos)
        if cid is None:
            return False
        self.ctx.edit_creature(cid)
        return True

    def key(self, event: QKeyEvent) -> bool:
        delta = _ARROWS.get(Qt.Key(event.key()))
        cid = self.ctx.scene.selected_id
        if delta is None or cid is None or self._drag is not None:
            return False
        c = self.ctx.session.doc.creature(cid)
        target = (c.col + delta[0], c.row + delta[1])
        if event.modifiers() & FREE_MODIFIER:
            return self._place(cid, target) or True
        plan = self.ctx.planner.start(cid).plan_to(target)
        if plan.legal:
            self._push_move(plan, c.name)
        else:
            self.ctx.status(
                QCoreApplication.translate("Map", "{name} stays put: {why}").format(
                    name=c.name, why=why_not(plan)
                )
            )
        return True
