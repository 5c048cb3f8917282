"""Reading one target's plan off a finished search: path, band, legality, messages.

Rules: MOV-STEP, MOV-MIN, MOV-ILLEGAL-END, PASS-STOP, OBS-HAMPER, AOO-MOVE, PASS-TINY,
PASS-OVERRUN, PASS-TUMBLE, SQZ-HALF, SQZ-ENEMY.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from battlemap.model.creature import Creature
from battlemap.rules.grid import Cell, distance, format_distance
from battlemap.rules.movement.graph import STEPS
from battlemap.rules.movement.passing import are_allies, provokes_on_entering
from battlemap.rules.movement.plan import Band, MovePlan, Provocation, Squeeze
from battlemap.rules.sizes import space_squares
from battlemap.rules.text import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from battlemap.rules.movement.planner import MoveSearch


def read_plan(ms: MoveSearch, target: Cell) -> MovePlan:
    """The full plan for one target square (see MoveSearch.plan_to)."""
    base = MovePlan(ms.mover.id, ms.start, target)
    bf, b = ms.battlefield, ms.budget
    if not (0 <= target.col < bf.cols and 0 <= target.row < bf.rows):
        return _illegal(
            base,
            Message(QT_TRANSLATE_NOOP("Rules", "{square} is off the map"), square=target.label),
        )
    if target == ms.start:
        return MovePlan(
            ms.mover.id,
            ms.start,
            target,
            (ms.start,),
            0,
            b.spent,
            None,
            True,
            notes=("no move",),
            parity_after=ms.so_far.diagonal_parity,
        )
    if b.speed == 0:
        return _illegal(
            base,
            Message(
                QT_TRANSLATE_NOOP("Rules", "{name} cannot move (helpless or speed 0)"),
                name=ms.mover.name,
            ),
        )
    if b.stepped:
        return _illegal(
            base,
            Message(
                QT_TRANSLATE_NOOP("Rules", "{name} already took a 5-ft step this turn"),
                name=ms.mover.name,
            ),
        )
    if not ms.window.contains(target.row, target.col):
        return _illegal(base, _too_far(ms, target))
    r, c = target.row - ms.window.top, target.col - ms.window.left
    chosen = _choose(ms, r, c)
    if chosen is None:
        return _illegal(base, _why_unreached(ms, target, r, c))
    steps, cost, band = chosen
    path = tuple(Cell(cc + ms.window.left, rr + ms.window.top) for _, rr, cc in steps)
    band = _refine_band(ms, band, path, r, c)
    legal = bool(ms.stop[r, c])
    reasons: tuple[str, ...] = () if legal else (_why_no_stop(ms, target, r, c),)
    fallback = None if legal else _last_legal(ms, path)
    return MovePlan(
        ms.mover.id, ms.start, target, path, cost, b.spent + cost, band, legal, reasons,
        squeezes(ms, path), () if band is Band.STEP else provocations(ms, path),
        _notes(ms, path), steps[-1][0], fallback,
    )  # fmt: skip


def _illegal(base: MovePlan, reason: str) -> MovePlan:
    return MovePlan(base.creature_id, base.start, base.target, reasons=(reason,))


Steps = list[tuple[int, int, int]]  # (parity, row, col) in window coordinates


def _choose(ms: MoveSearch, r: int, c: int) -> tuple[Steps, int, Band] | None:
    """Main search within a double move, else the run search, else a minimum move."""
    b = ms.budget
    node = ms.main.best_node(r, c)
    if node is not None and b.spent + ms.main.squares(node) <= b.double:
        total = b.spent + ms.main.squares(node)
        band = Band.MOVE if total <= b.speed else Band.DOUBLE
        return ms.main.path(node), ms.main.squares(node), band
    if ms.run is not None and b.run is not None:
        rnode = ms.run.best_node(r, c)
        if rnode is not None and b.spent + ms.run.squares(rnode) <= b.run:
            return ms.run.path(rnode), ms.run.squares(rnode), Band.RUN
    if not ms.so_far.moved and _adjacent_step(ms, r, c) is not None:
        return _minimum_move(ms, r, c)
    return None


def _minimum_move(ms: MoveSearch, r: int, c: int) -> tuple[Steps, int, Band]:
    """MOV-MIN: one square as a full-round action, whatever it costs (reported as usual)."""
    r0, c0 = ms.start_local
    p = ms.so_far.diagonal_parity
    m = int(ms.mult[r, c])
    if r != r0 and c != c0:
        cost, after = (1 + p, 1 - p) if m == 1 else (3 * m // 2, p)
    else:
        cost, after = m, p
    return [(p, r0, c0), (after, r, c)], cost, Band.MINIMUM


def _adjacent_step(ms: MoveSearch, r: int, c: int) -> int | None:
    r0, c0 = ms.start_local
    for k, (dr, dc) in enumerate(STEPS):
        if (r0 + dr, c0 + dc) == (r, c) and ms.can[k][r0, c0] and ms.enter[r, c]:
            return k
    return None


def _refine_band(ms: MoveSearch, band: Band, path: tuple[Cell, ...], r: int, c: int) -> Band:
    """MOV-STEP: one square, nothing hindering it, first movement of the turn."""
    if band is not Band.MOVE or len(path) != 2 or ms.so_far.moved:
        return band
    if ms.mult[r, c] == 1 and not ms.rough[r, c]:
        return Band.STEP
    return band


def _overlapping(ms: MoveSearch, cell: Cell) -> list[Creature]:
    s = space_squares(ms.mover)
    out = []
    for o in ms.situation.others:
        so = space_squares(o)
        if (
            o.row < cell.row + s
            and cell.row < o.row + so
            and o.col < cell.col + s
            and (cell.col < o.col + so)
        ):
            out.append(o)
    return out


def _names(creatures: list[Creature]) -> tuple[str, ...]:
    """Creature names as a GM reads them: "the orc" for a common noun, "Lidda" for a name."""
    return tuple(
        Message(QT_TRANSLATE_NOOP("Rules", "the {name}"), name=c.name)
        if c.name[:1].islower()
        else c.name
        for c in creatures
    )


def _why_no_stop(ms: MoveSearch, target: Cell, r: int, c: int) -> str:
    able = [o for o in _overlapping(ms, target) if not o.helpless]
    if able:  # PASS-STOP, SQZ-ENEMY
        return Message(
            QT_TRANSLATE_NOOP("Rules", "{square} is occupied by {names}"),
            square=target.label,
            names=_names(able),
        )
    if ms.hamper[r, c]:  # OBS-HAMPER: pay to cross *and* reach the free square beyond
        if _free_square_beyond(ms, r, c):
            return Message(
                QT_TRANSLATE_NOOP(
                    "Rules", "cannot stop on the low wall at {square}: end on a free square beyond"
                ),
                square=target.label,
            )
        return Message(
            QT_TRANSLATE_NOOP(
                "Rules", "not enough movement left to clear the low wall at {square}"
            ),
            square=target.label,
        )
    return Message(
        QT_TRANSLATE_NOOP("Rules", "{name} cannot stop at {square}"),
        name=ms.mover.name,
        square=target.label,
    )


def _free_square_beyond(ms: MoveSearch, r: int, c: int) -> bool:
    """Some neighbour of (r, c) off the obstacle is a square the move may end on."""
    _, _, bands = ms.band_grid()
    h, w = bands.shape
    return any(
        0 <= r + dr < h
        and 0 <= c + dc < w
        and bands[r + dr, c + dc] >= 0
        and not ms.hamper[r + dr, c + dc]
        for dr, dc in STEPS
    )


def _why_unreached(ms: MoveSearch, target: Cell, r: int, c: int) -> str:
    if not ms.valid[r, c]:
        if space_squares(ms.mover) > 1:
            return Message(
                QT_TRANSLATE_NOOP("Rules", "{name} does not fit at {square}"),
                name=ms.mover.name,
                square=target.label,
            )
        return Message(QT_TRANSLATE_NOOP("Rules", "{square} is blocked"), square=target.label)
    if ms.situation.impassable[r, c]:
        return Message(
            QT_TRANSLATE_NOOP("Rules", "{square} is occupied by {names}"),
            square=target.label,
            names=_names(_overlapping(ms, target)),
        )
    return _too_far(ms, target)


def _too_far(ms: MoveSearch, target: Cell) -> str:
    b = ms.budget
    reach = b.run if b.run is not None else b.double
    left = max(reach - b.spent, 0)
    if distance(ms.start, target) <= left:
        return Message(
            QT_TRANSLATE_NOOP(
                "Rules",
                "no open way to {square} this turn (walls, terrain or opponents in the way)",
            ),
            square=target.label,
        )
    return Message(
        QT_TRANSLATE_NOOP("Rules", "{square} is out of reach this turn ({left} of movement left)"),
        square=target.label,
        left=format_distance(left),
    )


def _last_legal(ms: MoveSearch, path: tuple[Cell, ...]) -> Cell | None:
    """MOV-ILLEGAL-END: the last square of the path it could have stopped on."""
    for cell in reversed(path):
        r, c = cell.row - ms.window.top, cell.col - ms.window.left
        if ms.stop[r, c] or cell == ms.start:
            return cell
    return ms.start


def squeezes(ms: MoveSearch, path: tuple[Cell, ...]) -> tuple[Squeeze, ...]:
    out = []
    for cell in path[1:]:
        r, c = cell.row - ms.window.top, cell.col - ms.window.left
        if ms.squeezed[r, c]:
            out.append(Squeeze(cell, escape=bool(ms.escape[r, c])))
    return tuple(out)


def provocations(ms: MoveSearch, path: tuple[Cell, ...]) -> tuple[Provocation, ...]:
    """AOO-MOVE: leaving a threatened square provokes, once per creature per move;
    PASS-TINY: a sub-square creature entering an able opponent's square provokes."""
    seen: set[str] = set()
    out: list[Provocation] = []
    flat = ms.situation.flat_footed
    for i, cell in enumerate(path[:-1]):
        for threat in ms.situation.threats:
            if threat.creature.id not in seen and threat.at(cell.row, cell.col):
                seen.add(threat.creature.id)
                out.append(Provocation(threat.creature.id, threat.creature.name, cell))
        for other in _overlapping(ms, path[i + 1]):
            if other.id not in seen and provokes_on_entering(ms.mover, other, other.id in flat):
                seen.add(other.id)
                out.append(Provocation(other.id, other.name, path[i + 1], entering=True))
    return tuple(out)


def _notes(ms: MoveSearch, path: tuple[Cell, ...]) -> tuple[str, ...]:
    notes: list[str] = []
    mover = ms.mover
    for cell in path[1:]:
        r, c = cell.row - ms.window.top, cell.col - ms.window.left
        if ms.hamper[r, c]:
            notes.append(
                Message(
                    QT_TRANSLATE_NOOP("Rules", "crosses a hampering obstacle at {square}"),
                    square=cell.label,
                )
            )
        for o in _overlapping(ms, cell):
            if are_allies(mover, o) or o.helpless:
                continue
            if mover.overrun:
                notes.append(
                    Message(
                        QT_TRANSLATE_NOOP("Rules", "overrun attempt through {names} at {square}"),
                        names=_names([o]),
                        square=cell.label,
                    )
                )
            elif mover.tumbling:
                notes.append(
                    Message(
                        QT_TRANSLATE_NOOP("Rules", "tumbles through {names} at {square}"),
                        names=_names([o]),
                        square=cell.label,
                    )
                )
    return tuple(dict.fromkeys(notes))
