"""The seam between the map and the combat engine: who has moved how far, who is flat-footed.

The map asks a `TurnState` for what the planner needs; outside combat `NoCombat`
answers "nothing yet". The combat dock will provide a `TurnState` backed by the
combat session.
"""

from __future__ import annotations

from typing import Protocol

from battlemap.rules.movement import MoveSoFar


class TurnState(Protocol):
    """What the map needs to know of a running combat."""

    def so_far(self, creature_id: str) -> MoveSoFar:
        """Movement the creature has already made this turn (MOV-DIAG decision)."""
        ...

    def flat_footed(self) -> frozenset[str]:
        """Ids of creatures that cannot make attacks of opportunity now (FF-NO-AOO)."""
        ...

    def badges(self, creature_id: str) -> frozenset[str]:
        """Combat statuses to show on the token, e.g. {"readied", "delaying"}."""
        ...


class NoCombat:
    """Outside combat: every drag starts afresh and nobody is flat-footed.

    Example:
        >>> NoCombat().so_far("ogre"), NoCombat().flat_footed()
        (MoveSoFar(spent=0, diagonal_parity=0, stepped=False, ran=False), frozenset())
    """

    def so_far(self, creature_id: str) -> MoveSoFar:
        return MoveSoFar()

    def flat_footed(self) -> frozenset[str]:
        return frozenset()

    def badges(self, creature_id: str) -> frozenset[str]:
        return frozenset()
