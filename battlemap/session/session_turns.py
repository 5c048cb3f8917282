"""The map's turn state for whatever encounter the session holds now (Open/New swap it)."""

from __future__ import annotations

from battlemap.rules.movement import MoveSoFar
from battlemap.session.combat_turns import CombatTurns
from battlemap.session.encounter_session import EncounterSession


class SessionTurns:
    """`TurnState` that follows the session's current document.

    `CombatTurns` is bound to one document; the window keeps one planner for its whole
    life, so this asks a `CombatTurns` of the document open right now.

    Example:
        >>> from battlemap.model import Encounter
        >>> SessionTurns(EncounterSession(Encounter())).flat_footed()
        frozenset()
    """

    def __init__(self, session: EncounterSession) -> None:
        self.session = session

    def _turns(self) -> CombatTurns:
        return CombatTurns(self.session.doc)

    def so_far(self, creature_id: str) -> MoveSoFar:
        """What the creature moved this turn (MOV-DIAG decision)."""
        return self._turns().so_far(creature_id)

    def flat_footed(self) -> frozenset[str]:
        """Combatants that cannot make attacks of opportunity now (FF-NO-AOO)."""
        return self._turns().flat_footed()

    def badges(self, creature_id: str) -> frozenset[str]:
        """Combat statuses for the token."""
        return self._turns().badges(creature_id)
