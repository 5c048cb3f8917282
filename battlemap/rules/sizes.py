"""Creature size: space, natural reach and squeezed width (SIZE-TABLE, SQZ-LARGE)."""

from __future__ import annotations

from fractions import Fraction

from battlemap.model.creature import Creature, Shape, Size

# SIZE-TABLE: space in feet and natural reach (tall, long) in feet.
_SPACE_FT: dict[Size, Fraction] = {
    Size.FINE: Fraction(1, 2),
    Size.DIMINUTIVE: Fraction(1),
    Size.TINY: Fraction(5, 2),
    Size.SMALL: Fraction(5),
    Size.MEDIUM: Fraction(5),
    Size.LARGE: Fraction(10),
    Size.HUGE: Fraction(15),
    Size.GARGANTUAN: Fraction(20),
    Size.COLOSSAL: Fraction(30),
}
_REACH_FT: dict[Size, tuple[int, int]] = {
    Size.FINE: (0, 0),
    Size.DIMINUTIVE: (0, 0),
    Size.TINY: (0, 0),
    Size.SMALL: (5, 5),
    Size.MEDIUM: (5, 5),
    Size.LARGE: (10, 5),
    Size.HUGE: (15, 10),
    Size.GARGANTUAN: (20, 15),
    Size.COLOSSAL: (30, 20),
}
_SPACE_SQUARES: dict[Size, int] = {k: max(1, int(v // 5)) for k, v in _SPACE_FT.items()}

# SIZE-SMALLER: how many creatures of a sub-square size fit in one square.
PER_SQUARE: dict[Size, int] = {Size.FINE: 100, Size.DIMINUTIVE: 25, Size.TINY: 4}

SIZE_LETTERS: dict[Size, str] = {
    Size.FINE: "F",
    Size.DIMINUTIVE: "D",
    Size.TINY: "T",
    Size.SMALL: "S",
    Size.MEDIUM: "M",
    Size.LARGE: "L",
    Size.HUGE: "H",
    Size.GARGANTUAN: "G",
    Size.COLOSSAL: "C",
}


def space_feet(size: Size) -> Fraction:
    """Typical space in feet (SIZE-TABLE)."""
    return _SPACE_FT[size]


def is_sub_square(size: Size) -> bool:
    """Fine, Diminutive and Tiny take less than a square (SIZE-SMALLER)."""
    return size <= Size.TINY


def space_squares(creature: Creature) -> int:
    """Side of the creature's space in squares: 1 for Medium and smaller (SIZE-TABLE).

    Example:
        >>> space_squares(Creature(id="o", name="Ogre", col=0, row=0, size=Size.LARGE))
        2
    """
    if creature.space_override is not None:
        return creature.space_override
    return _SPACE_SQUARES[creature.size]


def natural_reach_ft(creature: Creature) -> int:
    """Natural reach in feet by size and shape, unless overridden (SIZE-TABLE)."""
    if creature.reach_override_ft is not None:
        return creature.reach_override_ft
    tall, long = _REACH_FT[creature.size]
    return tall if creature.shape is Shape.TALL else long


def squeeze_width(space: int, escape_artist: bool = False) -> int:
    """Narrowest width in squares a creature of `space` squares can squeeze into.

    SQZ-HALF: half its normal width, rounded up (Large 2 → 1, Huge 3 → 2,
    Gargantuan 4 → 2, Colossal 6 → 3, SQZ-LARGE). SQZ-ESCAPE: with an Escape Artist
    check granted by the GM it fits one square. Medium and smaller cannot squeeze below
    one square on this grid.

    Example:
        >>> [squeeze_width(s) for s in (1, 2, 3, 4, 6)]
        [1, 1, 2, 2, 3]
    """
    if escape_artist:
        return 1
    return max(1, -(-space // 2))
