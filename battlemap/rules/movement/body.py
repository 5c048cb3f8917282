"""Where a creature's space fits, squeezed or not, and which steps its body can make.

Everything here depends on terrain and the creature's space only, so it is cached on
the battlefield per kind of body. Arrays are indexed by *anchor* (the top-left square
of the space), shape (rows, cols); anchors whose space would leave the map are False.
Rules: OBS-BLOCK, MOV-CORNER, SQZ-HALF, SQZ-LARGE, SQZ-ESCAPE, TER-WORST, TER-FLY,
OBS-INCORPOREAL.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.rules.movement.battlefield import Battlefield, BoolArray, IntArray


@dataclass(frozen=True)
class BodyKind:
    """What terrain cares about in a mover: its space, squeeze width and how it moves."""

    space: int
    squeeze: int
    escape_squeeze: int
    flying: bool = False
    incorporeal: bool = False


@dataclass(frozen=True)
class BodyMaps:
    """Terrain facts per anchor for one body kind.

    Attributes:
        valid: the space fits here, whole or squeezed.
        squeezed: it fits only squeezed (SQZ-HALF); each step into it costs double.
        escape: it fits only with the Escape Artist width (SQZ-ESCAPE).
        move_e / move_s: the body can step one square east / south from here without
            crossing a wall or a blocking square (the way west/north is the neighbour's).
        hinder: terrain hindrances counted for MOV-COST-MULT (difficult + hampering
            obstacle, each once, TER-WORST), already zero for flyers/incorporeal.
        hamper: a hampering obstacle lies in the space (no stopping there, OBS-HAMPER).
    """

    valid: BoolArray
    squeezed: BoolArray
    escape: BoolArray
    move_e: BoolArray
    move_s: BoolArray
    hinder: IntArray
    hamper: BoolArray


def _pad(a: BoolArray, rows: int, cols: int) -> BoolArray:
    out = np.zeros((rows, cols), dtype=a.dtype)
    h, w = min(rows, a.shape[0]), min(cols, a.shape[1])
    out[:h, :w] = a[:h, :w]
    return out


def _strips(bf: Battlefield, s: int, width: int, extra_rows: int, extra_cols: int) -> BoolArray:
    """Anchors where a strip `width` wide fits across a (s+extra_rows)×(s+extra_cols) box,
    the strip running along the longer side, at any offset inside the space."""
    rows, cols = bf.rows, bf.cols
    found = np.zeros((rows, cols), dtype=bool)
    if extra_rows:  # moving south: a vertical strip (s+1 tall, `width` wide)
        rc = _pad(bf.rect_clear(s + 1, width), rows, cols) if s + 1 <= rows else None
        for o in range(s - width + 1):
            if rc is not None:
                found[:, : cols - o] |= rc[:, o:]
        return found
    if extra_cols:  # moving east: a horizontal strip
        rc = _pad(bf.rect_clear(width, s + 1), rows, cols) if s + 1 <= cols else None
        for o in range(s - width + 1):
            if rc is not None:
                found[: rows - o, :] |= rc[o:, :]
        return found
    # standing still: a strip in either orientation
    horiz = _pad(bf.rect_clear(width, s), rows, cols)
    vert = _pad(bf.rect_clear(s, width), rows, cols)
    for o in range(s - width + 1):
        found[: rows - o, :] |= horiz[o:, :]
        found[:, : cols - o] |= vert[:, o:]
    return found


def _in_bounds(rows: int, cols: int, s: int) -> BoolArray:
    inside = np.zeros((rows, cols), dtype=bool)
    inside[: max(rows - s + 1, 0), : max(cols - s + 1, 0)] = True
    return inside


def body_maps(bf: Battlefield, kind: BodyKind) -> BodyMaps:
    """Compute (or fetch from the battlefield's cache) the terrain maps of a body kind.

    Example (a Large creature squeezes into a 1-square corridor, SQZ-LARGE):
        >>> bf = Battlefield.empty(3, 4)
        >>> bf.block[:, 0] = True; bf.block[:, 2] = True; bf.touch()
        >>> m = body_maps(bf, BodyKind(space=2, squeeze=1, escape_squeeze=1))
        >>> bool(m.valid[0, 0]), bool(m.squeezed[0, 0]), bool(m.move_s[0, 0])
        (True, True, True)
    """
    key = f"body:{kind}"
    cached = bf.derived.get(key)
    if isinstance(cached, BodyMaps):
        return cached
    maps = _compute(bf, kind)
    bf.derived[key] = maps
    return maps


def _compute(bf: Battlefield, kind: BodyKind) -> BodyMaps:
    rows, cols, s = bf.rows, bf.cols, kind.space
    inside = _in_bounds(rows, cols, s)
    no = np.zeros((rows, cols), dtype=bool)
    if kind.incorporeal:  # OBS-INCORPOREAL, TER-FLY: nothing on the map hinders it
        east, south = inside.copy(), inside.copy()
        east[:, :-1] &= inside[:, 1:]
        east[:, -1] = False
        south[:-1, :] &= inside[1:, :]
        south[-1, :] = False
        return BodyMaps(inside, no, no, east, south, np.zeros((rows, cols), dtype=np.int64), no)
    full = _pad(bf.rect_clear(s, s), rows, cols)
    width = min(kind.squeeze, s)
    esc_width = min(kind.escape_squeeze, width)
    fits = _strips(bf, s, esc_width, 0, 0) if esc_width < s else full
    fits_normal = _strips(bf, s, width, 0, 0) if width < s else full
    valid = (full | fits) & inside
    squeezed = valid & ~full
    escape = valid & ~full & ~fits_normal
    move_e = _strips(bf, s, esc_width, 0, 1) if esc_width < s else _full_step(bf, s, 0, 1)
    move_s = _strips(bf, s, esc_width, 1, 0) if esc_width < s else _full_step(bf, s, 1, 0)
    move_e &= valid
    move_e[:, :-1] &= valid[:, 1:]
    move_e[:, -1] = False
    move_s &= valid
    move_s[:-1, :] &= valid[1:, :]
    move_s[-1, :] = False
    if kind.flying:  # TER-FLY, OBS-INCORPOREAL: flyers ignore difficult terrain and hampering
        hinder = np.zeros((rows, cols), dtype=np.int64)
        hamper = no
    else:
        difficult = _pad(bf.any_in_box("difficult", s, s), rows, cols)
        hamper = _pad(bf.any_in_box("hamper", s, s), rows, cols)
        hinder = difficult.astype(np.int64) + hamper.astype(np.int64)
    return BodyMaps(valid, squeezed, escape, move_e, move_s, hinder, hamper)


def _full_step(bf: Battlefield, s: int, dr: int, dc: int) -> BoolArray:
    """Anchors whose whole space can slide one square south (dr) or east (dc)."""
    return _pad(bf.rect_clear(s + dr, s + dc), bf.rows, bf.cols)
