"""Fog of war as a per-square image: translucent on the GM's map, opaque for the players."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage

from battlemap.model import MapSpec
from battlemap.ui.items.square_image_item import rgba_image

GM_FOG = 0x66405060  # the GM sees through it, and sees where it is
PLAYER_FOG = 0xFF181A1F


def fog_mask(m: MapSpec) -> np.ndarray:
    """(rows, cols) booleans: True where the players have not seen."""
    mask = np.zeros((m.rows, m.cols), dtype=bool)
    for col, row in m.fog:
        if 0 <= col < m.cols and 0 <= row < m.rows:
            mask[row, col] = True
    return mask


def fog_image(m: MapSpec, colour: int) -> QImage | None:
    """The fog as one pixel per square, or None when nothing is fogged."""
    mask = fog_mask(m)
    if not mask.any():
        return None
    return rgba_image(np.where(mask, np.uint32(colour), np.uint32(0)).astype(np.uint32))
