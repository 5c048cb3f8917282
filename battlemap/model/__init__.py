"""The encounter document: plain pydantic models, no Qt, no I/O."""

from battlemap.model.creature import (
    Armour,
    Creature,
    Load,
    Shape,
    Size,
    SpeedBonus,
)
from battlemap.model.encounter import Encounter
from battlemap.model.map import Door, GridSpec, MapSpec, TerrainKind, Wall

__all__ = [
    "Armour",
    "Creature",
    "Door",
    "Encounter",
    "GridSpec",
    "Load",
    "MapSpec",
    "Shape",
    "Size",
    "SpeedBonus",
    "TerrainKind",
    "Wall",
]
