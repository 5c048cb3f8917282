"""A plain, square-by-square statement of the step rules and a heapq search over it.

Independent of the array planner on purpose: the property tests check the planner
against it, and the pathing benchmark measures the planner's speed-up over it. Slow by
design; use it on small maps. Rules: MOV-DIAG, MOV-COST-MULT, MOV-CORNER, OBS-BLOCK,
OBS-HAMPER, TER-DIFFICULT, TER-WORST, TER-FLY, OBS-INCORPOREAL, SQZ-HALF, PASS-*.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence

from battlemap.model.creature import Creature
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.passing import Passage, passage
from battlemap.rules.sizes import space_squares, squeeze_width

Anchor = tuple[int, int]  # (row, col)


def _rect_clear(bf: Battlefield, top: int, left: int, h: int, w: int) -> bool:
    """No blocking square and no wall inside the rectangle; False off the map."""
    if top < 0 or left < 0 or top + h > bf.rows or left + w > bf.cols:
        return False
    for r in range(top, top + h):
        for c in range(left, left + w):
            if bf.block[r, c]:
                return False
            if c > left and bf.wall_v[r, c]:
                return False
            if r > top and bf.wall_h[r, c]:
                return False
    return True


class ReferenceRules:
    """The step rules for one mover among the other creatures, square by square."""

    def __init__(self, bf: Battlefield, creatures: Sequence[Creature], mover: Creature) -> None:
        self.bf = bf
        self.mover = mover
        self.others = [c for c in creatures if c.id != mover.id]
        self.s = space_squares(mover)
        self.width = squeeze_width(self.s, mover.escape_artist)

    def _strip_fits(self, top: int, left: int, h: int, w: int, along_rows: bool) -> bool:
        """Some strip `self.width` wide (squeezing) or the whole box fits."""
        if _rect_clear(self.bf, top, left, h, w):
            return True
        if self.width >= self.s:
            return False
        for o in range(self.s - self.width + 1):
            if along_rows and _rect_clear(self.bf, top, left + o, h, self.width):
                return True
            if not along_rows and _rect_clear(self.bf, top + o, left, self.width, w):
                return True
        return False

    def fits(self, a: Anchor) -> bool:
        """The space fits at anchor `a`, whole or squeezed (OBS-BLOCK, SQZ-HALF)."""
        r, c, s = a[0], a[1], self.s
        if r < 0 or c < 0 or r + s > self.bf.rows or c + s > self.bf.cols:
            return False
        if self.mover.incorporeal:
            return True
        return self._strip_fits(r, c, s, s, True) or self._strip_fits(r, c, s, s, False)

    def squeezed(self, a: Anchor) -> bool:
        return not self.mover.incorporeal and not _rect_clear(self.bf, a[0], a[1], self.s, self.s)

    def ortho_ok(self, a: Anchor, dr: int, dc: int) -> bool:
        """One orthogonal step of the body, terrain only."""
        b = (a[0] + dr, a[1] + dc)
        if not (self.fits(a) and self.fits(b)):
            return False
        if self.mover.incorporeal:
            return True
        top, left = min(a[0], b[0]), min(a[1], b[1])
        h, w = self.s + abs(dr), self.s + abs(dc)
        return self._strip_fits(top, left, h, w, along_rows=dr != 0)

    def step_ok(self, a: Anchor, dr: int, dc: int) -> bool:
        """Terrain allows the step; a diagonal needs both ways round open (MOV-CORNER)."""
        if dr == 0 or dc == 0:
            return self.ortho_ok(a, dr, dc)
        via_h, via_v = (a[0], a[1] + dc), (a[0] + dr, a[1])
        return (
            self.ortho_ok(a, 0, dc)
            and self.ortho_ok(via_h, dr, 0)
            and self.ortho_ok(a, dr, 0)
            and self.ortho_ok(via_v, 0, dc)
        )

    def overlapping(self, a: Anchor) -> list[Creature]:
        out = []
        for o in self.others:
            so = space_squares(o)
            if (
                o.row < a[0] + self.s
                and a[0] < o.row + so
                and o.col < a[1] + self.s
                and (a[1] < o.col + so)
            ):
                out.append(o)
        return out

    def multiplier(self, b: Anchor) -> int | None:
        """MOV-COST-MULT for entering `b`: 2 ** hindrances; None if a creature bars it."""
        hind = 0
        kinds = [passage(self.mover, o) for o in self.overlapping(b)]
        if Passage.BLOCKED in kinds:
            return None
        hind += Passage.OBSTACLE in kinds
        hind += self.squeezed(b)
        if not (self.mover.flying or self.mover.incorporeal):
            cells = [(r, c) for r in range(b[0], b[0] + self.s) for c in range(b[1], b[1] + self.s)]
            hind += any(self.bf.difficult[r, c] for r, c in cells)  # TER-WORST
            hind += any(self.bf.hamper[r, c] for r, c in cells)
        return 1 << hind

    def rough(self, b: Anchor) -> bool:
        """Difficult terrain, a hampering obstacle or a helpless obstacle: no running."""
        if Passage.OBSTACLE in [passage(self.mover, o) for o in self.overlapping(b)]:
            return True
        if self.mover.flying or self.mover.incorporeal:
            return False
        cells = [(r, c) for r in range(b[0], b[0] + self.s) for c in range(b[1], b[1] + self.s)]
        return any(self.bf.difficult[r, c] or self.bf.hamper[r, c] for r, c in cells)

    def step(self, a: Anchor, dr: int, dc: int, parity: int) -> tuple[int, int] | None:
        """(cost, parity after) of one step, or None if it is not allowed.

        MOV-DIAG: a plain diagonal costs 1 or 2 by parity; MOV-COST-MULT decision: a
        diagonal into a hampered square costs 1.5 × multiplier and keeps the parity.
        """
        b = (a[0] + dr, a[1] + dc)
        if not self.step_ok(a, dr, dc):
            return None
        mult = self.multiplier(b)
        if mult is None:
            return None
        if dr == 0 or dc == 0:
            return mult, parity
        if mult == 1:
            return (2, 0) if parity else (1, 1)
        return 3 * mult // 2, parity


def reference_costs(
    rules: ReferenceRules,
    start: Anchor,
    parity: int = 0,
    limit: int | None = None,
    no_rough: bool = False,
) -> dict[Anchor, int]:
    """Cheapest cost to every reachable anchor, by a plain heapq Dijkstra."""
    best: dict[tuple[int, int, int], int] = {(parity, *start): 0}
    heap = [(0, parity, start[0], start[1])]
    out: dict[Anchor, int] = {}
    while heap:
        cost, p, r, c = heapq.heappop(heap)
        if best.get((p, r, c), 1 << 60) < cost:
            continue
        out.setdefault((r, c), cost)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and not (no_rough and rules.rough((r + dr, c + dc))):
                    res = rules.step((r, c), dr, dc, p)
                    if res is None:
                        continue
                    nc, np_ = cost + res[0], res[1]
                    if limit is not None and nc > limit:
                        continue
                    key = (np_, r + dr, c + dc)
                    if nc < best.get(key, 1 << 60):
                        best[key] = nc
                        heapq.heappush(heap, (nc, np_, r + dr, c + dc))
    return out


def path_cost(rules: ReferenceRules, path: Sequence[Anchor], parity: int = 0) -> int | None:
    """Recompute a path's cost step by step; None if a step is not allowed."""
    total = 0
    for a, b in itertools.pairwise(path):
        res = rules.step(a, b[0] - a[0], b[1] - a[1], parity)
        if res is None or max(abs(b[0] - a[0]), abs(b[1] - a[1])) != 1:
            return None
        total += res[0]
        parity = res[1]
    return total
