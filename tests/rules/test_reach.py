"""Tests of battlemap/rules/reach.py: reach bands and threatened squares (REACH-*, THREAT)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.model.creature import Creature, Shape, Size
from battlemap.rules.reach import ReachBand, reach_band, threatened_mask, threatens

MAP = 25  # an open map, creatures placed at CENTRE, far from every edge
CENTRE = 10


def _creature(**kw: Any) -> Creature:
    kw.setdefault("col", CENTRE)
    kw.setdefault("row", CENTRE)
    return Creature(id="c", name="C", **kw)


def _offsets(creature: Creature, exception_10ft: bool = True) -> set[tuple[int, int]]:
    """Threatened squares as (dcol, drow) from the creature's anchor, on an open map."""
    mask = threatened_mask(creature, MAP, MAP, exception_10ft=exception_10ft)
    rows, cols = np.nonzero(mask)
    return {(int(c) - creature.col, int(r) - creature.row) for r, c in zip(rows, cols, strict=True)}


def _ring(lo: int, hi: int, side: int = 1) -> set[tuple[int, int]]:
    """Offsets around a side×side space whose Chebyshev gap to the space is in lo..hi."""
    out = set()
    for dc in range(-hi, side + hi):
        for dr in range(-hi, side + hi):
            gap = max(max(0, -dc, dc - side + 1), max(0, -dr, dr - side + 1))
            if lo <= gap <= hi:
                out.add((dc, dr))
    return out


# --- reach bands --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kw", "band"),
    [
        ({}, ReachBand(1, 1)),  # Medium: 5 ft
        ({"reach_weapon": True}, ReachBand(2, 2)),  # longspear: 10 ft only
        ({"size": Size.LARGE}, ReachBand(1, 2)),  # Large tall: 5 and 10 ft
        ({"size": Size.LARGE, "reach_weapon": True}, ReachBand(3, 4)),  # 15-20 ft
        ({"size": Size.LARGE, "shape": Shape.LONG}, ReachBand(1, 1)),
        ({"size": Size.HUGE, "shape": Shape.LONG, "reach_weapon": True}, ReachBand(3, 4)),
    ],
)
def test_reach_weapon_bands(kw: dict[str, Any], band: ReachBand) -> None:
    """REACH-WEAPON: natural reach R covers 1..R squares; a reach weapon R+1..2R."""
    assert reach_band(_creature(**kw)) == band


@pytest.mark.parametrize("size", [Size.FINE, Size.DIMINUTIVE, Size.TINY])
def test_size_smaller_reach_zero_band_is_empty(size: Size) -> None:
    """SIZE-SMALLER: reach 0 covers no square, even with a reach weapon."""
    assert reach_band(_creature(size=size)).empty
    assert reach_band(_creature(size=size, reach_weapon=True)).empty


# --- REACH-MEASURE --------------------------------------------------------------------------


def test_reach_measure_medium_10ft_reaches_2_0_and_2_1_not_2_2_by_the_count() -> None:
    """REACH-MEASURE: Medium, 10-ft reach: (2,0) and (2,1) are reached; (2,2) is 15 ft."""
    offs = _offsets(_creature(reach_override_ft=10), exception_10ft=False)
    assert {(2, 0), (2, 1), (1, 2), (0, -2), (-2, 1)} <= offs
    assert not {(2, 2), (-2, 2), (2, -2), (-2, -2)} & offs
    assert len(offs) == 20  # 5×5 minus its own square and 4 corners


def test_reach_measure_10ft_exception_covers_2_2_and_is_on_by_default() -> None:
    """REACH-MEASURE decision: a reach of exactly 10 ft also covers (2,2); on by default."""
    c = _creature(reach_override_ft=10)
    assert threatened_mask(c, MAP, MAP)[CENTRE + 2, CENTRE + 2]  # no option given: on
    offs = _offsets(c)
    assert {(2, 2), (-2, 2), (2, -2), (-2, -2)} <= offs
    assert offs == _ring(1, 2)
    assert len(offs) == 24


def test_reach_measure_exception_does_not_stretch_15ft_reach() -> None:
    """REACH-MEASURE: the 10-ft exception is for exactly 10 ft: Huge tall (15 ft) reaches gap
    (2,2) = 15 ft but not gap (3,3) = 20 ft; 9×9 − 9 own − 12 too far = 60 squares."""
    c = _creature(size=Size.HUGE)
    offs = _offsets(c)
    assert (2 + 2, 2 + 2) in offs  # gap (2,2) beyond the bottom-right corner square (2,2)
    assert (2 + 3, 2 + 3) not in offs  # gap (3,3)
    assert (2 + 3, 2 + 2) not in offs  # gap (3,2) = 3 + 1 = 20 ft
    assert len(offs) == 60


def test_reach_measure_from_the_nearest_square_of_a_large_space() -> None:
    """REACH-MEASURE, SIZE-LARGER: a Large tall creature (2×2, 10 ft) measures from its
    nearest square: 6×6 around it minus its 4 squares = 32 (28 without the exception)."""
    c = _creature(size=Size.LARGE)
    assert _offsets(c) == _ring(1, 2, side=2)
    assert len(_offsets(c)) == 32
    without = _offsets(c, exception_10ft=False)
    assert len(without) == 28
    assert {(-2, -2), (3, -2), (-2, 3), (3, 3)}.isdisjoint(without)


# --- REACH-WEAPON -------------------------------------------------------------------------


def test_reach_weapon_medium_longspear_threatens_10ft_not_adjacent() -> None:
    """REACH-WEAPON: Medium with a longspear threatens squares at 10 ft, not adjacent ones."""
    offs = _offsets(_creature(reach_weapon=True))
    assert {(2, 0), (2, 1), (-2, -1), (0, 2)} <= offs
    assert not _ring(1, 1) & offs
    assert offs == _ring(2, 2)  # with the 10-ft exception: the whole 5×5 ring, 16 squares
    assert len(_offsets(_creature(reach_weapon=True), exception_10ft=False)) == 12


def test_reach_weapon_large_tall_ring_with_a_hole() -> None:
    """REACH-WEAPON: Large tall with a reach weapon threatens 15-20 ft but nothing within
    10 ft: a ring with a hole. Counted by hand from the gap (gx, gy) to the 2×2 space:
    12 gaps in 0..4 have 3 <= max+min//2 <= 4, each seen 4 times = 48 squares."""
    c = _creature(size=Size.LARGE, reach_weapon=True)
    offs = _offsets(c)
    assert len(offs) == 48
    corners = {(-2, -2), (3, -2), (-2, 3), (3, 3)}  # gap (2,2): 1+2 = 15 ft
    hole = _ring(0, 2, side=2) - corners  # own space and every square within 10 ft
    assert not hole & offs
    assert corners <= offs
    # gap (3,0) 15 ft, (3,3) 20 ft, (4,1) 20 ft: threatened
    assert {(-3, 0), (1 + 3, 1 + 3), (-4, 2)} <= offs
    # gap (4,2) = 25 ft, (5,0) = 25 ft: out of reach
    assert (-4, -2) not in offs
    assert (-5, 0) not in offs


def test_reach_weapon_large_long_with_reach_weapon_threatens_10ft_ring() -> None:
    """REACH-WEAPON: Large long (5-ft natural reach) with a reach weapon: 10 ft only."""
    offs = _offsets(_creature(size=Size.LARGE, shape=Shape.LONG, reach_weapon=True))
    assert offs == _ring(2, 2, side=2)
    assert len(offs) == 20


# --- SIZE-LARGER, long vs tall ------------------------------------------------------------


def test_size_larger_large_threatens_adjacent_and_10ft_squares() -> None:
    """SIZE-LARGER: unlike a reach weapon, a Large tall creature threatens adjacent squares
    as well as those 10 ft away."""
    offs = _offsets(_creature(size=Size.LARGE))
    assert {(-1, 0), (2, 1), (0, -1), (-1, -1)} <= offs  # adjacent
    assert {(-2, 0), (3, 1), (0, -2), (1, 3)} <= offs  # 10 ft away


def test_size_table_long_large_reaches_less_than_tall() -> None:
    """SIZE-TABLE: Large long has 5-ft reach (adjacent only), Large tall 10 ft."""
    long_offs = _offsets(_creature(size=Size.LARGE, shape=Shape.LONG))
    tall_offs = _offsets(_creature(size=Size.LARGE, shape=Shape.TALL))
    assert long_offs == _ring(1, 1, side=2)
    assert len(long_offs) == 12
    assert long_offs < tall_offs
    assert (-2, 0) in tall_offs
    assert (-2, 0) not in long_offs


# --- THREAT -------------------------------------------------------------------------------


def test_threat_medium_5ft_threatens_its_eight_neighbours() -> None:
    """THREAT: a Medium creature with 5-ft reach threatens the 8 squares around it."""
    assert _offsets(_creature()) == {(dc, dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)} - {(0, 0)}


@pytest.mark.parametrize(
    ("kw", "flat_footed"),
    [
        ({"helpless": True}, False),
        ({}, True),
        ({"reach_override_ft": 0}, False),
        ({"size": Size.TINY}, False),
        ({"size": Size.LARGE, "helpless": True}, False),
        ({"size": Size.LARGE, "reach_weapon": True}, True),
    ],
    ids=["helpless", "flat-footed", "reach-0", "tiny", "large-helpless", "large-flat-footed"],
)
def test_threat_flat_footed_helpless_or_reach_zero_threaten_nothing(
    kw: dict[str, Any], flat_footed: bool
) -> None:
    """THREAT, SIZE-SMALLER: flat-footed, helpless or reach-0 creatures threaten nothing."""
    c = _creature(**kw)
    assert not threatens(c, flat_footed=flat_footed)
    assert not threatened_mask(c, MAP, MAP, flat_footed=flat_footed).any()


def test_threat_able_creature_threatens() -> None:
    """THREAT: an able Medium creature that is not flat-footed threatens."""
    assert threatens(_creature())


@pytest.mark.parametrize(
    "kw", [{}, {"size": Size.LARGE}, {"size": Size.HUGE}, {"reach_override_ft": 10}]
)
def test_threat_not_its_own_squares(kw: dict[str, Any]) -> None:
    """THREAT: a creature does not threaten the squares of its own space."""
    c = _creature(**kw)
    s = {Size.LARGE: 2, Size.HUGE: 3}.get(kw.get("size", Size.MEDIUM), 1)
    mask = threatened_mask(c, MAP, MAP)
    assert not mask[c.row : c.row + s, c.col : c.col + s].any()


def test_threat_mask_is_clipped_at_the_top_left_corner() -> None:
    """THREAT: a Medium creature in the corner threatens only its 3 neighbours on the map."""
    mask = threatened_mask(_creature(col=0, row=0), 3, 3)
    expected = np.array([[False, True, False], [True, True, False], [False, False, False]])
    assert mask.shape == (3, 3)
    assert (mask == expected).all()


def test_threat_mask_shape_is_rows_by_cols_and_clipped_bottom_right() -> None:
    """THREAT: the mask is (rows, cols); a Large tall creature in the bottom-right corner
    of a 5×3 map threatens the rest of the map within 10 ft, clipped at the edges."""
    c = _creature(size=Size.LARGE, col=3, row=1)  # occupies cols 3-4, rows 1-2
    mask = threatened_mask(c, cols=5, rows=3)
    assert mask.shape == (3, 5)
    expected = np.ones((3, 5), dtype=bool)
    expected[1:3, 3:5] = False  # its own space
    expected[:, 0] = False  # col 0 is 3 columns away (15 ft); col 1 is 10 ft, even row 0
    assert (mask == expected).all()


def test_threat_mask_of_a_creature_off_the_map_is_empty() -> None:
    """THREAT: a token standing outside the map threatens no square of it."""
    assert not threatened_mask(_creature(col=40, row=40, size=Size.HUGE), 10, 10).any()


# --- properties ---------------------------------------------------------------------------

creatures: st.SearchStrategy[dict[str, Any]] = st.fixed_dictionaries(
    {
        "size": st.sampled_from([Size.SMALL, Size.MEDIUM, Size.LARGE, Size.HUGE, Size.GARGANTUAN]),
        "shape": st.sampled_from(list(Shape)),
        "reach_weapon": st.booleans(),
    }
)


@given(
    creatures,
    st.integers(min_value=1, max_value=30),
    st.integers(min_value=1, max_value=30),
    st.integers(min_value=0, max_value=30),
    st.integers(min_value=0, max_value=30),
    st.booleans(),
)
@settings(max_examples=150, deadline=None)
def test_threat_mask_mirrors_with_the_map(
    kw: dict[str, Any], cols: int, rows: int, col: int, row: int, exception: bool
) -> None:
    """THREAT, REACH-MEASURE: mirroring the creature's place mirrors its threatened mask."""
    c = _creature(col=col, row=row, **kw)
    s = {Size.LARGE: 2, Size.HUGE: 3, Size.GARGANTUAN: 4}.get(kw["size"], 1)
    cols, rows = max(cols, col + s), max(rows, row + s)
    mask = threatened_mask(c, cols, rows, exception_10ft=exception)
    mirrored_lr = _creature(col=cols - s - col, row=row, **kw)
    mirrored_ud = _creature(col=col, row=rows - s - row, **kw)
    transposed = _creature(col=row, row=col, **kw)
    lr = threatened_mask(mirrored_lr, cols, rows, exception_10ft=exception)
    ud = threatened_mask(mirrored_ud, cols, rows, exception_10ft=exception)
    tr = threatened_mask(transposed, rows, cols, exception_10ft=exception)
    assert (lr == mask[:, ::-1]).all()
    assert (ud == mask[::-1, :]).all()
    assert (tr == mask.T).all()


@given(creatures, st.integers(min_value=0, max_value=12), st.booleans())
@settings(max_examples=100, deadline=None)
def test_threat_mask_of_a_centred_creature_is_symmetric(
    kw: dict[str, Any], margin: int, exception: bool
) -> None:
    """THREAT: a creature placed in the middle of a map threatens a mirror-symmetric set."""
    s = {Size.LARGE: 2, Size.HUGE: 3, Size.GARGANTUAN: 4}.get(kw["size"], 1)
    side = 2 * margin + s
    mask = threatened_mask(
        _creature(col=margin, row=margin, **kw), side, side, exception_10ft=exception
    )
    assert (mask == mask[:, ::-1]).all()
    assert (mask == mask[::-1, :]).all()
    assert (mask == mask.T).all()


@given(
    st.integers(min_value=3, max_value=40),
    st.integers(min_value=3, max_value=40),
    st.data(),
)
@settings(max_examples=150, deadline=None)
def test_threat_medium_5ft_in_the_open_threatens_exactly_eight(
    cols: int, rows: int, data: st.DataObject
) -> None:
    """THREAT: anywhere at least one square from the edges, a Medium 5-ft creature
    threatens exactly its 8 neighbours."""
    col = data.draw(st.integers(min_value=1, max_value=cols - 2))
    row = data.draw(st.integers(min_value=1, max_value=rows - 2))
    mask = threatened_mask(_creature(col=col, row=row), cols, rows)
    assert int(mask.sum()) == 8
    assert mask[row - 1 : row + 2, col - 1 : col + 2].sum() == 8
    assert not mask[row, col]
