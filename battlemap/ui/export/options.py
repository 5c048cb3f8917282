"""What an export shows: which view, which part of the map, how many pixels per square."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class View(StrEnum):
    """Who the picture is for: the GM sees everything, players not what is hidden."""

    GM = "gm"
    PLAYER = "player"


@dataclass(frozen=True)
class ExportOptions:
    """Options shared by every export format.

    `area` is (left, top, width, height) in squares, fractions allowed (the window's
    current view); None is the whole map.
    """

    view: View = View.GM
    px_per_square: int = 70
    grid: bool = True
    area: tuple[float, float, float, float] | None = None

    def __post_init__(self) -> None:
        if not 4 <= self.px_per_square <= 1000:
            raise ValueError(f"pixels per square must be 4 to 1000, not {self.px_per_square}")
