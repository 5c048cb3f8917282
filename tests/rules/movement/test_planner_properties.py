"""Property tests: the array planner against the square-by-square reference rules.

On random small maps (terrain, edge walls, doors, allies and opponents of several sizes):
the planner's cost equals its own path's cost recomputed step by step; it equals the
plain reference search everywhere (so never more); a path never cuts a wall corner
(MOV-CORNER), never passes an able opponent (PASS-ENEMY), never ends on an occupied
square (PASS-STOP); the budgeted drag search agrees with the whole-map one (MOV-DIAG
parity, MOV-ACTIONS bands).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.model import Creature, MapSpec, Size, Wall
from battlemap.rules.grid import Cell
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.passing import Passage, passage
from battlemap.rules.movement.planner import start_move
from battlemap.rules.movement.reference import ReferenceRules, path_cost, reference_costs
from battlemap.rules.sizes import space_squares


@dataclass
class World:
    bf: Battlefield
    creatures: list[Creature]
    mover: Creature


@st.composite
def worlds(draw: st.DrawFn) -> World:
    cols, rows = draw(st.integers(4, 9)), draw(st.integers(4, 9))
    cells = st.tuples(st.integers(0, cols - 1), st.integers(0, rows - 1))
    difficult = draw(st.lists(cells, max_size=cols * rows // 3))
    hamper = draw(st.lists(cells, max_size=4))
    block = draw(st.lists(cells, max_size=cols * rows // 5))
    walls = []
    for _ in range(draw(st.integers(0, 4))):
        length = draw(st.integers(1, 3))
        if draw(st.booleans()):
            x, y = draw(st.integers(0, cols - 1)), draw(st.integers(0, rows))
            walls.append(Wall(x1=x, y1=y, x2=min(cols, x + length), y2=y))
        else:
            x, y = draw(st.integers(0, cols)), draw(st.integers(0, rows - 1))
            walls.append(Wall(x1=x, y1=y, x2=x, y2=min(rows, y + length)))
    spec = MapSpec(cols=cols, rows=rows, difficult=difficult, hamper=hamper, block=block,
                   walls=walls)  # fmt: skip
    bf = Battlefield.from_map(spec)
    mover_size = draw(st.sampled_from([Size.MEDIUM, Size.MEDIUM, Size.LARGE, Size.SMALL]))
    s = 2 if mover_size is Size.LARGE else 1
    free = [(c, r) for r in range(rows - s + 1) for c in range(cols - s + 1)
            if not bf.block[r : r + s, c : c + s].any()]  # fmt: skip
    start = draw(st.sampled_from(free)) if free else (0, 0)
    mover = Creature(
        id="mover", name="Mover", side="pcs", col=start[0], row=start[1], size=mover_size,
        base_speed_ft=draw(st.sampled_from([20, 30, 40])),
        tumbling=draw(st.booleans()) and draw(st.booleans()),
        escape_artist=draw(st.booleans()),
        flying=draw(st.booleans()) and draw(st.booleans()),
        incorporeal=draw(st.booleans()) and draw(st.booleans()) and draw(st.booleans()),
    )  # fmt: skip
    others = []
    for i in range(draw(st.integers(0, 5))):
        col, row = draw(cells)
        if mover.col <= col < mover.col + s and mover.row <= row < mover.row + s:
            continue
        others.append(
            Creature(
                id=f"o{i}", name=f"other {i}", col=col, row=row,
                side=draw(st.sampled_from(["pcs", "monsters", "monsters"])),
                size=draw(st.sampled_from([Size.TINY, Size.MEDIUM, Size.MEDIUM, Size.HUGE])),
                space_override=1, helpless=draw(st.booleans()) and draw(st.booleans()),
            )
        )  # fmt: skip
    return World(bf, [*others, mover], mover)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(worlds())
def test_planner_costs_equal_the_reference_search_everywhere(w: World) -> None:
    """MOV-DIAG, MOV-COST-MULT, MOV-CORNER, PASS-*: exact, never more than the reference."""
    rules = ReferenceRules(w.bf, w.creatures, w.mover)
    ref = reference_costs(rules, (w.mover.row, w.mover.col))
    grid = start_move(w.bf, w.creatures, "mover", whole_map=True).main.cost_grid()
    reached = {(int(r), int(c)) for r, c in zip(*np.nonzero(grid >= 0), strict=True)}
    assert reached == set(ref)
    for (r, c), cost in ref.items():
        assert grid[r, c] == cost


@SETTINGS
@given(worlds(), st.integers(0, 1), st.data())
def test_plan_cost_is_its_own_path_recomputed_step_by_step(
    w: World, parity: int, data: st.DataObject
) -> None:
    """MOV-DIAG (parity carried from earlier in the turn) and MOV-COST-MULT, step by step."""
    search = start_move(w.bf, w.creatures, "mover", so_far=MoveSoFar(0, parity))
    rules = ReferenceRules(w.bf, w.creatures, w.mover)
    target = (data.draw(st.integers(0, w.bf.cols - 1)), data.draw(st.integers(0, w.bf.rows - 1)))
    plan = search.plan_to(target)
    if not plan.reachable:
        return
    anchors = [(c.row, c.col) for c in plan.path]
    assert path_cost(rules, anchors, parity) == plan.cost
    _check_path_rules(w, plan.path)
    if plan.legal and plan.target != plan.start:
        _check_may_end(w, plan.target)


def _check_path_rules(w: World, path: tuple) -> None:  # type: ignore[type-arg]
    s = space_squares(w.mover)
    for a, b in itertools.pairwise(path):
        dc, dr = b.col - a.col, b.row - a.row
        assert max(abs(dc), abs(dr)) == 1
        if dc and dr and s == 1 and not w.mover.incorporeal:  # MOV-CORNER, on the geometry
            vx, vy = max(a.col, b.col), max(a.row, b.row)
            assert not w.bf.wall_v[vy - 1, vx] and not w.bf.wall_v[vy, vx]
            assert not w.bf.wall_h[vy, vx - 1] and not w.bf.wall_h[vy, vx]
            assert not w.bf.block[a.row, b.col] and not w.bf.block[b.row, a.col]
        for o in w.creatures:  # PASS-ENEMY: never into an able opponent it may not pass
            if o is w.mover or passage(w.mover, o) is not Passage.BLOCKED:
                continue
            so = space_squares(o)
            overlap = (o.row < b.row + s and b.row < o.row + so
                       and o.col < b.col + s and b.col < o.col + so)  # fmt: skip
            assert not overlap


def _check_may_end(w: World, target: object) -> None:
    """PASS-STOP: a legal end is on no able creature (sub-square sharing aside)."""
    s = space_squares(w.mover)
    for o in w.creatures:
        if o is w.mover or o.helpless:
            continue
        so = space_squares(o)
        assert not (
            o.row < target.row + s and target.row < o.row + so  # type: ignore[attr-defined]
            and o.col < target.col + s and target.col < o.col + so  # type: ignore[attr-defined]
        )  # fmt: skip


@SETTINGS
@given(worlds(), st.integers(0, 3), st.integers(0, 1))
def test_drag_search_agrees_with_the_whole_map_search_within_the_budget(
    w: World, spent: int, parity: int
) -> None:
    """MOV-ACTIONS: within a double move the windowed search is exact (MOV-DIAG parity)."""
    so_far = MoveSoFar(spent, parity)
    drag = start_move(w.bf, w.creatures, "mover", so_far=so_far)
    whole = start_move(w.bf, w.creatures, "mover", so_far=so_far, whole_map=True)
    grid = whole.main.cost_grid()
    budget = drag.budget.double - spent
    for r in range(w.bf.rows):
        for c in range(w.bf.cols):
            if 0 <= grid[r, c] <= budget:
                assert drag.cost_at(Cell(c, r)) == grid[r, c]
