"""Format versions: a real v1 file, step-by-step upgrades with backups, newer files refused."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from battlemap.io import (
    SCHEMA_VERSION,
    BrokenEncounterFile,
    NewerEncounterFile,
    dumps_encounter,
    encounter_file,
    load_encounter,
    migrations,
    save_encounter,
)
from battlemap.model import Creature, Door, Encounter, GridSpec, MapSpec, Size, Wall

V1 = Path(__file__).parent / "data" / "v1-crypt.battlemap"


def _v1_doc() -> Encounter:
    return Encounter(
        name="Crypt of the v1 format",
        map=MapSpec(
            cols=12,
            rows=8,
            image="crypt.png",
            grid=GridSpec(px_per_square=64, offset_x=3, offset_y=5),
            difficult=[(1, 1), (2, 1)],
            hamper=[(2, 2)],
            block=[(3, 3)],
            walls=[Wall(x1=4, y1=0, x2=4, y2=5)],
            doors=[Door(x1=4, y1=5, x2=4, y2=6, closed=False)],
        ),
        creatures=[
            Creature(id="ogre", name="Ogre", col=5, row=5, size=Size.LARGE, reach_weapon=True),
            Creature(id="rat", name="Rat", side="pcs", col=0, row=0, size=Size.TINY),
        ],
        notes="Saved by Battlemap 0.1.0 in schema 1.",
    )


def test_real_v1_file_still_reads(tmp_path: Path) -> None:
    """The first published format, kept byte for byte in tests/io/data."""
    assert json.loads(V1.read_bytes())["schema_version"] == 1
    copy = tmp_path / V1.name
    shutil.copy(V1, copy)
    assert load_encounter(copy) == _v1_doc()
    assert sorted(p.name for p in tmp_path.iterdir()) == [V1.name]  # current: no backup


def _v0_prerelease() -> dict[str, Any]:
    """A synthetic pre-release layout: no wrapper object, the grid flattened."""
    return {
        "format": "battlemap-encounter",
        "schema_version": 0,
        "name": "Old crypt",
        "map": {"cols": 5, "rows": 4, "grid_px": 50, "walls": [[2, 0, 2, 4]]},
        "creatures": [{"id": "rat", "name": "Rat", "col": 1, "row": 1}],
    }


def _v0_to_v1(raw: dict[str, Any]) -> dict[str, Any]:
    m = dict(raw["map"])
    m["grid"] = {"px_per_square": m.pop("grid_px")}
    m["walls"] = [dict(zip(("x1", "y1", "x2", "y2"), w, strict=True)) for w in m["walls"]]
    encounter = {"name": raw["name"], "map": m, "creatures": raw["creatures"]}
    return {"format": raw["format"], "app_version": "0.0.9", "encounter": encounter}


def test_synthetic_v0_file_is_upgraded_and_its_original_backed_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(encounter_file, "MIGRATIONS", {0: _v0_to_v1})
    path = tmp_path / "old.battlemap"
    path.write_text(json.dumps(_v0_prerelease()))
    original = path.read_bytes()
    doc = load_encounter(path)
    assert doc.map.grid.px_per_square == 50
    assert doc.map.walls == [Wall(x1=2, y1=0, x2=2, y2=4)]
    assert doc.creature("rat").col == 1
    backup = tmp_path / "old.battlemap.schema0.bak"
    assert backup.read_bytes() == original and path.read_bytes() == original
    load_encounter(path)  # the same original again: the backup is reused, not duplicated
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.battlemap", backup.name]
    save_encounter(doc, path)  # writing back the upgraded format
    assert json.loads(path.read_bytes())["schema_version"] == SCHEMA_VERSION
    assert backup.read_bytes() == original


def test_upgrades_run_one_version_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[int] = []

    def step(n: int) -> migrations.Step:
        def run(raw: dict[str, Any]) -> dict[str, Any]:
            assert raw["schema_version"] == n  # each step sees exactly its own version
            seen.append(n)
            return _v0_to_v1(raw) if n == 0 else raw

        return run

    monkeypatch.setattr(encounter_file, "MIGRATIONS", {0: step(0), 1: step(1)})
    monkeypatch.setattr(encounter_file, "SCHEMA_VERSION", 2)
    path = tmp_path / "old.battlemap"
    path.write_text(json.dumps(_v0_prerelease()))
    assert load_encounter(path).name == "Old crypt"
    assert seen == [0, 1]


def test_backup_falls_back_to_the_state_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, state_folder: Path
) -> None:
    monkeypatch.setattr(encounter_file, "MIGRATIONS", {0: _v0_to_v1})
    real = encounter_file._write_new

    def read_only_beside(folder: Path, stem: str, data: bytes) -> Path:
        if folder == tmp_path:
            raise PermissionError("read-only folder")
        return real(folder, stem, data)

    monkeypatch.setattr(encounter_file, "_write_new", read_only_beside)
    path = tmp_path / "old.battlemap"
    path.write_text(json.dumps(_v0_prerelease()))
    load_encounter(path)
    [backup] = (state_folder / "backups").iterdir()
    assert backup.name.startswith("old.battlemap.schema0.")
    assert backup.read_bytes() == path.read_bytes()


def test_failed_upgrade_is_a_clear_error_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(encounter_file, "MIGRATIONS", {0: _v0_to_v1})
    raw = _v0_prerelease()
    del raw["map"]["grid_px"]
    path = tmp_path / "old.battlemap"
    path.write_text(json.dumps(raw))
    with pytest.raises(BrokenEncounterFile, match=r"could not be upgraded.*format 0 to 1"):
        load_encounter(path)
    assert [p.name for p in tmp_path.iterdir()] == ["old.battlemap"]


def test_too_old_without_a_step_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.battlemap"
    path.write_text(json.dumps(_v0_prerelease()))
    with pytest.raises(BrokenEncounterFile, match="older than this Battlemap can upgrade"):
        load_encounter(path)


def test_save_refuses_to_overwrite_a_newer_format_file(tmp_path: Path) -> None:
    raw = json.loads(dumps_encounter(_v1_doc()))
    raw["schema_version"] = SCHEMA_VERSION + 1
    path = tmp_path / "future.battlemap"
    path.write_text(json.dumps(raw))
    before = path.read_bytes()
    with pytest.raises(NewerEncounterFile, match="not overwritten"):
        save_encounter(Encounter(name="Older app"), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["future.battlemap"]


def test_save_over_a_current_or_foreign_file_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "a.battlemap"
    path.write_text("not json at all")
    save_encounter(_v1_doc(), path)
    save_encounter(Encounter(name="Again"), path)
    assert load_encounter(path).name == "Again"
