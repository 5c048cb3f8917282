"""Shared test setup: offscreen Qt, and GUI tests marked automatically."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/ui/ or using qtbot are GUI tests (qutebrowser's habit)."""
    for item in items:
        if "tests/ui/" in str(item.fspath).replace(os.sep, "/") or "qtbot" in getattr(
            item, "fixturenames", ()
        ):
            item.add_marker(pytest.mark.gui)
