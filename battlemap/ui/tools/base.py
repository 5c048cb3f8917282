"""What every tool gets (the context) and can do (the gesture hooks)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from battlemap.session import Command, EncounterSession
from battlemap.session.move_planner import MovePlanner

if TYPE_CHECKING:
    from battlemap.ui.map_scene import MapScene
    from battlemap.ui.overlays import Overlays


@dataclass
class ToolContext:
    """The open encounter and the map, as tools see them."""

    session: EncounterSession
    scene: MapScene
    planner: MovePlanner
    overlays: Overlays
    status: Callable[[str], None]
    metric: Callable[[], bool]
    edit_creature: Callable[[str], None] = lambda _id: None

    def push(self, command: Command) -> None:
        self.session.push(command)


class Tool:
    """Base tool: ignores everything. Hooks return True when they took the gesture."""

    name = "tool"
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, ctx: ToolContext) -> None:
        self.ctx = ctx

    @property
    def busy(self) -> bool:
        """True while a gesture is in progress (Esc cancels it)."""
        return False

    def activate(self) -> None:
        """The tool became the active one."""

    def deactivate(self) -> None:
        """Another tool became the active one."""

    def press(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def move(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def key(self, event: QKeyEvent) -> bool:
        return False

    def cancel(self) -> None:
        """Abandon the gesture in progress; nothing is pushed."""
