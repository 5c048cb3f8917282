"""What a command changed, so views refresh only what they must (Anki-style records)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Aspect(StrEnum):
    """A part of the encounter that views draw separately."""

    CREATURES = "creatures"
    TERRAIN = "terrain"
    WALLS = "walls"
    MAP = "map"
    COMBAT = "combat"
    FOG = "fog"  # what the players have not seen (player view)
    SETTINGS = "settings"


@dataclass(frozen=True)
class Change:
    """The aspects touched and, for creatures, which ids."""

    aspects: frozenset[Aspect] = frozenset()
    creature_ids: frozenset[str] = field(default_factory=frozenset)

    @staticmethod
    def of(*aspects: Aspect, creature_ids: frozenset[str] | set[str] = frozenset()) -> Change:
        """A change record for the given aspects (and creatures)."""
        return Change(frozenset(aspects), frozenset(creature_ids))

    def __or__(self, other: Change) -> Change:
        return Change(self.aspects | other.aspects, self.creature_ids | other.creature_ids)
