"""Tests of battlemap/rules/speed.py: race, armour, load and bonuses (SPD-*, MOV-RUN)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.model.creature import Armour, Creature, Load, SpeedBonus
from battlemap.rules.speed import (
    UnknownRace,
    bonus_total,
    is_slowed,
    land_speed_ft,
    race_base_speed,
    reduced_speed,
    run_multiplier,
    speed_ft,
    speed_squares,
)


def _creature(**kw: Any) -> Creature:
    return Creature(id="c", name="C", col=0, row=0, **kw)


BARBARIAN = SpeedBonus(kind="barbarian fast movement", feet=10, lost_in_armour=Armour.HEAVY)
MONK_20 = SpeedBonus(kind="monk fast movement", feet=20, lost_in_armour=Armour.LIGHT)

# SPD-BASE table, by hand from RULES.md §1: race, no/light armour, medium/heavy armour.
RACE_TABLE = [
    ("human", 30, 20),
    ("half-elf", 30, 20),
    ("half-orc", 30, 20),
    ("elf", 30, 20),
    ("dwarf", 20, 20),
    ("gnome", 20, 15),
    ("halfling", 20, 15),
]


# --- SPD-BASE ---------------------------------------------------------------------------


@pytest.mark.parametrize(("race", "light", "heavy"), RACE_TABLE)
@pytest.mark.parametrize("armour", [Armour.NONE, Armour.LIGHT])
def test_spd_base_no_or_light_armour_column(
    race: str, light: int, heavy: int, armour: Armour
) -> None:
    """SPD-BASE: each race's speed in no or light armour."""
    assert race_base_speed(race) == light
    assert land_speed_ft(_creature(race=race, armour=armour)) == light


@pytest.mark.parametrize(("race", "light", "heavy"), RACE_TABLE)
@pytest.mark.parametrize("armour", [Armour.MEDIUM, Armour.HEAVY])
def test_spd_base_medium_or_heavy_armour_column(
    race: str, light: int, heavy: int, armour: Armour
) -> None:
    """SPD-BASE: each race's speed in medium or heavy armour."""
    assert land_speed_ft(_creature(race=race, armour=armour)) == heavy


@pytest.mark.parametrize("race", ["Human", "HALF-ORC", "Half-Elf", " dwarf ", "GnOmE"])
def test_spd_base_race_names_are_case_insensitive(race: str) -> None:
    """SPD-BASE: race names match whatever their case (and surrounding spaces)."""
    expected = {"human": 30, "half-orc": 30, "half-elf": 30, "dwarf": 20, "gnome": 20}
    assert race_base_speed(race) == expected[race.strip().lower()]


def test_spd_base_dwarf_in_capitals_is_still_not_slowed() -> None:
    """SPD-BASE, SPD-LOAD: "Dwarf" in heavy armour keeps 20 ft, as "dwarf" does."""
    assert land_speed_ft(_creature(race="Dwarf", armour=Armour.HEAVY)) == 20


def test_spd_base_unknown_race_raises_a_readable_error() -> None:
    """SPD-BASE: an unknown race raises UnknownRace (a ValueError) naming it and the known ones."""
    with pytest.raises(UnknownRace) as info:
        race_base_speed("centaur")
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert "centaur" in message
    assert "human" in message
    assert "halfling" in message


def test_spd_base_unknown_race_on_a_creature_raises() -> None:
    """SPD-BASE: a creature of an unknown race and no base speed cannot get a speed silently."""
    with pytest.raises(UnknownRace):
        land_speed_ft(_creature(race="Tortle"))


def test_spd_base_monster_carries_its_own_speed() -> None:
    """SPD-BASE: an explicit base speed wins over the race table (monsters)."""
    assert land_speed_ft(_creature(race="dwarf", base_speed_ft=40)) == 40
    assert land_speed_ft(_creature(base_speed_ft=50)) == 50
    assert land_speed_ft(_creature(base_speed_ft=50, armour=Armour.MEDIUM)) == 35


def test_spd_base_default_speed_is_30_ft() -> None:
    """SPD-BASE: with neither race nor base speed, a creature moves 30 ft (6 squares)."""
    c = _creature()
    assert land_speed_ft(c) == 30
    assert speed_squares(c) == 6


# --- SPD-LOAD and MOV-RUN -----------------------------------------------------------------


@pytest.mark.parametrize(("race", "light", "heavy"), RACE_TABLE)
@pytest.mark.parametrize("load", [Load.MEDIUM, Load.HEAVY])
def test_spd_load_medium_or_heavy_load_slows_like_medium_heavy_armour(
    race: str, light: int, heavy: int, load: Load
) -> None:
    """SPD-LOAD: a medium or heavy load slows exactly like medium/heavy armour."""
    assert land_speed_ft(_creature(race=race, load=load)) == heavy


@pytest.mark.parametrize(("race", "light", "heavy"), RACE_TABLE)
def test_spd_load_light_load_does_not_slow(race: str, light: int, heavy: int) -> None:
    """SPD-LOAD: a light load does not slow."""
    assert land_speed_ft(_creature(race=race, load=Load.LIGHT)) == light


def test_spd_load_armour_and_load_do_not_slow_twice() -> None:
    """SPD-LOAD: heavy armour and a heavy load together still give the one reduced speed."""
    c = _creature(race="human", armour=Armour.HEAVY, load=Load.HEAVY)
    assert land_speed_ft(c) == 20


@pytest.mark.parametrize("armour", list(Armour))
@pytest.mark.parametrize("load", list(Load))
def test_spd_load_dwarves_are_never_slowed(armour: Armour, load: Load) -> None:
    """SPD-LOAD: dwarves are not slowed by load or armour."""
    c = _creature(race="dwarf", armour=armour, load=load)
    assert not is_slowed(c)
    assert land_speed_ft(c) == 20


@pytest.mark.parametrize(
    ("armour", "load", "multiplier"),
    [
        (Armour.NONE, Load.LIGHT, 4),
        (Armour.LIGHT, Load.LIGHT, 4),
        (Armour.MEDIUM, Load.LIGHT, 4),
        (Armour.NONE, Load.MEDIUM, 4),
        (Armour.MEDIUM, Load.MEDIUM, 4),
        (Armour.HEAVY, Load.LIGHT, 3),
        (Armour.NONE, Load.HEAVY, 3),
        (Armour.HEAVY, Load.HEAVY, 3),
    ],
)
def test_mov_run_spd_load_heavy_armour_or_load_runs_times_three(
    armour: Armour, load: Load, multiplier: int
) -> None:
    """MOV-RUN, SPD-LOAD: run ×4, or ×3 in heavy armour or with a heavy load."""
    assert run_multiplier(_creature(race="human", armour=armour, load=load)) == multiplier


def test_mov_run_dwarf_in_heavy_armour_still_runs_times_three() -> None:
    """MOV-RUN: the ×3 applies in heavy armour even to a dwarf (only the speed is kept)."""
    assert run_multiplier(_creature(race="dwarf", armour=Armour.HEAVY)) == 3


# --- SPD-MOD ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("armour", "expected"),
    # 30 + 10 = 40; medium: 40 → 30 (bonus before reduction); heavy: bonus lost, 30 → 20.
    [(Armour.NONE, 40), (Armour.LIGHT, 40), (Armour.MEDIUM, 30), (Armour.HEAVY, 20)],
)
def test_spd_mod_human_barbarian_bonus_before_armour(armour: Armour, expected: int) -> None:
    """SPD-MOD: barbarian +10 ft applies before the reduction (40 → 30 in medium armour) and
    is lost in heavy armour."""
    c = _creature(race="human", armour=armour, speed_bonuses=[BARBARIAN])
    assert land_speed_ft(c) == expected


def test_spd_mod_barbarian_bonus_survives_a_medium_load() -> None:
    """SPD-MOD, SPD-LOAD: human barbarian with a medium load: 30 + 10 = 40 → 30."""
    c = _creature(race="human", load=Load.MEDIUM, speed_bonuses=[BARBARIAN])
    assert land_speed_ft(c) == 30


@pytest.mark.parametrize(
    ("armour", "expected"),
    [(Armour.NONE, 50), (Armour.LIGHT, 30), (Armour.MEDIUM, 20), (Armour.HEAVY, 20)],
)
def test_spd_mod_monk_bonus_lost_in_any_armour(armour: Armour, expected: int) -> None:
    """SPD-MOD: monk fast movement (+20) counts only unarmoured; any armour drops it."""
    c = _creature(race="human", armour=armour, speed_bonuses=[MONK_20])
    assert land_speed_ft(c) == expected


def test_spd_mod_same_type_bonuses_do_not_stack() -> None:
    """SPD-MOD: two enhancement bonuses (+10, +30): only the largest (+30) counts."""
    bonuses = [
        SpeedBonus(kind="enhancement", feet=10),
        SpeedBonus(kind="enhancement", feet=30),
        SpeedBonus(kind="enhancement", feet=20),
    ]
    assert bonus_total(bonuses, Armour.NONE) == 30
    assert land_speed_ft(_creature(race="elf", speed_bonuses=bonuses)) == 60


def test_spd_mod_different_type_bonuses_add() -> None:
    """SPD-MOD: an enhancement +30 and a barbarian +10 are different types: both count."""
    bonuses = [SpeedBonus(kind="enhancement", feet=30), BARBARIAN]
    assert bonus_total(bonuses, Armour.NONE) == 40
    # human 30 + 40 = 70, medium armour: 2/3 of 70 = 46.7 → 50 (next 5 ft).
    assert land_speed_ft(_creature(race="human", armour=Armour.MEDIUM, speed_bonuses=bonuses)) == 50


def test_spd_mod_penalties_of_the_same_type_keep_the_worst() -> None:
    """SPD-MOD: penalties do not stack by type either; the worst one counts, bonuses still add."""
    bonuses = [
        SpeedBonus(kind="spell", feet=-10),
        SpeedBonus(kind="spell", feet=-15),
        SpeedBonus(kind="enhancement", feet=10),
    ]
    assert bonus_total(bonuses, Armour.NONE) == -5


def test_spd_mod_speed_never_below_zero() -> None:
    """SPD-MOD: penalties larger than the speed leave 0 ft, not a negative speed."""
    c = _creature(race="gnome", speed_bonuses=[SpeedBonus(kind="spell", feet=-60)])
    assert land_speed_ft(c) == 0
    assert speed_squares(c) == 0


@pytest.mark.parametrize(
    ("speed", "reduced"),
    [(0, 0), (5, 5), (15, 10), (20, 15), (30, 20), (40, 30), (50, 35), (60, 40), (120, 80)],
)
def test_spd_mod_decision_reduction_table(speed: int, reduced: int) -> None:
    """SPD-MOD decision: 2/3 rounded up to 5 ft: 20→15, 30→20, 40→30, 50→35, 60→40, 120→80."""
    assert reduced_speed(speed) == reduced


@given(st.integers(min_value=0, max_value=500), st.integers(min_value=0, max_value=500))
@settings(max_examples=200)
def test_spd_mod_reduced_speed_is_monotonic(a: int, b: int) -> None:
    """SPD-MOD: a faster creature is never slower than a slower one once reduced."""
    lo, hi = sorted((a, b))
    assert reduced_speed(lo) <= reduced_speed(hi)


@given(st.integers(min_value=0, max_value=500))
@settings(max_examples=200)
def test_spd_mod_reduced_speed_is_a_multiple_of_five(speed: int) -> None:
    """SPD-MOD: the reduced speed is rounded to whole squares (5 ft)."""
    assert reduced_speed(speed) % 5 == 0


@given(st.integers(min_value=0, max_value=100).map(lambda k: 5 * k))
@settings(max_examples=200)
def test_spd_mod_reduced_speed_never_above_the_input(speed: int) -> None:
    """SPD-MOD: for speeds in whole squares, the reduction never speeds a creature up, and
    is at least two thirds of it."""
    assert 3 * reduced_speed(speed) >= 2 * speed
    assert reduced_speed(speed) <= speed


@pytest.mark.parametrize("speed", [3, 8])
def test_spd_mod_reduced_speed_never_above_an_odd_input(speed: int) -> None:
    """SPD-MOD: armour or load never makes a creature faster, even with an odd speed."""
    assert reduced_speed(speed) <= speed
    c = _creature(base_speed_ft=speed, armour=Armour.HEAVY)
    assert speed_squares(c) <= speed_squares(_creature(base_speed_ft=speed))


# --- flying -----------------------------------------------------------------------------


def test_spd_base_flying_uses_fly_speed() -> None:
    """SPD-BASE: monsters carry their own fly speed; a flying creature moves at it."""
    c = _creature(race="human", fly_speed_ft=60, flying=True)
    assert speed_ft(c) == 60
    assert speed_squares(c) == 12
    assert speed_ft(c.model_copy(update={"flying": False})) == 30


def test_spd_base_flying_without_a_fly_speed_uses_land_speed() -> None:
    """SPD-BASE: "flying" with no fly speed set falls back to the land speed."""
    c = _creature(race="gnome", flying=True)
    assert speed_ft(c) == 20


def test_spd_base_speed_squares_are_whole_squares() -> None:
    """SPD-BASE, GRID-SQUARE: speed in squares is feet // 5 (15 ft gnome in armour = 3)."""
    assert speed_squares(_creature(race="gnome", armour=Armour.MEDIUM)) == 3
