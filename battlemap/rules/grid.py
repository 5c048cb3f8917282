"""Squares, directions, labels and the 1-2-1 diagonal distance (GRID-SQUARE, MOV-DIAG)."""

from __future__ import annotations

from typing import NamedTuple

from battlemap.rules.text import QT_TRANSLATE_NOOP, Message

FEET_PER_SQUARE = 5
"""GRID-SQUARE: one square is 5 ft."""
METRES_PER_SQUARE = 1.5
"""GRID-SQUARE: one square is 1.5 m."""


class Cell(NamedTuple):
    """A square, by column and row from the top-left (0, 0)."""

    col: int
    row: int

    @property
    def label(self) -> str:
        """The square as a GM reads it: column letters then 1-based row, e.g. "C7".

        Example:
            >>> Cell(2, 6).label, Cell(27, 0).label
            ('C7', 'AB1')
        """
        return f"{column_letters(self.col)}{self.row + 1}"


def column_letters(col: int) -> str:
    """Spreadsheet-style column name: 0 → A, 25 → Z, 26 → AA."""
    letters = ""
    n = col + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


ORTHOGONAL: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL: tuple[tuple[int, int], ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
DIRECTIONS = ORTHOGONAL + DIAGONAL
"""The eight (dcol, drow) steps, orthogonal first."""


def diagonal_cost(count: int, parity: int = 0) -> int:
    """Cost of `count` plain diagonal squares under 1-2-1 counting (MOV-DIAG).

    `parity` is 1 when the next diagonal is a "2" (an odd number already counted).

    Example:
        >>> diagonal_cost(3), diagonal_cost(3, parity=1)
        (4, 5)
    """
    return count + (count + parity) // 2


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Squares between two squares by the 1-2-1 count (MOV-DIAG, REACH-MEASURE).

    Example: 3 diagonals then 2 straight = 1+2+1+1+1 = 6.
        >>> distance((0, 0), (5, 3))
        6
    """
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    diag, straight = min(dx, dy), abs(dx - dy)
    return diagonal_cost(diag) + straight


def squares_to_feet(squares: float) -> float:
    """Squares to feet (GRID-SQUARE)."""
    return squares * FEET_PER_SQUARE


def squares_to_metres(squares: float) -> float:
    """Squares to metres (GRID-SQUARE)."""
    return squares * METRES_PER_SQUARE


def format_distance(squares: int, metric: bool = False) -> Message:
    """A distance as the app shows it: "30 ft (6 sq)" or "9 m (6 sq)".

    Example:
        >>> format_distance(6), format_distance(3, metric=True)
        ('30 ft (6 sq)', '4.5 m (3 sq)')
    """
    if metric:
        metres = squares_to_metres(squares)
        value: float = metres if metres != int(metres) else int(metres)
        return Message(QT_TRANSLATE_NOOP("Rules", "{m} m ({n} sq)"), m=value, n=squares)
    feet = int(squares_to_feet(squares))
    return Message(QT_TRANSLATE_NOOP("Rules", "{ft} ft ({n} sq)"), ft=feet, n=squares)
