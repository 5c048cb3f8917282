"""The map and the combat engine in step: turn state for the planner, moves recorded in
the turn (MOV-ACTIONS, MOV-DIAG decision, MOV-STEP, FF-NO-AOO)."""

from __future__ import annotations

import dataclasses

import pytest

from battlemap.model import Creature, Encounter, MapSpec
from battlemap.model import combat as m
from battlemap.rules.initiative import IllegalAction
from battlemap.session import EncounterSession
from battlemap.session.combat_commands import BeginCombatStep, StartCombat, combat_state
from battlemap.session.combat_turns import CombatTurns, MoveInTurn, move_command
from battlemap.session.edit_commands import MoveCreature
from battlemap.session.move_planner import MovePlanner


@pytest.fixture
def fight() -> tuple[EncounterSession, MovePlanner]:
    doc = Encounter(
        map=MapSpec(cols=30, rows=10),
        creatures=[
            Creature(id="hero", name="Hero", side="pcs", col=0, row=0, race="human", dex_mod=3),
            Creature(id="orc", name="orc", side="monsters", col=20, row=5, dex_mod=0),
        ],
    )
    session = EncounterSession(doc)
    session.push(StartCombat(m.CombatSystem.DND35, ["hero", "orc"], seed=3))
    session.push(BeginCombatStep(typed={"hero": 20, "orc": 1}))
    planner = MovePlanner(session, CombatTurns(doc))
    return session, planner


def _drag(session: EncounterSession, planner: MovePlanner, to: tuple[int, int]) -> None:
    plan = planner.start("hero").plan_to(to)
    assert plan.legal, plan.reasons
    session.push(move_command(session.doc, plan, "Move Hero"))


def test_a_move_in_its_turn_uses_a_move_action_and_one_undo_reverts_both(fight) -> None:  # type: ignore[no-untyped-def]
    """MOV-ACTIONS: a move during its turn spends its move action; one gesture, one undo."""
    session, planner = fight
    assert combat_state(session.doc).active == ("hero",)
    _drag(session, planner, (3, 3))
    state = combat_state(session.doc)
    usage = state.usage("hero")
    assert usage is not None and usage.moves == 1
    assert state.move_so_far("hero").spent == 4  # 3 diagonals: 1 + 2 + 1
    session.stack.undo()
    hero = session.doc.creature("hero")
    assert (hero.col, hero.row) == (0, 0)
    assert combat_state(session.doc).move_so_far("hero").spent == 0


def test_the_diagonal_count_carries_into_the_second_drag_of_the_turn(fight) -> None:  # type: ignore[no-untyped-def]
    """MOV-DIAG decision: a second drag continues the 1-2-1 count of the first."""
    session, planner = fight
    _drag(session, planner, (3, 3))  # three diagonals: 1 + 2 + 1, the next is a 2
    assert planner.start("hero").plan_to((4, 4)).cost == 2
    _drag(session, planner, (4, 4))
    assert combat_state(session.doc).move_so_far("hero").spent == 6


def test_one_square_at_the_start_of_the_turn_is_a_five_foot_step(fight) -> None:  # type: ignore[no-untyped-def]
    """MOV-STEP: one unhindered square before any other movement is the 5-ft step; after
    it the creature may not move further this turn (undo to make it a move instead)."""
    session, planner = fight
    _drag(session, planner, (1, 1))
    assert combat_state(session.doc).move_so_far("hero").stepped
    assert not planner.start("hero").plan_to((2, 2)).legal


def test_past_speed_the_second_drag_takes_the_second_move_action(fight) -> None:  # type: ignore[no-untyped-def]
    """MOV-ACTIONS: move then move again is a double move; then no 5-ft step or run."""
    session, planner = fight
    _drag(session, planner, (4, 0))
    _drag(session, planner, (10, 0))
    usage = combat_state(session.doc).usage("hero")
    assert usage is not None and usage.moves == 2
    assert planner.start("hero").plan_to((12, 0)).legal  # 12 = 2 × speed
    assert not planner.start("hero").plan_to((13, 0)).legal  # and no run after moving


def test_the_engine_refuses_what_the_turn_cannot_pay_and_nothing_moves(fight) -> None:  # type: ignore[no-untyped-def]
    """MOV-STEP: no other movement after a 5-ft step; the refused command changes nothing."""
    session, planner = fight
    _drag(session, planner, (1, 0))  # a 5-ft step
    plan = planner.start("hero").plan_to((2, 0))
    assert not plan.legal  # the planner already knows
    forced = dataclasses.replace(plan, legal=True, cost=1)
    cmd = MoveInTurn("hero", forced, m.MoveMode.MOVE, "x")
    with pytest.raises(IllegalAction):
        session.push(cmd)
    assert (session.doc.creature("hero").col, session.doc.creature("hero").row) == (1, 0)


def test_someone_not_acting_moves_freely_and_starts_afresh(fight) -> None:  # type: ignore[no-untyped-def]
    session, planner = fight
    plan = planner.start("orc").plan_to((19, 5))
    assert isinstance(move_command(session.doc, plan, "Move orc"), MoveCreature)


def test_flat_footed_combatants_make_no_attacks_of_opportunity(fight) -> None:  # type: ignore[no-untyped-def]
    """FF-START, FF-NO-AOO: the orc has not acted yet, so the hero's move provokes nothing."""
    session, planner = fight
    turns = CombatTurns(session.doc)
    assert "orc" in turns.flat_footed()
    assert "flat-footed" in turns.badges("orc")
    assert "hero" not in turns.flat_footed()
    session.push(MoveCreature("hero", (19, 5)))  # placed next to the orc by the GM
    assert planner.start("hero").plan_to((15, 5)).provokes == ()
