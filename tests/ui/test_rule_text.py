"""The rules' sentences reach the GM in the interface language (battlemap.rules.text)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from battlemap.model import Creature, MapSpec
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.planner import start_move
from battlemap.ui.language import install_translators
from battlemap.ui.rule_text import describe_plan, why


@pytest.fixture
def french(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, "fr") == "fr"
    yield
    install_translators(qapp, "en")


def _world() -> tuple[Battlefield, list[Creature]]:
    spec = MapSpec(cols=8, rows=3, hamper=[(2, 0)])
    hero = Creature(id="h", name="Lidda", side="pcs", col=0, row=0, race="halfling")
    orc = Creature(id="o", name="orc", side="monsters", col=2, row=2)
    return Battlefield.from_map(spec), [hero, orc]


def test_plans_read_in_french(french: None) -> None:
    """MOV-STEP, AOO-MOVE, PASS-STOP, OBS-HAMPER as a French GM reads them."""
    bf, creatures = _world()
    search = start_move(bf, creatures, "h")
    assert describe_plan(search.plan_to((1, 1)), metric=True) == (
        "B2 : 1,5 m (1 c.), pas de placement"
    )
    assert why(search.plan_to((2, 2))) == "C3 est occupée par orc"
    low_wall = why(search.plan_to((2, 0)))
    assert "muret en C1" in low_wall
    walk = start_move(bf, creatures, "h", so_far=MoveSoFar(spent=1)).plan_to((3, 1))
    assert "en quittant" in describe_plan(walk, metric=True)  # AO en quittant B2…


def test_english_stays_the_rules_own_text(qapp) -> None:  # type: ignore[no-untyped-def]
    bf, creatures = _world()
    plan = start_move(bf, creatures, "h").plan_to((2, 2))
    assert why(plan) == "C3 is occupied by the orc" == plan.reasons[0]


def test_combat_refusals_and_undo_labels_read_in_french(window, french: None) -> None:  # type: ignore[no-untyped-def]
    """The engine's refusal in the status bar and a built undo label on the Undo action."""
    from battlemap.model import combat as m
    from battlemap.session.combat_commands import BeginCombatStep, CombatStep, StartCombat
    from tests.helpers.combat_window import combat_ui

    session = window.session
    session.push(StartCombat(m.CombatSystem.DND35, ["hero"], seed=3))
    ogre = m.CombatantInfo.of(session.doc.creature("ogre"))
    session.push(CombatStep(m.AddCombatant(combatant=ogre)))
    assert session.stack.undo_label == "Add to combat: Ogre"  # the core stays English
    assert window.undo.undo.text() == "&Annuler : Ajouter au combat : Ogre"
    session.push(BeginCombatStep(typed={"hero": 20, "ogre": 1}))
    standard = combat_ui(window).dock.combat.actions["standard"]
    standard.trigger()
    standard.trigger()  # the hero's standard action is already used
    assert window.statusBar().currentMessage() == "Hero n’a plus d’action simple ce tour"
