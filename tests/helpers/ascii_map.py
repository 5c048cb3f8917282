"""Build a map and creatures from the golden-scenario text format (tests/rules/movement/data).

Map characters, one per square, separated by spaces:
  .  open          ~  difficult terrain      =  hampering obstacle (low wall)
  #  blocking      *  difficult + hampering
  A-Z / a-z  a creature's anchor (top-left square) on open ground; described under
             [creatures.X] with any `Creature` field (id and name default from the letter)
Walls and doors: `walls = [[x1, y1, x2, y2], ...]`, `doors = [[x1, y1, x2, y2, closed], ...]`
in grid-vertex coordinates (x counts columns, y rows).
"""

from __future__ import annotations

from typing import Any

from battlemap.model import Creature, Door, MapSpec, Wall
from battlemap.rules.grid import Cell

TERRAIN = {".": (), "~": ("difficult",), "=": ("hamper",), "#": ("block",),
           "*": ("difficult", "hamper")}  # fmt: skip


def parse_map(text: str) -> tuple[list[list[str]], dict[str, tuple[int, int]]]:
    """Rows of characters and the anchor (col, row) of each creature letter."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    if len({len(r) for r in rows}) != 1:
        raise ValueError("every map row needs the same number of squares")
    anchors: dict[str, tuple[int, int]] = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch.isalpha():
                if ch in anchors:
                    raise ValueError(f"creature letter {ch} appears twice")
                anchors[ch] = (c, r)
            elif ch not in TERRAIN:
                raise ValueError(f"unknown map character {ch!r}")
    return rows, anchors


def build(scenario: dict[str, Any]) -> tuple[MapSpec, list[Creature]]:
    """MapSpec and creatures of a golden scenario (a parsed TOML table)."""
    rows, anchors = parse_map(scenario["map"])
    layers: dict[str, list[tuple[int, int]]] = {"difficult": [], "hamper": [], "block": []}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            for layer in TERRAIN.get(ch, ()):
                layers[layer].append((c, r))
    spec = MapSpec(
        cols=len(rows[0]),
        rows=len(rows),
        walls=[Wall(x1=a, y1=b, x2=c, y2=d) for a, b, c, d in scenario.get("walls", [])],
        doors=[
            Door(x1=a, y1=b, x2=c, y2=d, closed=e) for a, b, c, d, e in scenario.get("doors", [])
        ],
        **layers,
    )
    creatures = []
    specs = scenario.get("creatures", {})
    for letter, (col, row) in anchors.items():
        fields = {"id": letter, "name": letter, **specs.get(letter, {})}
        creatures.append(Creature(col=col, row=row, **fields))
    return spec, creatures


def cell(label: str) -> Cell:
    """Parse a square label such as "C7" or "AB12"."""
    letters = "".join(ch for ch in label if ch.isalpha()).upper()
    digits = label[len(letters) :]
    col = 0
    for ch in letters:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return Cell(col - 1, int(digits) - 1)
