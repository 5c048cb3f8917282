"""The project's own promises, checked with the suite: lint, formatting, types, layers.

ruff (lint + format), mypy (strict on the Qt-free core, see pyproject) and import-linter
(the core never imports Qt; layers point one way) all read their settings from
pyproject.toml, so CI and a developer's machine check the same thing.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECKS = {
    "ruff-lint": [sys.executable, "-m", "ruff", "check", "--no-cache", "."],
    "ruff-format": [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", "."],
    "mypy": [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", "/dev/null"],
    "import-linter": ["lint-imports", "--no-cache"],
}


@pytest.mark.parametrize("name", list(CHECKS))
def test_static_check_passes(name: str) -> None:
    command = CHECKS[name]
    if shutil.which(command[0]) is None and not command[0].endswith("python"):
        pytest.fail(f"{command[0]} is not installed: pip install -e '.[test]'")
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{name} failed:\n{done.stdout[-4000:]}\n{done.stderr[-2000:]}"
