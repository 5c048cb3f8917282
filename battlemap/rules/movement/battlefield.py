"""The map as movement data: terrain layers and edge walls as numpy arrays (STYLE 6).

Array convention: `[row, col]`. Vertical edges `wall_v[row, x]` lie between columns
x-1 and x; horizontal edges `wall_h[y, col]` between rows y-1 and y.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from battlemap.model.map import MapSpec

BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]


def summed_area(a: npt.NDArray[np.generic]) -> IntArray:
    """Summed-area table with a zero first row and column: sum of a[r0:r1, c0:c1] is
    sat[r1, c1] - sat[r0, c1] - sat[r1, c0] + sat[r0, c0]."""
    sat = np.zeros((a.shape[0] + 1, a.shape[1] + 1), dtype=np.int64)
    np.cumsum(np.cumsum(a, axis=0, dtype=np.int64), axis=1, out=sat[1:, 1:])
    return sat


def box_sums(sat: IntArray, h: int, w: int) -> IntArray:
    """Sums over every h×w box; result[r, c] covers rows r..r+h-1, cols c..c+w-1."""
    if h <= 0 or w <= 0:
        return np.zeros((max(sat.shape[0] - h, 0), max(sat.shape[1] - w, 0)), dtype=np.int64)
    return sat[h:, w:] - sat[:-h, w:] - sat[h:, :-w] + sat[:-h, :-w]


@dataclass(eq=False)
class Battlefield:
    """Terrain and walls of one map, ready for the planner.

    Example:
        >>> from battlemap.model import MapSpec, Wall
        >>> bf = Battlefield.from_map(MapSpec(cols=4, rows=3, difficult=[(1, 1)],
        ...                                   walls=[Wall(x1=2, y1=0, x2=2, y2=3)]))
        >>> bool(bf.difficult[1, 1]), bool(bf.wall_v[0, 2])
        (True, True)
    """

    difficult: BoolArray
    hamper: BoolArray
    block: BoolArray
    wall_v: BoolArray
    wall_h: BoolArray
    _sats: dict[str, IntArray] = field(default_factory=dict, repr=False)
    derived: dict[str, object] = field(default_factory=dict, repr=False)
    """Caches of things computed from the terrain (body maps, graphs); see touch()."""

    @property
    def rows(self) -> int:
        return int(self.block.shape[0])

    @property
    def cols(self) -> int:
        return int(self.block.shape[1])

    @classmethod
    def empty(cls, cols: int, rows: int) -> Battlefield:
        """An open field of the given size."""
        z = np.zeros((rows, cols), dtype=bool)
        return cls(
            z.copy(),
            z.copy(),
            z.copy(),
            np.zeros((rows, cols + 1), dtype=bool),
            np.zeros((rows + 1, cols), dtype=bool),
        )

    @classmethod
    def from_map(cls, spec: MapSpec) -> Battlefield:
        """Rasterise a map: painted squares, walls and closed doors (OBS-BLOCK)."""
        bf = cls.empty(spec.cols, spec.rows)
        for layer, cells in (
            (bf.difficult, spec.difficult),
            (bf.hamper, spec.hamper),
            (bf.block, spec.block),
        ):
            for col, row in cells:
                if 0 <= col < spec.cols and 0 <= row < spec.rows:
                    layer[row, col] = True
        for wall in [*spec.walls, *(d for d in spec.doors if d.closed)]:
            for kind, a, b in wall.unit_edges():
                bf.add_edge(kind, a, b)
        return bf

    def add_edge(self, kind: str, a: int, b: int) -> None:
        """Mark one unit edge as walled: ("v", x, row) or ("h", col, y); off-map ignored."""
        target = self.wall_v if kind == "v" else self.wall_h
        if 0 <= b < target.shape[0] and 0 <= a < target.shape[1]:
            target[b, a] = True
        self._sats.clear()
        self.derived.clear()

    def sat(self, name: str) -> IntArray:
        """Cached summed-area table of one layer (call `touch()` after editing arrays)."""
        if name not in self._sats:
            self._sats[name] = summed_area(getattr(self, name))
        return self._sats[name]

    def touch(self) -> None:
        """Forget cached tables after the arrays were edited in place."""
        self._sats.clear()
        self.derived.clear()

    def rect_clear(self, h: int, w: int) -> BoolArray:
        """For every top-left (r, c): the h×w rectangle holds no blocking square and no
        wall on an edge inside it (OBS-BLOCK). Shape (rows-h+1, cols-w+1)."""
        blocked = box_sums(self.sat("block"), h, w)
        # internal vertical edges: x in c+1..c+w-1 over rows r..r+h-1
        v = box_sums(self.sat("wall_v"), h, w - 1)[:, 1 : 1 + blocked.shape[1]] if w > 1 else 0
        # internal horizontal edges: y in r+1..r+h-1 over cols c..c+w-1
        hz = box_sums(self.sat("wall_h"), h - 1, w)[1 : 1 + blocked.shape[0], :] if h > 1 else 0
        out: BoolArray = (blocked + v + hz) == 0
        return out

    def any_in_box(self, name: str, h: int, w: int) -> BoolArray:
        """For every top-left (r, c): whether layer `name` is set anywhere in the h×w box."""
        out: BoolArray = box_sums(self.sat(name), h, w) > 0
        return out
