"""Paint or erase terrain squares; one stroke (press to release) is one command."""

from __future__ import annotations

from battlemap.model import TerrainKind
from battlemap.session import Command
from battlemap.session.edit_terrain import EraseTerrain, PaintTerrain
from battlemap.ui.palette import TERRAIN_COLOURS
from battlemap.ui.tools.base import ToolContext
from battlemap.ui.tools.stroke_tool import StrokeTool

_ERASE_PREVIEW = 0x90FFFFFF


class PaintTool(StrokeTool):
    """Paints one terrain kind, or erases every kind when `kind` is None."""

    def __init__(self, ctx: ToolContext, kind: TerrainKind | None) -> None:
        super().__init__(ctx)
        self.kind = kind
        self.name = f"paint-{kind.value}" if kind else "erase"

    def preview_colour(self) -> int:
        return TERRAIN_COLOURS[self.kind.value] if self.kind else _ERASE_PREVIEW

    def command_for(self, cells: set[tuple[int, int]]) -> Command:
        return PaintTerrain(self.kind, cells) if self.kind else EraseTerrain(cells)
