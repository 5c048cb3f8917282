"""A main window on a small encounter, with settings in a temporary file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from battlemap.model import Creature, Encounter, MapSpec, Size
from battlemap.ui.main_window import MainWindow
from battlemap.ui.settings import Settings


def small_encounter() -> Encounter:
    """10 × 6 squares: a hero at A1 (speed 30), an ogre at F1."""
    return Encounter(
        name="Test",
        map=MapSpec(cols=10, rows=6),
        creatures=[
            Creature(id="hero", name="Hero", side="pcs", col=0, row=0, race="human"),
            Creature(id="ogre", name="Ogre", side="enemies", col=5, row=0, size=Size.LARGE),
        ],
    )


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, settings: Settings) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(settings)
    w.files.ask_unsaved = lambda: QMessageBox.StandardButton.Discard  # no modal prompt
    qtbot.addWidget(w)
    w.session.replace_document(small_encounter())
    w.resize(900, 700)
    w.show()
    with qtbot.waitExposed(w):
        pass
    w.view.set_zoom(1.0)
    w.view.centerOn(250, 150)
    return w
