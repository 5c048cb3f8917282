"""`python -m battlemap.bench pathing`: the movement planner's speed on a big map.

Prints one JSON object of medians in milliseconds (see README, "Benchmarks").
"""

from __future__ import annotations

import heapq
import json
import math
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from battlemap.bench.scenario import big_map, place_mover
from battlemap.model import Size
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.graph import StateGraph
from battlemap.rules.movement.planner import start_move


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def _adjacency(graph: StateGraph) -> list[list[tuple[int, float]]]:
    m = graph.matrix
    ptr, idx, data = m.indptr.tolist(), m.indices.tolist(), m.data.tolist()
    return [
        list(zip(idx[ptr[i] : ptr[i + 1]], data[ptr[i] : ptr[i + 1]], strict=True))
        for i in range(m.shape[0])
    ]


def _networkx(adjacency: list[list[tuple[int, float]]]) -> Any:
    import networkx as nx

    graph = nx.DiGraph()
    graph.add_nodes_from(range(len(adjacency)))
    graph.add_weighted_edges_from(
        (u, v, w) for u, edges in enumerate(adjacency) for v, w in edges if math.isfinite(w)
    )
    return graph


def plain_dijkstra(adjacency: list[list[tuple[int, float]]], start: int) -> dict[int, float]:
    """The reference: a straightforward heapq Dijkstra over the identical state graph
    (same nodes, edges and weights as the planner's whole-map search)."""
    dist = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adjacency[u]:
            nd = d + w
            if nd < dist.get(v, math.inf):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


def measure(size: int = 200, creatures: int = 150, reference_repeat: int = 3) -> dict[str, float]:
    """Run every figure of the pathing benchmark and return them."""
    spec, people = big_map(size=size, creatures=creatures)
    bf = Battlefield.from_map(spec)
    medium = place_mover(spec, people, Size.MEDIUM, 30)
    large = place_mover(spec, people, Size.LARGE, 40)
    start_move(bf, medium, "mover")  # warm the terrain caches once, as a real drag would
    start_move(bf, large, "mover")
    out: dict[str, float] = {}
    out["drag_start_medium_ms"] = _median_ms(lambda: start_move(bf, medium, "mover"), 101)
    out["drag_start_large_ms"] = _median_ms(lambda: start_move(bf, large, "mover"), 101)
    search = start_move(bf, medium, "mover")
    m = medium[-1]
    rng = random.Random(1)
    targets = [(m.col + rng.randint(-12, 12), m.row + rng.randint(-12, 12)) for _ in range(400)]
    it = iter(targets * 3)
    out["cursor_path_ms"] = _median_ms(lambda: search.plan_to(next(it)), 1001)
    out["whole_map_ms"] = _median_ms(lambda: start_move(bf, medium, "mover", whole_map=True), 21)
    import networkx as nx  # a test extra: the benchmark is run from a dev install

    whole = start_move(bf, medium, "mover", whole_map=True)
    adjacency = _adjacency(whole.main.graph)
    start = whole._node(0)
    nx_graph = _networkx(adjacency)
    out["reference_whole_map_ms"] = _median_ms(
        lambda: nx.single_source_dijkstra_path_length(nx_graph, start), reference_repeat
    )
    out["speedup_vs_reference"] = out["reference_whole_map_ms"] / out["whole_map_ms"]
    # A leaner reference too, for honesty: a bare heapq loop over adjacency lists.
    out["plain_heapq_whole_map_ms"] = _median_ms(
        lambda: plain_dijkstra(adjacency, start), reference_repeat
    )
    out["speedup_vs_plain_heapq"] = out["plain_heapq_whole_map_ms"] / out["whole_map_ms"]
    out["map_squares"] = float(size * size)
    out["states"] = float(2 * size * size)
    return {k: round(v, 3) for k, v in out.items()}


def main() -> int:
    """Print the benchmark's JSON object."""
    print(json.dumps(measure()))
    return 0
