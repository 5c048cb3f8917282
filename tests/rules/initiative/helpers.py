"""Small builders for combat tests."""

from __future__ import annotations

from battlemap.model.combat import AddCombatant, CombatantInfo, InitRoll, LogEntry
from battlemap.rules.initiative import CombatEngine, Dnd35Combat


def add(cid: str, d20: int | None = None, mod: int = 0, **info: object) -> AddCombatant:
    """An AddCombatant step, with a roll when `d20` is given."""
    combatant = CombatantInfo(id=cid, name=cid.title(), init_modifier=mod, **info)  # type: ignore[arg-type]
    roll = None if d20 is None else InitRoll(combatant=cid, d20=d20, modifier=mod)
    return AddCombatant(combatant=combatant, roll=roll)


def run(*steps: LogEntry, engine: CombatEngine | None = None) -> CombatEngine:
    """Apply steps in turn to a fresh D&D 3.5 combat (or `engine`)."""
    state = engine if engine is not None else Dnd35Combat()
    for step in steps:
        state = state.apply(step)
    return state


def roll(cid: str, d20: int, mod: int = 0, tiebreak: int = 0) -> InitRoll:
    """An initiative roll."""
    return InitRoll(combatant=cid, d20=d20, modifier=mod, tiebreak=tiebreak)
