"""Universal VTT import: the real Dungeondraft cave, its walls and doors stop movement as drawn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import shapely

from battlemap.io import load_encounter, save_encounter
from battlemap.io.image_paths import resolve_image
from battlemap.io.uvtt import (
    UvttFileError,
    is_uvtt_path,
    load_uvtt,
    loads_uvtt,
    save_image_beside,
)
from battlemap.model import Creature, Door, MapSpec
from battlemap.rules.grid import Cell
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.planner import MoveSearch, start_move

CAVE = Path(__file__).parent / "data" / "dungeondraft-cave-20x20.dd2vtt"
HALL, TOP_DOOR, EAST_DOOR, SOUTH_DOOR = (8, 9), 0, 1, 2


def _search(spec: MapSpec, at: tuple[int, int], whole_map: bool = True) -> MoveSearch:
    hero = Creature(id="h", name="Hero", col=at[0], row=at[1], side="pcs", race="human")
    return start_move(Battlefield.from_map(spec), [hero], "h", whole_map=whole_map)


def _reachable(spec: MapSpec, at: tuple[int, int]) -> set[tuple[int, int]]:
    ms = _search(spec, at)
    return {
        (c, r)
        for c in range(spec.cols)
        for r in range(spec.rows)
        if ms.cost_at(Cell(c, r)) is not None
    }


def _with_door(spec: MapSpec, index: int, closed: bool) -> MapSpec:
    out = spec.model_copy(deep=True)
    d = out.doors[index]
    out.doors[index] = Door(x1=d.x1, y1=d.y1, x2=d.x2, y2=d.y2, closed=closed)
    return out


@pytest.fixture(scope="module")
def cave() -> MapSpec:
    return load_uvtt(CAVE).encounter.map


def test_real_dungeondraft_export_fits_the_grid_and_finds_its_doors() -> None:
    m = load_uvtt(CAVE)
    spec = m.encounter.map
    assert (spec.cols, spec.rows, spec.grid.px_per_square) == (20, 20, 64)
    assert (spec.grid.offset_x, spec.grid.offset_y) == (0, 0)
    assert m.image_suffix == ".png" and m.image_size == (1280, 1280)
    assert m.image is not None and m.image.startswith(b"\x89PNG")
    # three closed doors: one on a square edge, two drawn across half squares
    assert [(d.x1, d.y1, d.x2, d.y2, d.closed) for d in spec.doors] == [
        (11, 6, 12, 6, True),
        (12, 14, 12, 16, True),
        (9, 14, 11, 14, True),
    ]
    assert len(spec.walls) == 30 and len(spec.block) == 45
    assert m.encounter.name == "dungeondraft-cave-20x20"


def test_cave_walls_stop_movement_exactly_as_drawn(cave: MapSpec) -> None:
    """OBS-BLOCK: with the doors closed, the squares reachable from the hall are those
    whose centre lies inside the drawn outline and that no wall crosses."""
    raw = json.loads(CAVE.read_bytes())
    lines = [[(p["x"], p["y"]) for p in pl] for pl in raw["line_of_sight"]]
    lines += [[(b["x"], b["y"]) for b in p["bounds"]] for p in raw["portals"]]
    noded = shapely.unary_union([shapely.LineString(line) for line in lines])
    areas = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
    hall = next(a for a in areas if a.contains(shapely.Point(HALL[0] + 0.5, HALL[1] + 0.5)))
    inside = {
        (c, r)
        for c in range(20)
        for r in range(20)
        if hall.contains(shapely.Point(c + 0.5, r + 0.5))
    }
    reachable = _reachable(cave, HALL)
    assert reachable <= inside
    assert inside - reachable == inside & set(cave.block)  # only wall-crossed squares lost


def test_cave_wall_blocks_a_straight_path_out(cave: MapSpec) -> None:
    """The curved cave wall between (3, 5) and (3, 1): no legal move through it."""
    ms = _search(cave, (3, 5), whole_map=False)
    assert not ms.plan_to((3, 1)).legal
    assert ms.plan_to((3, 6)).legal  # on the same side: fine


@pytest.mark.parametrize(
    ("door", "inside", "outside"),
    [
        (TOP_DOOR, (11, 7), (11, 5)),
        (EAST_DOOR, (13, 15), (11, 15)),
        (SOUTH_DOOR, (10, 13), (10, 15)),
    ],
)
def test_each_door_opens_and_closes_its_passage(
    cave: MapSpec, door: int, inside: tuple[int, int], outside: tuple[int, int]
) -> None:
    closed = _search(_with_door(cave, door, True), inside)
    assert closed.cost_at(Cell(*outside)) is None
    opened = _search(_with_door(cave, door, False), inside, whole_map=False)
    plan = opened.plan_to(outside)
    assert plan.legal and plan.cost == 2


def test_imported_map_saves_as_an_encounter_and_reopens_with_its_image(tmp_path: Path) -> None:
    src = tmp_path / "maps" / "cave.dd2vtt"
    src.parent.mkdir()
    src.write_bytes(CAVE.read_bytes())
    imported = load_uvtt(src)
    doc = save_image_beside(imported, src)
    image = Path(doc.map.image or "")
    assert image == src.with_name("cave.map.png").resolve()
    assert image.read_bytes() == imported.image
    assert save_image_beside(imported, src).map.image == doc.map.image  # same bytes: reused

    target = tmp_path / "cave.battlemap"
    from battlemap.io.image_paths import with_image_relative_to

    save_encounter(with_image_relative_to(doc, None, target), target)
    again = load_encounter(target)
    assert again.map.image == "maps/cave.map.png"
    assert resolve_image(again, target) == image
    assert again.map.walls == doc.map.walls and again.map.doors == doc.map.doors


def test_existing_image_with_other_content_is_never_overwritten(tmp_path: Path) -> None:
    src = tmp_path / "cave.uvtt"
    src.write_bytes(CAVE.read_bytes())
    (tmp_path / "cave.map.png").write_bytes(b"the user's own picture")
    doc = save_image_beside(load_uvtt(src), src)
    assert (tmp_path / "cave.map.png").read_bytes() == b"the user's own picture"
    assert Path(doc.map.image or "").name == "cave.map-2.png"


def _minimal(**extra: object) -> dict[str, object]:
    doc: dict[str, object] = {
        "format": 0.2,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": 6, "y": 4},
            "pixels_per_grid": 70,
        },
        "line_of_sight": [],
        "portals": [],
    }
    doc.update(extra)
    return doc


def test_format_as_string_or_number_and_unknown_keys_ignored() -> None:
    for fmt in (0.3, "0.3", "1.0-beta"):
        m = loads_uvtt(json.dumps(_minimal(format=fmt, software="x", extra={"a": [1]})))
        assert m.encounter.map.cols == 6 and m.image is None


def test_fractional_origin_moves_the_grid_not_the_walls() -> None:
    raw = _minimal(
        resolution={"map_origin": {"x": 0.5, "y": 2}, "map_size": {"x": 6, "y": 4},
                    "pixels_per_grid": 100},
        line_of_sight=[[{"x": 3, "y": 2}, {"x": 3, "y": 6}]],
    )  # fmt: skip
    spec = loads_uvtt(json.dumps(raw)).encounter.map
    assert (spec.cols, spec.rows) == (5, 4)  # whole squares from x = 1 to 6
    assert (spec.grid.offset_x, spec.grid.offset_y) == (50, 0)
    assert [(w.x1, w.y1, w.x2, w.y2) for w in spec.walls] == [(2, 0, 2, 4)]


def test_open_portal_off_the_grid_is_ignored_a_closed_one_blocks() -> None:
    portal = {"position": {"x": 2, "y": 2}, "bounds": [{"x": 1.5, "y": 1.5}, {"x": 2.5, "y": 2.5}]}
    opened = loads_uvtt(json.dumps(_minimal(portals=[{**portal, "closed": False}])))
    closed = loads_uvtt(json.dumps(_minimal(portals=[{**portal, "closed": True}])))
    assert opened.encounter.map.block == [] and opened.encounter.map.doors == []
    assert closed.encounter.map.block == [(1, 1), (2, 2)]


def test_suffixes() -> None:
    assert all(is_uvtt_path(f"a{s}") for s in (".dd2vtt", ".uvtt", ".df2vtt", ".UVTT"))
    assert not is_uvtt_path("a.json")


def test_not_a_map_is_a_readable_error() -> None:
    with pytest.raises(UvttFileError, match="resolution"):
        loads_uvtt(json.dumps({"format": 0.3}), source="x.dd2vtt")
