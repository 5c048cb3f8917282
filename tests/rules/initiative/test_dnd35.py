"""D&D 3.5 initiative rules, one test per rule id of RULES.md §6–8 not pinned by a golden log."""

from __future__ import annotations

import pytest

from battlemap.model.combat import (
    ActionKind,
    ActNow,
    BeginCombat,
    CombatOptions,
    Delay,
    EndCombat,
    MoveMode,
    NextTurn,
    PreContactRound,
    Ready,
    ReadyPreset,
    RecordMove,
    RemoveCombatant,
    Reroll,
    RollInitiative,
    SetAwareness,
    TriggerReadied,
    UseAction,
)
from battlemap.rules.initiative import (
    IllegalAction,
    NotInThisSystem,
    Phase,
    RerollEachRound,
    UnknownCombatant,
    new_combat,
)
from battlemap.rules.movement import MoveSoFar
from tests.rules.initiative.helpers import add, roll, run


def order(state: object) -> list[tuple[str, ...]]:
    return [s.combatants for s in state.order()]  # type: ignore[attr-defined]


def test_ini_roll_total_is_d20_plus_total_modifier() -> None:
    """INI-ROLL: 1d20 + Dex + other modifiers."""
    c = run(add("lidda", 9, mod=8), add("orc", 16, mod=0), BeginCombat())
    assert [s.initiative for s in c.order()] == [17, 16]


def test_ini_tie_higher_modifier_then_recorded_coin_toss() -> None:
    """INI-TIE: equal results → higher modifier first; still tied → the recorded toss."""
    c = run(add("a", 10, mod=1), add("b", 9, mod=2), BeginCombat())
    assert order(c) == [("b",), ("a",)]
    steps = [add("x"), add("y"), RollInitiative(rolls=(roll("x", 5, 0, 1), roll("y", 5, 0, 99)))]
    assert order(run(*steps, BeginCombat())) == [("y",), ("x",)]


def test_ini_order_result_holds_for_the_whole_combat() -> None:
    """INI-ORDER: highest first, the same order every round."""
    c = run(add("a", 3), add("b", 18), add("c", 11), BeginCombat())
    for _ in range(7):
        c = c.apply(NextTurn())
    assert order(c) == [("b",), ("c",), ("a",)]
    assert c.round == 3


def test_ini_inaction_helpless_keeps_its_place() -> None:
    """INI-INACTION: its turn comes and passes; nothing is skipped or removed."""
    c = run(add("a", 15), add("stunned", 10), add("c", 5), BeginCombat(), NextTurn())
    assert c.active == ("stunned",)
    assert c.apply(NextTurn()).active == ("c",)


def test_ff_start_until_first_turn_and_ff_uncanny_and_ff_no_aoo() -> None:
    """FF-START, FF-UNCANNY, FF-NO-AOO: flat-footed until acting; uncanny dodge keeps Dex."""
    c = run(add("orc", 20), add("lidda", 5, uncanny_dodge=True), BeginCombat())
    assert c.is_flat_footed("lidda")
    assert not c.loses_dex_to_ac("lidda")
    assert not c.may_make_aoo("lidda")
    assert c.may_make_aoo("orc")
    c = c.apply(NextTurn())
    assert not c.is_flat_footed("lidda")
    assert c.may_make_aoo("lidda")
    assert not run(EndCombat(), engine=c).is_flat_footed("orc")


def test_sur_aware_per_side_and_per_combatant_and_enc_cases() -> None:
    """SUR-AWARE / ENC-CASES: all aware, none aware → no surprise round; some → one."""
    base = run(add("a", 10, side="party"), add("b", 12), add("c", 8))
    assert not base.has_surprise_round
    assert not run(
        SetAwareness(side="enemies", aware=False),
        SetAwareness(combatants=("a",), aware=False),
        engine=base,
    ).has_surprise_round
    some = run(SetAwareness(combatants=("c",), aware=False), engine=base)
    assert some.has_surprise_round
    assert some.is_surprised("c")
    with pytest.raises(IllegalAction, match="Nobody in the fight is on the side"):
        base.apply(SetAwareness(side="dragons", aware=False))


def test_sur_round_one_action_and_sur_unaware_cannot_act() -> None:
    """SUR-ROUND, SUR-UNAWARE: aware act in order with one standard or move action."""
    c = run(add("a", 5), add("b", 18, aware=False), add("c", 9), BeginCombat())
    assert c.phase is Phase.SURPRISE
    assert order(c) == [("b",), ("c",), ("a",)]
    assert c.active == ("c",)
    c = c.apply(RecordMove(combatant="c", squares=6, parity_after=0, mode=MoveMode.MOVE))
    with pytest.raises(IllegalAction):
        c.apply(UseAction(combatant="c", action=ActionKind.STANDARD))
    with pytest.raises(IllegalAction, match="not B's turn"):
        c.apply(UseAction(combatant="b", action=ActionKind.FREE))
    assert c.apply(NextTurn()).active == ("a",)
    assert c.apply(NextTurn()).apply(NextTurn()).active == ("b",)


def test_sur_order_unaware_roll_when_the_surprise_round_ends() -> None:
    """SUR-ORDER: the aware roll first; the unaware roll at the end, then round 1 runs."""
    c = run(add("kobold", 12), add("jozan", aware=False), BeginCombat())
    assert c.rolls_needed() == ("jozan",)
    c = c.apply(NextTurn(rolls=(roll("jozan", 19),)))
    assert (c.round, c.active, order(c)) == (1, ("jozan",), [("jozan",), ("kobold",)])


def test_enc_prep_pre_contact_rounds_then_initiative() -> None:
    """ENC-PREP: rounds before contact are counted; noticed → both aware, no surprise."""
    c = run(add("jozan", 10, side="party"), add("orc", 12, aware=False))
    c = run(PreContactRound(), PreContactRound(), engine=c)
    assert c.pre_contact_rounds == 2
    assert c.has_surprise_round
    noticed = c.apply(SetAwareness(combatants=("orc",), aware=True))
    assert not noticed.has_surprise_round
    with pytest.raises(IllegalAction, match="ENC-PREP"):
        run(BeginCombat(), PreContactRound(), engine=noticed)


def test_enc_new_joins_flat_footed_acting_only_if_count_ahead() -> None:
    """ENC-NEW: rolls, is inserted, flat-footed until its first turn."""
    c = run(add("a", 20), add("b", 10), add("c", 5), BeginCombat(), NextTurn())
    late = c.apply(add("troll", 3))
    early = c.apply(add("ogre", 15))
    assert order(late)[-1] == ("troll",)
    assert late.is_flat_footed("troll")
    assert late.apply(NextTurn()).apply(NextTurn()).active == ("troll",)
    assert order(early)[1] == ("ogre",)
    assert early.apply(NextTurn()).active == ("c",)  # its count has passed this round
    with pytest.raises(IllegalAction, match="must roll initiative"):
        c.apply(add("gnoll"))


def test_enc_mount_on_riders_initiative_or_its_own() -> None:
    """ENC-MOUNT: a mount acts with its rider, or rolls and may delay to join it."""
    c = run(
        add("rider", 12),
        add("horse", mount_of="rider", own_initiative=False),
        add("orc", 15),
        BeginCombat(),
        NextTurn(),
    )
    assert order(c) == [("orc",), ("rider", "horse")]
    assert c.active == ("rider", "horse")
    assert not c.is_flat_footed("horse")
    c = c.apply(RecordMove(combatant="horse", squares=8, parity_after=0, mode=MoveMode.DOUBLE))
    assert c.move_so_far("horse").spent == 8
    c = run(add("paladin", 10), add("steed", 16, mount_of="paladin"), BeginCombat())
    c = run(Delay(combatant="steed", until_before="paladin"), NextTurn(), engine=c)
    assert c.active == ("steed",)
    assert order(c) == [("steed",), ("paladin",)]
    alone = run(
        add("rider", 12),
        add("horse", mount_of="rider", own_initiative=False),
        BeginCombat(),
        RemoveCombatant(combatant="rider"),
    )
    assert order(alone) == [("horse",)]


def test_var_reroll_each_round_cumulative_penalty() -> None:
    """VAR-REROLL-EACH-ROUND: −2 per late readied/delayed action in the same round."""
    c = run(
        add("a", 20),
        add("b", 10),
        add("c", 5),
        BeginCombat(),
        engine=new_combat("dnd35", CombatOptions(reroll_each_round=True)),
    )  # type: ignore[arg-type]
    assert isinstance(c, RerollEachRound)
    c = run(
        Ready(combatant="a", trigger="the door opens"),
        NextTurn(),
        TriggerReadied(combatant="a"),
        NextTurn(),
        engine=c,
    )
    c = run(NextTurn(), Delay(combatant="c"), engine=c)
    assert c.rolls_needed() == ("a", "b", "c")
    c = c.apply(NextTurn(rolls=(roll("a", 10), roll("b", 10), roll("c", 10))))
    assert c.fighters["a"].initiative == 8
    assert c.fighters["c"].initiative == 10
    assert c.is_delaying("c")  # carried into the new round: no penalty, no other action


def test_var_reroll_each_round_second_late_action_costs_four() -> None:
    """VAR-REROLL-EACH-ROUND: the second late action in a round makes it −4."""
    c = run(
        add("a", 20),
        add("b", 10),
        add("c", 5),
        BeginCombat(),
        engine=new_combat("dnd35", CombatOptions(reroll_each_round=True)),
    )  # type: ignore[arg-type]
    c = run(
        Delay(combatant="a"),
        NextTurn(),
        ActNow(combatant="a"),
        Ready(combatant="a", trigger="b moves"),
        NextTurn(),
        TriggerReadied(combatant="a"),
        engine=c,
    )
    assert c.fighters["a"].penalty == 4  # type: ignore[attr-defined]


def test_var_reroll_event_new_order_from_the_top() -> None:
    """VAR-REROLL-EVENT: the GM has everyone re-roll; a new round runs in the new order."""
    c = run(add("drow", 20), add("jozan", 10), BeginCombat(), NextTurn())
    c = c.apply(Reroll(rolls=(roll("drow", 2), roll("jozan", 17))))
    assert (c.round, c.active, order(c)) == (2, ("jozan",), [("jozan",), ("drow",)])
    part = run(add("a", 20), add("b", 10), BeginCombat()).apply(Reroll(rolls=(roll("b", 20, 1),)))
    assert order(part) == [("b",), ("a",)]


def test_rdy_kinds_presets_and_rdy_lapse() -> None:
    """RDY-KINDS presets; RDY-LAPSE: lost when its next turn comes; may ready again."""
    c = run(add("wizard", 20), add("cleric", 10), BeginCombat())
    c = c.apply(
        Ready(
            combatant="wizard", trigger="the drow starts casting", preset=ReadyPreset.COUNTERSPELL
        )
    )
    readied = c.readied("wizard")
    assert readied is not None
    assert readied.preset is ReadyPreset.COUNTERSPELL
    c = run(NextTurn(), NextTurn(), engine=c)
    assert c.active == ("wizard",)
    assert c.readied("wizard") is None
    c = c.apply(
        Ready(
            combatant="wizard",
            action=ActionKind.MOVE,
            trigger="a charge",
            preset=ReadyPreset.SET_VS_CHARGE,
        )
    )
    assert c.readied("wizard") is not None
    assert {p.value for p in ReadyPreset} >= {"disrupt_caster", "counterspell", "set_vs_charge"}


def test_rdy_step_allowed_when_it_did_not_move() -> None:
    """RDY-STEP: a 5-ft step goes with the readied action if it did not otherwise move."""
    c = run(
        add("guard", 20),
        add("thief", 10),
        BeginCombat(),
        Ready(combatant="guard", trigger="someone opens the chest"),
        NextTurn(),
        TriggerReadied(combatant="guard"),
    )
    c = c.apply(RecordMove(combatant="guard", squares=1, parity_after=1, mode=MoveMode.STEP))
    assert c.move_so_far("guard") == MoveSoFar(1, 1, stepped=True)
    c = c.apply(UseAction(combatant="guard", action=ActionKind.STANDARD))
    with pytest.raises(IllegalAction):
        c.apply(UseAction(combatant="guard", action=ActionKind.MOVE))
    assert c.apply(NextTurn()).active == ("thief",)


def test_rdy_trigger_rules() -> None:
    """RDY-TRIGGER: needs a readied action, a running turn, one interrupt at a time."""
    c = run(add("a", 20), add("b", 15), add("c", 10), BeginCombat())
    with pytest.raises(IllegalAction, match="has no readied action"):
        c.apply(TriggerReadied(combatant="b"))
    c = c.apply(Ready(combatant="a", trigger="x"))
    with pytest.raises(IllegalAction, match="the trigger comes later"):
        c.apply(TriggerReadied(combatant="a"))
    c = run(
        NextTurn(),
        Ready(combatant="b", trigger="y"),
        NextTurn(),
        TriggerReadied(combatant="a"),
        engine=c,
    )
    with pytest.raises(IllegalAction, match="Another readied action"):
        c.apply(TriggerReadied(combatant="b"))
    with pytest.raises(IllegalAction, match="resolving a readied action"):
        c.apply(Delay(combatant="a"))


def test_rdy_action_costs_the_standard_action() -> None:
    """RDY-ACTION: readying is a standard action."""
    c = run(add("a", 20), BeginCombat(), UseAction(combatant="a", action=ActionKind.STANDARD))
    with pytest.raises(IllegalAction, match="no standard action left"):
        c.apply(Ready(combatant="a", trigger="x"))


def test_mov_actions_and_mov_diag_parity_over_the_turn() -> None:
    """MOV-ACTIONS and the MOV-DIAG decision: parity runs over the turn, resets next turn."""
    c = run(add("a", 20), add("b", 10), BeginCombat())
    c = c.apply(RecordMove(combatant="a", squares=3, parity_after=1, mode=MoveMode.MOVE))
    assert c.move_so_far("a") == MoveSoFar(3, 1)
    c = c.apply(RecordMove(combatant="a", squares=4, parity_after=0, mode=MoveMode.MOVE))
    usage = c.usage("a")
    assert usage is not None
    assert usage.left()["standard"] is False
    with pytest.raises(IllegalAction, match="no move action left"):
        c.apply(RecordMove(combatant="a", squares=1, parity_after=0, mode=MoveMode.MOVE))
    with pytest.raises(IllegalAction, match="no 5-ft step"):
        c.apply(RecordMove(combatant="a", squares=1, parity_after=0, mode=MoveMode.STEP))
    c = run(NextTurn(), NextTurn(), engine=c)
    assert c.move_so_far("a") == MoveSoFar()
    assert c.move_so_far("b") == MoveSoFar()
    c = c.apply(RecordMove(combatant="a", squares=1, parity_after=1, mode=MoveMode.STEP))
    with pytest.raises(IllegalAction, match="took a 5-ft step"):
        c.apply(RecordMove(combatant="a", squares=2, parity_after=0, mode=MoveMode.MOVE))
    c = c.apply(UseAction(combatant="a", action=ActionKind.FULL_ROUND))
    assert c.usage("a").left() == {  # type: ignore[union-attr]
        "standard": False,
        "move": False,
        "full_round": False,
        "five_foot_step": False,
        "free": True,
    }


def test_run_and_double_move_consume_the_right_actions() -> None:
    """MOV-ACTIONS: a run is the full-round action; a double move both move actions."""
    c = run(add("a", 20), BeginCombat())
    ran = c.apply(RecordMove(combatant="a", squares=16, parity_after=0, mode=MoveMode.RUN))
    assert ran.move_so_far("a").ran
    assert not ran.usage("a").move_left
    double = c.apply(RecordMove(combatant="a", squares=12, parity_after=0, mode=MoveMode.DOUBLE))
    assert not double.usage("a").standard_left  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="no move under way"):
        c.apply(RecordMove(combatant="a", squares=1, parity_after=0, mode=MoveMode.CONTINUE))


def test_refusals_name_the_problem() -> None:
    """Narrow errors: unknown combatants, wrong phase, the other system's steps."""
    c = run(add("a", 20))
    with pytest.raises(UnknownCombatant, match="No combatant 'zed'"):
        c.is_flat_footed("zed")
    with pytest.raises(IllegalAction, match="No turn is running"):
        c.apply(NextTurn())
    with pytest.raises(NotInThisSystem):
        c.apply(
            __import__("battlemap.model.combat", fromlist=["SplitPool"]).SplitPool(
                combatant="a", action=1, reaction=0
            )
        )
    with pytest.raises(IllegalAction, match="already in the fight"):
        c.apply(add("a", 3))
    with pytest.raises(IllegalAction, match="already rolled"):
        c.apply(RollInitiative(rolls=(roll("a", 3),)))
    ended = run(BeginCombat(), EndCombat(), engine=c)
    with pytest.raises(IllegalAction, match="ended"):
        ended.apply(NextTurn())


def test_remove_the_current_combatant_then_continue() -> None:
    """Removing the one acting ends its turn; the next turn goes on from its place."""
    c = run(
        add("a", 20),
        add("b", 15),
        add("c", 10),
        BeginCombat(),
        NextTurn(),
        RemoveCombatant(combatant="b"),
    )
    assert c.active == ()
    assert order(c) == [("a",), ("c",)]
    assert c.apply(NextTurn()).active == ("c",)
    assert c.apply(add("d", 17)).apply(NextTurn()).active == ("c",)
