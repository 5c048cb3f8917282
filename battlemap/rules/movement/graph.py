"""The state graph of a move and its search: (diagonal parity, anchor) nodes in a window.

Edge costs are data (arrays), the search is scipy's C Dijkstra. Costs follow MOV-DIAG
(1-2-1 diagonals, parity carried in the node), MOV-COST-MULT (×2 per hindrance; a
diagonal into a hampered square costs 1.5 × multiplier and leaves the parity alone) and
MOV-CORNER (a diagonal needs both orthogonal ways round the corner open).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from battlemap.rules.movement.battlefield import BoolArray, IntArray

# (drow, dcol) for each direction; orthogonal first.
STEPS: tuple[tuple[int, int], ...] = (
    (0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1),
)  # fmt: skip


def shift(a: BoolArray, dr: int, dc: int, fill: bool = False) -> BoolArray:
    """out[r, c] = a[r + dr, c + dc], `fill` where that falls outside."""
    out: BoolArray = np.full_like(a, fill)
    h, w = a.shape
    out[max(0, -dr) : h - max(0, dr), max(0, -dc) : w - max(0, dc)] = a[
        max(0, dr) : h - max(0, -dr), max(0, dc) : w - max(0, -dc)
    ]
    return out


def step_masks(move_e: BoolArray, move_s: BoolArray) -> list[BoolArray]:
    """For each direction of STEPS, where the body may step that way (terrain only)."""
    east, south = move_e, move_s
    west, north = shift(move_e, 0, -1), shift(move_s, -1, 0)
    ortho: dict[tuple[int, int], BoolArray] = {
        (0, 1): east,
        (0, -1): west,
        (1, 0): south,
        (-1, 0): north,
    }
    masks: list[BoolArray] = []
    for dr, dc in STEPS:
        if dr == 0 or dc == 0:
            masks.append(ortho[(dr, dc)])
            continue
        horiz, vert = ortho[(0, dc)], ortho[(dr, 0)]
        # MOV-CORNER: both ways round the corner must be open.
        masks.append(horiz & shift(vert, 0, dc) & vert & shift(horiz, dr, 0))
    return masks


@dataclass(frozen=True)
class StateGraph:
    """A CSR graph over nodes `parity * n + r * width + c`, weights scaled by SCALE.

    Weight = SCALE × squares + tie-break, where the tie-break (1 per step out of a
    threatened square) prefers, among equally cheap paths, those that provoke less.
    """

    matrix: csr_matrix
    height: int
    width: int
    scale: int

    @property
    def n(self) -> int:
        return self.height * self.width


def build_graph(
    can: list[BoolArray], enter: BoolArray, mult: IntArray, leave_tax: IntArray
) -> StateGraph:
    """Build the parity-layered graph of a window.

    Args:
        can: per direction of STEPS, where the body may step (terrain, corners).
        enter: squares the mover may enter (fits, not an impassable creature).
        mult: cost multiplier of entering each anchor (1, 2, 4, 8…).
        leave_tax: 1 where leaving the anchor provokes, for the tie-break.
    """
    h, w = enter.shape
    n = h * w
    scale = 2 * n + 1  # larger than any path's summed tie-break
    idx = np.arange(n, dtype=np.int32)
    enter_p = np.pad(enter, 1)
    mult_p = np.pad(mult, 1, constant_values=1)
    dst = np.empty((2, n, 8), dtype=np.int32)
    wgt = np.empty((2, n, 8), dtype=np.float64)
    ok = np.empty((n, 8), dtype=bool)
    tax = leave_tax.reshape(n).astype(np.float64)
    for k, (dr, dc) in enumerate(STEPS):
        target = idx + np.int32(dr * w + dc)
        ok[:, k] = (can[k] & enter_p[1 + dr : 1 + dr + h, 1 + dc : 1 + dc + w]).reshape(n)
        m = mult_p[1 + dr : 1 + dr + h, 1 + dc : 1 + dc + w].reshape(n)
        if dr == 0 or dc == 0:
            dst[0, :, k] = target
            dst[1, :, k] = target + np.int32(n)
            np.multiply(m, scale, out=wgt[0, :, k])
            wgt[0, :, k] += tax
            wgt[1, :, k] = wgt[0, :, k]
            continue
        # A plain diagonal (m == 1) costs 1 from parity 0 and 2 from parity 1 and flips
        # the layer; a hampered one costs 1.5 × m in its own layer (MOV-COST-MULT).
        plain = (m == 1).astype(np.int32)
        hampered = (3 * m) // 2
        dst[0, :, k] = target + plain * np.int32(n)
        dst[1, :, k] = target + (1 - plain) * np.int32(n)
        np.multiply(np.where(plain, 1, hampered), scale, out=wgt[0, :, k])
        np.multiply(np.where(plain, 2, hampered), scale, out=wgt[1, :, k])
        wgt[0, :, k] += tax
        wgt[1, :, k] += tax
    both = np.broadcast_to(ok, (2, n, 8))
    counts = np.tile(ok.sum(axis=1, dtype=np.int32), 2)
    indptr = np.zeros(2 * n + 1, dtype=np.int32)
    np.cumsum(counts, out=indptr[1:])
    matrix = csr_matrix((wgt[both], dst[both], indptr), shape=(2 * n, 2 * n))
    # No duplicate edges by construction; the search needs no sorted rows, so spare
    # scipy the canonicalising pass (a third of the whole-map time).
    matrix.has_canonical_format = True
    return StateGraph(matrix, h, w, scale)


@dataclass(frozen=True)
class SearchResult:
    """Distances (scaled) and predecessors of one search, per node."""

    graph: StateGraph
    dist: npt.NDArray[np.float64]
    pred: npt.NDArray[np.int32]

    def best_node(self, r: int, c: int) -> int | None:
        """The cheaper parity node of an anchor (parity 0 on a tie), None if unreached."""
        i = r * self.graph.width + c
        d0, d1 = self.dist[i], self.dist[self.graph.n + i]
        if not np.isfinite(d0) and not np.isfinite(d1):
            return None
        return i if d0 <= d1 else self.graph.n + i

    def squares(self, node: int) -> int:
        """Cost in squares of reaching a node."""
        return int(self.dist[node]) // self.graph.scale

    def cost_grid(self) -> IntArray:
        """Per anchor: cheapest cost in squares, -1 where unreached."""
        n, s = self.graph.n, self.graph.scale
        best = np.minimum(self.dist[:n], self.dist[n:])
        out = np.full(n, -1, dtype=np.int64)
        reached = np.isfinite(best)
        out[reached] = best[reached].astype(np.int64) // s
        return out.reshape(self.graph.height, self.graph.width)

    def path(self, node: int) -> list[tuple[int, int, int]]:
        """(parity, row, col) from the start to `node`, in window coordinates."""
        out: list[tuple[int, int, int]] = []
        n, w = self.graph.n, self.graph.width
        while node >= 0:
            p, i = divmod(node, n)
            out.append((p, i // w, i % w))
            node = int(self.pred[node])
        out.reverse()
        return out


def search(graph: StateGraph, start: int, limit_squares: int | None) -> SearchResult:
    """Dijkstra from one node, stopping past `limit_squares` (None: the whole graph)."""
    limit = np.inf if limit_squares is None else (limit_squares + 1) * graph.scale - 1
    dist, pred = dijkstra(
        graph.matrix,
        directed=True,
        indices=np.array([start]),
        return_predecessors=True,
        limit=float(limit),
    )
    return SearchResult(graph, dist[0], pred[0])


@dataclass(frozen=True)
class TerrainGraph:
    """A whole-map graph of terrain alone, kept between searches on unchanged terrain.

    Creatures are laid over it per search by editing a copy of the weights only: edges
    into barred anchors become infinite, edges out of threatened anchors get the
    tie-break. (Creatures that are obstacles change multipliers: those searches build
    afresh.)
    """

    base: StateGraph
    src_anchor: npt.NDArray[np.int32]
    dst_anchor: npt.NDArray[np.int32]

    @staticmethod
    def build(can: list[BoolArray], valid: BoolArray, mult: IntArray) -> TerrainGraph:
        base = build_graph(can, valid, mult, np.zeros(valid.shape, dtype=np.int64))
        m = base.matrix
        counts = np.diff(m.indptr)
        src = np.repeat(np.arange(m.shape[0], dtype=np.int32), counts) % np.int32(base.n)
        return TerrainGraph(base, src.astype(np.int32), m.indices % np.int32(base.n))

    def with_creatures(self, barred: BoolArray, leave_tax: IntArray) -> StateGraph:
        """The graph with the creatures' barred anchors and the tie-break applied."""
        m = self.base.matrix
        data = m.data + leave_tax.reshape(-1)[self.src_anchor]
        data[barred.reshape(-1)[self.dst_anchor]] = np.inf
        matrix = csr_matrix((data, m.indices, m.indptr), shape=m.shape)
        matrix.has_canonical_format = True
        return StateGraph(matrix, self.base.height, self.base.width, self.base.scale)
