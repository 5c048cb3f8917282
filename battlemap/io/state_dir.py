"""Where Battlemap keeps autosaves, session locks and backups: the user's state folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

ENV_VAR: Final = "BATTLEMAP_STATE_DIR"


def state_dir() -> Path:
    """`$BATTLEMAP_STATE_DIR` if set (tests, portable installs), else the platform's
    per-user state folder (e.g. ~/.local/state/battlemap on Linux). Not created here."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    return Path(platformdirs.user_state_dir("battlemap", appauthor=False))
