"""Why a combat step was refused: narrow `ValueError`s whose message a GM can read."""

from __future__ import annotations

from typing import Any, Self

from battlemap.rules.text import Message


class CombatError(ValueError):
    """Base of every refusal of the combat engine; the log is left unchanged.

    The engine raises them with a translatable `Message` (see `of`), kept as `args[0]`
    for the interface to show in the GM's language; `str()` is the English text.
    """

    @classmethod
    def of(cls, template: str, **params: Any) -> Self:
        """The refusal saying `template` (marked with QT_TRANSLATE_NOOP) with `params`.

        Example:
            >>> exc = IllegalAction.of("{name} is delaying", name="Lidda")
            >>> str(exc), exc.args[0].template
            ('Lidda is delaying', '{name} is delaying')
        """
        return cls(Message(template, **params))


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
