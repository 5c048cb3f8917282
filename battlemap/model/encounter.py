"""The encounter document: map plus creatures plus settings, what a file holds."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from battlemap.model.combat import CombatLog
from battlemap.model.creature import Creature
from battlemap.model.map import MapSpec


class Encounter(BaseModel):
    """Everything a saved encounter holds (the combat log is added by the combat engine)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    name: str = Field(default="Untitled encounter", max_length=200)
    map: MapSpec = Field(default_factory=MapSpec)
    creatures: list[Creature] = Field(default_factory=list, max_length=5000)
    notes: str = Field(default="", max_length=100_000)
    combat: CombatLog | None = None

    @model_validator(mode="after")
    def _unique_ids(self) -> Encounter:
        seen: set[str] = set()
        for c in self.creatures:
            if c.id in seen:
                raise ValueError(f"two creatures share the id {c.id!r}")
            seen.add(c.id)
        return self

    def creature(self, creature_id: str) -> Creature:
        """The creature with this id; KeyError with a readable message if absent."""
        for c in self.creatures:
            if c.id == creature_id:
                return c
        raise KeyError(f"no creature with id {creature_id!r}")
