"""The map and the combat engine in step: the turn state the planner reads, and moves
made during a creature's turn recorded against its actions (MOV-ACTIONS, MOV-DIAG).
"""

from __future__ import annotations

from battlemap.model import Encounter
from battlemap.model import combat as m
from battlemap.rules.initiative import CombatEngine
from battlemap.rules.initiative.base import Phase
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.plan import Band, MovePlan
from battlemap.session.changes import Change
from battlemap.session.combat_commands import CombatStep, combat_state
from battlemap.session.command_stack import Command
from battlemap.session.edit_commands import MoveCreature


def running_combat(doc: Encounter) -> CombatEngine | None:
    """The combat state if a combat is running (begun and not ended), else None."""
    if doc.combat is None:
        return None
    state = combat_state(doc)
    return None if state.phase in (Phase.SETUP, Phase.ENDED) else state


class CombatTurns:
    """`TurnState` backed by the encounter's combat log (see session/turn_state.py).

    Example:
        >>> CombatTurns(Encounter()).so_far("ogre")
        MoveSoFar(spent=0, diagonal_parity=0, stepped=False, ran=False)
    """

    def __init__(self, doc: Encounter) -> None:
        self.doc = doc

    def _state(self) -> CombatEngine | None:
        return running_combat(self.doc)

    def so_far(self, creature_id: str) -> MoveSoFar:
        """What the creature moved this turn; a fresh start when it is not acting."""
        state = self._state()
        if state is None or creature_id not in state.active:
            return MoveSoFar()
        return state.move_so_far(creature_id)

    def flat_footed(self) -> frozenset[str]:
        """Combatants that cannot make attacks of opportunity now (FF-NO-AOO)."""
        state = self._state()
        if state is None:
            return frozenset()
        return frozenset(c for c in state.combatant_ids if not state.may_make_aoo(c))

    def badges(self, creature_id: str) -> frozenset[str]:
        """Combat statuses for the token: flat-footed, surprised, readied, delaying."""
        state = self._state()
        if state is None or creature_id not in state.combatant_ids:
            return frozenset()
        return frozenset(combat_badges(state, creature_id))


def combat_badges(state: CombatEngine, cid: str) -> tuple[str, ...]:
    """The statuses a GM sees on a combatant, in display order (FF-START, SUR-UNAWARE,
    RDY-ACTION, DLY-ACTION): "flat-footed", "surprised", "readied", "delaying"."""
    out = []
    if state.phase is not Phase.ENDED and state.is_flat_footed(cid):
        out.append("flat-footed")
    if state.is_surprised(cid):
        out.append("surprised")
    if state.readied(cid) is not None:
        out.append("readied")
    if state.is_delaying(cid):
        out.append("delaying")
    return tuple(out)


def move_mode(plan: MovePlan, so_far: MoveSoFar, last_mode: m.MoveMode | None) -> m.MoveMode:
    """How a planned move pays for itself within the turn (MOV-ACTIONS, MOV-STEP).

    A first move pays by its band; a later drag in the same turn continues the move,
    double move or run under way, except that going past speed after a single move
    takes the second move action. A minimum move (MOV-MIN) is a full-round action.

    Example:
        >>> from battlemap.rules.grid import Cell
        >>> p = MovePlan("a", Cell(0, 0), Cell(8, 0), band=Band.DOUBLE, legal=True)
        >>> move_mode(p, MoveSoFar(spent=5), m.MoveMode.MOVE).value
        'move'
    """
    band = plan.band
    if band is Band.STEP and not so_far.moved:
        return m.MoveMode.STEP
    if last_mode is None or not so_far.moved:
        return {
            Band.DOUBLE: m.MoveMode.DOUBLE,
            Band.RUN: m.MoveMode.RUN,
            Band.MINIMUM: m.MoveMode.RUN,
            Band.CHARGE: m.MoveMode.RUN,
        }.get(band or Band.MOVE, m.MoveMode.MOVE)
    if band is Band.DOUBLE and last_mode is m.MoveMode.MOVE:
        return m.MoveMode.MOVE  # the second move action
    return m.MoveMode.CONTINUE


class MoveInTurn(Command):
    """One drag during the creature's own turn: the token moves and the move is recorded
    against its actions, as one undo step. The engine refuses what the turn cannot pay
    for (e.g. no move action left), and then nothing changes."""

    def __init__(self, creature_id: str, plan: MovePlan, mode: m.MoveMode, label: str) -> None:
        self.label = label
        self._move = MoveCreature(creature_id, (plan.target.col, plan.target.row), label)
        record = m.RecordMove(
            combatant=creature_id, squares=plan.cost, parity_after=plan.parity_after, mode=mode
        )
        self._record = CombatStep(record, label=label)

    def do(self, doc: Encounter) -> Change:
        change = self._record.do(doc)  # first: it raises IllegalAction before anything moves
        return change | self._move.do(doc)

    def undo(self, doc: Encounter) -> Change:
        return self._move.undo(doc) | self._record.undo(doc)


def move_command(doc: Encounter, plan: MovePlan, label: str) -> Command:
    """The command for a legal planned move: recorded in the turn if the creature is
    acting now, a plain move otherwise."""
    state = running_combat(doc)
    cid = plan.creature_id
    to = (plan.target.col, plan.target.row)
    if state is None or cid not in state.active:
        return MoveCreature(cid, to, label)
    usage = state.usage(cid)
    last = usage.last_mode if usage is not None else None
    return MoveInTurn(cid, plan, move_mode(plan, state.move_so_far(cid), last), label)
