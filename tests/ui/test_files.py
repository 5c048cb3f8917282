"""Save, open, recent files, the unsaved-changes prompt and `*` in the title."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from battlemap.assets import DEMO_ENCOUNTER
from battlemap.ui.main_window import MainWindow
from tests.helpers.map_gestures import drag

Button = QMessageBox.StandardButton


def test_save_then_open_round_trip(window: MainWindow, tmp_path: Path) -> None:
    drag(window.view, [(0, 0), (2, 1)])
    path = tmp_path / "fight.battlemap"
    window.files.choose_save = lambda: str(path)
    assert window.files.save()
    assert not window.isWindowModified()
    assert window.windowTitle() == "fight.battlemap[*] — Battlemap"
    saved = window.session.doc.model_copy(deep=True)
    window.files.new()
    assert window.session.doc.creatures == []
    assert window.files.open(str(path))
    assert window.session.doc == saved
    assert window.settings.recent_files[0] == str(path.resolve())
    assert not window.session.stack.can_undo


def test_a_broken_file_changes_nothing(window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "bad.battlemap"
    bad.write_text('{"format": "battlemap-encounter", "schema_version": 99}')
    warnings: list[str] = []
    window.files.warn = lambda title, text: warnings.append(text)
    before = window.session.doc
    assert not window.files.open(str(bad))
    assert window.session.doc is before
    assert "update Battlemap" in warnings[0]


def test_unsaved_changes_prompt(window: MainWindow) -> None:
    drag(window.view, [(0, 0), (1, 0)])
    assert window.isWindowModified()
    window.files.ask_unsaved = lambda: Button.Cancel
    window.files.new()
    assert len(window.session.doc.creatures) == 2  # cancelled: still the same fight
    assert not window.close()
    window.files.ask_unsaved = lambda: Button.Discard
    window.files.new()
    assert window.session.doc.creatures == []


def test_the_demo_opens_untitled_with_its_image(window: MainWindow) -> None:
    window.files.open_bundled(DEMO_ENCOUNTER)
    doc = window.session.doc
    assert len(doc.creatures) >= 12
    assert not window.scene.image_item.pixmap().isNull()
    assert window.files.path is None
    assert not window.isWindowModified()
