"""A reproducible big battlefield for benchmarks: 200×200, 30 % difficult, walls, 150 creatures."""

from __future__ import annotations

import random

import numpy as np

from battlemap.model import Creature, MapSpec, Size, Wall
from battlemap.rules.movement.battlefield import Battlefield


def big_map(seed: int = 7, size: int = 200, creatures: int = 150) -> tuple[MapSpec, list[Creature]]:
    """Patches of difficult terrain (~30 %), wall runs with gaps, blocks, and creatures."""
    rng = random.Random(seed)
    np_rng = np.random.default_rng(seed)
    difficult = np.zeros((size, size), dtype=bool)
    while difficult.mean() < 0.30:
        r, c = np_rng.integers(0, size, 2)
        h, w = np_rng.integers(3, 12, 2)
        difficult[r : r + h, c : c + w] = True
    block = np.zeros((size, size), dtype=bool)
    for _ in range(size * 2):
        r, c = np_rng.integers(0, size, 2)
        block[r, c] = True
    walls = []
    for _ in range(size // 2):
        x, y = rng.randrange(1, size), rng.randrange(1, size)
        length = rng.randrange(3, 15)
        if rng.random() < 0.5:
            walls.append(Wall(x1=x, y1=y, x2=min(size, x + length), y2=y))
        else:
            walls.append(Wall(x1=x, y1=y, x2=x, y2=min(size, y + length)))
    spec = MapSpec(
        cols=size,
        rows=size,
        difficult=[(int(c), int(r)) for r, c in zip(*np.nonzero(difficult & ~block), strict=True)],
        block=[(int(c), int(r)) for r, c in zip(*np.nonzero(block), strict=True)],
        walls=walls,
    )
    bf = Battlefield.from_map(spec)
    people: list[Creature] = []
    taken: set[tuple[int, int]] = set()
    while len(people) < creatures:
        col, row = rng.randrange(size - 2), rng.randrange(size - 2)
        big = rng.random() < 0.1
        cells = {(col + i, row + j) for i in range(2 if big else 1) for j in range(2 if big else 1)}
        if cells & taken or any(bf.block[r, c] for c, r in cells):
            continue
        taken |= cells
        people.append(
            Creature(
                id=f"c{len(people)}",
                name=f"creature {len(people)}",
                side="pcs" if rng.random() < 0.4 else "monsters",
                col=col,
                row=row,
                size=Size.LARGE if big else Size.MEDIUM,
            )
        )
    return spec, people


def place_mover(spec: MapSpec, people: list[Creature], size: Size, speed_ft: int) -> list[Creature]:
    """Add the benchmark's mover near the middle, on a square where it fits."""
    bf = Battlefield.from_map(spec)
    s = 2 if size is Size.LARGE else 1
    taken = {(c.col + i, c.row + j) for c in people for i in range(2) for j in range(2)}
    mid = spec.cols // 2
    for d in range(spec.cols):
        col = row = mid + d
        cells = {(col + i, row + j) for i in range(s) for j in range(s)}
        if not cells & taken and not any(bf.block[r, c] for c, r in cells):
            mover = Creature(
                id="mover",
                name="Mover",
                side="pcs",
                col=col,
                row=row,
                size=size,
                base_speed_ft=speed_ft,
            )
            return [*people, mover]
    raise RuntimeError("no room for the mover")
