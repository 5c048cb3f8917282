"""Autosave in the window, the recovery offer at start, and opening Universal VTT maps."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from battlemap.io import SCHEMA_VERSION, dumps_encounter, load_encounter
from battlemap.io.autosave import AutosaveSession, find_recoverable, sessions_dir
from battlemap.io.state_dir import ENV_VAR
from battlemap.model import Creature, Encounter
from battlemap.session.edit_commands import AddCreature
from battlemap.ui.autosave_controller import AutosaveController
from battlemap.ui.main_window import MainWindow
from battlemap.ui.recovery_prompt import Answer, offer_recovery

REPO = Path(__file__).resolve().parents[2]
CAVE = REPO / "tests" / "io" / "data" / "dungeondraft-cave-20x20.dd2vtt"


@pytest.fixture
def state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "state"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


@pytest.fixture
def autosave(window: MainWindow, state: Path) -> Iterator[AutosaveController]:
    controller = AutosaveController(window, AutosaveSession(state), interval_ms=60_000)
    yield controller
    controller.close()


def _copies(controller: AutosaveController) -> list[str]:
    return sorted(p.name for p in controller.store.folder.glob("autosave-*"))


def _edit(window: MainWindow, name: str = "Goblin") -> None:
    window.session.push(AddCreature(Creature(id=name.lower(), name=name, col=2, row=2)))


def _deactivate(window: MainWindow) -> None:
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))


def test_autosaves_on_focus_loss_only_with_unsaved_changes(
    window: MainWindow, autosave: AutosaveController
) -> None:
    assert (autosave.store.folder / "lock.json").exists()
    _deactivate(window)
    assert _copies(autosave) == []  # nothing unsaved
    _edit(window)
    _deactivate(window)
    assert _copies(autosave) == ["autosave-1.battlemap"]
    _deactivate(window)
    assert _copies(autosave) == ["autosave-1.battlemap"]  # nothing new since
    _edit(window, "Orc")
    _deactivate(window)
    assert _copies(autosave) == ["autosave-1.battlemap", "autosave-2.battlemap"]
    copy = load_encounter(autosave.store.folder / "autosave-2.battlemap")
    assert [c.id for c in copy.creatures][-2:] == ["goblin", "orc"]


def test_autosaves_on_the_timer(window: MainWindow, autosave: AutosaveController, qtbot) -> None:  # type: ignore[no-untyped-def]
    autosave.timer.setInterval(30)
    _edit(window)
    qtbot.waitUntil(lambda: _copies(autosave) != [], timeout=2000)


def test_clean_exit_removes_the_lock_and_copies(
    window: MainWindow, autosave: AutosaveController
) -> None:
    _edit(window)
    assert autosave.autosave_now()
    autosave.close()
    assert not autosave.store.folder.exists()
    autosave.close()  # twice is harmless


def _crashed_session(state: Path, name: str) -> Path:
    script = (
        "import os, sys; from pathlib import Path\n"
        "from battlemap.io.autosave import AutosaveSession\n"
        "from battlemap.model import Encounter\n"
        "s = AutosaveSession(Path(sys.argv[1])); s.start()\n"
        "s.autosave(Encounter(name=sys.argv[2], notes='lost work'), None)\n"
        "os._exit(9)\n"
    )
    subprocess.run([sys.executable, "-c", script, str(state), name], cwd=REPO, check=False)
    [item] = find_recoverable(state)
    return item.folder


def test_recovery_opens_the_work_unsaved_and_autosaves_it(
    window: MainWindow, autosave: AutosaveController, state: Path
) -> None:
    crashed = _crashed_session(state, "Lost fight")
    asked: list[str] = []

    def ask(_w: MainWindow, item: object) -> Answer:
        asked.append(str(item))
        return Answer.RECOVER

    assert offer_recovery(window, autosave, state, ask)
    assert len(asked) == 1
    assert window.session.doc.notes == "lost work"
    assert not window.session.stack.is_clean and window.isWindowModified()
    assert window.files.path is None  # Save asks where
    assert not crashed.exists() and _copies(autosave) == ["autosave-1.battlemap"]


@pytest.mark.parametrize(("answer", "kept"), [(Answer.DISCARD, False), (Answer.LATER, True)])
def test_declining_recovery(
    window: MainWindow, autosave: AutosaveController, state: Path, answer: Answer, kept: bool
) -> None:
    crashed = _crashed_session(state, "Lost fight")
    assert not offer_recovery(window, autosave, state, lambda *_: answer)
    assert window.session.doc.name == "Test"
    assert crashed.exists() is kept


def test_no_crash_no_question(
    window: MainWindow, autosave: AutosaveController, state: Path
) -> None:
    def ask(*_: object) -> Answer:
        raise AssertionError("asked without a crash")

    assert not offer_recovery(window, autosave, state, ask)
    assert [p.name for p in sessions_dir(state).iterdir()] == [autosave.store.folder.name]


def test_open_universal_vtt_map(window: MainWindow, tmp_path: Path, state: Path) -> None:
    src = tmp_path / "cave.dd2vtt"
    src.write_bytes(CAVE.read_bytes())
    assert window.files.open(str(src))
    doc = window.session.doc
    assert (doc.map.cols, doc.map.rows, len(doc.map.doors)) == (20, 20, 3)
    assert window.files.path is None  # untitled: Save writes an encounter, never the .dd2vtt
    assert Path(doc.map.image or "") == tmp_path / "cave.map.png"
    assert src.read_bytes() == CAVE.read_bytes()
    window.files.choose_save = lambda: str(tmp_path / "cave.battlemap")
    assert window.files.save()
    assert load_encounter(tmp_path / "cave.battlemap").map.image == "cave.map.png"


def test_open_hostile_universal_vtt_warns_and_changes_nothing(
    window: MainWindow, tmp_path: Path, state: Path
) -> None:
    warnings: list[str] = []
    window.files.warn = lambda _title, text: warnings.append(text)
    bad = tmp_path / "bad.uvtt"
    bad.write_bytes(CAVE.read_bytes()[:5000])
    assert not window.files.open(str(bad))
    assert len(warnings) == 1 and "\n" not in warnings[0] and "bad.uvtt" in warnings[0]
    assert window.session.doc.name == "Test"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.uvtt"]


def test_open_dialog_offers_universal_vtt(window: MainWindow) -> None:
    for suffix in ("*.dd2vtt", "*.uvtt", "*.df2vtt"):
        assert suffix in window.files.open_filter
        assert suffix not in window.files.filter  # Save writes encounters only


def test_save_refuses_a_newer_format_file(window: MainWindow, tmp_path: Path) -> None:
    future = tmp_path / "future.battlemap"
    raw = json.loads(dumps_encounter(Encounter(name="From the future")))
    raw["schema_version"] = SCHEMA_VERSION + 1
    future.write_text(json.dumps(raw))
    before = future.read_bytes()
    warnings: list[str] = []
    window.files.warn = lambda _title, text: warnings.append(text)
    window.files.choose_save = lambda: str(future)
    assert not window.files.save_as()
    assert future.read_bytes() == before
    assert warnings and "newer Battlemap" in warnings[0]
    window.files.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
