"""Rebuild a combat from its log: the state is a pure function of the log."""

from __future__ import annotations

from battlemap.model.combat import CombatLog, CombatOptions, CombatSystem
from battlemap.rules.initiative.base import CombatEngine
from battlemap.rules.initiative.dnd35 import Dnd35Combat
from battlemap.rules.initiative.variants import RerollEachRound


def new_combat(system: CombatSystem, options: CombatOptions | None = None) -> CombatEngine:
    """The empty engine of a system, with its variant rules chosen by `options`.

    Example:
        >>> type(new_combat(CombatSystem.DND35, CombatOptions(reroll_each_round=True)))
        <class 'battlemap.rules.initiative.variants.RerollEachRound'>
    """
    options = options if options is not None else CombatOptions()
    if system is CombatSystem.CONFRONTATION:
        from battlemap.rules.initiative.confrontation import ConfrontationCombat

        return ConfrontationCombat(options)
    if options.reroll_each_round:
        return RerollEachRound(options)
    return Dnd35Combat(options)


def replay(log: CombatLog) -> CombatEngine:
    """The state a combat log leads to, step by step from the start.

    Raises the `CombatError` of the first illegal step (a hand-edited file).

    Example:
        >>> from battlemap.model.combat import AddCombatant, CombatantInfo
        >>> log = CombatLog(seed=1)
        >>> log.entries.append(AddCombatant(combatant=CombatantInfo(id="a", name="A")))
        >>> replay(log).combatant_ids
        ('a',)
    """
    state = new_combat(log.system, log.options)
    for entry in log.entries:
        state = state.apply(entry)
    return state
