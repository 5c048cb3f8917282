"""Initiative systems: D&D 3.5 (RULES.md §6–8) and Confrontation (§9), one interface."""

from battlemap.rules.initiative.base import CombatEngine, OrderStep, Phase
from battlemap.rules.initiative.dnd35 import Dnd35Combat
from battlemap.rules.initiative.errors import (
    CombatError,
    IllegalAction,
    NotInThisSystem,
    UnknownCombatant,
)
from battlemap.rules.initiative.fighter import Fighter
from battlemap.rules.initiative.replay import new_combat, replay
from battlemap.rules.initiative.turn import Delaying, Readied, TurnKind, TurnUsage
from battlemap.rules.initiative.variants import RerollEachRound

__all__ = [
    "CombatEngine",
    "CombatError",
    "Delaying",
    "Dnd35Combat",
    "Fighter",
    "IllegalAction",
    "NotInThisSystem",
    "OrderStep",
    "Phase",
    "Readied",
    "RerollEachRound",
    "TurnKind",
    "TurnUsage",
    "UnknownCombatant",
    "new_combat",
    "replay",
]
