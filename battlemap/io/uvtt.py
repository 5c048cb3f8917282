"""Universal VTT import (`.dd2vtt`, `.uvtt`, `.df2vtt`): an encounter plus its image. No Qt.

A Universal VTT file is one JSON object (fields in ../shared/FACTS.md). Decisions:

* The document is validated by pydantic models that ignore unknown keys (tools add
  their own) and bound every size: the file (`MAX_FILE_BYTES`), the image (decoded bytes
  and pixel dimensions read from its header *before* anyone decodes it), the number of
  wall points and their total length, coordinates. `format` may be a number or a string.
* The grid: `pixels_per_grid` is the square size; column 0 starts on the first whole
  grid line at or after `map_origin` (points are absolute grid coordinates, so the
  origin is subtracted); the map holds the whole squares of `map_size`.
* Walls and doors follow `battlemap.io.uvtt_walls` (snapped to square edges where they
  follow them, otherwise blocking the squares they cross).
* The image stays in memory (`UvttMap.image`); `save_image_beside` writes it next to
  the source file when the GUI opens it, so the imported map can be saved as a normal
  encounter (image path relative to it) and reopens with its image.
* Every failure is a `UvttFileError` (an `EncounterFileError`) with one readable line;
  nothing is written while loading.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from battlemap.io.atomic import write_atomic
from battlemap.io.encounter_file import EncounterFileError
from battlemap.io.uvtt_walls import SNAP, GridWalls, Point, PortalLine, rasterise
from battlemap.model import Encounter, GridSpec, MapSpec

UVTT_SUFFIXES: Final = (".dd2vtt", ".uvtt", ".df2vtt")
MAX_FILE_BYTES: Final = 256 * 1024 * 1024
MAX_IMAGE_BYTES: Final = 160 * 1024 * 1024
MAX_IMAGE_SIDE: Final = 32_768
MAX_IMAGE_PIXELS: Final = 16_384 * 16_384
MAX_POINTS: Final = 1_000_000
MAX_WALL_LENGTH: Final = 250_000.0  # squares, all wall segments together
COORD: Final = 100_000.0


class UvttFileError(EncounterFileError):
    """A Universal VTT file could not be imported; the message says why, for the GM."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", allow_inf_nan=False, frozen=True)


class UvttPoint(_Model):
    x: float = Field(ge=-COORD, le=COORD)
    y: float = Field(ge=-COORD, le=COORD)

    @property
    def xy(self) -> Point:
        return (self.x, self.y)


class UvttResolution(_Model):
    map_origin: UvttPoint = UvttPoint(x=0, y=0)
    map_size: UvttPoint
    pixels_per_grid: float = Field(gt=4, le=2000)


class UvttPortal(_Model):
    bounds: list[UvttPoint] = Field(min_length=2, max_length=16)
    closed: bool = True
    freestanding: bool = False


Polyline = list[UvttPoint]


class UvttDocument(_Model):
    """The parts of a Universal VTT file Battlemap uses; everything else is ignored."""

    format: float | str | None = None
    resolution: UvttResolution
    line_of_sight: list[Polyline] = Field(default_factory=list, max_length=200_000)
    objects_line_of_sight: list[Polyline] = Field(default_factory=list, max_length=200_000)
    portals: list[UvttPortal] = Field(default_factory=list, max_length=100_000)
    image: str = Field(default="", max_length=(MAX_IMAGE_BYTES * 4) // 3 + 1024)


@dataclass(frozen=True)
class UvttMap:
    """An imported map: the encounter (image not yet on disk) and the image bytes."""

    encounter: Encounter
    image: bytes | None
    image_suffix: str
    walls: GridWalls
    image_size: tuple[int, int] | None

    def summary(self) -> str:
        """One line for the status bar or the command line."""
        w = self.walls
        return (
            f"{self.encounter.map.cols}×{self.encounter.map.rows} squares, "
            f"{len(w.walls)} wall runs, {len(w.doors)} doors, {len(w.block)} blocked squares"
        )


def is_uvtt_path(path: str | Path) -> bool:
    """Whether a file name has one of the Universal VTT suffixes.

    Example:
        >>> is_uvtt_path("cave.DD2VTT"), is_uvtt_path("cave.battlemap")
        (True, False)
    """
    return Path(path).suffix.lower() in UVTT_SUFFIXES


def load_uvtt(path: str | Path) -> UvttMap:
    """Import a Universal VTT file; `UvttFileError` (or `OSError`) if it cannot be read."""
    p = Path(path)
    size = p.stat().st_size
    if size > MAX_FILE_BYTES:
        raise UvttFileError(
            f"{p.name} is {size // 2**20} MB; Battlemap imports maps up to "
            f"{MAX_FILE_BYTES // 2**20} MB"
        )
    return loads_uvtt(p.read_bytes(), source=p.name, name=p.stem)


def loads_uvtt(data: str | bytes, source: str = "the file", name: str = "Imported map") -> UvttMap:
    """Import Universal VTT text; raises `UvttFileError` for anything wrong with it.

    Example:
        >>> text = ('{"format": "0.3", "resolution": {"map_size": {"x": 4, "y": 3},'
        ...         ' "pixels_per_grid": 50}, "line_of_sight": [[{"x": 2, "y": 0},'
        ...         ' {"x": 2, "y": 3}]], "portals": [], "x-tool": {}}')
        >>> m = loads_uvtt(text)
        >>> m.encounter.map.cols, m.encounter.map.walls[0].x1, m.summary()
        (4, 2, '4×3 squares, 1 wall runs, 0 doors, 0 blocked squares')
    """
    if len(data) > MAX_FILE_BYTES:
        raise UvttFileError(f"{source} is larger than {MAX_FILE_BYTES // 2**20} MB")
    doc = _validate(_parse_json(data, source), source)
    image, suffix, image_size = _decode_image(doc.image, source)
    res = doc.resolution
    x0, cols = _axis(res.map_origin.x, res.map_size.x, source)
    y0, rows = _axis(res.map_origin.y, res.map_size.y, source)
    lines = [
        [(p.x - x0, p.y - y0) for p in line]
        for line in [*doc.line_of_sight, *doc.objects_line_of_sight]
    ]
    portals = [
        PortalLine(
            (p.bounds[0].x - x0, p.bounds[0].y - y0),
            (p.bounds[-1].x - x0, p.bounds[-1].y - y0),
            p.closed,
        )
        for p in doc.portals
    ]
    _check_wall_size(lines, portals, source)
    walls = rasterise(lines, portals, cols, rows)
    encounter = _encounter(res, x0, y0, cols, rows, walls, name, source)
    return UvttMap(encounter, image, suffix, walls, image_size)


def _encounter(
    res: UvttResolution,
    x0: int,
    y0: int,
    cols: int,
    rows: int,
    walls: GridWalls,
    name: str,
    source: str,
) -> Encounter:
    ppg = res.pixels_per_grid
    try:
        grid = GridSpec(
            px_per_square=ppg,
            offset_x=(x0 - res.map_origin.x) * ppg,
            offset_y=(y0 - res.map_origin.y) * ppg,
        )
        spec = MapSpec(
            cols=cols, rows=rows, grid=grid, walls=walls.walls, doors=walls.doors, block=walls.block
        )
        return Encounter(name=(name or "Imported map")[:200], map=spec)
    except ValidationError as exc:  # defensive: the bounds above should make this impossible
        raise UvttFileError(
            f"{source} gives a map Battlemap cannot hold: {exc.errors()[0]['msg']}"
        ) from exc


def _parse_json(data: str | bytes, source: str) -> dict[str, Any]:
    try:
        raw = json.loads(data)
    except RecursionError as exc:
        raise UvttFileError(f"{source} is nested too deeply to be a map") from exc
    except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError, huge int literals
        raise UvttFileError(f"{source} is not a Universal VTT map (not JSON: {exc})") from exc
    if not isinstance(raw, dict):
        raise UvttFileError(f"{source} is not a Universal VTT map (not a JSON object)")
    return raw


def _validate(raw: dict[str, Any], source: str) -> UvttDocument:
    try:
        return UvttDocument.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0] if errors else None
        where = ".".join(str(p) for p in first["loc"]) if first else "the document"
        msg = first["msg"] if first else "invalid"
        more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
        raise UvttFileError(
            f"{source} is not a usable Universal VTT map: {where}: {msg}{more}"
        ) from exc
    except RecursionError as exc:
        raise UvttFileError(f"{source} is nested too deeply to be a map") from exc


def _axis(origin: float, size: float, source: str) -> tuple[int, int]:
    """(first whole grid line at or after the origin, whole squares from there)."""
    start = math.ceil(origin - SNAP)
    count = math.floor(origin + size + SNAP) - start
    if not 1 <= count <= 1000:
        raise UvttFileError(
            f"{source}: the map is {size:g} squares across; Battlemap needs 1 to 1000"
        )
    return start, count


def _check_wall_size(lines: list[list[Point]], portals: list[PortalLine], source: str) -> None:
    points = sum(len(line) for line in lines) + 2 * len(portals)
    if points > MAX_POINTS:
        raise UvttFileError(f"{source} has {points} wall points; the limit is {MAX_POINTS}")
    length = sum(math.dist(a, b) for line in lines for a, b in itertools.pairwise(line)) + sum(
        math.dist(p.a, p.b) for p in portals
    )
    if length > MAX_WALL_LENGTH:
        raise UvttFileError(
            f"{source} has {length:,.0f} squares of walls; the limit is {MAX_WALL_LENGTH:,.0f}"
        )


def _decode_image(text: str, source: str) -> tuple[bytes | None, str, tuple[int, int] | None]:
    """The image bytes, their suffix and pixel size (from the header), or no image."""
    if not text:
        return None, "", None
    if text.startswith("data:"):
        text = text.partition(",")[2]  # tolerated, though the format has no prefix
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        try:
            data = base64.b64decode("".join(text.split()), validate=True)
        except (binascii.Error, ValueError) as exc:
            raise UvttFileError(f"{source}: the map image is not valid base64 ({exc})") from exc
    if len(data) > MAX_IMAGE_BYTES:
        raise UvttFileError(f"{source}: the map image is larger than {MAX_IMAGE_BYTES // 2**20} MB")
    suffix, w, h = image_header(data, source)
    if w < 1 or h < 1 or max(w, h) > MAX_IMAGE_SIDE or w * h > MAX_IMAGE_PIXELS:
        raise UvttFileError(
            f"{source}: the map image claims {w}×{h} pixels; Battlemap opens images up to "
            f"{MAX_IMAGE_SIDE} pixels a side and {MAX_IMAGE_PIXELS // 1_000_000} megapixels"
        )
    return data, suffix, (w, h)


def image_header(data: bytes, source: str = "the image") -> tuple[str, int, int]:
    """(suffix, width, height) read from a PNG or WebP header, without decoding it.

    Example:
        >>> import struct
        >>> png = b"\\x89PNG\\r\\n\\x1a\\n" + struct.pack(">I4sII", 13, b"IHDR", 640, 480)
        >>> image_header(png)
        ('.png', 640, 480)
    """
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR" and len(data) >= 24:
        return ".png", int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP" and len(data) >= 30:
        chunk = data[12:16]
        if chunk == b"VP8X":
            w = int.from_bytes(data[24:27], "little") + 1
            return ".webp", w, int.from_bytes(data[27:30], "little") + 1
        if chunk == b"VP8L":
            bits = int.from_bytes(data[21:25], "little")
            return ".webp", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
        if chunk == b"VP8 ":
            w = int.from_bytes(data[26:28], "little") & 0x3FFF
            return ".webp", w, int.from_bytes(data[28:30], "little") & 0x3FFF
    raise UvttFileError(f"{source}: the map image is neither PNG nor WebP")


def save_image_beside(imported: UvttMap, source: Path) -> Encounter:
    """Write the image next to `source` and return the encounter pointing at it.

    The file is `<stem>.map.png` (or `.webp`); an existing file with other content is
    never overwritten: `<stem>.map-2.png`, `-3`… are tried instead. The path stored is
    absolute; Save makes it relative to the encounter file.
    """
    doc = imported.encounter.model_copy(deep=True)
    if imported.image is None:
        return doc
    for n in range(1, 100):
        tag = "" if n == 1 else f"-{n}"
        target = source.with_name(f"{source.stem}.map{tag}{imported.image_suffix}")
        if target.exists():
            if target.stat().st_size == len(imported.image) and (
                target.read_bytes() == imported.image
            ):
                break
            continue
        write_atomic(target, imported.image)
        break
    else:
        raise OSError(f"too many images named {source.stem}.map-N beside {source}")
    doc.map.image = str(target.resolve())
    return doc
