"""The initiative dock on the engine: the surprise example, the order after every step."""

from __future__ import annotations

import pytest

from battlemap.model import combat as m
from battlemap.rules.initiative import Phase
from battlemap.session.combat_commands import combat_state
from battlemap.ui.combat.combat_ui import CombatUi
from battlemap.ui.combat.rolls_dialog import RollsDialog
from battlemap.ui.combat.start_dialog import CombatSetup, StartCombatDialog, surprise_verdict
from battlemap.ui.main_window import MainWindow
from tests.helpers.combat_window import combat_ui, kobold_ambush


@pytest.fixture
def ui(window: MainWindow) -> CombatUi:
    window.session.replace_document(kobold_ambush())
    return combat_ui(window)


def _trigger(ui: CombatUi, name: str) -> None:
    actions = ui.dock.combat.actions | ui.dock.confrontation.actions
    assert actions[name].isEnabled(), f"{name} is disabled"
    actions[name].trigger()


def _check_order(ui: CombatUi) -> None:
    """The dock shows the engine's order, active row marked, after every step."""
    state = combat_state(ui.window.session.doc)
    assert ui.dock.displayed_order() == [s.combatants for s in state.order()]
    rows = ui.dock.row_texts()
    marked = [r[1].strip() for r in rows if r[0] == "▶"]
    assert marked == [state.name(k) for k in state.active]


def _start(ui: CombatUi, monkeypatch: pytest.MonkeyPatch, unaware: list[str]) -> None:
    setup = CombatSetup(creature_ids=["kobold", "jozan", "lidda", "tordek"], unaware=unaware)
    monkeypatch.setattr(StartCombatDialog, "ask", staticmethod(lambda *a, **k: setup))
    _trigger(ui, "start")


def test_surprise_verdict_follows_awareness_sur_round_enc_cases(ui: CombatUi) -> None:
    creatures = list(ui.window.session.doc.creatures)
    ids = [c.id for c in creatures]
    assert surprise_verdict(creatures, CombatSetup(creature_ids=ids)).startswith(
        "No surprise round: everybody is aware"
    )
    some = surprise_verdict(creatures, CombatSetup(creature_ids=ids, unaware=ids[1:]))
    assert some.startswith("Surprise round: Kobold sorcerer act")
    assert "Jozan, Lidda, Tordek surprised" in some
    assert surprise_verdict(creatures, CombatSetup(creature_ids=ids, unaware=ids)).startswith(
        "No surprise round: nobody is aware"
    )


def test_start_dialog_sets_a_side_unaware_and_says_so_sur_aware(ui: CombatUi) -> None:
    dialog = StartCombatDialog(list(ui.window.session.doc.creatures), ui.window)
    dialog.set_side("party", aware=False)
    assert dialog.setup().unaware == ["jozan", "lidda", "tordek"]
    assert dialog.verdict.text().startswith("Surprise round: Kobold sorcerer")
    dialog.set_aware("lidda", True)
    assert dialog.setup().unaware == ["jozan", "tordek"]
    dialog.reject()


def test_kobold_surprise_example_through_the_dock_sur_order_ff_start(
    ui: CombatUi, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 003: the kobold sees the party; surprise round, then everyone in order."""
    session = ui.window.session
    _start(ui, monkeypatch, unaware=["jozan", "lidda", "tordek"])
    assert ui.dock.header.text().startswith("Setup · 1 to roll · surprise round due")
    assert "surprised" in ui.dock.row_texts()[1][-1]
    # the kobold's player rolls a physical 12 (SUR-ORDER: only the aware roll now)
    monkeypatch.setattr(RollsDialog, "ask", staticmethod(lambda names, p=None: {"kobold": 12}))
    _trigger(ui, "rolls")
    state = combat_state(session.doc)
    assert state.phase is Phase.SURPRISE and state.active == ("kobold",)
    assert ui.dock.header.text() == "Surprise round · Kobold sorcerer acts"
    assert ui.dock.row_texts()[0][:4] == ["▶", "Kobold sorcerer", "14", "12+2 (typed)"]
    assert "flat-footed, surprised" in ui.dock.row_texts()[2][-1]
    _check_order(ui)
    _trigger(ui, "standard")  # the lightning bolt
    ui.dock.combat.actions["standard"].trigger()  # SUR-ROUND: no second action
    assert "no standard action left" in ui.window.statusBar().currentMessage()
    # the surprise round ends: the unaware typed in, round 1 in full order
    typed = {"jozan": 15, "lidda": 3, "tordek": 11}
    monkeypatch.setattr(RollsDialog, "ask", staticmethod(lambda names, p=None: typed))
    _trigger(ui, "rolls")
    state = combat_state(session.doc)
    assert state.round == 1 and ui.dock.header.text() == "Round 1 · Jozan acts"
    assert ui.dock.displayed_order() == [("jozan",), ("kobold",), ("tordek",), ("lidda",)]
    _check_order(ui)
    texts = {r[1]: r[-1] for r in ui.dock.row_texts()}
    assert texts["Lidda"] == "flat-footed" and texts["Jozan"] == ""
    for expected in ("kobold", "tordek", "lidda"):
        _trigger(ui, "next")
        assert combat_state(session.doc).active == (expected,)
        _check_order(ui)
    assert all(r[-1] == "" for r in ui.dock.row_texts())  # FF-START: all have acted
    # the window's Undo covers the dock's steps
    ui.window.undo.undo.trigger()
    assert combat_state(session.doc).active == ("tordek",)
    _check_order(ui)


def test_space_begins_and_passes_turns_with_seeded_rolls(
    ui: CombatUi, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start(ui, monkeypatch, unaware=[])
    assert (
        not ui.dock.combat.actions["rolls"].isEnabled()
        or combat_state(ui.window.session.doc).rolls_needed()
    )
    _trigger(ui, "next")  # in setup, "next" begins: everyone rolls from the seed
    state = combat_state(ui.window.session.doc)
    assert state.phase is Phase.ROUNDS and state.round == 1
    _check_order(ui)
    for _ in range(5):
        _trigger(ui, "next")
        _check_order(ui)
    assert combat_state(ui.window.session.doc).round == 2


def test_a_refusal_goes_to_the_status_bar_and_changes_nothing(
    ui: CombatUi, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start(ui, monkeypatch, unaware=[])
    _trigger(ui, "next")
    _trigger(ui, "standard")
    before = len(ui.window.session.doc.combat.entries)  # type: ignore[union-attr]
    _trigger(ui, "delay")  # DLY-ACTION: it already acted
    assert "already acted this turn" in ui.window.statusBar().currentMessage()
    assert len(ui.window.session.doc.combat.entries) == before  # type: ignore[union-attr]


def test_end_combat_and_start_undo_in_one_step(
    ui: CombatUi, monkeypatch: pytest.MonkeyPatch
) -> None:
    _start(ui, monkeypatch, unaware=["jozan"])
    assert ui.window.undo.undo.text() == "&Undo Start combat"
    ui.window.undo.undo.trigger()
    assert ui.window.session.doc.combat is None
    assert ui.dock.row_texts() == [] and ui.dock.header.text().startswith("No combat")
    ui.window.undo.redo.trigger()
    state = combat_state(ui.window.session.doc)
    assert state.is_surprised("jozan") and state.system is m.CombatSystem.DND35
    _trigger(ui, "next")
    _trigger(ui, "end")
    assert ui.dock.header.text() == "Combat over"
    assert not ui.dock.combat.actions["next"].isEnabled()
