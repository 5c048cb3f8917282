"""Colours of the map: sides, terrain kinds, movement bands, threat."""

from __future__ import annotations

import zlib

import numpy as np
from PySide6.QtGui import QColor

from battlemap.rules.movement.plan import Band

_SIDES = {
    "pcs": "#2f6fd6",
    "party": "#2f6fd6",
    "allies": "#2aa876",
    "enemies": "#c0392b",
    "monsters": "#c0392b",
    "neutral": "#7f8c8d",
}
_SPARE = ("#8e44ad", "#d35400", "#16a085", "#b7950b", "#6d4c41", "#2c3e50")

BAND_COLOURS: dict[int, int] = {
    Band.STEP: 0x6E2ECC40,
    Band.MOVE: 0x5A2F80ED,
    Band.DOUBLE: 0x5AF1C40F,
    Band.RUN: 0x5A9B59B6,
    Band.MINIMUM: 0x5A95A5A6,
}
BAND_LINE: dict[int | None, str] = {
    Band.STEP: "#2ecc40",
    Band.MOVE: "#4d8ff0",
    Band.DOUBLE: "#f1c40f",
    Band.RUN: "#b36ad0",
    Band.MINIMUM: "#95a5a6",
    None: "#e0102a",
}
_CHARGE_LINE = "#ff2d95"


def band_line(band: Band | None) -> str:
    """The path colour of a plan in this band (red: not allowed)."""
    return BAND_LINE.get(band, _CHARGE_LINE)


TERRAIN_COLOURS = {"difficult": 0x7A8B6B3A, "hamper": 0x8CD2691E, "block": 0xD2303030}
THREAT_COLOUR = 0x58E0102A
SELECTED_THREAT_COLOUR = 0x50FF5A1F


def side_colour(side: str) -> QColor:
    """The token colour of a side: fixed for the usual names, stable for any other."""
    name = _SIDES.get(side.strip().lower())
    if name is None:
        name = _SPARE[zlib.crc32(side.encode()) % len(_SPARE)]
    return QColor(name)


def footprint_bands(bands: np.ndarray, span: int) -> np.ndarray:
    """Bands per *square covered* rather than per anchor: each square gets the best band
    of any anchor whose span × span space covers it (-1: none). The grid is grown by
    span - 1 to the right and bottom.

    Example:
        >>> footprint_bands(np.array([[1, -1], [-1, 2]], dtype=np.int8), 2).tolist()
        [[1, 1, -1], [1, 1, 2], [-1, 2, 2]]
    """
    if span <= 1:
        return bands
    none = np.int8(127)
    src = np.where(bands >= 0, bands, none).astype(np.int8)
    h, w = src.shape
    out = np.full((h + span - 1, w + span - 1), none, dtype=np.int8)
    for dr in range(span):
        for dc in range(span):
            np.minimum(out[dr : dr + h, dc : dc + w], src, out=out[dr : dr + h, dc : dc + w])
    return np.where(out == none, np.int8(-1), out).astype(np.int8)


def band_colours(bands: np.ndarray) -> np.ndarray:
    """0xAARRGGBB per square from a band grid (-1 = transparent)."""
    lut = np.zeros(256, dtype=np.uint32)
    for band, colour in BAND_COLOURS.items():
        lut[band] = colour
    out: np.ndarray = lut[bands.astype(np.int16) & 0xFF] * (bands >= 0)
    return out


def mask_colours(mask: np.ndarray, colour: int) -> np.ndarray:
    """0xAARRGGBB per square: `colour` where the mask is set, transparent elsewhere."""
    return np.where(mask, np.uint32(colour), np.uint32(0)).astype(np.uint32)
