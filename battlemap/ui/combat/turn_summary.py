"""The dock's header and the active creature's line: round, who acts, movement left."""

from __future__ import annotations

from battlemap.model import Encounter
from battlemap.rules.grid import format_distance
from battlemap.rules.initiative import CombatEngine, Phase, TurnUsage
from battlemap.rules.initiative.confrontation import ConfrontationCombat
from battlemap.rules.speed import run_multiplier, speed_squares

_LEFT_NAMES = {
    "standard": "standard",
    "move": "move",
    "full_round": "full round",
    "five_foot_step": "5-ft step",
}


def header(state: CombatEngine | None) -> str:
    """ "Round 2 · Tordek acts", "Surprise round · …", "Setup · …", "Combat over"."""
    if state is None:
        return "No combat: Start combat (Ctrl+Shift+C)"
    if state.phase is Phase.ENDED:
        return "Combat over"
    names = " + ".join(state.name(k) for k in state.active)
    if state.phase is Phase.SETUP:
        need = len(state.rolls_needed())
        surprise = "surprise round due" if state.has_surprise_round else "no surprise round"
        return f"Setup · {need} to roll · {surprise} · Space begins"
    if state.phase is Phase.SPLITTING:
        return f"Round {state.round} · attitudes and splits"
    if state.phase is Phase.SURPRISE:
        return f"Surprise round · {names} acts"
    return f"Round {state.round} · {names} acts"


def _more_squares(usage: TurnUsage, speed: int, run: int) -> int:
    """Roughly how far the turn can still take it (the planner is the judge)."""
    spent, mode = usage.move.spent, usage.last_mode
    if usage.move.stepped:
        return 0
    if mode is None:
        if usage.full_round_left:
            return speed * run
        if usage.move_left and usage.standard_left and usage.moves == 0:
            return speed * 2 if usage.kind.value == "normal" else speed
        return speed if usage.move_left else 0
    per_mode = {"move": speed, "double": 2 * speed, "run": run * speed}
    paid = per_mode.get(mode.value, 0) if mode.value != "continue" else speed
    extra = speed if mode.value == "move" and usage.move_left else 0
    return max(paid - spent, 0) + extra


def active_line(doc: Encounter, state: CombatEngine | None, metric: bool = False) -> str:
    """Movement and actions left for the creature acting now (MOV-ACTIONS, MOV-DIAG)."""
    if state is None or not state.active:
        return ""
    cid = state.active[0]
    if isinstance(state, ConfrontationCombat):
        a, r = state.pools(cid)
        return f"{state.name(cid)}: {a} action dice, {r} reaction dice left"
    usage = state.usage(cid)
    try:
        creature = doc.creature(cid)
    except KeyError:
        return state.name(cid)
    if usage is None:
        return state.name(cid)
    speed = speed_squares(creature)
    left = [text for key, text in _LEFT_NAMES.items() if usage.left()[key]]
    more = _more_squares(usage, speed, run_multiplier(creature))
    reach = f"up to {format_distance(more, metric)} more"
    if more == 0:
        reach = "a 5-ft step" if usage.step_left else "no more movement"
    return (
        f"{state.name(cid)}: moved {format_distance(usage.move.spent, metric)}; {reach}; "
        f"left: {', '.join(left) or 'free actions only'}"
    )
