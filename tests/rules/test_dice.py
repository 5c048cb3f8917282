"""The NdM±K roller on a seeded random source."""

from __future__ import annotations

import random

import pytest

from battlemap.rules.dice import Dice, DiceError, d20, rng_for, roll


@pytest.mark.parametrize(
    ("text", "dice"),
    [("2d6+3", Dice(2, 6, 3)), ("d20", Dice(1, 20)), ("3 d 8 - 2", Dice(3, 8, -2))],
)
def test_parse(text: str, dice: Dice) -> None:
    assert Dice.parse(text) == dice


@pytest.mark.parametrize("text", ["", "2d", "d1", "0d6", "2d6*3", "abc"])
def test_parse_refuses(text: str) -> None:
    with pytest.raises(DiceError):
        Dice.parse(text)


def test_roll_in_range_and_seeded() -> None:
    rng = random.Random(3)
    totals = {roll("2d6+1", rng) for _ in range(500)}
    assert totals == set(range(3, 14))
    assert [d20(rng_for(9, i)) for i in range(5)] == [d20(rng_for(9, i)) for i in range(5)]
    assert str(Dice(1, 20, -1)) == "1d20-1"
