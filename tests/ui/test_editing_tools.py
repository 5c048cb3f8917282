"""Painting terrain, walls and doors with the mouse; each stroke is one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt

from battlemap.model import Encounter, MapSpec
from battlemap.ui.main_window import MainWindow
from tests.helpers.map_gestures import drag, key, move, press, release
from tests.ui.conftest import small_encounter


def _corridor(window: MainWindow) -> None:
    """A 10 × 1 corridor: the hero cannot go around what is painted."""
    doc: Encounter = small_encounter()
    doc.map = MapSpec(cols=10, rows=1)
    doc.creatures = doc.creatures[:1]
    window.session.replace_document(doc)
    window.view.set_zoom(1.0)
    window.view.centerOn(250, 25)


def test_painting_difficult_terrain_changes_the_planned_cost_ter_difficult(
    window: MainWindow,
) -> None:
    _corridor(window)
    drag(window.view, [(0, 0), (3, 0)], drop=False)
    assert window.scene.path_item.label_text == "15 ft (3 sq) · move"
    key(window.view, Qt.Key.Key_Escape)
    release(window.view, (3, 0))
    window.tools.activate("paint-difficult")
    drag(window.view, [(1, 0), (3, 0)])  # the mouse jumps: the stroke has no gap
    assert sorted(window.session.doc.map.difficult) == [(1, 0), (2, 0), (3, 0)]
    assert window.session.stack.undo_label == "Paint difficult"
    window.tools.activate("move")
    drag(window.view, [(0, 0), (3, 0)], drop=False)
    assert window.scene.path_item.label_text == "30 ft (6 sq) · move"
    key(window.view, Qt.Key.Key_Escape)
    window.undo.undo.trigger()
    assert window.session.doc.map.difficult == []


def test_erase_then_undo(window: MainWindow) -> None:
    window.tools.activate("paint-block")
    drag(window.view, [(2, 2), (2, 4)])
    assert len(window.session.doc.map.block) == 3
    window.tools.activate("erase")
    drag(window.view, [(2, 3), (2, 3)])
    assert sorted(window.session.doc.map.block) == [(2, 2), (2, 4)]
    window.undo.undo.trigger()
    assert len(window.session.doc.map.block) == 3


def test_wall_and_door_tools(window: MainWindow) -> None:
    window.tools.activate("wall")
    # squares' centres: from (1,1) to (1,4) snaps to the corners (2,2)..(2,5) vertical
    drag(window.view, [(1, 1), (1, 3), (1, 4)])
    walls = window.session.doc.map.walls
    assert [(w.x1, w.y1, w.x2, w.y2) for w in walls] == [(2, 2, 2, 5)]
    window.tools.activate("door")
    drag(window.view, [(3, 1), (4, 1)])
    door = window.session.doc.map.doors[0]
    assert (door.x1, door.y1, door.x2, door.y2, door.closed) == (4, 2, 5, 2, True)
    press(window.view, (4.5, 2.0))  # a click on the door opens it
    release(window.view, (4.5, 2.0))
    assert window.session.doc.map.doors[0].closed is False
    assert window.statusBar().currentMessage() == "Door opened"
    window.tools.activate("wall")
    press(window.view, (2.0, 3.5), button=Qt.MouseButton.RightButton)
    assert window.session.doc.map.walls == []


def test_escape_cancels_a_stroke(window: MainWindow) -> None:
    window.tools.activate("paint-hamper")
    press(window.view, (1, 1))
    move(window.view, (3, 1))
    key(window.view, Qt.Key.Key_Escape)
    release(window.view, (3, 1))
    assert window.session.doc.map.hamper == []
    assert not window.session.stack.can_undo


def test_a_click_on_a_door_with_the_move_tool_opens_it(window: MainWindow) -> None:
    """OBS-BLOCK: doors block while closed; at the table the GM opens one without
    leaving the Move tool, as one undo step."""
    window.tools.activate("door")
    drag(window.view, [(3, 1), (4, 1)])  # a door on the edge y=2 over columns 4..5
    window.tools.activate("move")
    press(window.view, (4.5, 2.0))
    release(window.view, (4.5, 2.0))
    assert window.session.doc.map.doors[0].closed is False
    assert window.statusBar().currentMessage() == "Door opened"
    window.undo.undo.trigger()
    assert window.session.doc.map.doors[0].closed is True
