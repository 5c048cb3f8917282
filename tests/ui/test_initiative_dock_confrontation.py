"""A Confrontation combat through the dock: attitudes, splits, pools and active defence."""

from __future__ import annotations

import pytest

from battlemap.model import Creature, Encounter, MapSpec
from battlemap.model import combat as m
from battlemap.rules.initiative.confrontation import ConfrontationCombat
from battlemap.session.combat_commands import combat_state
from battlemap.ui.combat import confrontation_actions
from battlemap.ui.combat.numbers_dialog import NumbersDialog
from battlemap.ui.combat.start_dialog import CombatSetup, StartCombatDialog
from battlemap.ui.main_window import MainWindow
from tests.helpers.combat_window import combat_ui


def test_confrontation_splits_order_and_active_defence_conf_split_conf_defence(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.replace_document(
        Encounter(
            map=MapSpec(cols=8, rows=4),
            creatures=[
                Creature(id=k, name=k.title(), side=s, col=i, row=0)
                for i, (k, s) in enumerate((("ana", "pcs"), ("bo", "enemies"), ("cy", "enemies")))
            ],
        )
    )
    ui = combat_ui(window)
    setup = CombatSetup(
        m.CombatSystem.CONFRONTATION, ["ana", "bo", "cy"], potential={"ana": 2, "bo": 3, "cy": 3}
    )
    monkeypatch.setattr(StartCombatDialog, "ask", staticmethod(lambda *a: setup))
    answers: list[tuple[int, list[int]]] = []
    monkeypatch.setattr(NumbersDialog, "ask", staticmethod(lambda *a, **k: answers.pop(0)))
    asked: list[str] = []
    monkeypatch.setattr(
        confrontation_actions, "ask_defence", lambda name, n, p: asked.append(name) or True
    )
    act = ui.dock.combat.actions | ui.dock.confrontation.actions
    act["start"].trigger()
    act["begin"].trigger()
    for cid, attitude in (("ana", 0), ("bo", 5), ("cy", 5)):  # Fury, Discipline, Discipline
        ui.dock.select(cid)
        answers.append((attitude, []))
        act["attitude"].trigger()
    ui.dock.select(None)
    for action_dice in (1, 2, 2):  # revealed in attitude order: Ana (Fury) first
        answers.append((0, [action_dice]))
        act["split"].trigger()
    state = combat_state(window.session.doc)
    assert (
        ui.dock.displayed_order()
        == [("bo", "cy"), ("ana",)]
        == [s.combatants for s in state.order()]
    )
    assert [r[4] for r in ui.dock.row_texts()] == ["2 / 1", "2 / 1", "1 / 1"]
    ui.dock.select("ana")  # Bo attacks Ana, who defends actively
    answers += [(0, [1, 9, 7]), (0, [1, 11])]
    act["attack"].trigger()
    assert asked == ["Ana"]
    state = combat_state(window.session.doc)
    assert isinstance(state, ConfrontationCombat)
    assert state.attacks[-1].outcome == "miss" and state.pools("ana") == (1, 0)
    assert window.statusBar().currentMessage() == "Bo attacks Ana: miss"
    assert next(r for r in ui.dock.row_texts() if r[1] == "Ana")[4] == "1 / 0"
    window.undo.undo.trigger()
    assert combat_state(window.session.doc).pools("ana") == (1, 1)  # type: ignore[attr-defined]
