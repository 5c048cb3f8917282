"""Charging: up to twice speed in a straight line to the nearest square from which the
charger can attack, over clear ground (MOV-ACTIONS, PASS-ALLY, TER-DIFFICULT, MOV-NEAREST).
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from battlemap.model.creature import Creature
from battlemap.rules.grid import Cell, distance
from battlemap.rules.movement.graph import STEPS
from battlemap.rules.movement.plan import Band, MovePlan
from battlemap.rules.movement.readoff import provocations, squeezes
from battlemap.rules.reach import reach_band
from battlemap.rules.sizes import space_squares
from battlemap.rules.text import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from battlemap.rules.movement.planner import MoveSearch


def _gap(a_col: int, a_row: int, sa: int, b: Creature) -> tuple[int, int]:
    """Square offsets between two spaces (0 when they touch or overlap on an axis)."""
    sb = space_squares(b)
    dx = max(0, b.col - (a_col + sa - 1), a_col - (b.col + sb - 1))
    dy = max(0, b.row - (a_row + sa - 1), a_row - (b.row + sb - 1))
    return dx, dy


def can_attack_from(ms: MoveSearch, anchor: Cell, target: Creature) -> bool:
    """Whether the charger standing at `anchor` reaches some square of `target`."""
    band = reach_band(ms.mover)
    dx, dy = _gap(anchor.col, anchor.row, space_squares(ms.mover), target)
    d = distance((0, 0), (dx, dy))
    if ms.options.exception_10ft and band.outer == 2 and dx == 2 and dy == 2:
        d = 2  # REACH-MEASURE decision
    return not band.empty and band.inner <= d <= band.outer and (dx, dy) != (0, 0)


def straight_line(a: Cell, b: Cell) -> list[Cell]:
    """Anchors on the straight line from a to b, one square per step (rounded half up).

    Example:
        >>> [c.label for c in straight_line(Cell(0, 0), Cell(4, 2))]
        ['A1', 'B2', 'C2', 'D3', 'E3']
    """
    n = max(abs(b.col - a.col), abs(b.row - a.row))
    return [
        Cell(
            math.floor(a.col + (b.col - a.col) * k / n + 0.5),
            math.floor(a.row + (b.row - a.row) * k / n + 0.5),
        )
        for k in range(n + 1)
    ] if n else [a]  # fmt: skip


def plan_charge(ms: MoveSearch, target_id: str) -> MovePlan:
    """The charge at `target_id`, or why it is not possible."""
    base = MovePlan(ms.mover.id, ms.start, ms.start)
    target = next((o for o in ms.situation.others if o.id == target_id), None)
    if target is None:
        return _no(
            base,
            Message(
                QT_TRANSLATE_NOOP("Rules", "{name} is not within charging distance"), name=target_id
            ),
        )
    if ms.so_far.moved:
        return _no(
            base,
            Message(
                QT_TRANSLATE_NOOP(
                    "Rules", "{name} has already moved this turn: a charge is a full round"
                ),
                name=ms.mover.name,
            ),
        )
    limit = 2 * ms.budget.speed
    w = ms.window
    ends = [
        Cell(c + w.left, r + w.top)
        for r in range(w.height)
        for c in range(w.width)
        if ms.stop[r, c] and can_attack_from(ms, Cell(c + w.left, r + w.top), target)
    ]
    if not ends:
        return _no(
            base,
            Message(
                QT_TRANSLATE_NOOP("Rules", "no square within reach of {name} to charge to"),
                name=target.name,
            ),
        )
    nearest = min(distance(ms.start, e) for e in ends)
    closest = [e for e in ends if distance(ms.start, e) == nearest]
    clear = [(e, why) for e in closest for why in [_line_problem(ms, e, limit)] if why is None]
    if not clear:
        reason = _line_problem(ms, ms.rng.choice(closest), limit)
        return _no(
            base,
            Message(
                QT_TRANSLATE_NOOP("Rules", "cannot charge {name}: {why}"),
                name=target.name,
                why=reason,
            ),
        )
    end = ms.rng.choice([e for e, _ in clear])  # MOV-NEAREST: a seeded coin between equals
    path = tuple(straight_line(ms.start, end))
    cost = _line_cost(ms, path)
    note = Message(QT_TRANSLATE_NOOP("Rules", "charges {name}"), name=target.name)
    return MovePlan(
        ms.mover.id, ms.start, end, path, cost, ms.budget.spent + cost, Band.CHARGE, True,
        squeezes=squeezes(ms, path), provokes=provocations(ms, path),
        notes=(note,), parity_after=ms.so_far.diagonal_parity,
    )  # fmt: skip


def _no(base: MovePlan, reason: str) -> MovePlan:
    return MovePlan(base.creature_id, base.start, base.target, reasons=(reason,))


def _line_problem(ms: MoveSearch, end: Cell, limit: int) -> str | None:
    """Why the straight line to `end` is not a legal charge, or None if it is."""
    line = straight_line(ms.start, end)
    w = ms.window
    for a, b in itertools.pairwise(line):
        r, c = a.row - w.top, a.col - w.left
        k = STEPS.index((b.row - a.row, b.col - a.col))
        rb, cb = b.row - w.top, b.col - w.left
        if not (0 <= rb < w.height and 0 <= cb < w.width) or not ms.can[k][r, c]:
            return Message(
                QT_TRANSLATE_NOOP("Rules", "the way is blocked at {square}"), square=b.label
            )
        if ms.rough[rb, cb]:
            return Message(
                QT_TRANSLATE_NOOP("Rules", "difficult terrain or an obstacle at {square}"),
                square=b.label,
            )
        if ms.situation.occupied[rb, cb] or ms.situation.impassable[rb, cb]:
            return Message(
                QT_TRANSLATE_NOOP("Rules", "a creature is in the way at {square}"), square=b.label
            )
    if _line_cost(ms, tuple(line)) > limit:
        return Message(
            QT_TRANSLATE_NOOP("Rules", "{square} is beyond twice its speed"), square=end.label
        )
    return None


def _line_cost(ms: MoveSearch, line: tuple[Cell, ...]) -> int:
    """1-2-1 cost along the line, with squeezing doubling (MOV-DIAG, MOV-COST-MULT)."""
    parity, total = ms.so_far.diagonal_parity, 0
    for a, b in itertools.pairwise(line):
        m = int(ms.mult[b.row - ms.window.top, b.col - ms.window.left])
        if a.col != b.col and a.row != b.row:
            if m == 1:
                total, parity = total + 1 + parity, 1 - parity
            else:
                total += 3 * m // 2
        else:
            total += m
    return total
