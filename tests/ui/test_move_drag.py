"""Drag-to-move through the planner: path, cost, bands, illegal drops, Esc, undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from battlemap.ui.geometry import SQUARE
from battlemap.ui.main_window import MainWindow
from tests.helpers.map_gestures import drag, key, move, press, release


def _at(w: MainWindow, cid: str) -> tuple[int, int]:
    c = w.session.doc.creature(cid)
    return c.col, c.row


def _token_square(w: MainWindow, cid: str) -> tuple[int, int]:
    pos = w.scene.token(cid).pos()
    return round(pos.x() / SQUARE), round(pos.y() / SQUARE)


def test_drag_ends_on_the_square_with_the_cost_shown_mov_actions(window: MainWindow) -> None:
    drag(window.view, [(0, 0), (1, 1), (2, 1), (3, 2)], drop=False)
    # 1-2-1: two diagonals (1 + 2) and one straight = 4 squares = 20 ft
    assert window.scene.path_item.label_text == "20 ft (4 sq) · move"
    assert window.statusBar().currentMessage() == "D3: 20 ft (4 sq), move"
    assert window.scene.shading.bands is not None
    release(window.view, (3, 2))
    assert _at(window, "hero") == (3, 2)
    assert _token_square(window, "hero") == (3, 2)
    assert window.statusBar().currentMessage() == "D3: 20 ft (4 sq), move"
    assert window.scene.shading.bands is None
    assert window.scene.path_item.label_text == ""


def test_costs_show_in_metres_when_chosen(window: MainWindow) -> None:
    window.metric_action.setChecked(True)
    drag(window.view, [(0, 0), (2, 0)], drop=False)
    assert window.scene.path_item.label_text == "3 m (2 sq) · move"
    release(window.view, (2, 0))


def test_illegal_drop_returns_the_token_and_says_why_mov_illegal_end(window: MainWindow) -> None:
    plan = window.planner.start("hero").plan_to((5, 0))
    assert not plan.legal
    drag(window.view, [(0, 0), (3, 0), (5, 0)])
    assert _at(window, "hero") == (0, 0)
    assert _token_square(window, "hero") == (0, 0)
    message = window.statusBar().currentMessage()
    assert message.startswith("Hero stays put: ")
    assert plan.reasons[0] in message
    assert not window.session.stack.can_undo


def test_undo_restores_and_redo_moves_again(window: MainWindow) -> None:
    drag(window.view, [(0, 0), (2, 0)])
    assert window.isWindowModified()
    assert window.undo.undo.text() == "&Undo Move Hero"
    window.undo.undo.trigger()
    assert _at(window, "hero") == (0, 0)
    assert _token_square(window, "hero") == (0, 0)
    assert not window.isWindowModified()
    window.undo.redo.trigger()
    assert _at(window, "hero") == (2, 0)


def test_one_drag_is_one_undo_step(window: MainWindow) -> None:
    drag(window.view, [(0, 0), (1, 0), (2, 0), (3, 0), (2, 1)])
    window.undo.undo.trigger()
    assert _at(window, "hero") == (0, 0)
    assert not window.session.stack.can_undo


def test_escape_cancels_a_drag(window: MainWindow) -> None:
    press(window.view, (0, 0))
    move(window.view, (2, 2))
    assert _token_square(window, "hero") == (2, 2)
    key(window.view, Qt.Key.Key_Escape)
    assert _token_square(window, "hero") == (0, 0)
    release(window.view, (2, 2))
    assert _at(window, "hero") == (0, 0)
    assert not window.session.stack.can_undo
    assert window.statusBar().currentMessage() == "Move cancelled"


def test_shift_drag_places_freely(window: MainWindow) -> None:
    shift = Qt.KeyboardModifier.ShiftModifier
    drag(window.view, [(0, 0), (9, 5)], mods=shift)
    assert _at(window, "hero") == (9, 5)
    assert window.session.stack.undo_label == "Place Hero"


def test_large_token_is_grabbed_where_pressed(window: MainWindow) -> None:
    # pressing the ogre's lower-right square keeps that square under the cursor
    drag(window.view, [(6, 1), (7, 2)])
    assert _at(window, "ogre") == (6, 1)


def test_arrow_keys_move_the_selected_token_through_the_planner(window: MainWindow) -> None:
    press(window.view, (0, 0))
    release(window.view, (0, 0))
    assert window.scene.selected_id == "hero"
    key(window.view, Qt.Key.Key_Right)
    key(window.view, Qt.Key.Key_Down)
    assert _at(window, "hero") == (1, 1)
    key(window.view, Qt.Key.Key_Up)
    key(window.view, Qt.Key.Key_Up)  # off the map: refused, with the reason
    assert _at(window, "hero") == (1, 0)
    assert "off the map" in window.statusBar().currentMessage()
    key(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.stack.undo_label == "Place Hero"


def test_selected_creature_shows_its_threat(window: MainWindow) -> None:
    press(window.view, (5, 0))
    release(window.view, (5, 0))
    assert window.scene.selected_id == "ogre"
    assert window.scene.shading.threat is not None
    press(window.view, (9, 5))  # empty square: deselect (and pan)
    release(window.view, (9, 5))
    assert window.scene.shading.threat is None
