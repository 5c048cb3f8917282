"""The encounter file: round trip, atomic writes, clear errors for broken/newer files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from battlemap.io import (
    SCHEMA_VERSION,
    BrokenEncounterFile,
    NewerEncounterFile,
    atomic,
    dumps_encounter,
    load_encounter,
    save_encounter,
)
from battlemap.model import Creature, Door, Encounter, MapSpec, Size, Wall


def _doc() -> Encounter:
    return Encounter(
        name="Crypt",
        map=MapSpec(
            cols=12,
            rows=8,
            difficult=[(1, 1)],
            hamper=[(2, 2)],
            block=[(3, 3)],
            walls=[Wall(x1=4, y1=0, x2=4, y2=5)],
            doors=[Door(x1=4, y1=5, x2=4, y2=6, closed=False)],
        ),
        creatures=[
            Creature(id="ogre", name="Ogre", col=5, row=5, size=Size.LARGE, reach_weapon=True),
            Creature(id="rat", name="Rat", side="pcs", col=0, row=0, size=Size.TINY),
        ],
    )


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / "crypt.battlemap"
    save_encounter(_doc(), path)
    assert load_encounter(path) == _doc()


def test_file_carries_versions() -> None:
    raw = json.loads(dumps_encounter(_doc()))
    assert raw["format"] == "battlemap-encounter"
    assert raw["schema_version"] == SCHEMA_VERSION
    assert raw["app_version"]


def test_newer_file_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    raw = json.loads(dumps_encounter(_doc()))
    raw["schema_version"] = SCHEMA_VERSION + 1
    raw["app_version"] = "9.0"
    path = tmp_path / "future.battlemap"
    path.write_text(json.dumps(raw))
    with pytest.raises(NewerEncounterFile, match=r"Battlemap 9\.0.*update"):
        load_encounter(path)


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("{not json", "not JSON"),
        ('{"hello": 1}', "not a Battlemap encounter file"),
        ('{"format": "battlemap-encounter"}', "schema version"),
        (
            '{"format": "battlemap-encounter", "schema_version": 1, "app_version": "0",'
            ' "encounter": {"creatures": [{"id": "a"}]}}',
            r"damaged: encounter\.creatures\.0",
        ),
    ],
)
def test_broken_file_is_refused_with_a_clear_message(tmp_path: Path, text: str, match: str) -> None:
    path = tmp_path / "broken.battlemap"
    path.write_text(text)
    with pytest.raises(BrokenEncounterFile, match=match):
        load_encounter(path)


def test_failed_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "crypt.battlemap"
    save_encounter(_doc(), path)
    before = path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        save_encounter(Encounter(name="Other"), path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["crypt.battlemap"]  # no temp file left behind
