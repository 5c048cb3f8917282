"""Every io test gets its own state folder: nothing touches the user's real one."""

from __future__ import annotations

from pathlib import Path

import pytest

from battlemap.io.state_dir import ENV_VAR


@pytest.fixture(autouse=True)
def state_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("state")
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder
