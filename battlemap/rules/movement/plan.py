"""What the planner answers for one target square: values, no behaviour (STYLE 7)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from battlemap.rules.grid import Cell, format_distance
from battlemap.rules.text import QT_TRANSLATE_NOOP, Message


class Band(IntEnum):
    """How far a move reaches in action terms (MOV-ACTIONS, MOV-STEP, MOV-RUN, MOV-MIN)."""

    STEP = 0  # 5-ft step: no move action, no attack of opportunity
    MOVE = 1  # one move action: up to speed
    DOUBLE = 2  # two move actions: up to 2 × speed
    RUN = 3  # full-round run: up to 4 × (3 ×) speed, no difficult terrain
    MINIMUM = 4  # full-round minimum move of 1 square (MOV-MIN)
    CHARGE = 5  # full-round charge: 2 × speed in a straight line (MOV-ACTIONS)

    @property
    def label(self) -> Message:
        return _BAND_LABELS[self]


_BAND_LABELS = {
    Band.STEP: Message(QT_TRANSLATE_NOOP("Rules", "5-ft step")),
    Band.MOVE: Message(QT_TRANSLATE_NOOP("Rules", "move")),
    Band.DOUBLE: Message(QT_TRANSLATE_NOOP("Rules", "double move")),
    Band.RUN: Message(QT_TRANSLATE_NOOP("Rules", "run")),
    Band.MINIMUM: Message(QT_TRANSLATE_NOOP("Rules", "minimum move (full round)")),
    Band.CHARGE: Message(QT_TRANSLATE_NOOP("Rules", "charge")),
}


@dataclass(frozen=True)
class Provocation:
    """An attack of opportunity the move provokes (AOO-MOVE, PASS-TINY)."""

    by: str
    by_name: str
    at: Cell
    entering: bool = False

    def describe(self) -> str:
        if self.entering:
            template = QT_TRANSLATE_NOOP("Rules", "{name} (AoO, entering its square {square})")
        else:
            template = QT_TRANSLATE_NOOP("Rules", "{name} (AoO, leaving {square})")
        return Message(template, name=self.by_name, square=self.at.label)


@dataclass(frozen=True)
class Squeeze:
    """A square of the path where the creature squeezes (SQZ-HALF, SQZ-ESCAPE)."""

    at: Cell
    escape: bool = False
    attack_penalty: int = -4
    ac_penalty: int = -4

    def describe(self) -> str:
        if self.escape:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "squeezing (Escape Artist) at {square}: no attacks, −4 AC, no Dex to AC",
                ),
                square=self.at.label,
            )
        return Message(
            QT_TRANSLATE_NOOP("Rules", "squeezing at {square}: −4 attack, −4 AC"),
            square=self.at.label,
        )


@dataclass(frozen=True)
class MovePlan:
    """The answer for one target: path, cost, legality and what happens on the way.

    `path` lists the anchors (top-left squares) from the start to the target.
    `cost` is this move in squares; `total` adds what was spent earlier this turn.
    """

    creature_id: str
    start: Cell
    target: Cell
    path: tuple[Cell, ...] = ()
    cost: int = 0
    total: int = 0
    band: Band | None = None
    legal: bool = False
    reasons: tuple[str, ...] = ()
    squeezes: tuple[Squeeze, ...] = ()
    provokes: tuple[Provocation, ...] = ()
    notes: tuple[str, ...] = ()
    parity_after: int = 0
    fallback: Cell | None = None

    @property
    def reachable(self) -> bool:
        """A path exists (even if the creature may not stop at its end)."""
        return bool(self.path)

    def feet(self) -> int:
        return self.cost * 5

    def metres(self) -> float:
        return self.cost * 1.5

    def describe(self, metric: bool = False) -> str:
        """One line for a status bar: cost, band, or why not.

        Example:
            >>> MovePlan("a", Cell(0, 0), Cell(1, 1), (Cell(0, 0), Cell(1, 1)), 1, 1,
            ...          Band.MOVE, True).describe()
            'B2: 5 ft (1 sq), move'
        """
        if not self.legal:
            return f"{self.target.label}: " + "; ".join(self.reasons or ("cannot move there",))
        text = f"{self.target.label}: {format_distance(self.cost, metric)}"
        if self.band is not None:
            text += f", {self.band.label}"
        if self.provokes:
            text += "; provokes " + ", ".join(p.describe() for p in self.provokes)
        if self.squeezes:
            text += f"; squeezes ({len(self.squeezes)} sq)"
        return text
