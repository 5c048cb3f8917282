"""The map image path follows the file on Save As."""

from __future__ import annotations

from pathlib import Path

from battlemap.io.image_paths import resolve_image, with_image_relative_to
from battlemap.model import Encounter, MapSpec


def test_relative_image_is_rebased_for_another_folder(tmp_path: Path) -> None:
    (tmp_path / "a" / "maps").mkdir(parents=True)
    (tmp_path / "b").mkdir()
    doc = Encounter(map=MapSpec(image="maps/crypt.png"))
    out = with_image_relative_to(
        doc, tmp_path / "a" / "x.battlemap", tmp_path / "b" / "y.battlemap"
    )
    assert out.map.image == "../a/maps/crypt.png"
    assert doc.map.image == "maps/crypt.png"  # the open document is untouched
    resolved = resolve_image(out, tmp_path / "b" / "y.battlemap")
    assert resolved is not None
    assert resolved.resolve() == (tmp_path / "a" / "maps" / "crypt.png").resolve()


def test_no_image_stays_none(tmp_path: Path) -> None:
    doc = Encounter()
    assert resolve_image(doc, None) is None
    assert with_image_relative_to(doc, None, tmp_path / "y.battlemap") is doc
