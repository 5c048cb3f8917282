"""Tests of battlemap/rules/sizes.py: space, natural reach and squeezing (SIZE-*, SQZ-*)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from battlemap.model.creature import Creature, Shape, Size
from battlemap.rules.sizes import (
    PER_SQUARE,
    SIZE_LETTERS,
    is_sub_square,
    natural_reach_ft,
    space_feet,
    space_squares,
    squeeze_width,
)


def _creature(**kw: Any) -> Creature:
    return Creature(id="c", name="C", col=3, row=3, **kw)


# SIZE-TABLE, copied by hand from RULES.md §5: size, letter, space ft, squares, tall, long.
SIZE_TABLE = [
    (Size.FINE, "F", Fraction(1, 2), 1, 0, 0),
    (Size.DIMINUTIVE, "D", Fraction(1), 1, 0, 0),
    (Size.TINY, "T", Fraction(5, 2), 1, 0, 0),
    (Size.SMALL, "S", Fraction(5), 1, 5, 5),
    (Size.MEDIUM, "M", Fraction(5), 1, 5, 5),
    (Size.LARGE, "L", Fraction(10), 2, 10, 5),
    (Size.HUGE, "H", Fraction(15), 3, 15, 10),
    (Size.GARGANTUAN, "G", Fraction(20), 4, 20, 15),
    (Size.COLOSSAL, "C", Fraction(30), 6, 30, 20),
]


@pytest.mark.parametrize(("size", "letter", "feet", "squares", "tall", "long"), SIZE_TABLE)
def test_size_table_row(
    size: Size, letter: str, feet: Fraction, squares: int, tall: int, long: int
) -> None:
    """SIZE-TABLE: space in feet and squares, natural reach tall and long, letter, per row."""
    assert SIZE_LETTERS[size] == letter
    assert space_feet(size) == feet
    assert space_squares(_creature(size=size)) == squares
    assert natural_reach_ft(_creature(size=size, shape=Shape.TALL)) == tall
    assert natural_reach_ft(_creature(size=size, shape=Shape.LONG)) == long


def test_size_table_default_shape_is_tall() -> None:
    """SIZE-TABLE: with no shape given a Large creature uses the tall reach (10 ft)."""
    assert natural_reach_ft(_creature(size=Size.LARGE)) == 10


def test_size_table_sizes_are_ordered_to_count_categories() -> None:
    """SIZE-TABLE: sizes are ordered Fine < ... < Colossal, one step per category."""
    assert [int(row[0]) for row in SIZE_TABLE] == list(range(9))


@pytest.mark.parametrize("size", [Size.MEDIUM, Size.LARGE, Size.COLOSSAL])
def test_size_table_space_override_wins(size: Size) -> None:
    """SIZE-TABLE: a creature may override its typical space (e.g. a 8×8 Colossal)."""
    assert space_squares(_creature(size=size, space_override=8)) == 8
    assert space_squares(_creature(size=size, space_override=1)) == 1


@pytest.mark.parametrize(("size", "shape"), [(Size.TINY, Shape.TALL), (Size.HUGE, Shape.LONG)])
def test_size_table_reach_override_wins(size: Size, shape: Shape) -> None:
    """SIZE-TABLE: a creature may override its natural reach, whatever its size and shape."""
    assert natural_reach_ft(_creature(size=size, shape=shape, reach_override_ft=25)) == 25
    assert natural_reach_ft(_creature(size=size, shape=shape, reach_override_ft=0)) == 0


@pytest.mark.parametrize(
    ("size", "sub"),
    [
        (Size.FINE, True),
        (Size.DIMINUTIVE, True),
        (Size.TINY, True),
        (Size.SMALL, False),
        (Size.MEDIUM, False),
        (Size.LARGE, False),
        (Size.COLOSSAL, False),
    ],
)
def test_size_smaller_sub_square_sizes(size: Size, sub: bool) -> None:
    """SIZE-SMALLER: Fine, Diminutive and Tiny take less than a square; Small does not."""
    assert is_sub_square(size) is sub


def test_size_smaller_per_square_capacities() -> None:
    """SIZE-SMALLER: 4 Tiny, 25 Diminutive or 100 Fine creatures fit in one square."""
    assert PER_SQUARE == {Size.TINY: 4, Size.DIMINUTIVE: 25, Size.FINE: 100}


@pytest.mark.parametrize(
    ("space", "width"),
    [(1, 1), (2, 1), (3, 2), (4, 2), (6, 3)],
    ids=["medium-1", "large-2to1", "huge-3to2", "gargantuan-4to2", "colossal-6to3"],
)
def test_sqz_half_sqz_large_squeeze_widths(space: int, width: int) -> None:
    """SQZ-HALF, SQZ-LARGE: squeeze to half the width, rounded up (Large 2→1, Huge 3→2,
    Gargantuan 4→2, Colossal 6→3); Medium and smaller stay 1 square."""
    assert squeeze_width(space) == width


@pytest.mark.parametrize(("space", "width"), [(5, 3), (8, 4), (10, 5)])
def test_sqz_half_overridden_spaces_squeeze_to_half_rounded_up(space: int, width: int) -> None:
    """SQZ-HALF: "at least half as wide": an odd width rounds up (5 → 3)."""
    assert squeeze_width(space) == width


@pytest.mark.parametrize("space", [1, 2, 3, 4, 6])
def test_sqz_escape_escape_artist_fits_one_square(space: int) -> None:
    """SQZ-ESCAPE: with an Escape Artist check granted, a creature fits a 1-square width."""
    assert squeeze_width(space, escape_artist=True) == 1
