"""Golden movement scenarios: small ASCII maps → expected plans.

The format is described in tests/helpers/ascii_map.py.

Each file names the rule ids it pins (its `rules` list); every case checks only the
fields it states.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.plan import MovePlan
from battlemap.rules.movement.planner import start_move
from tests.helpers.ascii_map import build, cell

DATA = Path(__file__).parent / "data"


def _cases() -> list[Any]:
    out = []
    for path in sorted(DATA.glob("*.toml")):
        scenario = tomllib.loads(path.read_text(encoding="utf-8"))
        for i, case in enumerate(scenario["cases"]):
            ids = ",".join(scenario["rules"])
            out.append(pytest.param(scenario, case, id=f"{path.stem}-{i}[{ids}]"))
    return out


@pytest.mark.parametrize(("scenario", "case"), _cases())
def test_golden_scenario(scenario: dict[str, Any], case: dict[str, Any]) -> None:
    spec, creatures = build(scenario)
    bf = Battlefield.from_map(spec)
    search = start_move(
        bf,
        creatures,
        case["mover"],
        so_far=MoveSoFar(**case.get("so_far", {})),
        flat_footed=frozenset(case.get("flat_footed", [])),
    )
    plan = (
        search.plan_charge(case["charge"]) if "charge" in case else search.plan_to(cell(case["to"]))
    )
    if "charge" in case and "to" in case:
        assert plan.target == cell(case["to"]), plan
    note = case.get("note", "")
    for key, check in CHECKS.items():
        if key in case:
            assert check(plan, case[key]), (note, key, case[key], plan)


def _band(plan: MovePlan, want: str) -> bool:
    return plan.band is not None and plan.band.name.lower() == want


CHECKS: dict[str, Callable[[MovePlan, Any], bool]] = {
    "cost": lambda p, v: p.cost == v,
    "band": _band,
    "legal": lambda p, v: p.legal is v,
    "path": lambda p, v: [c.label for c in p.path] == v,
    "parity_after": lambda p, v: p.parity_after == v,
    "provokes": lambda p, v: [f"{x.by}@{x.at.label}" for x in p.provokes] == v,
    "squeezes": lambda p, v: [x.at.label for x in p.squeezes] == v,
    "squeezes_escape": lambda p, v: bool(p.squeezes) and any(x.escape for x in p.squeezes) is v,
    "reason": lambda p, v: any(v in r for r in p.reasons),
    "notes": lambda p, v: any(v in n for n in p.notes),
    "fallback": lambda p, v: p.fallback is not None and p.fallback.label == v,
    "describe": lambda p, v: p.describe() == v,
}
