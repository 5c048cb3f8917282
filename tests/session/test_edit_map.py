"""Grid calibration and map image commands."""

from __future__ import annotations

from battlemap.model import Encounter, GridSpec
from battlemap.session import EncounterSession
from battlemap.session.edit_map import CalibrateGrid, SetMapImage, squares_in_image


def test_calibration_sets_grid_and_size_and_undoes() -> None:
    s = EncounterSession(Encounter())
    before = s.doc.model_dump_json()
    s.push(CalibrateGrid.of(s.doc, GridSpec(px_per_square=64, offset_x=5, offset_y=7), 1285, 647))
    assert (s.doc.map.cols, s.doc.map.rows) == (20, 10)
    assert s.doc.map.grid.offset_y == 7
    s.stack.undo()
    assert s.doc.model_dump_json() == before


def test_set_image_then_undo() -> None:
    s = EncounterSession(Encounter())
    s.push(SetMapImage("maps/cave.png", GridSpec(px_per_square=100), 12, 9))
    assert s.doc.map.image == "maps/cave.png"
    assert s.stack.undo_label == "Set map image"
    s.stack.undo()
    assert s.doc.map.image is None
    assert s.doc.map.cols == 30


def test_tiny_image_still_has_one_square() -> None:
    assert squares_in_image(GridSpec(px_per_square=100), 50, 50) == (1, 1)
