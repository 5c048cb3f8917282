"""The examples in the combat engine's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "battlemap.model.combat",
    "battlemap.rules.dice",
    "battlemap.rules.initiative.confrontation",
    "battlemap.rules.initiative.dnd35",
    "battlemap.rules.initiative.dnd35_core",
    "battlemap.rules.initiative.errors",
    "battlemap.rules.initiative.replay",
    "battlemap.rules.initiative.turn",
    "battlemap.rules.initiative.variants",
    "battlemap.session.combat_commands",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
    assert result.attempted > 0
