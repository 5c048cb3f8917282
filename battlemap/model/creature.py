"""A creature on the map: everything the movement and combat engines read."""

from __future__ import annotations

from enum import IntEnum, StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Size(IntEnum):
    """Size categories, ordered so that differences count categories (SIZE-TABLE)."""

    FINE = 0
    DIMINUTIVE = 1
    TINY = 2
    SMALL = 3
    MEDIUM = 4
    LARGE = 5
    HUGE = 6
    GARGANTUAN = 7
    COLOSSAL = 8


class Shape(StrEnum):
    """Tall creatures reach further than long ones of the same size (SIZE-TABLE)."""

    TALL = "tall"
    LONG = "long"


class Armour(StrEnum):
    """Armour worn, as it affects speed (SPD-BASE)."""

    NONE = "none"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


class Load(StrEnum):
    """Carried load, as it affects speed (SPD-LOAD)."""

    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


class SpeedBonus(BaseModel):
    """A typed speed modifier in feet; same-type bonuses do not stack (SPD-MOD)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str = Field(min_length=1, max_length=40, description="bonus type, e.g. 'enhancement'")
    feet: int = Field(ge=-120, le=120)
    lost_in_armour: Armour | None = Field(
        default=None,
        description="lost when wearing this armour or heavier (barbarian: heavy; monk: light)",
    )


class Creature(BaseModel):
    """One creature token.

    `col`/`row` are the top-left square of its space (the *anchor*). Sides decide who is
    an ally: creatures with the same `side` are allies, all others opponents.
    """

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=80)
    side: str = Field(default="enemies", min_length=1, max_length=40)
    col: int = Field(ge=0, le=9999)
    row: int = Field(ge=0, le=9999)
    size: Size = Size.MEDIUM
    shape: Shape = Shape.TALL
    space_override: int | None = Field(default=None, ge=1, le=20, description="squares")
    reach_override_ft: int | None = Field(default=None, ge=0, le=100)
    reach_weapon: bool = False
    race: str | None = Field(default=None, max_length=40)
    base_speed_ft: int | None = Field(default=None, ge=0, le=500, description="None: from race")
    fly_speed_ft: int = Field(default=0, ge=0, le=500)
    armour: Armour = Armour.NONE
    load: Load = Load.LIGHT
    speed_bonuses: list[SpeedBonus] = Field(default_factory=list, max_length=20)
    dex_mod: int = Field(default=0, ge=-10, le=30)
    init_misc: int = Field(default=0, ge=-20, le=40, description="other initiative modifiers")
    uncanny_dodge: bool = False
    flying: bool = False
    incorporeal: bool = False
    helpless: bool = False
    fills_space: bool = False
    obstacle_when_helpless: bool = False
    tumbling: bool = False
    overrun: bool = False
    escape_artist: bool = False
    hidden: bool = False
    notes: str = Field(default="", max_length=4000)
    image: str | None = Field(default=None, max_length=1000)

    @property
    def init_modifier(self) -> int:
        """Total initiative modifier: Dex plus other modifiers (INI-ROLL)."""
        return self.dex_mod + self.init_misc
