"""The planner's API: bands for the overlay, nearest legal squares, errors and messages."""

from __future__ import annotations

import pytest

from battlemap.model import Creature, Door, MapSpec
from battlemap.rules.grid import Cell
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.plan import Band
from battlemap.rules.movement.planner import PlanOptions, UnknownCreature, start_move


def hero(**kw: object) -> Creature:
    fields: dict[str, object] = {"col": 5, "row": 5, "race": "human", **kw}
    return Creature(id="h", name="Hero", side="pcs", **fields)  # type: ignore[arg-type]


def test_band_grid_shades_step_move_double_and_run_around_the_start() -> None:
    """MOV-ACTIONS, MOV-STEP, MOV-RUN: the overlay's bands by distance on open ground."""
    bf = Battlefield.empty(40, 40)
    top, left, bands = start_move(bf, [hero()], "h").band_grid()

    def at(col: int, row: int) -> int:
        r, c = row - top, col - left
        inside = 0 <= r < bands.shape[0] and 0 <= c < bands.shape[1]
        return int(bands[r, c]) if inside else -1

    assert at(5, 5) == -1  # the start itself
    assert at(6, 6) == Band.STEP
    assert at(11, 5) == Band.MOVE  # 6 squares
    assert at(17, 5) == Band.DOUBLE  # 12
    assert at(29, 5) == Band.RUN  # 24
    assert at(30, 5) == -1  # 25: beyond a run


def test_band_grid_has_no_step_after_moving() -> None:
    """MOV-STEP: not in a round in which the creature moved otherwise."""
    bf = Battlefield.empty(20, 20)
    top, left, bands = start_move(bf, [hero()], "h", MoveSoFar(spent=1)).band_grid()
    assert bands[6 - top, 6 - left] == Band.MOVE
    assert not (bands == Band.STEP).any()
    assert not (bands == Band.RUN).any()  # MOV-RUN: a run is a full round


def test_nearest_legal_square_ties_are_broken_by_the_seeded_coin() -> None:
    """MOV-NEAREST, MOV-ILLEGAL-END: equally near squares, a reproducible random choice."""
    bf = Battlefield.empty(20, 20)
    wall = Creature(id="w", name="wall of flesh", side="pcs", col=10, row=10, size=6)
    creatures = [hero(), wall]
    picks = set()
    for seed in range(12):
        ms = start_move(bf, creatures, "h", options=PlanOptions(seed=seed))
        pick = ms.nearest_stop(Cell(11, 11))  # the middle of the Huge creature's space
        again = start_move(bf, creatures, "h", options=PlanOptions(seed=seed)).nearest_stop(
            Cell(11, 11)
        )
        assert pick == again  # the same seed gives the same choice
        assert pick is not None
        assert max(abs(pick.col - 11), abs(pick.row - 11)) == 2  # just outside its 3×3 space
        picks.add(pick)
    assert len(picks) > 1  # and different seeds do choose differently


def test_doors_block_only_while_closed() -> None:
    """OBS-BLOCK: a door is a wall on a square edge that can be opened."""
    door = [Door(x1=1, y1=0, x2=1, y2=1, closed=True)]
    rows = 1
    closed = Battlefield.from_map(MapSpec(cols=3, rows=rows, doors=door))
    opened = Battlefield.from_map(
        MapSpec(cols=3, rows=rows, doors=[door[0].model_copy(update={"closed": False})])
    )
    walker = Creature(id="h", name="Hero", side="pcs", col=0, row=0)
    assert not start_move(closed, [walker], "h").plan_to((2, 0)).legal
    assert start_move(opened, [walker], "h").plan_to((2, 0)).cost == 2


def test_unknown_creature_and_off_map_target_get_readable_errors() -> None:
    bf = Battlefield.empty(5, 5)
    with pytest.raises(UnknownCreature, match="no creature with id 'x'"):
        start_move(bf, [hero(col=1, row=1)], "x")
    plan = start_move(bf, [hero(col=1, row=1)], "h").plan_to((9, 9))
    assert not plan.legal
    assert plan.reasons == ("J10 is off the map",)


def test_a_helpless_creature_cannot_move() -> None:
    """MOV-MIN: the minimum move is for a creature that can move at all."""
    plan = start_move(Battlefield.empty(9, 9), [hero(helpless=True)], "h").plan_to((6, 5))
    assert not plan.legal
    assert "cannot move" in plan.reasons[0]


def test_describe_in_metres() -> None:
    """GRID-SQUARE: 1.5 m per square when the GM works in metres."""
    plan = start_move(Battlefield.empty(20, 20), [hero()], "h").plan_to((11, 5))
    assert plan.describe(metric=True) == "L6: 9 m (6 sq), move"
    assert plan.feet() == 30
    assert plan.metres() == 9.0


def test_staying_put_is_a_legal_empty_move() -> None:
    plan = start_move(Battlefield.empty(9, 9), [hero()], "h").plan_to((5, 5))
    assert plan.legal
    assert plan.cost == 0
    assert plan.path == (Cell(5, 5),)
