"""Golden movement scenarios: small ASCII maps → expected plans.

The format is described in tests/helpers/ascii_map.py.

Each file names the rule ids it pins (its `rules` list); every case checks only the
fields it states.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from battlemap.rules.movement import MoveSoFar
from battlemap.rules.movement.battlefield import Battlefield
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
    plan = search.plan_to(cell(case["to"]))
    note = case.get("note", "")
    if "cost" in case:
        assert plan.cost == case["cost"], (note, plan)
    if "band" in case:
        assert plan.band is not None, (note, plan)
        assert plan.band.name.lower() == case["band"], (note, plan)
    if "legal" in case:
        assert plan.legal is case["legal"], (note, plan)
    if "path" in case:
        assert [c.label for c in plan.path] == case["path"], (note, plan)
    if "parity_after" in case:
        assert plan.parity_after == case["parity_after"], (note, plan)
    if "provokes" in case:
        got = [f"{p.by}@{p.at.label}" for p in plan.provokes]
        assert got == case["provokes"], (note, plan)
    if "squeezes" in case:
        assert [s.at.label for s in plan.squeezes] == case["squeezes"], (note, plan)
    if "reason" in case:
        assert any(case["reason"] in r for r in plan.reasons), (note, plan)
    if "notes" in case:
        assert any(case["notes"] in n for n in plan.notes), (note, plan)
    if "fallback" in case:
        assert plan.fallback is not None, (note, plan)
        assert plan.fallback.label == case["fallback"], (note, plan)
    if "describe" in case:
        assert plan.describe() == case["describe"], (note, plan)
