"""Combat steps on the one undo stack: labels, seeded and typed rolls, one gesture = one step."""

from __future__ import annotations

import pytest

from battlemap.model import Creature, Encounter
from battlemap.model import combat as m
from battlemap.rules.initiative import IllegalAction, Phase
from battlemap.session import Aspect, EncounterSession
from battlemap.session.combat_commands import (
    BeginCombatStep,
    CombatStep,
    DelayStep,
    JoinCombatStep,
    NextTurnStep,
    RerollStep,
    RollInitiativeStep,
    StartCombat,
    combat_state,
)


def _session() -> EncounterSession:
    creatures = [
        Creature(id="lidda", name="Lidda", side="party", col=0, row=0, dex_mod=4, init_misc=4),
        Creature(id="tordek", name="Tordek", side="party", col=1, row=0, dex_mod=1),
        Creature(id="orc", name="Orc", col=5, row=5),
        Creature(id="troll", name="Troll", col=9, row=9, dex_mod=2),
    ]
    return EncounterSession(Encounter(creatures=creatures))


def test_start_combat_is_one_undo_step_and_saved_with_the_encounter() -> None:
    s = _session()
    changes: list[object] = []
    s.changed.connect(changes.append)
    s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "tordek", "orc"], seed=42))
    assert s.doc.combat is not None
    assert combat_state(s.doc).combatant_ids == ("lidda", "tordek", "orc")
    assert Aspect.COMBAT in changes[-1].aspects  # type: ignore[attr-defined]
    loaded = Encounter.model_validate_json(s.doc.model_dump_json())
    assert loaded.combat == s.doc.combat
    s.stack.undo()
    assert s.doc.combat is None
    with pytest.raises(IllegalAction, match="No combat"):
        combat_state(s.doc)


def test_ini_roll_seeded_rolls_are_recorded_and_redo_gives_the_same() -> None:
    """INI-ROLL / INI-TIE: d20 + total modifier from the seed, recorded in the log."""
    s = _session()
    s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "tordek", "orc"], seed=42))
    s.push(BeginCombatStep(typed={"orc": 20}))
    entry = s.doc.combat.entries[-1]  # type: ignore[union-attr]
    assert isinstance(entry, m.BeginCombat)
    rolls = {r.combatant: r for r in entry.rolls}
    assert rolls["orc"].d20 == 20
    assert rolls["orc"].typed
    assert rolls["lidda"].modifier == 8
    assert not rolls["lidda"].typed
    before = combat_state(s.doc)
    s.stack.undo()
    s.stack.redo()
    assert combat_state(s.doc) == before
    assert s.stack.undo_label == "Begin combat"


def test_same_seed_same_rolls() -> None:
    """INI-TIE decision: same seed, same steps → same rolls and tosses."""
    logs = []
    for _ in range(2):
        s = _session()
        s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "tordek", "orc"], seed=7))
        s.push(BeginCombatStep())
        logs.append(s.doc.combat)
    assert logs[0] == logs[1]


def test_surprise_unaware_roll_when_the_round_ends_via_next_turn() -> None:
    """SUR-ORDER through the session: NextTurnStep rolls for the unaware."""
    s = _session()
    s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "tordek", "orc"], seed=3))
    s.push(CombatStep(m.SetAwareness(side="party", aware=False)))
    s.push(BeginCombatStep())
    assert combat_state(s.doc).phase is Phase.SURPRISE
    s.push(NextTurnStep())
    state = combat_state(s.doc)
    assert state.round == 1
    assert state.rolls_needed() == ()


def test_delay_step_delays_and_passes_the_turn_in_one_undo() -> None:
    """DLY-ACTION as one gesture."""
    s = _session()
    s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "orc"], seed=1))
    s.push(BeginCombatStep(typed={"lidda": 20, "orc": 1}))
    s.push(DelayStep("lidda"))
    assert combat_state(s.doc).active == ("orc",)
    assert combat_state(s.doc).is_delaying("lidda")
    assert s.stack.undo_label == "Delay"
    s.stack.undo()
    assert combat_state(s.doc).active == ("lidda",)


def test_join_reroll_and_roll_steps() -> None:
    """ENC-NEW and VAR-REROLL-EVENT through the session; refusals leave the log as it was."""
    s = _session()
    s.push(StartCombat(m.CombatSystem.DND35, ["lidda", "orc"], seed=1))
    s.push(RollInitiativeStep(["orc"], typed={"orc": 11}))
    s.push(RollInitiativeStep())
    with pytest.raises(IllegalAction, match="Nobody needs to roll"):
        s.push(RollInitiativeStep())
    s.push(BeginCombatStep())
    s.push(JoinCombatStep("troll", typed_d20=5))
    assert "troll" in combat_state(s.doc).combatant_ids
    n = len(s.doc.combat.entries)  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        s.push(CombatStep(m.TriggerReadied(combatant="orc")))
    assert len(s.doc.combat.entries) == n  # type: ignore[union-attr]
    s.push(RerollStep())
    assert combat_state(s.doc).round == 2
    assert s.stack.undo_label == "Re-roll initiative"


def test_confrontation_behind_the_same_commands() -> None:
    """CONF-POOLS: the session does not care which system runs."""
    s = _session()
    s.push(
        StartCombat(
            m.CombatSystem.CONFRONTATION, ["lidda", "orc"], potential={"lidda": 2, "orc": 2}
        )
    )
    s.push(CombatStep(m.BeginCombat()))
    with pytest.raises(IllegalAction, match="Every split must be revealed"):
        s.push(NextTurnStep())
    assert combat_state(s.doc).rolls_needed() == ()
    assert s.stack.undo_label == "Begin combat"
