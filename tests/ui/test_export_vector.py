"""SVG and single-page PDF exports of the same scene."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from battlemap.assets import DEMO_ENCOUNTER
from battlemap.io import load_encounter
from battlemap.ui.export import ExportOptions, View, export_pdf, export_svg
from tests.helpers.export_maps import export_encounter, pdf_media_boxes


def test_svg_is_sized_to_the_map(qapp, tmp_path: Path) -> None:
    out = tmp_path / "map.svg"
    export_svg(export_encounter(), None, out, ExportOptions(px_per_square=50))
    root = ET.parse(out).getroot()
    assert root.tag.endswith("svg")
    assert root.get("viewBox") == "0 0 400 250"
    assert "Hero" in out.read_text(encoding="utf-8")  # tokens are drawn, names as text


def test_svg_player_view_has_no_hidden_names(qapp, tmp_path: Path) -> None:
    gm, player = tmp_path / "gm.svg", tmp_path / "player.svg"
    export_svg(export_encounter(), None, gm, ExportOptions())
    export_svg(export_encounter(), None, player, ExportOptions(view=View.PLAYER))
    assert "Lurker" in gm.read_text(encoding="utf-8")
    assert "Lurker" not in player.read_text(encoding="utf-8")


def test_pdf_is_one_page_the_size_of_the_map(qapp, tmp_path: Path) -> None:
    out = tmp_path / "map.pdf"
    export_pdf(export_encounter(), None, out, ExportOptions(px_per_square=96))
    # 8 × 5 squares at 96 px, a pixel being 1/96 inch: 8 × 5 inches.
    (w, h), *more = pdf_media_boxes(out.read_bytes())
    assert not more
    assert (round(w), round(h)) == (8 * 72, 5 * 72)


def test_the_demo_exports_with_its_map_image(qapp, tmp_path: Path) -> None:
    doc = load_encounter(DEMO_ENCOUNTER)
    out = tmp_path / "demo.svg"
    export_svg(doc, DEMO_ENCOUNTER, out, ExportOptions(px_per_square=20))
    assert "<image" in out.read_text(encoding="utf-8")
