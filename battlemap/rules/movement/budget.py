"""What a creature has already moved this turn: the planner's starting point."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MoveSoFar:
    """Movement already spent in the current turn (MOV-DIAG decision, MOV-STEP).

    Attributes:
        spent: squares of movement already paid this turn.
        diagonal_parity: 1 when the next plain diagonal costs 2 (an odd number of
            1-2-1 diagonals counted so far this turn), else 0.
        stepped: a 5-ft step was already taken this turn (no further movement).
        ran: the creature is running (full-round); its movement cannot include a
            double-move-then-standard-action split.

    Outside combat every drag starts from `MoveSoFar()`.

    Example:
        >>> MoveSoFar(spent=3, diagonal_parity=1).moved
        True
    """

    spent: int = 0
    diagonal_parity: int = 0
    stepped: bool = False
    ran: bool = False

    def __post_init__(self) -> None:
        if self.spent < 0:
            raise ValueError("movement spent cannot be negative")
        if self.diagonal_parity not in (0, 1):
            raise ValueError("diagonal parity is 0 or 1")

    @property
    def moved(self) -> bool:
        """Whether the creature has moved at all this turn."""
        return self.spent > 0 or self.stepped

    def after(self, cost: int, parity: int) -> MoveSoFar:
        """The state after a further move of `cost` squares ending at `parity`."""
        return MoveSoFar(self.spent + cost, parity, self.stepped, self.ran)
