"""The mover's view of the other creatures in a window: who blocks, where it may stop,
where leaving provokes (PASS-*, PASS-STOP, THREAT, AOO-MOVE, FF-NO-AOO)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from battlemap.model.creature import Creature
from battlemap.rules.movement.battlefield import BoolArray
from battlemap.rules.movement.passing import (
    Passage,
    are_allies,
    may_share_square,
    passage,
)
from battlemap.rules.reach import reach_band, reach_mask, threatens
from battlemap.rules.sizes import is_sub_square, space_squares


@dataclass(frozen=True)
class Window:
    """A rectangle of anchors: rows top..top+height-1, cols left..left+width-1."""

    top: int
    left: int
    height: int
    width: int

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row - self.top < self.height and 0 <= col - self.left < self.width

    def clip(self, r0: int, c0: int, r1: int, c1: int) -> tuple[int, int, int, int] | None:
        """Intersect a global box [r0, r1) × [c0, c1) with the window, in window coords."""
        a, b = max(r0, self.top) - self.top, max(c0, self.left) - self.left
        c, d = (
            min(r1, self.top + self.height) - self.top,
            min(c1, self.left + self.width) - self.left,
        )
        return (a, b, c, d) if a < c and b < d else None


@dataclass(frozen=True)
class Threat:
    """Anchors (global, from top/left) from which leaving provokes `creature`."""

    creature: Creature
    top: int
    left: int
    mask: BoolArray

    def at(self, row: int, col: int) -> bool:
        r, c = row - self.top, col - self.left
        h, w = self.mask.shape
        return 0 <= r < h and 0 <= c < w and bool(self.mask[r, c])


@dataclass
class Situation:
    """Window-sized maps of what other creatures mean for the mover."""

    window: Window
    impassable: BoolArray
    obstacle: BoolArray
    occupied: BoolArray
    threatened: BoolArray
    threats: list[Threat] = field(default_factory=list)
    others: list[Creature] = field(default_factory=list)
    flat_footed: frozenset[str] = frozenset()


def _dilate(mask: BoolArray, s: int) -> BoolArray:
    """Anchor mask: an s×s space at anchor a touches a set square of `mask` (origin
    shifted by s-1 up and left)."""
    if s == 1:
        return mask
    h, w = mask.shape
    out = np.zeros((h + s - 1, w + s - 1), dtype=bool)
    for i in range(s):
        for j in range(s):
            out[i : i + h, j : j + w] |= mask
    return out


def _footprint_box(other: Creature, s: int) -> tuple[int, int, int, int]:
    """Anchors whose s×s space overlaps `other`'s space: [r0, r1) × [c0, c1)."""
    so = space_squares(other)
    return other.row - s + 1, other.col - s + 1, other.row + so, other.col + so


def build_situation(
    mover: Creature,
    creatures: Sequence[Creature],
    window: Window,
    flat_footed: frozenset[str] = frozenset(),
    charging: bool = False,
    exception_10ft: bool = True,
) -> Situation:
    """Rasterise the other creatures into the window for this mover."""
    s = space_squares(mover)
    shape = (window.height, window.width)
    sit = Situation(
        window,
        np.zeros(shape, dtype=bool),
        np.zeros(shape, dtype=bool),
        np.zeros(shape, dtype=bool),
        np.zeros(shape, dtype=bool),
        flat_footed=flat_footed,
    )
    sharers: dict[tuple[int, int], list[Creature]] = {}
    for other in creatures:
        if other.id == mover.id:
            continue
        _add_body(sit, mover, other, s, charging, sharers)
        if not are_allies(mover, other) and threatens(other, other.id in flat_footed):
            _add_threat(sit, other, s, exception_10ft)
    for (row, col), group in sharers.items():  # SIZE-SMALLER: sub-square creatures share
        if window.contains(row, col) and may_share_square(mover, group):
            sit.occupied[row - window.top, col - window.left] = False
    return sit


def _add_body(
    sit: Situation,
    mover: Creature,
    other: Creature,
    s: int,
    charging: bool,
    sharers: dict[tuple[int, int], list[Creature]],
) -> None:
    box = sit.window.clip(*_footprint_box(other, s))
    if box is None:
        return
    sit.others.append(other)
    r0, c0, r1, c1 = box
    kind = passage(mover, other, charging)
    if kind is Passage.BLOCKED:
        sit.impassable[r0:r1, c0:c1] = True
    elif kind is Passage.OBSTACLE:
        sit.obstacle[r0:r1, c0:c1] = True
    if not other.helpless:  # PASS-STOP
        sit.occupied[r0:r1, c0:c1] = True
        if is_sub_square(mover.size):
            so = space_squares(other)
            for row in range(other.row, other.row + so):
                for col in range(other.col, other.col + so):
                    sharers.setdefault((row, col), []).append(other)


def _add_threat(sit: Situation, other: Creature, s: int, exception_10ft: bool) -> None:
    band = reach_band(other)
    so, w = space_squares(other), sit.window
    if (
        sit.window.clip(
            other.row - band.outer - s + 1,
            other.col - band.outer - s + 1,
            other.row + so + band.outer,
            other.col + so + band.outer,
        )
        is None
    ):
        return  # its threatened area does not touch the window
    left, top, mask = reach_mask(other, reach_band(other), exception_10ft)
    anchors = _dilate(mask, s)
    a_top, a_left = top - s + 1, left - s + 1
    h, w = anchors.shape
    box = sit.window.clip(a_top, a_left, a_top + h, a_left + w)
    if box is None:
        return
    r0, c0, r1, c1 = box
    gr, gc = sit.window.top + r0 - a_top, sit.window.left + c0 - a_left
    sit.threatened[r0:r1, c0:c1] |= anchors[gr : gr + r1 - r0, gc : gc + c1 - c0]
    sit.threats.append(Threat(other, a_top, a_left, anchors))
