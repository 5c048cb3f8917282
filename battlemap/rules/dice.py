"""A small `NdM±K` dice roller on a caller's `random.Random` (seeded, so replays agree)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

_EXPR = re.compile(r"^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")


class DiceError(ValueError):
    """A dice expression the roller cannot read."""


@dataclass(frozen=True)
class Dice:
    """A dice expression: `count` dice of `sides` faces plus `bonus`.

    Example:
        >>> Dice.parse("2d6+3")
        Dice(count=2, sides=6, bonus=3)
        >>> str(Dice.parse("d20 - 1"))
        '1d20-1'
    """

    count: int
    sides: int
    bonus: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.count <= 1000:
            raise DiceError(f"cannot roll {self.count} dice (1 to 1000)")
        if not 2 <= self.sides <= 1000:
            raise DiceError(f"a die needs 2 to 1000 faces, not {self.sides}")

    @staticmethod
    def parse(text: str) -> Dice:
        """Read `NdM`, `NdM+K` or `NdM-K` (N defaults to 1)."""
        match = _EXPR.match(text)
        if match is None:
            raise DiceError(f"{text!r} is not a dice expression like 2d6+3")
        count, sides, sign, bonus = match.groups()
        k = int(bonus) if bonus else 0
        return Dice(int(count) if count else 1, int(sides), -k if sign == "-" else k)

    def roll(self, rng: random.Random) -> DiceRoll:
        """Roll these dice on `rng`.

        Example:
            >>> r = Dice.parse("3d6+1").roll(random.Random(1))
            >>> r.total == sum(r.faces) + 1
            True
        """
        faces = tuple(rng.randint(1, self.sides) for _ in range(self.count))
        return DiceRoll(self, faces)

    def __str__(self) -> str:
        tail = f"{self.bonus:+d}" if self.bonus else ""
        return f"{self.count}d{self.sides}{tail}"


@dataclass(frozen=True)
class DiceRoll:
    """The faces rolled and the total with the bonus."""

    dice: Dice
    faces: tuple[int, ...]

    @property
    def total(self) -> int:
        """Sum of the faces plus the bonus."""
        return sum(self.faces) + self.dice.bonus


def roll(text: str, rng: random.Random) -> int:
    """Roll a dice expression and return the total.

    Example:
        >>> 4 <= roll("1d6+3", random.Random(0)) <= 9
        True
    """
    return Dice.parse(text).roll(rng).total


def d20(rng: random.Random) -> int:
    """One d20 face (INI-ROLL)."""
    return rng.randint(1, 20)


def rng_for(seed: int, step: int) -> random.Random:
    """The random source of one step of a seeded combat: same seed and step, same rolls.

    Example:
        >>> d20(rng_for(7, 3)) == d20(rng_for(7, 3))
        True
    """
    return random.Random(f"battlemap/{seed}/{step}")
