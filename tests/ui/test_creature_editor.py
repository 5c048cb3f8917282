"""The creature editor holds every field of `Creature` and validates through the model."""

from __future__ import annotations

from battlemap.model import Armour, Creature, Load, Shape, Size, SpeedBonus
from battlemap.ui.creature_editor import CreatureEditor
from battlemap.ui.main_window import MainWindow
from tests.helpers.map_gestures import press, release

FULL = Creature(
    id="krusk",
    name="Krusk",
    side="pcs",
    col=4,
    row=7,
    size=Size.LARGE,
    shape=Shape.LONG,
    space_override=3,
    reach_override_ft=0,
    reach_weapon=True,
    race="half-orc",
    base_speed_ft=40,
    fly_speed_ft=60,
    armour=Armour.MEDIUM,
    load=Load.HEAVY,
    speed_bonuses=[SpeedBonus(kind="enhancement", feet=10, lost_in_armour=Armour.HEAVY)],
    dex_mod=2,
    init_misc=4,
    uncanny_dodge=True,
    flying=True,
    incorporeal=True,
    helpless=True,
    fills_space=True,
    obstacle_when_helpless=True,
    tumbling=True,
    overrun=True,
    escape_artist=True,
    hidden=True,
    notes="Glaive",
    image="krusk.png",
)


def test_every_field_survives_the_editor(qtbot) -> None:  # type: ignore[no-untyped-def]
    for creature in (FULL, Creature(id="a", name="A", col=0, row=0)):
        editor = CreatureEditor(creature, ["pcs"])
        qtbot.addWidget(editor)
        editor.accept()
        assert editor.creature() == creature
    assert set(editor.values()) == set(Creature.model_fields)


def test_a_bad_value_keeps_the_dialog_open_with_the_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = CreatureEditor(FULL, [])
    qtbot.addWidget(editor)
    editor.name.setText("")
    editor.accept()
    assert editor.creature() is None
    assert "name" in editor.error.text()
    editor.name.setText("Krusk")
    editor.bonuses.setPlainText("fast")
    editor.accept()
    assert "speed bonus line 1" in editor.error.text()


def test_duplicate_and_remove_from_the_edit_menu(window: MainWindow) -> None:
    press(window.view, (0, 0))
    release(window.view, (0, 0))
    window.duplicate_selected()
    assert [c.id for c in window.session.doc.creatures] == ["hero", "ogre", "hero-2"]
    assert window.scene.selected_id == "hero-2"
    window.remove_selected()
    assert [c.id for c in window.session.doc.creatures] == ["hero", "ogre"]
    window.undo.undo.trigger()
    window.undo.undo.trigger()
    assert [c.id for c in window.session.doc.creatures] == ["hero", "ogre"]
    assert not window.session.stack.can_undo
