"""Why a combat step was refused: narrow `ValueError`s whose message a GM can read."""

from __future__ import annotations


class CombatError(ValueError):
    """Base of every refusal of the combat engine; the log is left unchanged."""


class IllegalAction(CombatError):
    """The rules do not allow this step now.

    Example:
        >>> str(IllegalAction("Lidda already used her standard action this turn"))
        'Lidda already used her standard action this turn'
    """


class UnknownCombatant(CombatError, KeyError):
    """No combatant with this id takes part in the fight."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown combatant"


class NotInThisSystem(CombatError):
    """The step belongs to the other initiative system (e.g. surprise in Confrontation)."""
