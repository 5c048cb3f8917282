"""The map: grid calibration, terrain layers, walls and doors on square edges."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator


class TerrainKind(StrEnum):
    """What a painted square means for movement (TER-DIFFICULT, OBS-HAMPER, OBS-BLOCK)."""

    DIFFICULT = "difficult"
    HAMPER = "hamper"
    BLOCK = "block"


class GridSpec(BaseModel):
    """Where the grid lies on the background image, in image pixels."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    px_per_square: float = Field(default=70.0, gt=4, le=2000)
    offset_x: float = Field(default=0.0, ge=-100_000, le=100_000)
    offset_y: float = Field(default=0.0, ge=-100_000, le=100_000)


class Wall(BaseModel):
    """A wall along square edges, from vertex (x1, y1) to (x2, y2), horizontal or vertical.

    Vertices are grid corners: x counts columns, y rows; (0, 0) is the map's top-left
    corner. A wall blocks movement across every unit edge it covers (OBS-BLOCK).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    x1: int = Field(ge=0, le=10_000)
    y1: int = Field(ge=0, le=10_000)
    x2: int = Field(ge=0, le=10_000)
    y2: int = Field(ge=0, le=10_000)

    @model_validator(mode="after")
    def _axis_aligned(self) -> Wall:
        if self.x1 != self.x2 and self.y1 != self.y2:
            raise ValueError("a wall must run along square edges (horizontal or vertical)")
        if (self.x1, self.y1) == (self.x2, self.y2):
            raise ValueError("a wall needs two different end points")
        return self

    def unit_edges(self) -> list[tuple[str, int, int]]:
        """The unit edges covered: ("v", x, row) for vertical, ("h", col, y) for horizontal."""
        if self.x1 == self.x2:
            lo, hi = sorted((self.y1, self.y2))
            return [("v", self.x1, y) for y in range(lo, hi)]
        lo, hi = sorted((self.x1, self.x2))
        return [("h", x, self.y1) for x in range(lo, hi)]


class Door(Wall):
    """A wall that can be opened: it blocks only while closed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    closed: bool = True


class MapSpec(BaseModel):
    """The battlefield: its size in squares, background, terrain and walls."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    cols: int = Field(default=30, ge=1, le=1000)
    rows: int = Field(default=20, ge=1, le=1000)
    image: str | None = Field(
        default=None, max_length=4096, description="path, relative to the file"
    )
    grid: GridSpec = Field(default_factory=GridSpec)
    difficult: list[tuple[int, int]] = Field(default_factory=list, description="(col, row)")
    hamper: list[tuple[int, int]] = Field(default_factory=list, description="(col, row)")
    block: list[tuple[int, int]] = Field(default_factory=list, description="(col, row)")
    walls: list[Wall] = Field(default_factory=list)
    doors: list[Door] = Field(default_factory=list)
    fog: list[tuple[int, int]] = Field(default_factory=list, description="unseen (col, row)")

    def cells(self, kind: TerrainKind) -> list[tuple[int, int]]:
        """The squares painted with one terrain kind."""
        return {
            TerrainKind.DIFFICULT: self.difficult,
            TerrainKind.HAMPER: self.hamper,
            TerrainKind.BLOCK: self.block,
        }[kind]
