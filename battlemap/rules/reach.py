"""Reach and threatened squares (REACH-WEAPON, REACH-MEASURE, THREAT, SIZE-SMALLER)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from battlemap.model.creature import Creature
from battlemap.rules.sizes import natural_reach_ft, space_squares

BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True)
class ReachBand:
    """Squares-of-distance a creature attacks: from `inner` to `outer` inclusive."""

    inner: int
    outer: int

    @property
    def empty(self) -> bool:
        return self.outer < self.inner or self.outer == 0


def reach_band(creature: Creature) -> ReachBand:
    """Which distances the creature attacks into (REACH-WEAPON).

    Natural reach R covers 1..R squares; a reach weapon covers R+1..2R (not at or
    inside natural reach). Reach 0 (SIZE-SMALLER) covers nothing outside its square.

    Example:
        >>> from battlemap.model import Creature
        >>> reach_band(Creature(id="g", name="G", col=0, row=0, reach_weapon=True))
        ReachBand(inner=2, outer=2)
    """
    natural = natural_reach_ft(creature) // 5
    if natural == 0:
        return ReachBand(1, 0)
    if creature.reach_weapon:
        return ReachBand(natural + 1, 2 * natural)
    return ReachBand(1, natural)


def distance_grid(dx: npt.NDArray[np.int64], dy: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Element-wise 1-2-1 distance for square offsets (MOV-DIAG, REACH-MEASURE)."""
    diag = np.minimum(dx, dy)
    out: npt.NDArray[np.int64] = diag + diag // 2 + np.abs(dx - dy)
    return out


def reach_mask(
    creature: Creature, band: ReachBand, exception_10ft: bool = True
) -> tuple[int, int, BoolArray]:
    """Squares within `band` of the creature's space, as (left col, top row, mask).

    REACH-MEASURE: distance from the nearest square of its space by the 1-2-1 count.
    Decision: with `exception_10ft`, an outer reach of exactly 2 squares also covers
    the squares two diagonals away. The mask may run off the map (negative origin).

    Example (Medium, 10-ft reach: reaches (2, 1) but (2, 2) only by the exception):
        >>> from battlemap.model import Creature
        >>> c = Creature(id="m", name="M", col=5, row=5, reach_override_ft=10)
        >>> left, top, m = reach_mask(c, reach_band(c), exception_10ft=False)
        >>> bool(m[5 + 1 - top, 5 + 2 - left]), bool(m[5 + 2 - top, 5 + 2 - left])
        (True, False)
    """
    r = band.outer
    mask = _reach_shape(space_squares(creature), band.inner, band.outer, exception_10ft)
    return creature.col - r, creature.row - r, mask


@lru_cache(maxsize=256)
def _reach_shape(s: int, inner: int, outer: int, exception_10ft: bool) -> BoolArray:
    """The reach mask around an s×s space, origin `outer` squares up-left (cached)."""
    band = ReachBand(inner, outer)
    r = outer
    size = s + 2 * r
    offs = np.arange(size) - r  # offset of each column/row from the space's left/top
    gap = np.maximum(0, np.maximum(-offs, offs - (s - 1)))
    dy, dx = np.meshgrid(gap, gap, indexing="ij")
    dist = distance_grid(dx, dy)
    inside = (dist >= band.inner) & (dist <= band.outer)
    if exception_10ft and band.outer == 2:
        inside |= (dx == 2) & (dy == 2) & (band.inner <= 2)
    inside &= ~((dx == 0) & (dy == 0))  # its own space is not "within reach" of others
    inside.flags.writeable = False  # shared by the cache
    return inside


def threatens(creature: Creature, flat_footed: bool = False) -> bool:
    """Whether the creature threatens any square now (THREAT, FF-NO-AOO, SIZE-SMALLER)."""
    return not (creature.helpless or flat_footed or reach_band(creature).empty)


def threatened_mask(
    creature: Creature, cols: int, rows: int, flat_footed: bool = False, exception_10ft: bool = True
) -> BoolArray:
    """The map-sized mask of squares the creature threatens (THREAT).

    Example:
        >>> from battlemap.model import Creature
        >>> m = threatened_mask(Creature(id="m", name="M", col=1, row=1), 3, 3)
        >>> int(m.sum())
        8
    """
    out = np.zeros((rows, cols), dtype=bool)
    if not threatens(creature, flat_footed):
        return out
    left, top, mask = reach_mask(creature, reach_band(creature), exception_10ft)
    paste(out, mask, left, top)
    return out


def paste(target: BoolArray, mask: BoolArray, left: int, top: int) -> None:
    """OR a local mask into a larger array at (left, top), clipping at the edges."""
    h, w = mask.shape
    r0, c0 = max(0, top), max(0, left)
    r1, c1 = min(target.shape[0], top + h), min(target.shape[1], left + w)
    if r0 >= r1 or c0 >= c1:
        return
    target[r0:r1, c0:c1] |= mask[r0 - top : r1 - top, c0 - left : c1 - left]
