"""Universal VTT walls and portals onto the square grid: edge walls, doors, blocked squares.

The rule (also in README "Universal VTT maps"), all in grid units with (0, 0) the map's
top-left grid corner:

1. A segment whose two ends lie within `SNAP` (0.05 square) of the same grid line is
   *on the grid*: it covers the unit edges of that line it overlaps by more than `SNAP`.
2. Every other segment is *off the grid*: it blocks each square whose inside it runs
   through for more than `SNAP` (shapely computes the length inside each square), so a
   curved cave wall becomes a chain of blocked squares. Grazing a corner blocks nothing;
   diagonal chains still seal, because a diagonal step needs both orthogonal ways round
   the corner open (MOV-CORNER).
3. A portal on the grid becomes a `Door` on the unit edges where it covers at least as
   much as the walls do (ties go to the door, so a door drawn across half squares still
   opens a passage: the whole edge it straddles opens). Elsewhere walls win.
4. A portal off the grid has no edge to hang on: a *closed* one blocks the squares it
   crosses like a wall, an *open* one is ignored (an open doorway).
5. Anything outside the map is dropped.

Example:
    >>> grid = rasterise([[(0, 2), (3, 2), (3.5, 3.5)]], [], cols=5, rows=5)
    >>> [(w.x1, w.y1, w.x2, w.y2) for w in grid.walls], grid.block
    ([(0, 2, 3, 2)], [(3, 2), (3, 3)])
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely

from battlemap.model import Door, Wall

SNAP = 0.05
Point = tuple[float, float]
Edge = tuple[str, int, int]  # ("v", x, row) or ("h", col, y), as Wall.unit_edges()


@dataclass(frozen=True)
class PortalLine:
    """A door's two end points (grid units, map-local) and whether it is closed."""

    a: Point
    b: Point
    closed: bool


@dataclass
class GridWalls:
    """The result: walls and doors on edges, and squares blocked by off-grid lines."""

    walls: list[Wall] = field(default_factory=list)
    doors: list[Door] = field(default_factory=list)
    block: list[tuple[int, int]] = field(default_factory=list)
    off_grid_segments: int = 0


def rasterise(
    polylines: Iterable[Sequence[Point]], portals: Sequence[PortalLine], cols: int, rows: int
) -> GridWalls:
    """Apply the module's rule to wall polylines and portals on a cols × rows map."""
    wall_cover: dict[Edge, float] = defaultdict(float)
    off_grid: list[tuple[Point, Point]] = []
    for line in polylines:
        for a, b in itertools.pairwise(line):
            if not _cover(a, b, wall_cover):
                off_grid.append((a, b))
    door_cover: list[dict[Edge, float]] = []
    for portal in portals:
        cover: dict[Edge, float] = defaultdict(float)
        if _cover(portal.a, portal.b, cover):
            door_cover.append(cover)
        else:
            door_cover.append({})
            if portal.closed:
                off_grid.append((portal.a, portal.b))
    owner = _door_owners(door_cover, wall_cover)
    out = GridWalls(off_grid_segments=len(off_grid))
    inside = _inside(cols, rows)
    wall_edges = {e for e, cov in wall_cover.items() if cov > SNAP and e not in owner}
    out.walls = [Wall(x1=a, y1=b, x2=c, y2=d) for a, b, c, d in _runs(wall_edges, inside)]
    for i, portal in enumerate(portals):
        mine = {e for e, o in owner.items() if o == i}
        out.doors += [
            Door(x1=a, y1=b, x2=c, y2=d, closed=portal.closed) for a, b, c, d in _runs(mine, inside)
        ]
    out.block = sorted(
        (c, r) for c, r in crossed_squares(off_grid) if 0 <= c < cols and 0 <= r < rows
    )
    return out


def _on_line(u: float, v: float) -> int | None:
    """The grid line both coordinates lie on (within SNAP), if any."""
    k = round(u)
    return k if abs(u - k) <= SNAP and abs(v - k) <= SNAP else None


def _cover(a: Point, b: Point, cover: dict[Edge, float]) -> bool:
    """Add the unit edges an on-grid segment overlaps; False if the segment is off-grid."""
    x = _on_line(a[0], b[0])
    y = _on_line(a[1], b[1])
    if x is not None and y is not None:
        return True  # within SNAP of one grid corner: a point, nothing to draw
    if x is not None:
        kind, fixed, lo, hi = "v", x, min(a[1], b[1]), max(a[1], b[1])
    elif y is not None:
        kind, fixed, lo, hi = "h", y, min(a[0], b[0]), max(a[0], b[0])
    else:
        return False
    for k in range(math.floor(lo), math.ceil(hi)):
        overlap = min(hi, k + 1) - max(lo, k)
        if overlap > 0:
            cover[(kind, fixed, k)] += overlap
    return True


def _door_owners(doors: list[dict[Edge, float]], walls: dict[Edge, float]) -> dict[Edge, int]:
    """Which portal, if any, owns each edge: the one covering most, if ≥ the walls."""
    owner: dict[Edge, int] = {}
    best: dict[Edge, float] = {}
    for i, cover in enumerate(doors):
        for edge, cov in cover.items():
            if cov > SNAP and cov >= walls.get(edge, 0.0) and cov > best.get(edge, 0.0):
                owner[edge], best[edge] = i, cov
    return owner


def _inside(cols: int, rows: int) -> dict[str, tuple[int, int]]:
    """Valid (fixed, k) ranges per edge kind: fixed line 0..n, k 0..n-1."""
    return {"v": (cols, rows), "h": (rows, cols)}


def _runs(edges: set[Edge], inside: dict[str, tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """Merge unit edges into maximal straight (x1, y1, x2, y2) runs, off-map edges dropped."""
    by_line: dict[tuple[str, int], list[int]] = defaultdict(list)
    for kind, fixed, k in edges:
        max_fixed, max_k = inside[kind]
        if 0 <= fixed <= max_fixed and 0 <= k < max_k:
            by_line[(kind, fixed)].append(k)
    out: list[tuple[int, int, int, int]] = []
    for (kind, fixed), ks in sorted(by_line.items()):
        for start, end in _spans(sorted(ks)):
            out.append((fixed, start, fixed, end) if kind == "v" else (start, fixed, end, fixed))
    return out


def _spans(ks: list[int]) -> list[tuple[int, int]]:
    """Consecutive runs of sorted integers as (first, last + 1).

    Example:
        >>> _spans([1, 2, 3, 7, 9, 10])
        [(1, 4), (7, 8), (9, 11)]
    """
    spans: list[tuple[int, int]] = []
    for k in ks:
        if spans and spans[-1][1] == k:
            spans[-1] = (spans[-1][0], k + 1)
        else:
            spans.append((k, k + 1))
    return spans


def crossed_squares(
    segments: Sequence[tuple[Point, Point]], piece: float = 2.0
) -> set[tuple[int, int]]:
    """The squares (col, row) whose inside a segment runs through for more than SNAP.

    Segments are cut into pieces of at most `piece` squares so each is tested only
    against the few squares around it; shapely measures the length inside each square.

    Example:
        >>> sorted(crossed_squares([((0.5, 0.5), (2.5, 0.5))]))
        [(0, 0), (1, 0), (2, 0)]
    """
    starts: list[Point] = []
    ends: list[Point] = []
    for (ax, ay), (bx, by) in segments:
        n = max(1, math.ceil(math.hypot(bx - ax, by - ay) / piece))
        for i in range(n):
            t0, t1 = i / n, (i + 1) / n
            starts.append((ax + (bx - ax) * t0, ay + (by - ay) * t0))
            ends.append((ax + (bx - ax) * t1, ay + (by - ay) * t1))
    if not starts:
        return set()
    a, b = np.array(starts), np.array(ends)
    lo = np.floor(np.minimum(a, b)).astype(np.int64)
    hi = np.floor(np.maximum(a, b)).astype(np.int64)
    idx: list[int] = []
    cells: list[tuple[int, int]] = []
    for i in range(len(a)):
        for c in range(int(lo[i, 0]), int(hi[i, 0]) + 1):
            for r in range(int(lo[i, 1]), int(hi[i, 1]) + 1):
                idx.append(i)
                cells.append((c, r))
    cell_arr = np.array(cells, dtype=np.float64)
    lines = shapely.linestrings(np.stack([a[idx], b[idx]], axis=1))
    boxes = shapely.box(cell_arr[:, 0], cell_arr[:, 1], cell_arr[:, 0] + 1, cell_arr[:, 1] + 1)
    lengths = shapely.length(shapely.intersection(lines, boxes))
    total: dict[tuple[int, int], float] = defaultdict(float)
    for cell, length in zip(cells, lengths.tolist(), strict=True):
        total[cell] += length  # pieces of one segment may share a square
    return {cell for cell, length in total.items() if length > SNAP}
