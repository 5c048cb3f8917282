"""Settings persist through QSettings and come back typed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from battlemap.ui.settings import MAX_RECENT, Settings


def _fresh(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_units_and_recent_files_survive_a_restart(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    s = _fresh(tmp_path / "s.ini")
    assert s.metric is False
    s.metric = True
    for i in range(MAX_RECENT + 2):
        s.add_recent(f"/games/{i}.battlemap")
    s.add_recent("/games/3.battlemap")
    s.store.sync()
    again = _fresh(tmp_path / "s.ini")
    assert again.metric is True
    assert again.recent_files[0] == "/games/3.battlemap"
    assert len(again.recent_files) == MAX_RECENT
    assert len(set(again.recent_files)) == MAX_RECENT
