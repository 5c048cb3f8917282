"""The player view shows the table what it may see: no hidden creature, nothing under fog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication

from battlemap.model import Creature
from battlemap.session.edit_commands import EditCreature
from battlemap.session.edit_fog import SetFog
from battlemap.ui.combat.combat_ui import CombatUi
from battlemap.ui.combat.rolls_dialog import RollsDialog
from battlemap.ui.combat.start_dialog import CombatSetup, StartCombatDialog
from battlemap.ui.geometry import SQUARE
from battlemap.ui.main_window import MainWindow
from battlemap.ui.player.true_scale import ScreenCalibration, ppi_from_diagonal, stored_ppi
from battlemap.ui.player_view import Follow, PlayerView
from tests.helpers.combat_window import combat_ui, kobold_ambush
from tests.helpers.map_gestures import drag


@pytest.fixture
def ui(window: MainWindow) -> CombatUi:
    doc = kobold_ambush()
    doc.creatures.append(
        Creature(
            id="assassin",
            name="Assassin",
            side="kobolds",
            col=10,
            row=5,
            hidden=True,
            notes="GM only: waits for the cleric",
        )
    )
    window.session.replace_document(doc)
    return combat_ui(window)


@pytest.fixture
def player(ui: CombatUi, qtbot) -> PlayerView:  # type: ignore[no-untyped-def]
    ui.actions["player_view"].trigger()
    view = ui.player_view()
    with qtbot.waitExposed(view):
        pass
    return view


def _fight(ui: CombatUi, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = [c.id for c in ui.window.session.doc.creatures]
    typed = {"assassin": 20, "jozan": 15, "kobold": 12, "tordek": 11, "lidda": 3}
    monkeypatch.setattr(
        StartCombatDialog, "ask", staticmethod(lambda *a: CombatSetup(creature_ids=ids))
    )
    monkeypatch.setattr(RollsDialog, "ask", staticmethod(lambda names, p=None: typed))
    ui.dock.combat.actions["start"].trigger()
    ui.dock.combat.actions["rolls"].trigger()


def test_player_view_shows_no_hidden_creature(
    ui: CombatUi, player: PlayerView, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert player.isVisible()
    assert player.scene.token_ids() == {"kobold", "jozan", "lidda", "tordek"}
    _fight(ui, monkeypatch)
    assert ui.dock.displayed_order()[0] == ("assassin",)  # the GM sees the assassin first
    assert "Assassin" not in player.strip.names
    assert player.strip.names == ["Jozan", "Kobold sorcerer", "Tordek", "Lidda"]
    assert not player.scene.ring.isVisible()  # the assassin acts unseen
    # nothing of the GM's: no notes, no initiative counts, no badges on tokens
    texts = " ".join(player.strip.names)
    assert "GM only" not in texts and not any(ch.isdigit() for ch in texts)
    assert all(not player.scene.token_look(cid).badges for cid in player.scene.token_ids())
    # revealed, it appears on the table
    seen = ui.window.session.doc.creature("assassin").model_copy(update={"hidden": False})
    ui.window.session.push(EditCreature(seen, "Reveal"))
    assert "assassin" in player.scene.token_ids() and player.scene.ring.isVisible()


def test_fog_hides_squares_and_what_stands_in_them(ui: CombatUi, player: PlayerView) -> None:
    session = ui.window.session
    session.push(SetFog([(12, 2)], hide=True))  # over the kobold
    assert "kobold" not in player.scene.token_ids()
    assert player.scene.fog.has_image and ui.sync.fog.has_image
    session.stack.undo()
    assert "kobold" in player.scene.token_ids() and not player.scene.fog.has_image


def test_fog_tool_paints_one_undo_step_and_shift_reveals(ui: CombatUi, window: MainWindow) -> None:
    window.view.centerOn(300, 150)
    window.tools.activate("fog")
    drag(window.view, [(3, 0), (4, 0), (5, 0)])
    assert sorted(window.session.doc.map.fog) == [(3, 0), (4, 0), (5, 0)]
    drag(window.view, [(4, 0)], mods=Qt.KeyboardModifier.ShiftModifier)
    assert sorted(window.session.doc.map.fog) == [(3, 0), (5, 0)]
    window.undo.undo.trigger()
    window.undo.undo.trigger()
    assert window.session.doc.map.fog == []


def test_player_view_follows_the_active_creature(
    ui: CombatUi, player: PlayerView, monkeypatch: pytest.MonkeyPatch
) -> None:
    player.view.scale(3, 3)
    player.set_follow(Follow.ACTIVE)
    _fight(ui, monkeypatch)
    ui.dock.combat.actions["next"].trigger()  # the assassin ends; Jozan acts
    centre = player.view.mapToScene(player.view.viewport().rect().center())
    jozan = ui.window.session.doc.creature("jozan")
    assert abs(centre.x() - (jozan.col + 0.5) * SQUARE) <= SQUARE
    assert abs(centre.y() - (jozan.row + 0.5) * SQUARE) <= SQUARE


def test_true_scale_makes_a_square_one_inch(
    ui: CombatUi, player: PlayerView, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ScreenCalibration, "ask", staticmethod(lambda *a: 55.0))
    ui.actions["true_scale"].trigger()
    screen = player.screen() or QGuiApplication.primaryScreen()
    store: QSettings = ui.store
    assert stored_ppi(store, screen) == pytest.approx(55.0)
    assert player.true_scale
    assert player.view.transform().m11() * SQUARE == pytest.approx(55.0)
    assert ppi_from_diagonal(1920, 1080, 40.0) == pytest.approx(55.07, abs=0.01)
