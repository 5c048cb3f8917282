"""Paint fog of war over squares the players have not seen; Shift or right button reveals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.session import Command
from battlemap.session.edit_fog import SetFog
from battlemap.ui.tools.base import ToolContext
from battlemap.ui.tools.stroke_tool import StrokeTool

_HIDE_PREVIEW = 0xA0202028
_REVEAL_PREVIEW = 0x90FFFFFF


class FogTool(StrokeTool):
    """One stroke (press to release) is one undoable fog command."""

    name = "fog"

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self._hide = True

    def activate(self) -> None:
        super().activate()
        self.ctx.status(
            QCoreApplication.translate(
                "Map", "Fog: drag to hide squares from the players; Shift-drag reveals"
            )
        )

    def begin_stroke(self, event: QMouseEvent) -> bool:
        button = event.button()
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._hide = button == Qt.MouseButton.LeftButton and not shift
        return True

    def preview_colour(self) -> int:
        return _HIDE_PREVIEW if self._hide else _REVEAL_PREVIEW

    def command_for(self, cells: set[tuple[int, int]]) -> Command:
        return SetFog(cells, hide=self._hide)
