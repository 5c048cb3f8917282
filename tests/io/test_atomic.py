"""Atomic writes: whole files only, and no litter from saves that were killed."""

from __future__ import annotations

import os
import time
from pathlib import Path

from battlemap.io.atomic import write_atomic


def test_a_save_sweeps_away_what_a_killed_save_left_behind(tmp_path: Path) -> None:
    target = tmp_path / "crypt.battlemap"
    stale = tmp_path / ".crypt.battlemap.abc123.tmp"  # a save killed mid-write, long ago
    stale.write_bytes(b"half a fi")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    young = tmp_path / ".crypt.battlemap.def456.tmp"  # maybe another save, still running
    young.write_bytes(b"in progress")
    other = tmp_path / ".other.battlemap.abc123.tmp"  # another file's: not ours to touch
    other.write_bytes(b"x")
    os.utime(other, (old, old))
    write_atomic(target, b"whole")
    assert target.read_bytes() == b"whole"
    assert not stale.exists()
    assert young.exists()
    assert other.exists()


def test_the_file_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "a.battlemap"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomic(target, b"new")
    assert target.stat().st_mode & 0o777 == 0o640
