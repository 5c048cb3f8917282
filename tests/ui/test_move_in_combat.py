"""Dragging during a combat: the planner continues the turn, the move is recorded
(MOV-ACTIONS, MOV-DIAG decision, FF-NO-AOO)."""

from __future__ import annotations

from battlemap.model import combat as m
from battlemap.session.combat_commands import BeginCombatStep, StartCombat, combat_state
from battlemap.ui.main_window import MainWindow
from tests.helpers.map_gestures import drag, release


def _begin(window: MainWindow) -> None:
    window.session.push(StartCombat(m.CombatSystem.DND35, ["hero", "ogre"], seed=3))
    window.session.push(BeginCombatStep(typed={"hero": 20, "ogre": 1}))


def test_a_drag_in_the_heros_turn_is_recorded_and_the_next_continues_it(
    window: MainWindow,
) -> None:
    _begin(window)
    assert "flat-footed" in window.scene.token("ogre").look.badges  # FF until it acts
    drag(window.view, [(0, 0), (1, 1), (2, 2), (3, 3)])  # 1 + 2 + 1 = 4 squares
    assert combat_state(window.session.doc).move_so_far("hero").spent == 4
    # the next diagonal is a "2": a second drag of the same turn pays for it
    drag(window.view, [(3, 3), (4, 4)], drop=False)
    assert window.scene.path_item.label_text.startswith("10 ft (2 sq)")
    release(window.view, (4, 4))
    assert combat_state(window.session.doc).move_so_far("hero").spent == 6
    window.undo.undo.trigger()
    assert combat_state(window.session.doc).move_so_far("hero").spent == 4
    window.undo.undo.trigger()
    assert combat_state(window.session.doc).move_so_far("hero").spent == 0
    hero = window.session.doc.creature("hero")
    assert (hero.col, hero.row) == (0, 0)
