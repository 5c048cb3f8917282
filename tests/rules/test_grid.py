"""Tests of battlemap/rules/grid.py: squares, labels, 1-2-1 distance (GRID-SQUARE, MOV-DIAG)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.rules.grid import (
    DIAGONAL,
    DIRECTIONS,
    FEET_PER_SQUARE,
    METRES_PER_SQUARE,
    ORTHOGONAL,
    Cell,
    column_letters,
    diagonal_cost,
    distance,
    format_distance,
    squares_to_feet,
    squares_to_metres,
)

coords = st.integers(min_value=-60, max_value=60)
points = st.tuples(coords, coords)


# --- GRID-SQUARE ----------------------------------------------------------------------------


def test_grid_square_is_five_feet_and_one_and_a_half_metres() -> None:
    """GRID-SQUARE: one square is 5 ft = 1.5 m."""
    assert FEET_PER_SQUARE == 5
    assert METRES_PER_SQUARE == 1.5
    assert squares_to_feet(6) == 30
    assert squares_to_metres(6) == pytest.approx(9.0)
    assert squares_to_metres(1) == pytest.approx(1.5)


@pytest.mark.parametrize(
    ("squares", "text"),
    [(0, "0 ft (0 sq)"), (1, "5 ft (1 sq)"), (6, "30 ft (6 sq)"), (24, "120 ft (24 sq)")],
)
def test_grid_square_format_distance_in_feet(squares: int, text: str) -> None:
    """GRID-SQUARE: distances shown in feet, 5 ft per square, with the square count."""
    assert format_distance(squares) == text


@pytest.mark.parametrize(
    ("squares", "text"),
    [
        (0, "0 m (0 sq)"),
        (1, "1.5 m (1 sq)"),
        (2, "3 m (2 sq)"),
        (3, "4.5 m (3 sq)"),
        (6, "9 m (6 sq)"),
        (7, "10.5 m (7 sq)"),
    ],
)
def test_grid_square_format_distance_in_metres(squares: int, text: str) -> None:
    """GRID-SQUARE: distances shown in metres, 1.5 m per square; whole metres without ".0"."""
    assert format_distance(squares, metric=True) == text


@pytest.mark.parametrize(
    ("col", "row", "label"),
    [
        (0, 0, "A1"),
        (2, 6, "C7"),
        (25, 9, "Z10"),
        (26, 0, "AA1"),
        (27, 0, "AB1"),
        (51, 0, "AZ1"),
        (52, 0, "BA1"),
        (701, 0, "ZZ1"),
        (702, 0, "AAA1"),
    ],
)
def test_grid_square_cell_labels(col: int, row: int, label: str) -> None:
    """GRID-SQUARE: a square is labelled by spreadsheet-style column letters and 1-based row."""
    assert Cell(col, row).label == label


@given(st.integers(min_value=0, max_value=20_000))
@settings(max_examples=200)
def test_grid_square_column_letters_round_trip(col: int) -> None:
    """GRID-SQUARE: column letters are bijective base-26 (A=1 … Z=26), decoded by hand here."""
    letters = column_letters(col)
    assert letters.isalpha()
    assert letters.isupper()
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    assert n - 1 == col


def test_grid_square_eight_directions_orthogonal_first() -> None:
    """GRID-SQUARE: the eight neighbour steps, orthogonal ones before diagonal ones."""
    assert set(ORTHOGONAL) == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    assert set(DIAGONAL) == {(1, 1), (1, -1), (-1, 1), (-1, -1)}
    assert DIRECTIONS[:4] == ORTHOGONAL
    assert len(set(DIRECTIONS)) == 8


# --- MOV-DIAG ---------------------------------------------------------------------------


def test_mov_diag_worked_example_three_diagonals_then_two_straight_is_six() -> None:
    """MOV-DIAG: 3 diagonal squares then 2 straight = 1+2+1+1+1 = 6 squares = 30 ft."""
    assert distance((0, 0), (5, 3)) == 6
    assert distance((0, 0), (3, 5)) == 6
    assert format_distance(distance((0, 0), (5, 3))) == "30 ft (6 sq)"


@pytest.mark.parametrize(
    ("count", "expected"),
    # 1, 1+2, 1+2+1, 1+2+1+2, ...
    [(0, 0), (1, 1), (2, 3), (3, 4), (4, 6), (5, 7), (6, 9), (10, 15)],
)
def test_mov_diag_diagonal_cost_alternates_one_two(count: int, expected: int) -> None:
    """MOV-DIAG: the 1st diagonal costs 1, the 2nd 2, the 3rd 1, the 4th 2, ..."""
    assert diagonal_cost(count) == expected


@pytest.mark.parametrize(
    ("count", "expected"),
    # The next diagonal is a "2": 2, 2+1, 2+1+2, 2+1+2+1, ...
    [(0, 0), (1, 2), (2, 3), (3, 5), (4, 6), (5, 8)],
)
def test_mov_diag_diagonal_cost_continues_the_count_with_parity(count: int, expected: int) -> None:
    """MOV-DIAG: the alternation runs over the whole move; parity 1 means the next one is a 2."""
    assert diagonal_cost(count, parity=1) == expected


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 0), 1),
        ((0, 0), (0, 4), 4),
        ((0, 0), (1, 1), 1),
        ((0, 0), (2, 2), 3),  # 15 ft: the REACH-MEASURE example
        ((0, 0), (2, 1), 2),
        ((0, 0), (3, 3), 4),
        ((0, 0), (4, 4), 6),
        ((3, 7), (0, 0), 8),  # 3 diagonals (4) + 4 straight
    ],
)
def test_mov_diag_distance_examples(a: tuple[int, int], b: tuple[int, int], expected: int) -> None:
    """MOV-DIAG: distance by the 1-2-1 count, worked by hand."""
    assert distance(a, b) == expected


@given(points, points)
@settings(max_examples=200)
def test_mov_diag_distance_is_symmetric(a: tuple[int, int], b: tuple[int, int]) -> None:
    """MOV-DIAG: distance from a to b equals distance from b to a."""
    assert distance(a, b) == distance(b, a)


@given(points, points)
@settings(max_examples=200)
def test_mov_diag_distance_closed_form(a: tuple[int, int], b: tuple[int, int]) -> None:
    """MOV-DIAG: distance = max(dx, dy) + min(dx, dy) // 2."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    assert distance(a, b) == max(dx, dy) + min(dx, dy) // 2


@given(points, points, points)
@settings(max_examples=200)
def test_mov_diag_distance_is_translation_invariant(
    a: tuple[int, int], b: tuple[int, int], t: tuple[int, int]
) -> None:
    """MOV-DIAG: shifting both squares by the same offset keeps their distance."""
    shifted_a = (a[0] + t[0], a[1] + t[1])
    shifted_b = (b[0] + t[0], b[1] + t[1])
    assert distance(shifted_a, shifted_b) == distance(a, b)


def test_mov_diag_distance_is_not_a_metric_triangle_inequality_fails() -> None:
    """MOV-DIAG: 1-2-1 distance breaks the triangle inequality: (0,0)→(1,1)→(2,2) is 1+1
    but (0,0)→(2,2) is 3 (two separate one-diagonal moves each restart the count)."""
    a, b, c = (0, 0), (1, 1), (2, 2)
    assert distance(a, b) + distance(b, c) == 2
    assert distance(a, c) == 3


@given(points, points, points)
@settings(max_examples=200)
def test_mov_diag_distance_triangle_inequality_holds_within_one(
    a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]
) -> None:
    """MOV-DIAG: the triangle inequality holds up to one square (the lost half diagonal):
    d <= max + min/2, which is a norm, and max + min/2 <= d + 1/2."""
    assert distance(a, c) <= distance(a, b) + distance(b, c) + 1


@given(points, points)
@settings(max_examples=200)
def test_mov_diag_distance_between_chebyshev_and_manhattan(
    a: tuple[int, int], b: tuple[int, int]
) -> None:
    """MOV-DIAG: a diagonal costs at least 1 and the pair 1+2 at most 2 straight squares."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    assert max(dx, dy) <= distance(a, b) <= dx + dy
