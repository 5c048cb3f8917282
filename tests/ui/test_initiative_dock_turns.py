"""Ready, trigger, delay and act now through the dock; the map and the dock in step."""

from __future__ import annotations

import pytest

from battlemap.model import Creature, Encounter, MapSpec
from battlemap.model import combat as m
from battlemap.session.combat_commands import combat_state
from battlemap.ui.combat.combat_ui import CombatUi
from battlemap.ui.combat.ready_dialog import ReadyDialog
from battlemap.ui.combat.rolls_dialog import RollsDialog
from battlemap.ui.combat.start_dialog import CombatSetup, StartCombatDialog
from battlemap.ui.geometry import SQUARE
from battlemap.ui.main_window import MainWindow
from tests.helpers.combat_window import combat_ui, kobold_ambush
from tests.helpers.map_gestures import drag, press, release


def _door() -> Encounter:
    """Seed 004: the archer readies at the door; the orc comes through next round."""
    return Encounter(
        name="Door",
        map=MapSpec(cols=12, rows=6),
        creatures=[
            Creature(id="orc", name="Orc", col=8, row=1, race="human"),
            Creature(
                id="archer", name="Archer", side="party", col=1, row=1, dex_mod=3, race="human"
            ),
            Creature(
                id="tordek", name="Tordek", side="party", col=1, row=3, dex_mod=1, race="dwarf"
            ),
        ],
    )


def _begin(ui: CombatUi, monkeypatch: pytest.MonkeyPatch, typed: dict[str, int]) -> None:
    ids = [c.id for c in ui.window.session.doc.creatures]
    monkeypatch.setattr(
        StartCombatDialog, "ask", staticmethod(lambda *a: CombatSetup(creature_ids=ids))
    )
    monkeypatch.setattr(RollsDialog, "ask", staticmethod(lambda names, p=None: typed))
    ui.dock.combat.actions["start"].trigger()
    ui.dock.combat.actions["rolls"].trigger()


def _order_matches_engine(ui: CombatUi) -> list[tuple[str, ...]]:
    state = combat_state(ui.window.session.doc)
    shown = ui.dock.displayed_order()
    assert shown == [s.combatants for s in state.order()]
    assert [r[1].replace("↳", "").strip() for r in ui.dock.row_texts() if r[0] == "▶"] == [
        state.name(k) for k in state.active
    ]
    return shown


@pytest.fixture
def ui(window: MainWindow) -> CombatUi:
    return combat_ui(window)


def test_readied_archer_shoots_in_the_middle_of_the_orcs_turn_rdy_trigger_rdy_rank(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.replace_document(_door())
    window.view.centerOn(300, 150)
    _begin(ui, monkeypatch, {"orc": 15, "archer": 9, "tordek": 7})
    assert _order_matches_engine(ui) == [("orc",), ("archer",), ("tordek",)]
    ui.dock.combat.actions["next"].trigger()  # the archer's turn
    ready = m.Ready(
        combatant="archer", trigger="shoot the first creature through the door", preset=None
    )
    monkeypatch.setattr(ReadyDialog, "ask", staticmethod(lambda *a: ready))
    ui.dock.combat.actions["ready"].trigger()
    archer_row = next(r for r in ui.dock.row_texts() if r[1] == "Archer")
    assert archer_row[-1] == "readied: shoot the first creature through the door"
    ui.dock.combat.actions["next"].trigger()
    ui.dock.combat.actions["next"].trigger()  # round 2: the orc
    assert ui.dock.header.text() == "Round 2 · Orc acts"
    drag(window.view, [(8, 1), (7, 1), (6, 1), (5, 1)])  # the orc walks to the door
    assert combat_state(window.session.doc).move_so_far("orc").spent == 3
    assert "Orc: moved 15 ft (3 sq)" in ui.dock.info.text()
    ui.dock.combat.actions["trigger"].trigger()  # the arrow, before the orc goes on
    state = combat_state(window.session.doc)
    assert state.active == ("archer",)
    assert _order_matches_engine(ui) == [("archer",), ("orc",), ("tordek",)]
    assert [r[2] for r in ui.dock.row_texts()] == ["15", "15", "8"]  # RDY-RANK
    assert window.scene.selected_id == "archer" and ui.dock.selected_id() == "archer"
    ui.dock.combat.actions["standard"].trigger()
    ui.dock.combat.actions["next"].trigger()  # the orc's turn resumes where it was
    assert combat_state(window.session.doc).active == ("orc",)
    assert "Orc: moved 15 ft (3 sq)" in ui.dock.info.text()
    _order_matches_engine(ui)


def test_delay_then_act_now_changes_the_order_dly_action(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.replace_document(kobold_ambush())
    _begin(ui, monkeypatch, {"jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3})
    assert _order_matches_engine(ui) == [("jozan",), ("kobold",), ("tordek",), ("lidda",)]
    ui.dock.combat.actions["delay"].trigger()  # Jozan waits; the kobold acts
    assert combat_state(window.session.doc).active == ("kobold",)
    assert "delaying" in next(r for r in ui.dock.row_texts() if r[1] == "Jozan")[-1]
    _order_matches_engine(ui)
    ui.dock.combat.actions["next"].trigger()  # Tordek's turn begins
    ui.dock.select("jozan")
    ui.dock.combat.actions["act_now"].trigger()  # Jozan steps in before Tordek
    assert _order_matches_engine(ui) == [("kobold",), ("jozan",), ("tordek",), ("lidda",)]
    assert combat_state(window.session.doc).active == ("jozan",)
    ui.dock.combat.actions["next"].trigger()
    assert combat_state(window.session.doc).active == ("tordek",)
    _order_matches_engine(ui)
    window.undo.undo.trigger()
    window.undo.undo.trigger()  # act now undone: Tordek's turn, Jozan still delaying
    assert combat_state(window.session.doc).is_delaying("jozan")
    _order_matches_engine(ui)


def test_selection_goes_both_ways_and_the_actor_is_ringed_and_in_view(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.replace_document(kobold_ambush())
    window.view.centerOn(50, 50)
    _begin(ui, monkeypatch, {"jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3})
    ui.dock.combat.actions["next"].trigger()  # the kobold, far right
    ring = ui.sync.ring
    assert ring.isVisible() and (ring.pos().x(), ring.pos().y()) == (12 * SQUARE, 2 * SQUARE)
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert seen.contains(12.5 * SQUARE, 2.5 * SQUARE)
    assert ui.dock.selected_id() == "kobold"
    press(window.view, (2, 2))  # click Tordek on the map
    release(window.view, (2, 2))
    assert ui.dock.selected_id() == "tordek"
    ui.dock.select(None)
    item = ui.dock.tree.topLevelItem(3)
    assert item.text(1) == "Lidda"
    item.setSelected(True)
    assert window.scene.selected_id == "lidda"


def test_a_move_the_turn_cannot_pay_for_is_refused_mov_actions(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.replace_document(kobold_ambush())
    window.view.centerOn(100, 100)
    _begin(ui, monkeypatch, {"jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3})
    ui.dock.combat.actions["full_round"].trigger()  # Jozan spends his whole turn
    drag(window.view, [(1, 1), (2, 1), (3, 1)])
    assert window.session.doc.creature("jozan").col == 1
    message = window.statusBar().currentMessage()
    assert message.startswith("Jozan stays put") and "no move action left" in message, message


def test_delay_until_a_named_creature_acts_just_before_it_dly_action(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DLY-ACTION: the delayer may name the count it will act at when it delays."""
    window.session.replace_document(kobold_ambush())
    _begin(ui, monkeypatch, {"jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3})
    monkeypatch.setattr(
        "battlemap.ui.combat.actions.QInputDialog.getItem",
        staticmethod(lambda *a, **k: ("Lidda", True)),
    )
    ui.dock.combat.actions["delay_until"].trigger()  # Jozan: "just before Lidda"
    state = combat_state(window.session.doc)
    assert state.active == ("kobold",)
    assert state.is_delaying("jozan")
    ui.dock.combat.actions["next"].trigger()  # Tordek
    ui.dock.combat.actions["next"].trigger()  # Jozan's named count comes before Lidda's
    assert combat_state(window.session.doc).active == ("jozan",)
    assert _order_matches_engine(ui)[-2:] == [("jozan",), ("lidda",)]


def test_pre_contact_rounds_are_counted_before_initiative_enc_prep(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENC-PREP: the aware side acts freely for counted rounds before contact."""
    window.session.replace_document(kobold_ambush())
    ids = [c.id for c in window.session.doc.creatures]
    monkeypatch.setattr(
        StartCombatDialog,
        "ask",
        staticmethod(lambda *a: CombatSetup(creature_ids=ids, unaware=["lidda", "tordek"])),
    )
    ui.dock.combat.actions["start"].trigger()
    assert ui.dock.combat.actions["pre_contact"].isEnabled()
    ui.dock.combat.actions["pre_contact"].trigger()
    ui.dock.combat.actions["pre_contact"].trigger()
    assert "pre-contact rounds: 2" in ui.dock.header.text()
    window.undo.undo.trigger()
    assert "pre-contact rounds: 1" in ui.dock.header.text()


def test_a_mount_joins_on_its_riders_initiative_or_its_own_enc_mount(
    ui: CombatUi, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENC-MOUNT: an animal mount acts on its rider's step; an intelligent one rolls its
    own initiative (ENC-NEW: inserted in the order)."""
    from battlemap.ui.combat.join_dialog import JoinChoice, JoinDialog

    doc = kobold_ambush()
    doc.creatures += [
        Creature(id="pony", name="Pony", side="party", col=3, row=1, size=5),
        Creature(id="griffon", name="Griffon", side="party", col=3, row=4, size=5, dex_mod=3),
    ]
    window.session.replace_document(doc)
    fighters = ["kobold", "jozan", "lidda", "tordek"]
    monkeypatch.setattr(
        StartCombatDialog, "ask", staticmethod(lambda *a: CombatSetup(creature_ids=fighters))
    )
    monkeypatch.setattr(
        RollsDialog,
        "ask",
        staticmethod(lambda names, p=None: {"jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3}),
    )
    ui.dock.combat.actions["start"].trigger()
    ui.dock.combat.actions["rolls"].trigger()
    choices = iter(
        [
            JoinChoice("pony", mount_of="jozan", own_initiative=False),
            JoinChoice("griffon", typed_d20=10, mount_of="lidda", own_initiative=True),
        ]
    )
    monkeypatch.setattr(JoinDialog, "ask", staticmethod(lambda *a, **k: next(choices)))
    ui.dock.combat.actions["join"].trigger()
    ui.dock.combat.actions["join"].trigger()
    order = _order_matches_engine(ui)
    assert ("jozan", "pony") in order  # on the rider's step
    # its own count, 10 + 3 = 13: after the kobold's 12 + 2 = 14, before Tordek's 11 + 1
    assert order.index(("griffon",)) == order.index(("kobold",)) + 1
    assert order.index(("griffon",)) == order.index(("tordek",)) - 1
