"""Stacking order of the map's item families, bottom to top."""

from __future__ import annotations

from enum import IntEnum


class Z(IntEnum):
    """Z values of scene items; the grid is drawn in the background, below all of them."""

    MAP_IMAGE = -10
    SHADING = 10  # terrain, threat and movement bands, blended into one image
    WALLS = 40
    TOKENS = 50
    PATH = 60
    DRAGGED_TOKEN = 70
    TOOL_FEEDBACK = 80
