"""Hypothesis: undo of any random combat sequence restores each earlier state exactly,
and replaying the saved log (same seed) gives the live state (INI-TIE: recorded tosses)."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.model import Creature, Encounter
from battlemap.model import combat as m
from battlemap.rules.initiative import CombatEngine, CombatError, replay
from battlemap.session import Command, CommandStack
from battlemap.session.combat_commands import (
    BeginCombatStep,
    CombatStep,
    DelayStep,
    JoinCombatStep,
    NextTurnStep,
    RerollStep,
    StartCombat,
    combat_state,
)

IDS = ("a", "b", "c", "d")


def _doc() -> Encounter:
    creatures = [
        Creature(
            id=k, name=k.upper(), col=i, row=0, dex_mod=i % 3, side="ab" if k in "ab" else "cd"
        )
        for i, k in enumerate((*IDS, "e", "f"))
    ]
    return Encounter(creatures=creatures)


def _dnd_menu(state: CombatEngine, k: str, other: str, n: int) -> list[Callable[[], Command]]:
    if state.active and n % 3:
        k = state.active[0]  # mostly the one acting, so that most steps are legal
    return [
        lambda: NextTurnStep(),
        lambda: NextTurnStep(),
        lambda: CombatStep(m.UseAction(combatant=k, action=list(m.ActionKind)[n % 4])),
        lambda: CombatStep(
            m.RecordMove(
                combatant=k, squares=n % 7, parity_after=n % 2, mode=list(m.MoveMode)[n % 5]
            )
        ),
        lambda: CombatStep(m.Ready(combatant=k, action=list(m.ActionKind)[n % 4], trigger="t")),
        lambda: CombatStep(m.TriggerReadied(combatant=k)),
        lambda: DelayStep(k, until_before=other if n % 2 else None),
        lambda: CombatStep(m.Delay(combatant=k)),
        lambda: CombatStep(m.ActNow(combatant=k)),
        lambda: RerollStep(typed={k: n % 20 + 1}) if n < 2 else NextTurnStep(),
        lambda: JoinCombatStep("e" if n % 2 else "f", typed_d20=n % 20 + 1),
        lambda: CombatStep(m.RemoveCombatant(combatant=k)) if n == 0 else NextTurnStep(),
    ]


def _conf_menu(state: CombatEngine, k: str, other: str, n: int) -> list[Callable[[], Command]]:
    reveal = state.may_reveal()  # type: ignore[attr-defined]
    if state.active and n % 3:
        k = state.active[0]
    elif reveal and n % 3:
        k = reveal[0]
    return [
        lambda: CombatStep(m.NextTurn()),
        lambda: (
            CombatStep(m.SetAttitude(combatant=k, attitude=list(m.Attitude)[n % 6]))
            if n == 0
            else CombatStep(m.NextTurn())
        ),
        lambda: CombatStep(m.SplitPool(combatant=k, action=n % 4, reaction=3 - n % 4)),
        lambda: CombatStep(m.SpendDice(combatant=k, pool=list(m.Pool)[n % 2], dice=1 + n % 2)),
        lambda: CombatStep(
            m.Attack(
                attacker=k,
                defender=other,
                dice=1,
                result=n,
                passive_def=5,
                defence_dice=n % 2,
                defence_result=n if n % 2 else None,
                damage=2 if n >= 5 else None,
            )
        ),
        lambda: CombatStep(m.RecordMove(combatant=k, squares=n % 5, parity_after=n % 2)),
    ]


STEP = st.tuples(st.integers(0, 11), st.sampled_from(IDS), st.sampled_from(IDS), st.integers(0, 9))


def _exercise(
    stack: CommandStack,
    menu: Callable[..., list[Callable[[], Command]]],
    steps: list[tuple[int, str, str, int]],
) -> None:
    doc = stack.doc
    history = [(combat_state(doc), doc.combat.model_dump_json())]  # type: ignore[union-attr]
    for choice, k, other, n in steps:
        options = menu(combat_state(doc), k, other, n)
        try:
            stack.push(options[choice % len(options)]())
        except CombatError:
            continue
        history.append((combat_state(doc), doc.combat.model_dump_json()))  # type: ignore[union-attr]
    assert doc.combat is not None
    saved = m.CombatLog.model_validate_json(doc.combat.model_dump_json())
    assert replay(saved) == combat_state(doc)
    for state, dumped in reversed(history[1:]):
        assert combat_state(doc) == state
        assert replay(doc.combat) == state  # not just the cache: a fresh replay
        assert doc.combat.model_dump_json() == dumped
        stack.undo()
    assert combat_state(doc) == history[0][0]
    while stack.can_redo:
        stack.redo()
    assert combat_state(doc) == history[-1][0]


@settings(max_examples=150, deadline=None)
@given(
    reroll=st.booleans(),
    unaware=st.sets(st.sampled_from(IDS), max_size=3),
    steps=st.lists(STEP, max_size=40),
)
def test_dnd35_undo_restores_every_state_and_replay_equals_live(
    reroll: bool, unaware: set[str], steps: list[tuple[int, str, str, int]]
) -> None:
    """INI-TIE, VAR-REROLL-EACH-ROUND: undo/redo exact; the saved log replays identically."""
    stack = CommandStack(_doc())
    options = m.CombatOptions(reroll_each_round=reroll)
    stack.push(StartCombat(m.CombatSystem.DND35, IDS, seed=5, options=options))
    if unaware:
        stack.push(CombatStep(m.SetAwareness(combatants=tuple(sorted(unaware)), aware=False)))
    stack.push(BeginCombatStep())
    _exercise(stack, _dnd_menu, steps)


@settings(max_examples=100, deadline=None)
@given(steps=st.lists(STEP, max_size=40))
def test_confrontation_undo_restores_every_state(steps: list[tuple[int, str, str, int]]) -> None:
    """CONF-POOLS: the same guarantee for the Confrontation system."""
    stack = CommandStack(_doc())
    potential = dict.fromkeys(IDS, 3)
    stack.push(StartCombat(m.CombatSystem.CONFRONTATION, IDS, seed=1, potential=potential))
    stack.push(CombatStep(m.BeginCombat()))
    for i, k in enumerate(IDS):
        stack.push(CombatStep(m.SetAttitude(combatant=k, attitude=list(m.Attitude)[i % 3])))
    _exercise(stack, _conf_menu, steps)
