"""The examples in battlemap.io's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import battlemap.io

MODULES = sorted(f"battlemap.io.{m.name}" for m in pkgutil.iter_modules(battlemap.io.__path__))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
