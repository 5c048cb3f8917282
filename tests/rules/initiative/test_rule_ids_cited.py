"""Every rule id of RULES.md §6–9 is cited by some test name or docstring under tests/."""

from __future__ import annotations

import re
from pathlib import Path

IDS = [
    "INI-ROLL",
    "INI-ORDER",
    "INI-TIE",
    "INI-INACTION",
    "FF-START",
    "FF-UNCANNY",
    "FF-NO-AOO",
    "SUR-AWARE",
    "SUR-ROUND",
    "SUR-UNAWARE",
    "SUR-ORDER",
    "ENC-CASES",
    "ENC-PREP",
    "ENC-NEW",
    "ENC-MOUNT",
    "VAR-REROLL-EACH-ROUND",
    "VAR-REROLL-EVENT",
    "RDY-ACTION",
    "RDY-TRIGGER",
    "RDY-RANK",
    "RDY-STEP",
    "RDY-LAPSE",
    "RDY-NEXT-ROUND",
    "RDY-KINDS",
    "DLY-ACTION",
    "DLY-NO-INTERRUPT",
    "DLY-LOST",
    "DLY-NEXT-ROUND",
    "CONF-POOLS",
    "CONF-ATTITUDE",
    "CONF-SPLIT",
    "CONF-ORDER",
    "CONF-COST",
    "CONF-DEFENCE",
    "CONF-DAMAGE",
]

TESTS = Path(__file__).resolve().parents[2]


def test_every_combat_rule_id_is_cited() -> None:
    text = "\n".join(
        p.read_text(encoding="utf-8") for p in TESTS.rglob("*") if p.suffix in (".py", ".json")
    )
    missing = [i for i in IDS if not re.search(rf"\b{re.escape(i)}\b", text)]
    assert missing == []
