"""The dock's header and the active creature's line: round, who acts, movement left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.model import Encounter
from battlemap.rules.grid import format_distance
from battlemap.rules.initiative import CombatEngine, Phase, TurnUsage
from battlemap.rules.initiative.confrontation import ConfrontationCombat
from battlemap.rules.speed import run_multiplier, speed_squares
from battlemap.ui.noop import QT_TRANSLATE_NOOP
from battlemap.ui.rule_text import tr_rules

_LEFT_NAMES = {
    "standard": QT_TRANSLATE_NOOP("Combat", "standard"),
    "move": QT_TRANSLATE_NOOP("Combat", "move"),
    "full_round": QT_TRANSLATE_NOOP("Combat", "full round"),
    "five_foot_step": QT_TRANSLATE_NOOP("Combat", "5-ft step"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Combat", text)


def header(state: CombatEngine | None) -> str:
    """ "Round 2 · Tordek acts", "Surprise round · …", "Setup · …", "Combat over"."""
    if state is None:
        return QCoreApplication.translate("Combat", "No combat: Start combat (Ctrl+Shift+C)")
    if state.phase is Phase.ENDED:
        return QCoreApplication.translate("Combat", "Combat over")
    names = " + ".join(state.name(k) for k in state.active)
    if state.phase is Phase.SETUP:
        need = len(state.rolls_needed())
        surprise = (
            QCoreApplication.translate("Combat", "surprise round due")
            if state.has_surprise_round
            else QCoreApplication.translate("Combat", "no surprise round")
        )
        text = QCoreApplication.translate(
            "Combat", "Setup · {need} to roll · {surprise} · Space begins"
        ).format(need=need, surprise=surprise)
        rounds = getattr(state, "pre_contact_rounds", 0)
        if rounds:  # ENC-PREP
            text += QCoreApplication.translate("Combat", " · pre-contact rounds: {n}").format(
                n=rounds
            )
        return text
    if state.phase is Phase.SPLITTING:
        return QCoreApplication.translate("Combat", "Round {round} · attitudes and splits").format(
            round=state.round
        )
    if state.phase is Phase.SURPRISE:
        return QCoreApplication.translate("Combat", "Surprise round · {names} acts").format(
            names=names
        )
    return QCoreApplication.translate("Combat", "Round {round} · {names} acts").format(
        round=state.round, names=names
    )


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
        return QCoreApplication.translate(
            "Combat", "{name}: {a} action dice, {r} reaction dice left"
        ).format(name=state.name(cid), a=a, r=r)
    usage = state.usage(cid)
    try:
        creature = doc.creature(cid)
    except KeyError:
        return state.name(cid)
    if usage is None:
        return state.name(cid)
    speed = speed_squares(creature)
    left = [_tr(text) for key, text in _LEFT_NAMES.items() if usage.left()[key]]
    more = _more_squares(usage, speed, run_multiplier(creature))
    reach = QCoreApplication.translate("Combat", "up to {distance} more").format(
        distance=tr_rules(format_distance(more, metric))
    )
    if more == 0:
        reach = (
            QCoreApplication.translate("Combat", "a 5-ft step")
            if usage.step_left
            else QCoreApplication.translate("Combat", "no more movement")
        )
    return QCoreApplication.translate(
        "Combat", "{name}: moved {distance}; {reach}; left: {left}"
    ).format(
        name=state.name(cid),
        distance=tr_rules(format_distance(usage.move.spent, metric)),
        reach=reach,
        left=", ".join(left) or QCoreApplication.translate("Combat", "free actions only"),
    )
