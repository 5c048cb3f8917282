"""Terrain, wall and door commands (TER-DIFFICULT, OBS-HAMPER, OBS-BLOCK)."""

from __future__ import annotations

from battlemap.model import Creature, Door, Encounter, MapSpec, TerrainKind, Wall
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.planner import start_move
from battlemap.session import Aspect, EncounterSession
from battlemap.session.edit_terrain import (
    AddWall,
    EraseTerrain,
    PaintTerrain,
    RemoveWall,
    ToggleDoor,
)


def _session() -> EncounterSession:
    doc = Encounter(
        map=MapSpec(cols=10, rows=6, hamper=[(5, 5)]),
        creatures=[Creature(id="h", name="Hero", side="pcs", col=0, row=0, race="human")],
    )
    return EncounterSession(doc)


def test_one_stroke_is_one_undo_step() -> None:
    s = _session()
    s.push(PaintTerrain(TerrainKind.DIFFICULT, [(1, 0), (2, 0), (2, 0), (99, 99)]))
    assert sorted(s.doc.map.difficult) == [(1, 0), (2, 0)]  # deduplicated, clipped
    s.stack.undo()
    assert s.doc.map.difficult == []
    assert not s.stack.can_undo


def test_painting_difficult_terrain_changes_the_planned_cost_ter_difficult() -> None:
    s = _session()

    def cost() -> int:
        bf = Battlefield.from_map(s.doc.map)
        return start_move(bf, s.doc.creatures, "h").plan_to((3, 0)).cost

    assert cost() == 3
    s.push(PaintTerrain(TerrainKind.DIFFICULT, [(c, r) for c in (1, 2, 3) for r in range(6)]))
    assert cost() == 6  # no way around: each of the three squares costs double


def test_erase_clears_every_kind_and_undo_restores() -> None:
    s = _session()
    s.push(PaintTerrain(TerrainKind.BLOCK, [(1, 1)]))
    s.push(EraseTerrain([(1, 1), (5, 5)]))
    assert s.doc.map.block == []
    assert s.doc.map.hamper == []
    s.stack.undo()
    assert s.doc.map.block == [(1, 1)]
    assert s.doc.map.hamper == [(5, 5)]


def test_walls_and_doors_add_remove_toggle() -> None:
    s = _session()
    seen = []
    s.changed.connect(seen.append)
    s.push(AddWall(Wall(x1=2, y1=0, x2=2, y2=3)))
    s.push(AddWall(Door(x1=2, y1=3, x2=2, y2=4)))
    assert len(s.doc.map.walls) == 1
    assert len(s.doc.map.doors) == 1
    s.push(ToggleDoor(0))
    assert s.doc.map.doors[0].closed is False
    s.stack.undo()
    assert s.doc.map.doors[0].closed is True
    s.push(RemoveWall(0))
    assert s.doc.map.walls == []
    s.stack.undo()
    assert s.doc.map.walls == [Wall(x1=2, y1=0, x2=2, y2=3)]
    s.push(RemoveWall(0, door=True))
    s.stack.undo()
    assert isinstance(s.doc.map.doors[0], Door)
    assert all(c.aspects == {Aspect.WALLS} for c in seen)
    while s.stack.can_undo:
        s.stack.undo()
    assert s.doc.map.walls == []
    assert s.doc.map.doors == []
