"""Speed from race, armour, load and typed bonuses; move, double move and run budgets.

Rules: SPD-BASE, SPD-LOAD, SPD-MOD, MOV-ACTIONS, MOV-RUN.
"""

from __future__ import annotations

from battlemap.model.creature import Armour, Creature, Load, SpeedBonus
from battlemap.rules.grid import FEET_PER_SQUARE

# SPD-BASE: unarmoured speed, speed in medium/heavy armour.
_RACE_SPEEDS: dict[str, tuple[int, int]] = {
    "human": (30, 20),
    "half-elf": (30, 20),
    "half-orc": (30, 20),
    "elf": (30, 20),
    "dwarf": (20, 20),
    "gnome": (20, 15),
    "halfling": (20, 15),
}
RACES = tuple(_RACE_SPEEDS)
DEFAULT_SPEED_FT = 30

_ARMOUR_RANK = {Armour.NONE: 0, Armour.LIGHT: 1, Armour.MEDIUM: 2, Armour.HEAVY: 3}


class UnknownRace(ValueError):
    """A race name the speed table does not know."""


def race_base_speed(race: str) -> int:
    """Unarmoured base speed in feet for a race of the table (SPD-BASE)."""
    try:
        return _RACE_SPEEDS[race.strip().lower()][0]
    except KeyError:
        known = ", ".join(RACES)
        raise UnknownRace(f"Unknown race {race!r}: give a base speed or one of {known}") from None


def reduced_speed(speed_ft: int) -> int:
    """Speed in medium/heavy armour or load (SPD-BASE table, SPD-MOD decision).

    Two thirds rounded up to the next 5 ft, which reproduces the table
    (30 → 20, 20 → 15) and extends it.

    Example:
        >>> [reduced_speed(s) for s in (20, 30, 40, 50, 60, 120)]
        [15, 20, 30, 35, 40, 80]
    """
    speed_ft -= speed_ft % FEET_PER_SQUARE  # whole squares only: never faster in armour
    two_thirds = -(-speed_ft * 2 // 3)
    return -(-two_thirds // FEET_PER_SQUARE) * FEET_PER_SQUARE


def is_slowed(creature: Creature) -> bool:
    """Medium or heavy armour or load slows, except dwarves (SPD-BASE, SPD-LOAD)."""
    if (creature.race or "").strip().lower() == "dwarf":
        return False
    heavy_gear = _ARMOUR_RANK[creature.armour] >= _ARMOUR_RANK[Armour.MEDIUM]
    return heavy_gear or creature.load in (Load.MEDIUM, Load.HEAVY)


def bonus_total(bonuses: list[SpeedBonus], armour: Armour) -> int:
    """Sum of typed speed bonuses: only the largest of each type counts (SPD-MOD).

    A bonus with `lost_in_armour` is dropped when the armour worn is that heavy or
    heavier (barbarian: heavy; monk: light, i.e. any armour).

    Example:
        >>> b = [SpeedBonus(kind="enhancement", feet=10), SpeedBonus(kind="enhancement", feet=30)]
        >>> bonus_total(b, Armour.NONE)
        30
    """
    best: dict[str, int] = {}
    worst: dict[str, int] = {}
    for b in bonuses:
        if b.lost_in_armour is not None and _ARMOUR_RANK[armour] >= _ARMOUR_RANK[b.lost_in_armour]:
            continue
        kind = b.kind.strip().casefold()  # "Enhancement" and "enhancement" are one type
        if b.feet >= 0:
            best[kind] = max(best.get(kind, 0), b.feet)
        else:
            worst[kind] = min(worst.get(kind, 0), b.feet)
    return sum(best.values()) + sum(worst.values())


def land_speed_ft(creature: Creature) -> int:
    """Land speed in feet after bonuses, then armour/load (SPD-BASE, SPD-LOAD, SPD-MOD).

    Example:
        >>> from battlemap.model import Creature
        >>> land_speed_ft(Creature(id="a", name="A", col=0, row=0, race="human",
        ...                        armour="heavy"))
        20
    """
    if creature.base_speed_ft is not None:
        base = creature.base_speed_ft
    elif creature.race:
        base = race_base_speed(creature.race)
    else:
        base = DEFAULT_SPEED_FT
    speed = max(0, base + bonus_total(creature.speed_bonuses, creature.armour))
    return reduced_speed(speed) if is_slowed(creature) else speed


def speed_ft(creature: Creature) -> int:
    """The speed used on the map: fly speed when flying, else land speed."""
    if creature.flying and creature.fly_speed_ft > 0:
        return creature.fly_speed_ft
    return land_speed_ft(creature)


def speed_squares(creature: Creature) -> int:
    """Speed in whole squares (5 ft each)."""
    return speed_ft(creature) // FEET_PER_SQUARE


def run_multiplier(creature: Creature) -> int:
    """×4, or ×3 in heavy armour or with a heavy load (MOV-RUN, SPD-LOAD)."""
    if creature.armour is Armour.HEAVY or creature.load is Load.HEAVY:
        return 3
    return 4
