"""Tests of battlemap/rules/movement/passing.py: moving past creatures (PASS-*, SIZE-SMALLER)."""

from __future__ import annotations

from typing import Any

import pytest

from battlemap.model.creature import Creature, Size
from battlemap.rules.movement.passing import (
    Passage,
    are_allies,
    may_share_square,
    passage,
    provokes_on_entering,
)

_counter = iter(range(1_000_000))


def _pc(**kw: Any) -> Creature:
    """A creature on the "pcs" side."""
    kw.setdefault("side", "pcs")
    return Creature(id=f"c{next(_counter)}", name="C", col=0, row=0, **kw)


def _foe(**kw: Any) -> Creature:
    """A creature on the "monsters" side: an opponent of every _pc()."""
    return _pc(side="monsters", **kw)


# --- PASS-ALLY ----------------------------------------------------------------------------


def test_pass_ally_same_side_are_allies_others_opponents() -> None:
    """PASS-ALLY: creatures of the same side are allies; any other side is an opponent."""
    assert are_allies(_pc(), _pc())
    assert not are_allies(_pc(), _foe())
    assert not are_allies(_pc(side="neutrals"), _foe())


@pytest.mark.parametrize("size", [Size.TINY, Size.MEDIUM, Size.LARGE, Size.COLOSSAL])
def test_pass_ally_may_move_through_an_ally(size: Size) -> None:
    """PASS-ALLY: a creature may move through a friendly creature's square, of any size."""
    assert passage(_pc(), _pc(size=size)) is Passage.FREE


def test_pass_ally_not_while_charging() -> None:
    """PASS-ALLY, MOV-ACTIONS: a charging creature may not pass through allies."""
    assert passage(_pc(), _pc(), charging=True) is Passage.BLOCKED


# --- PASS-ENEMY ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", [Size.SMALL, Size.MEDIUM, Size.LARGE, Size.HUGE])
def test_pass_enemy_able_opponent_blocks(size: Size) -> None:
    """PASS-ENEMY: no moving through an able opponent (sizes within two categories)."""
    assert passage(_pc(), _foe(size=size)) is Passage.BLOCKED


def test_pass_enemy_able_opponent_blocks_while_charging() -> None:
    """PASS-ENEMY: an able opponent blocks a charge too."""
    assert passage(_pc(), _foe(), charging=True) is Passage.BLOCKED


def test_pass_enemy_helpless_opponent_may_be_passed() -> None:
    """PASS-ENEMY: a helpless opponent may be moved through, at no extra cost."""
    assert passage(_pc(), _foe(helpless=True)) is Passage.FREE


def test_pass_enemy_obstacle_when_helpless_costs_double() -> None:
    """PASS-ENEMY: a helpless opponent flagged obstacle_when_helpless (a huge dragon) may be
    crossed as an obstacle (each square costs double)."""
    dragon = _foe(size=Size.HUGE, helpless=True, obstacle_when_helpless=True)
    assert passage(_pc(), dragon) is Passage.OBSTACLE


def test_pass_enemy_obstacle_flag_does_not_open_an_able_opponent() -> None:
    """PASS-ENEMY: obstacle_when_helpless matters only once helpless; able, it blocks."""
    dragon = _foe(size=Size.HUGE, obstacle_when_helpless=True)
    assert passage(_pc(), dragon) is Passage.BLOCKED


# --- PASS-OVERRUN, PASS-TUMBLE ------------------------------------------------------------


def test_pass_overrun_gm_allowed_overrun_passes_an_able_opponent() -> None:
    """PASS-OVERRUN: a mover marked as overrunning may move through an able opponent."""
    assert passage(_pc(overrun=True), _foe()) is Passage.FREE


def test_pass_tumble_tumbling_mover_passes_an_able_opponent() -> None:
    """PASS-TUMBLE: a mover marked as tumbling may move through an able opponent."""
    assert passage(_pc(tumbling=True), _foe(size=Size.LARGE)) is Passage.FREE


def test_pass_tumble_pass_overrun_flags_belong_to_the_mover() -> None:
    """PASS-TUMBLE, PASS-OVERRUN: the opponent's own flags do not open its square."""
    assert passage(_pc(), _foe(tumbling=True, overrun=True)) is Passage.BLOCKED


# --- PASS-TINY ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [Size.FINE, Size.DIMINUTIVE, Size.TINY])
@pytest.mark.parametrize("other", [Size.TINY, Size.SMALL, Size.MEDIUM])
def test_pass_tiny_tiny_and_smaller_move_through_occupied_squares(size: Size, other: Size) -> None:
    """PASS-TINY: Tiny, Diminutive and Fine creatures may move through an opponent's square."""
    assert passage(_pc(size=size), _foe(size=other)) is Passage.FREE


def test_pass_tiny_small_mover_is_not_tiny() -> None:
    """PASS-TINY: a Small creature does not get the Tiny exception (Small vs Medium blocks)."""
    assert passage(_pc(size=Size.SMALL), _foe(size=Size.MEDIUM)) is Passage.BLOCKED


def test_pass_tiny_others_may_not_walk_through_a_tiny_opponent() -> None:
    """PASS-TINY, PASS-SIZE3: the exception is for the Tiny mover; a Medium creature (two
    categories bigger) may not move through an able Tiny opponent."""
    assert passage(_pc(), _foe(size=Size.TINY)) is Passage.BLOCKED


# --- PASS-SIZE3 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mover", "other", "expected"),
    [
        (Size.MEDIUM, Size.GARGANTUAN, Passage.FREE),  # 3 larger
        (Size.GARGANTUAN, Size.MEDIUM, Passage.FREE),  # 3 smaller
        (Size.SMALL, Size.HUGE, Passage.FREE),
        (Size.HUGE, Size.SMALL, Passage.FREE),
        (Size.COLOSSAL, Size.SMALL, Passage.FREE),  # 5 smaller
        (Size.LARGE, Size.TINY, Passage.FREE),
        (Size.MEDIUM, Size.FINE, Passage.FREE),
        (Size.MEDIUM, Size.HUGE, Passage.BLOCKED),  # only 2 larger
        (Size.HUGE, Size.MEDIUM, Passage.BLOCKED),  # only 2 smaller
        (Size.SMALL, Size.LARGE, Passage.BLOCKED),
        (Size.GARGANTUAN, Size.LARGE, Passage.BLOCKED),
    ],
)
def test_pass_size3_three_categories_apart_both_directions(
    mover: Size, other: Size, expected: Passage
) -> None:
    """PASS-SIZE3: through an opponent 3+ size categories larger or smaller, not 2."""
    assert passage(_pc(size=mover), _foe(size=other)) is expected


# --- PASS-FILLS ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mover_kw", "other_kw"),
    [
        ({}, {"side": "pcs"}),  # an ally
        ({}, {"helpless": True}),  # helpless opponent
        ({"size": Size.TINY}, {}),  # PASS-TINY would allow it
        ({"size": Size.COLOSSAL}, {"size": Size.SMALL}),  # PASS-SIZE3 would allow it
        ({"tumbling": True}, {}),
        ({"overrun": True}, {}),
        ({}, {"helpless": True, "obstacle_when_helpless": True}),
    ],
    ids=["ally", "helpless", "tiny", "size3", "tumble", "overrun", "obstacle"],
)
def test_pass_fills_never_moved_through(mover_kw: dict[str, Any], other_kw: dict[str, Any]) -> None:
    """PASS-FILLS: a creature that completely fills its space can never be moved through."""
    other_kw = {"side": "monsters", **other_kw}
    assert passage(_pc(**mover_kw), _pc(fills_space=True, **other_kw)) is Passage.BLOCKED


# --- PASS-STOP, SIZE-SMALLER ----------------------------------------------------------------


def test_pass_stop_may_stop_in_an_empty_square() -> None:
    """PASS-STOP: nobody else there, the mover may stop."""
    assert may_share_square(_pc(), [])


@pytest.mark.parametrize("other", [_pc, _foe])
def test_pass_stop_not_where_an_able_creature_stands(other: Any) -> None:
    """PASS-STOP: no ending a move in an ally's or an opponent's square."""
    assert not may_share_square(_pc(), [other()])


@pytest.mark.parametrize("other", [_pc, _foe])
def test_pass_stop_may_stop_on_a_helpless_creature(other: Any) -> None:
    """PASS-STOP: a helpless creature does not prevent stopping in its square."""
    assert may_share_square(_pc(), [other(helpless=True)])
    assert may_share_square(_pc(), [other(helpless=True), other(helpless=True)])


def test_pass_stop_one_able_creature_among_helpless_ones_prevents_stopping() -> None:
    """PASS-STOP: a helpless creature and an able one: the able one prevents stopping."""
    assert not may_share_square(_pc(), [_foe(helpless=True), _pc()])


@pytest.mark.parametrize(
    ("size", "capacity"), [(Size.TINY, 4), (Size.DIMINUTIVE, 25), (Size.FINE, 100)]
)
def test_size_smaller_pass_stop_sub_square_creatures_share_up_to_capacity(
    size: Size, capacity: int
) -> None:
    """SIZE-SMALLER, PASS-STOP: 4 Tiny, 25 Diminutive or 100 Fine fit in one square."""
    mover = _pc(size=size)
    others = [_foe(size=size) for _ in range(capacity)]
    assert may_share_square(mover, others[: capacity - 1])  # the mover makes it full
    assert not may_share_square(mover, others)  # one too many


def test_size_smaller_pass_stop_mixed_sub_square_sizes_add_up() -> None:
    """SIZE-SMALLER: 2 Tiny (1/2) + 12 Diminutive (12/25) + 2 Fine (2/100) fill one square
    exactly; a third Fine does not fit."""
    others = [_pc(size=Size.TINY) for _ in range(2)] + [
        _pc(size=Size.DIMINUTIVE) for _ in range(12)
    ]
    fine = _pc(size=Size.FINE)
    assert may_share_square(fine, [*others, _pc(size=Size.FINE)])
    assert not may_share_square(fine, [*others, _pc(size=Size.FINE), _pc(size=Size.FINE)])


def test_size_smaller_pass_stop_sub_square_cannot_share_with_a_full_size_creature() -> None:
    """SIZE-SMALLER, PASS-STOP: a Tiny creature may enter a Medium one's square but not stop
    there; a Medium one may not stop on a Tiny one either."""
    assert not may_share_square(_pc(size=Size.TINY), [_foe()])
    assert not may_share_square(_pc(), [_foe(size=Size.TINY)])
    assert not may_share_square(_pc(size=Size.FINE), [_foe(size=Size.FINE), _foe()])


# --- provoking on entering ------------------------------------------------------------------


@pytest.mark.parametrize("mover", [Size.FINE, Size.DIMINUTIVE, Size.TINY])
@pytest.mark.parametrize("other", [Size.TINY, Size.MEDIUM, Size.LARGE])
def test_pass_tiny_entering_an_able_opponent_square_provokes(mover: Size, other: Size) -> None:
    """PASS-TINY, SIZE-SMALLER: a Tiny or smaller creature entering an able opponent's square
    provokes, even from a reach-0 opponent."""
    assert provokes_on_entering(_pc(size=mover), _foe(size=other), other_flat_footed=False)


@pytest.mark.parametrize(
    ("mover_kw", "other_kw", "flat_footed"),
    [
        ({"size": Size.TINY}, {"side": "pcs"}, False),  # an ally
        ({"size": Size.TINY}, {"helpless": True}, False),
        ({"size": Size.TINY}, {}, True),  # FF-NO-AOO
        ({}, {"size": Size.FINE}, False),  # PASS-SIZE3 lets it through without provoking
        ({"size": Size.GARGANTUAN}, {}, False),
        ({"tumbling": True}, {}, False),
    ],
    ids=["ally", "helpless", "flat-footed", "medium-over-fine", "size3", "tumbling"],
)
def test_pass_tiny_entering_does_not_provoke_otherwise(
    mover_kw: dict[str, Any], other_kw: dict[str, Any], flat_footed: bool
) -> None:
    """PASS-TINY, FF-NO-AOO: only a sub-square mover entering an able, alert opponent's
    square provokes by entering."""
    other_kw = {"side": "monsters", **other_kw}
    assert not provokes_on_entering(_pc(**mover_kw), _pc(**other_kw), other_flat_footed=flat_footed)
