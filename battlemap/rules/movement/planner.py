"""The movement planner: one search when a drag starts, cheap answers per cursor square.

`start_move` searches once from the creature (with what it already moved this turn) and
returns a `MoveSearch`; `MoveSearch.plan_to(cell)` reads a `MovePlan` off it in well
under a millisecond. Rules: MOV-ACTIONS, MOV-STEP, MOV-RUN, MOV-MIN, MOV-DIAG and the
rest through the modules it composes (see docs/engine.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from battlemap.model.creature import Creature
from battlemap.rules.grid import Cell, distance
from battlemap.rules.movement.battlefield import Battlefield, BoolArray, IntArray
from battlemap.rules.movement.body import BodyKind, BodyMaps, body_maps
from battlemap.rules.movement.budget import MoveSoFar
from battlemap.rules.movement.graph import (
    STEPS,
    SearchResult,
    TerrainGraph,
    build_graph,
    search,
    step_masks,
)
from battlemap.rules.movement.plan import Band, MovePlan
from battlemap.rules.movement.readoff import read_plan
from battlemap.rules.movement.situation import Situation, Window, build_situation
from battlemap.rules.sizes import space_squares, squeeze_width
from battlemap.rules.speed import run_multiplier, speed_squares


class UnknownCreature(KeyError):
    """The planner was asked about a creature that is not on the map."""


@dataclass(frozen=True)
class PlanOptions:
    """Choices a GM can change; defaults are RULES.md's decisions."""

    exception_10ft: bool = True  # REACH-MEASURE decision
    seed: int = 0  # MOV-NEAREST: the seeded choice between equally near squares


def body_kind(creature: Creature) -> BodyKind:
    """The terrain-relevant body of a creature (SQZ-HALF, SQZ-ESCAPE, TER-FLY)."""
    s = space_squares(creature)
    return BodyKind(
        space=s,
        squeeze=squeeze_width(s),
        escape_squeeze=squeeze_width(s, creature.escape_artist),
        flying=creature.flying,
        incorporeal=creature.incorporeal,
    )


@dataclass(frozen=True)
class Budget:
    """Squares available this turn by band, counted from the start of the turn."""

    speed: int
    double: int
    run: int | None  # None: running is not possible now
    spent: int
    stepped: bool

    @staticmethod
    def of(creature: Creature, so_far: MoveSoFar) -> Budget:
        """MOV-ACTIONS / MOV-RUN: speed, 2 × speed, 4 × (3 ×) speed; a run is a
        full-round action, so only from a standing start or continuing a run."""
        speed = 0 if creature.helpless else speed_squares(creature)
        can_run = so_far.spent == 0 or so_far.ran
        run = run_multiplier(creature) * speed if can_run and not so_far.stepped else None
        return Budget(speed, 2 * speed, run, so_far.spent, so_far.stepped)

    @property
    def search_limit(self) -> int:
        """How far (in squares this move) the widest band reaches."""
        if self.stepped:
            return 0
        widest = max(self.double, self.run or 0)
        return max(widest - self.spent, 1 if self.speed > 0 else 0)


class MoveSearch:
    """Everything the creature can reach from where it stands, by band.

    Build it with `start_move`; then `plan_to(cell)` for the cursor's square and
    `band_grid()` for the shaded overlay.
    """

    def __init__(
        self,
        bf: Battlefield,
        mover: Creature,
        so_far: MoveSoFar,
        budget: Budget,
        window: Window,
        maps: BodyMaps,
        sit: Situation,
        options: PlanOptions,
        whole_map: bool,
    ) -> None:
        self.battlefield = bf
        self.mover = mover
        self.so_far = so_far
        self.budget = budget
        self.window = window
        self.situation = sit
        self.options = options
        self.rng = random.Random(options.seed)
        self._bands: np.ndarray | None = None
        w = window
        crop = (slice(w.top, w.top + w.height), slice(w.left, w.left + w.width))
        self.valid: BoolArray = maps.valid[crop]
        self.squeezed: BoolArray = maps.squeezed[crop]
        self.escape: BoolArray = maps.escape[crop]
        self.hamper: BoolArray = maps.hamper[crop]
        hinder: IntArray = maps.hinder[crop] + self.squeezed + sit.obstacle
        self.mult: IntArray = np.left_shift(1, hinder)
        self.rough: BoolArray = (maps.hinder[crop] > 0) | sit.obstacle
        self.can: list[BoolArray] = step_masks(maps.move_e[crop], maps.move_s[crop])
        self.enter: BoolArray = self.valid & ~sit.impassable
        self.stop: BoolArray = self.valid & ~sit.occupied & ~self.hamper
        self.start_local = (mover.row - w.top, mover.col - w.left)
        tax = sit.threatened.astype(np.int64)
        start = self._node(so_far.diagonal_parity)
        limit = None if whole_map else max(budget.double - budget.spent, 0)
        if whole_map and not sit.obstacle.any():
            graph = _terrain_graph(bf, maps, self).with_creatures(sit.impassable, tax)
        else:
            graph = build_graph(self.can, self.enter, self.mult, tax)
        self.main: SearchResult = search(graph, start, limit)
        self.run: SearchResult | None = None
        if budget.run is not None and not whole_map and budget.run > budget.double:
            run_enter = self.enter & ~self.rough
            graph = build_graph(self.can, run_enter, self.mult, tax)
            self.run = search(graph, start, budget.run - budget.spent)

    def _node(self, parity: int) -> int:
        r, c = self.start_local
        return parity * self.window.height * self.window.width + r * self.window.width + c

    @property
    def start(self) -> Cell:
        return Cell(self.mover.col, self.mover.row)

    def band_grid(self) -> tuple[int, int, np.ndarray]:
        """(top, left, bands): per anchor of the window the best band whose move may end
        there, -1 where none. Map-sized when the search covered the whole map.

        Computed once per search: the overlay, the low-wall messages and MOV-ILLEGAL-END
        all read it. Treat the array as read-only.
        """
        if self._bands is None:
            self._bands = self._compute_bands()
            self._bands.flags.writeable = False
        return self.window.top, self.window.left, self._bands

    def _compute_bands(self) -> np.ndarray:
        out = np.full((self.window.height, self.window.width), -1, dtype=np.int8)
        b = self.budget
        if b.stepped or b.speed == 0:
            return out
        main = self.main.cost_grid()
        reached = (main >= 0) & self.stop
        total = main + b.spent
        if self.run is not None:
            run = self.run.cost_grid()
            out[(run >= 0) & self.stop & (run + b.spent <= b.run)] = Band.RUN  # type: ignore[operator]
        out[reached & (total <= b.double)] = Band.DOUBLE
        out[reached & (total <= b.speed)] = Band.MOVE
        self._mark_adjacent(out, main)
        r, c = self.start_local
        out[r, c] = -1
        return out

    def _mark_adjacent(self, out: np.ndarray, main: IntArray) -> None:
        """5-ft steps and minimum moves around the start (MOV-STEP, MOV-MIN)."""
        if self.so_far.moved:
            return
        r0, c0 = self.start_local
        for k, (dr, dc) in enumerate(STEPS):
            r, c = r0 + dr, c0 + dc
            if not (0 <= r < out.shape[0] and 0 <= c < out.shape[1]):
                continue
            if not (self.can[k][r0, c0] and self.enter[r, c] and self.stop[r, c]):
                continue
            if self.mult[r, c] == 1 and not self.rough[r, c]:
                out[r, c] = Band.STEP
            elif out[r, c] < 0:
                out[r, c] = Band.MINIMUM

    def cost_at(self, cell: Cell) -> int | None:
        """Cheapest cost in squares of a move (not a run) to `cell`, None if unreached."""
        r, c = cell.row - self.window.top, cell.col - self.window.left
        if not self.window.contains(cell.row, cell.col):
            return None
        node = self.main.best_node(r, c)
        return None if node is None else self.main.squares(node)

    def plan_to(self, target: Cell | tuple[int, int]) -> MovePlan:
        """The plan for moving the creature's anchor to `target` (col, row)."""
        return read_plan(self, Cell(*target))

    def plan_charge(self, target_id: str) -> MovePlan:
        """A charge at another creature: straight, clear, up to 2 × speed (MOV-ACTIONS)."""
        from battlemap.rules.movement.charge import plan_charge

        return plan_charge(self, target_id)

    def nearest_stop(self, target: Cell) -> Cell | None:
        """MOV-ILLEGAL-END: the nearest square the move could end on, ties by the seeded
        coin (MOV-NEAREST)."""
        top, left, bands = self.band_grid()
        rows, cols = np.nonzero(bands >= 0)
        if len(rows) == 0:
            return None
        cells = [Cell(int(c) + left, int(r) + top) for r, c in zip(rows, cols, strict=True)]
        best = min(distance(target, x) for x in cells)
        return self.rng.choice([x for x in cells if distance(target, x) == best])


def _terrain_graph(bf: Battlefield, maps: BodyMaps, ms: MoveSearch) -> TerrainGraph:
    """The cached whole-map terrain graph of this body (see TerrainGraph)."""
    key = f"graph:{id(maps)}"
    graph = bf.derived.get(key)
    if not isinstance(graph, TerrainGraph):
        terrain_mult = np.left_shift(1, maps.hinder + maps.squeezed)
        graph = TerrainGraph.build(ms.can, maps.valid, terrain_mult)
        bf.derived[key] = graph
    return graph


def start_move(
    battlefield: Battlefield,
    creatures: Sequence[Creature],
    mover_id: str,
    so_far: MoveSoFar | None = None,
    flat_footed: frozenset[str] = frozenset(),
    options: PlanOptions | None = None,
    whole_map: bool = False,
) -> MoveSearch:
    """Search once from the creature: everything it can reach this turn, by band.

    Args:
        battlefield: the map's terrain and walls (`Battlefield.from_map`).
        creatures: every creature on the map, the mover included.
        mover_id: the id of the creature being moved.
        so_far: what it already moved this turn (MOV-DIAG decision); `MoveSoFar()`
            outside combat.
        flat_footed: ids of creatures that cannot make attacks of opportunity now
            (FF-NO-AOO), from the combat engine.
        options: rule options (REACH-MEASURE exception, the seeded coin).
        whole_map: search the whole map without a budget (overlays, benchmarks).

    Example:
        >>> from battlemap.model import Creature, MapSpec
        >>> bf = Battlefield.from_map(MapSpec(cols=10, rows=10, difficult=[(2, 0)]))
        >>> hero = Creature(id="h", name="Hero", col=0, row=0, side="pcs", race="human")
        >>> plan = start_move(bf, [hero], "h").plan_to((3, 0))
        >>> plan.cost, plan.band.label, plan.legal
        (4, 'move', True)
    """
    so_far = so_far or MoveSoFar()
    options = options or PlanOptions()
    mover = next((c for c in creatures if c.id == mover_id), None)
    if mover is None:
        raise UnknownCreature(f"no creature with id {mover_id!r} on the map")
    budget = Budget.of(mover, so_far)
    if whole_map:
        window = Window(0, 0, battlefield.rows, battlefield.cols)
    else:
        radius = budget.search_limit
        top, left = max(0, mover.row - radius), max(0, mover.col - radius)
        bottom = min(battlefield.rows, mover.row + radius + 1)
        right = min(battlefield.cols, mover.col + radius + 1)
        window = Window(top, left, max(bottom - top, 1), max(right - left, 1))
    if not window.contains(mover.row, mover.col):
        raise ValueError(f"{mover.name} stands off the map at {Cell(mover.col, mover.row).label}")
    maps = body_maps(battlefield, body_kind(mover))
    sit = build_situation(
        mover, creatures, window, flat_footed, exception_10ft=options.exception_10ft
    )
    return MoveSearch(battlefield, mover, so_far, budget, window, maps, sit, options, whole_map)
