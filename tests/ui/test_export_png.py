"""PNG export: strips join seamlessly, views, grid, area, cancel; no whole-picture buffer."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from battlemap.bench.scenario import big_map
from battlemap.model import Encounter
from battlemap.ui.export import ExportOptions, PngExport, View, export_png
from battlemap.ui.export.export_scene import export_scene
from battlemap.ui.export.strips import StripRenderer
from tests.helpers.export_maps import HIDDEN_AT, export_encounter

PX = 40


def pixels(path: Path) -> np.ndarray:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    assert not image.isNull()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    rows = raw.reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width() * 3].reshape(image.height(), image.width(), 3).copy()


def centre_of(col: int, row: int) -> tuple[int, int]:
    return int((row + 0.5) * PX), int((col + 0.5) * PX)


def test_png_has_the_map_size_in_pixels(qapp, tmp_path: Path) -> None:
    out = tmp_path / "map.png"
    assert export_png(export_encounter(), None, out, ExportOptions(px_per_square=PX))
    assert pixels(out).shape == (5 * PX, 8 * PX, 3)
    assert not (tmp_path / "map.png.part").exists()


def test_strips_join_into_the_same_picture_as_one_render(qapp, tmp_path: Path) -> None:
    options = ExportOptions(px_per_square=PX)
    doc = export_encounter()
    with export_scene(doc, None, options) as scene:
        job = PngExport(scene, options, tmp_path / "strips.png", strip_pixels=8 * PX * 7)
        assert job.total > 20  # 7-row strips
        while not job.finished:
            job.step()
        job.finish()
        whole = QImage(8 * PX, 5 * PX, QImage.Format.Format_RGB888)
        painter = QPainter(whole)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        scene.render(
            painter, QRectF(whole.rect()), scene.map_rect(), Qt.AspectRatioMode.IgnoreAspectRatio
        )
        painter.end()
    whole.save(str(tmp_path / "whole.png"))
    diff = np.abs(
        pixels(tmp_path / "strips.png").astype(int) - pixels(tmp_path / "whole.png").astype(int)
    )
    # Anti-aliased edges may differ by a shade where a strip cuts a circle; nothing more.
    assert diff.max() <= 40 and (diff > 8).mean() < 0.002


def test_player_view_hides_hidden_creatures_the_gm_sees(qapp, tmp_path: Path) -> None:
    gm, player = tmp_path / "gm.png", tmp_path / "player.png"
    export_png(export_encounter(), None, gm, ExportOptions(px_per_square=PX))
    export_png(export_encounter(), None, player, ExportOptions(px_per_square=PX, view=View.PLAYER))
    y, x = centre_of(*HIDDEN_AT)
    empty_y, empty_x = centre_of(HIDDEN_AT[0], HIDDEN_AT[1] - 1)
    gm_px, player_px = pixels(gm), pixels(player)
    assert tuple(player_px[y, x]) == tuple(player_px[empty_y, empty_x])  # bare parchment
    assert tuple(gm_px[y, x]) != tuple(player_px[y, x])
    hero = centre_of(0, 0)
    assert tuple(gm_px[hero]) == tuple(player_px[hero])  # visible creatures stay


def test_grid_off_leaves_the_lines_out(qapp, tmp_path: Path) -> None:
    on, off = tmp_path / "on.png", tmp_path / "off.png"
    export_png(export_encounter(), None, on, ExportOptions(px_per_square=PX))
    export_png(export_encounter(), None, off, ExportOptions(px_per_square=PX, grid=False))
    line_y, line_x = 3 * PX, int(7.5 * PX)  # a horizontal grid line in an empty column
    assert tuple(pixels(on)[line_y, line_x]) != tuple(pixels(on)[line_y + PX // 2, line_x])
    assert tuple(pixels(off)[line_y, line_x]) == tuple(pixels(off)[line_y + PX // 2, line_x])


def test_an_area_exports_only_that_part(qapp, tmp_path: Path) -> None:
    out = tmp_path / "view.png"
    export_png(export_encounter(), None, out, ExportOptions(px_per_square=PX, area=(5, 2, 3, 3)))
    part = pixels(out)
    assert part.shape == (3 * PX, 3 * PX, 3)
    full = tmp_path / "full.png"
    export_png(export_encounter(), None, full, ExportOptions(px_per_square=PX))
    assert np.array_equal(part[PX:-PX, PX:-PX], pixels(full)[3 * PX : 4 * PX, 6 * PX : 7 * PX])


def test_cancelling_leaves_no_file(qapp, tmp_path: Path) -> None:
    out = tmp_path / "cancelled.png"
    calls: list[int] = []

    def progress(done: int, total: int) -> bool:
        calls.append(done)
        return False

    doc = export_encounter(cols=40, rows=40)
    assert not export_png(doc, None, out, ExportOptions(px_per_square=70), progress)
    assert calls == [1]
    assert list(tmp_path.iterdir()) == []


def test_a_100_square_map_renders_in_strips_of_bounded_size(qapp) -> None:
    spec, people = big_map(size=100, creatures=20)
    options = ExportOptions(px_per_square=70)
    with export_scene(Encounter(map=spec, creatures=people), None, options) as scene:
        strips = StripRenderer(scene, options)
        assert (strips.width, strips.height) == (7000, 7000)
        assert strips.strip_height * strips.width <= 2_000_000  # 8 MB, not a 196 MB picture
        assert strips.render(strips.count - 1).shape == (7000 - (strips.count - 1) * 285, 7000, 3)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="pixels per square"):
        ExportOptions(px_per_square=2)


def test_fog_is_opaque_for_players_and_hides_who_stands_in_it(qapp, tmp_path: Path) -> None:
    doc = export_encounter()
    doc.map.fog = [(0, 0), (1, 1)]  # the hero's square, and an empty one
    gm, player = tmp_path / "gm.png", tmp_path / "player.png"
    export_png(doc, None, gm, ExportOptions(px_per_square=PX))
    export_png(doc, None, player, ExportOptions(px_per_square=PX, view=View.PLAYER))
    gm_px, player_px = pixels(gm), pixels(player)
    hero, fogged, clear = centre_of(0, 0), centre_of(1, 1), centre_of(2, 1)
    assert tuple(player_px[hero]) == tuple(player_px[fogged])  # the same flat fog
    assert tuple(player_px[fogged]) != tuple(player_px[clear])
    assert tuple(gm_px[hero]) != tuple(gm_px[fogged])  # the GM sees the hero through it
    assert tuple(gm_px[fogged]) != tuple(gm_px[clear])  # and sees where the fog is
