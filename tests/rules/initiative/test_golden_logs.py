"""Golden combat logs: a sequence of steps and the expected state after each one.

Each `data/*.json` file pins a worked example of the source texts or a rule of
RULES.md §6–9; the runner pushes every step on a real `CommandStack`, checks the
expectations, then checks that a replay of the saved log equals the live state and that
undoing every step returns to the empty log.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter

from battlemap.model import Encounter
from battlemap.model.combat import CombatLog, LogEntry
from battlemap.rules.initiative import CombatEngine, CombatError, replay
from battlemap.session import CommandStack
from battlemap.session.combat_commands import CombatStep, StartCombat, combat_state

DATA = Path(__file__).parent / "data"
ENTRY: TypeAdapter[LogEntry] = TypeAdapter(LogEntry)
FILES = sorted(DATA.glob("*.json"))


def _ids(state: CombatEngine, test: Any) -> list[str]:
    return sorted(k for k in state.combatant_ids if test(k))


def _actual(state: CombatEngine, key: str) -> object:  # noqa: C901 - a flat lookup table
    if key == "round":
        return state.round
    if key == "phase":
        return str(state.phase)
    if key == "active":
        return list(state.active)
    if key == "order":
        return [list(s.combatants) for s in state.order()]
    if key == "initiative":
        return {"/".join(s.combatants): s.initiative for s in state.order()}
    if key == "flat_footed":
        return _ids(state, state.is_flat_footed)
    if key == "loses_dex":
        return _ids(state, state.loses_dex_to_ac)
    if key == "surprised":
        return _ids(state, state.is_surprised)
    if key == "may_aoo":
        return _ids(state, state.may_make_aoo)
    if key == "delaying":
        return _ids(state, state.is_delaying)
    if key == "readied":
        return {k: r.trigger for k in state.combatant_ids if (r := state.readied(k))}
    if key == "surprise_round":
        return state.has_surprise_round
    if key == "rolls_needed":
        return sorted(state.rolls_needed())
    if key == "left":
        return {k: u.left() for k in state.active if (u := state.usage(k))}
    if key == "move":
        return {k: _move(state, k) for k in state.active}
    return _extra(state, key)


def _move(state: CombatEngine, cid: str) -> list[object]:
    m = state.move_so_far(cid)
    return [m.spent, m.diagonal_parity, m.stepped]


def _extra(state: CombatEngine, key: str) -> object:
    if key == "pools":
        return {k: list(state.pools(k)) for k in state.combatant_ids}  # type: ignore[attr-defined]
    if key == "damage":
        chars = state.chars  # type: ignore[attr-defined]
        return {k: c.damage for k, c in chars.items() if c.damage}
    if key == "may_reveal":
        return sorted(state.may_reveal())  # type: ignore[attr-defined]
    if key == "last_attack":
        a = state.attacks[-1]  # type: ignore[attr-defined]
        return [a.defence, str(a.outcome), a.damage]
    if key == "pre_contact":
        return state.pre_contact_rounds  # type: ignore[attr-defined]
    raise KeyError(f"unknown expectation {key!r}")


def _run_step(stack: CommandStack, step: dict[str, Any], where: str) -> None:
    entry = ENTRY.validate_python(step["do"])
    if "error" in step:
        with pytest.raises(CombatError, match=step["error"]):
            stack.push(CombatStep(entry))
        return
    stack.push(CombatStep(entry))
    state = combat_state(stack.doc)
    for key, expected in step.get("expect", {}).items():
        assert _actual(state, key) == expected, f"{where}: {key}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_combat_log(path: Path) -> None:
    """Steps → expected order and states (INI-ORDER, and the ids each file lists)."""
    spec = json.loads(path.read_text(encoding="utf-8"))
    doc = Encounter()
    stack = CommandStack(doc)
    stack.push(
        StartCombat(
            spec.get("system", "dnd35"), seed=spec.get("seed", 0), options=spec.get("options")
        )
    )
    for i, step in enumerate(spec["steps"]):
        _run_step(stack, step, f"{path.stem} step {i}")
    assert doc.combat is not None
    saved = CombatLog.model_validate_json(doc.combat.model_dump_json())
    assert replay(saved) == combat_state(doc)
    while stack.can_undo:
        stack.undo()
    assert doc.combat is None


def test_golden_files_cite_rules() -> None:
    """Every golden file says which rule ids and source example it pins."""
    assert len(FILES) >= 5
    for path in FILES:
        spec = json.loads(path.read_text(encoding="utf-8"))
        assert spec["rules"], path.name
        assert spec["about"], path.name
