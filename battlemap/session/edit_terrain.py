"""Terrain, wall and door edits as commands: one paint stroke is one command."""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.model import Door, Encounter, TerrainKind, Wall
from battlemap.rules.text import QT_TRANSLATE_NOOP
from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, undo_text

Square = tuple[int, int]
_LAYERS = (TerrainKind.DIFFICULT, TerrainKind.HAMPER, TerrainKind.BLOCK)
_PAINT = {
    TerrainKind.DIFFICULT: QT_TRANSLATE_NOOP("Commands", "Paint difficult"),
    TerrainKind.HAMPER: QT_TRANSLATE_NOOP("Commands", "Paint hamper"),
    TerrainKind.BLOCK: QT_TRANSLATE_NOOP("Commands", "Paint block"),
}


class _TerrainStroke(Command):
    """Base: keeps the layers' previous contents so undo restores them exactly."""

    def __init__(self, cells: Iterable[Square]) -> None:
        self.cells = frozenset((int(c), int(r)) for c, r in cells)
        self._before: dict[TerrainKind, list[Square]] = {}

    def _apply(self, doc: Encounter) -> None:
        raise NotImplementedError

    def do(self, doc: Encounter) -> Change:
        self._before = {k: list(doc.map.cells(k)) for k in _LAYERS}
        self._apply(doc)
        return Change.of(Aspect.TERRAIN)

    def undo(self, doc: Encounter) -> Change:
        for kind, cells in self._before.items():
            doc.map.cells(kind)[:] = cells
        return Change.of(Aspect.TERRAIN)


class PaintTerrain(_TerrainStroke):
    """Paint squares with one terrain kind (TER-DIFFICULT, OBS-HAMPER, OBS-BLOCK).

    Example:
        >>> doc = Encounter()
        >>> cmd = PaintTerrain(TerrainKind.DIFFICULT, [(1, 1), (2, 1)])
        >>> _ = cmd.do(doc); sorted(doc.map.difficult)
        [(1, 1), (2, 1)]
        >>> _ = cmd.undo(doc); doc.map.difficult
        []
    """

    def __init__(self, kind: TerrainKind, cells: Iterable[Square]) -> None:
        super().__init__(cells)
        self.kind = kind
        self.label = undo_text(_PAINT[kind])

    def _apply(self, doc: Encounter) -> None:
        layer = doc.map.cells(self.kind)
        have = set(layer)
        inside = [c for c in sorted(self.cells) if self._on_map(doc, c) and c not in have]
        layer.extend(inside)

    @staticmethod
    def _on_map(doc: Encounter, cell: Square) -> bool:
        return 0 <= cell[0] < doc.map.cols and 0 <= cell[1] < doc.map.rows


class EraseTerrain(_TerrainStroke):
    """Clear squares of every terrain kind (or only of `kinds`)."""

    label = undo_text(QT_TRANSLATE_NOOP("Commands", "Erase terrain"))

    def __init__(self, cells: Iterable[Square], kinds: Iterable[TerrainKind] = _LAYERS) -> None:
        super().__init__(cells)
        self.kinds = tuple(kinds)

    def _apply(self, doc: Encounter) -> None:
        for kind in self.kinds:
            layer = doc.map.cells(kind)
            layer[:] = [c for c in layer if tuple(c) not in self.cells]


class AddWall(Command):
    """Add a wall or a door (a `Door` is a `Wall` that opens)."""

    def __init__(self, wall: Wall) -> None:
        self.wall = wall
        self.label = (
            undo_text(QT_TRANSLATE_NOOP("Commands", "Add door"))
            if isinstance(wall, Door)
            else undo_text(QT_TRANSLATE_NOOP("Commands", "Add wall"))
        )

    def _list(self, doc: Encounter) -> list[Wall] | list[Door]:
        return doc.map.doors if isinstance(self.wall, Door) else doc.map.walls

    def do(self, doc: Encounter) -> Change:
        if isinstance(self.wall, Door):
            doc.map.doors.append(self.wall)
        else:
            doc.map.walls.append(self.wall)
        return Change.of(Aspect.WALLS)

    def undo(self, doc: Encounter) -> Change:
        items = self._list(doc)
        index = len(items) - 1 - items[::-1].index(self.wall)  # type: ignore[arg-type]
        del items[index]
        return Change.of(Aspect.WALLS)


class RemoveWall(Command):
    """Remove a wall or a door by its position in its list."""

    def __init__(self, index: int, door: bool = False) -> None:
        self.index = index
        self.door = door
        self.label = (
            undo_text(QT_TRANSLATE_NOOP("Commands", "Remove door"))
            if door
            else undo_text(QT_TRANSLATE_NOOP("Commands", "Remove wall"))
        )
        self._removed: Wall | None = None

    def do(self, doc: Encounter) -> Change:
        items: list[Door] | list[Wall] = doc.map.doors if self.door else doc.map.walls
        self._removed = items.pop(self.index)
        return Change.of(Aspect.WALLS)

    def undo(self, doc: Encounter) -> Change:
        assert self._removed is not None, "undo before do"
        if isinstance(self._removed, Door):
            doc.map.doors.insert(self.index, self._removed)
        else:
            doc.map.walls.insert(self.index, self._removed)
        return Change.of(Aspect.WALLS)


class ToggleDoor(Command):
    """Open a closed door or close an open one (a closed door blocks, OBS-BLOCK).

    Example:
        >>> from battlemap.model import MapSpec
        >>> doc = Encounter(map=MapSpec(doors=[Door(x1=1, y1=0, x2=1, y2=1)]))
        >>> cmd = ToggleDoor(0); _ = cmd.do(doc); doc.map.doors[0].closed
        False
    """

    def __init__(self, index: int) -> None:
        self.index = index
        self.label = undo_text(QT_TRANSLATE_NOOP("Commands", "Open/close door"))

    def _flip(self, doc: Encounter) -> Change:
        door = doc.map.doors[self.index]
        doc.map.doors[self.index] = door.model_copy(update={"closed": not door.closed})
        return Change.of(Aspect.WALLS)

    def do(self, doc: Encounter) -> Change:
        return self._flip(doc)

    def undo(self, doc: Encounter) -> Change:
        return self._flip(doc)
