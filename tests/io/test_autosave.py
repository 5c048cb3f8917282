"""Autosave copies, session locks and what can be recovered after a crash (no Qt)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from battlemap.io import load_encounter, save_encounter
from battlemap.io.autosave import (
    AutosaveSession,
    clean_stale,
    discard,
    find_recoverable,
    pid_alive,
    recover,
    sessions_dir,
)
from battlemap.model import Encounter, MapSpec

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def dead_pid() -> int:
    with subprocess.Popen([sys.executable, "-c", "pass"]) as child:
        child.wait()
    assert not pid_alive(child.pid)
    return child.pid


def _crash(session: AutosaveSession, pid: int) -> None:
    """Make the session look like one whose process died without cleaning up."""
    lock = json.loads((session.folder / "lock.json").read_bytes())
    (session.folder / "lock.json").write_text(json.dumps({**lock, "pid": pid}))


def test_copies_rotate_and_latest_points_at_the_newest(state_folder: Path) -> None:
    session = AutosaveSession(state_folder, copies=3)
    session.start()
    for i in range(5):
        session.autosave(Encounter(name=f"Edit {i}"), None)
    names = sorted(p.name for p in session.folder.glob("autosave-*.battlemap"))
    assert names == ["autosave-1.battlemap", "autosave-2.battlemap", "autosave-3.battlemap"]
    latest = json.loads((session.folder / "latest.json").read_bytes())
    assert latest["file"] == "autosave-2.battlemap"
    assert load_encounter(session.folder / latest["file"]).name == "Edit 4"
    assert load_encounter(session.folder / "autosave-1.battlemap").name == "Edit 3"
    session.close()
    assert not session.folder.exists()


def test_autosave_never_touches_the_users_folder(tmp_path: Path, state_folder: Path) -> None:
    mine = tmp_path / "game" / "crypt.battlemap"
    mine.parent.mkdir()
    save_encounter(Encounter(name="Saved", map=MapSpec(image="crypt.png")), mine)
    before = {p: p.read_bytes() for p in mine.parent.iterdir()}
    session = AutosaveSession(state_folder)
    session.start()
    copy = session.autosave(Encounter(name="Unsaved", map=MapSpec(image="crypt.png")), mine)
    assert {p: p.read_bytes() for p in mine.parent.iterdir()} == before
    assert copy.is_relative_to(state_folder)
    assert load_encounter(copy).map.image == str(mine.parent / "crypt.png")  # absolute


def test_a_running_session_is_not_offered(state_folder: Path) -> None:
    session = AutosaveSession(state_folder)
    session.start()
    session.autosave(Encounter(name="Live"), None)
    assert find_recoverable(state_folder) == []
    assert clean_stale(state_folder) == 0 and session.folder.exists()


def test_a_process_killed_after_autosaving_leaves_recoverable_work(
    tmp_path: Path, state_folder: Path
) -> None:
    mine = tmp_path / "crypt.battlemap"
    save_encounter(Encounter(name="Crypt"), mine)
    old = time.time() - 60
    os.utime(mine, (old, old))
    script = (
        "import os, sys; from pathlib import Path\n"
        "from battlemap.io.autosave import AutosaveSession\n"
        "from battlemap.model import Encounter\n"
        "s = AutosaveSession(Path(sys.argv[1])); s.start()\n"
        "s.autosave(Encounter(name='Crypt', notes='unsaved work'), Path(sys.argv[2]))\n"
        "os._exit(9)  # no clean-up, like a crash\n"
    )
    subprocess.run(
        [sys.executable, "-c", script, str(state_folder), str(mine)], cwd=REPO, check=False
    )
    [item] = find_recoverable(state_folder)
    assert item.source == mine and item.name == "Crypt"
    assert "crypt.battlemap" in item.describe()
    assert recover(item).notes == "unsaved work"
    assert load_encounter(mine).notes == ""  # the user's file was never touched
    discard(item)
    assert find_recoverable(state_folder) == [] and not item.folder.exists()


def test_file_saved_after_the_autosave_has_nothing_to_recover(
    tmp_path: Path, state_folder: Path, dead_pid: int
) -> None:
    mine = tmp_path / "crypt.battlemap"
    session = AutosaveSession(state_folder)
    session.start()
    session.autosave(Encounter(name="Crypt"), mine)
    _crash(session, dead_pid)
    save_encounter(Encounter(name="Crypt"), mine)
    later = time.time() + 5
    os.utime(mine, (later, later))
    assert find_recoverable(state_folder) == []
    assert clean_stale(state_folder) == 1 and not session.folder.exists()


def test_never_saved_document_is_recoverable(state_folder: Path, dead_pid: int) -> None:
    session = AutosaveSession(state_folder)
    session.start()
    session.autosave(Encounter(name="Untitled fight"), None)
    _crash(session, dead_pid)
    [item] = find_recoverable(state_folder)
    assert item.source is None and "never saved" in item.describe()


def test_newest_crash_comes_first(state_folder: Path, dead_pid: int) -> None:
    for name in ("first", "second"):
        session = AutosaveSession(state_folder)
        session.folder = session.folder.with_name(f"{session.folder.name}-{name}")
        session.start()
        session.autosave(Encounter(name=name), None)
        _crash(session, dead_pid)
        time.sleep(0.01)
    assert [r.name for r in find_recoverable(state_folder)] == ["second", "first"]


def test_damaged_session_files_are_handled(state_folder: Path, dead_pid: int) -> None:
    base = sessions_dir(state_folder)
    (base / "no-lock").mkdir(parents=True)  # crashed before writing its lock: stale, empty
    other = base / "other-host"
    other.mkdir()
    (other / "lock.json").write_text(json.dumps({"pid": dead_pid, "host": "elsewhere"}))
    broken = base / "broken"
    broken.mkdir()
    (broken / "lock.json").write_text("{not json")
    (broken / "latest.json").write_text(json.dumps({"file": "../../escape", "saved_at": 1}))
    assert find_recoverable(state_folder) == []
    assert clean_stale(state_folder) == 2
    assert sorted(p.name for p in base.iterdir()) == ["other-host"]  # not ours to judge


def test_pid_alive() -> None:
    assert pid_alive(os.getpid())
    assert not pid_alive(0) and not pid_alive(-5)
