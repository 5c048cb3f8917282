"""The map tools as a group of checkable actions (one active at a time)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from battlemap.model import TerrainKind
from battlemap.ui.map_view import MapView
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.tools.calibrate_tool import CalibrateTool
from battlemap.ui.tools.move_tool import MoveTool
from battlemap.ui.tools.paint_tool import PaintTool
from battlemap.ui.tools.wall_tool import WallTool


class ToolActions(QObject):
    """Builds the tools and one action per tool; triggering an action activates its tool."""

    def __init__(self, ctx: ToolContext, view: MapView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.group = QActionGroup(self)
        self.tools: dict[str, Tool] = {}
        self.actions: dict[str, QAction] = {}
        for tool, text, key, tip in (
            (
                MoveTool(ctx),
                self.tr("Move"),
                "M",
                self.tr("Select and drag tokens (Shift: place freely)"),
            ),
            (
                PaintTool(ctx, TerrainKind.DIFFICULT),
                self.tr("Difficult"),
                "D",
                self.tr("Paint difficult terrain"),
            ),
            (
                PaintTool(ctx, TerrainKind.HAMPER),
                self.tr("Low wall"),
                "H",
                self.tr("Paint hampering obstacles"),
            ),
            (
                PaintTool(ctx, TerrainKind.BLOCK),
                self.tr("Block"),
                "B",
                self.tr("Paint blocking squares"),
            ),
            (PaintTool(ctx, None), self.tr("Erase"), "E", self.tr("Erase terrain")),
            (
                WallTool(ctx),
                self.tr("Wall"),
                "W",
                self.tr("Draw walls on square edges; right-click removes"),
            ),
            (
                WallTool(ctx, door=True),
                self.tr("Door"),
                "O",
                self.tr("Draw doors; click a door to open/close it"),
            ),
            (
                CalibrateTool(ctx),
                self.tr("Calibrate"),
                "K",
                self.tr("Drag over one square of the image's grid"),
            ),
        ):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(key))
            action.setToolTip(f"{tip} ({key})")
            action.setData(tool.name)
            action.triggered.connect(self._on_action_triggered)
            self.group.addAction(action)
            self.tools[tool.name] = tool
            self.actions[tool.name] = action
        self.activate("move")

    def activate(self, name: str) -> None:
        self.actions[name].setChecked(True)
        self.view.set_tool(self.tools[name])

    def _on_action_triggered(self) -> None:
        action = self.group.checkedAction()
        if action is not None:
            self.view.set_tool(self.tools[str(action.data())])
