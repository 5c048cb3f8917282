"""A main window with the combat parts installed, and the kobold-ambush party on the map."""

from __future__ import annotations

from battlemap.model import Creature, Encounter, MapSpec
from battlemap.ui.combat.combat_ui import CombatUi
from battlemap.ui.main_window import MainWindow


def combat_ui(window: MainWindow) -> CombatUi:
    """The window's combat parts (installed here if the window does not install them)."""
    ui = getattr(window, "combat", None)
    if not isinstance(ui, CombatUi):
        ui = CombatUi(window)
        window.combat = ui  # type: ignore[attr-defined]
    return ui


def kobold_ambush() -> Encounter:
    """Seed 003 (tests/rules/initiative/data/kobold_sorcerer_surprise.json) on a map."""
    return Encounter(
        name="Kobold ambush",
        map=MapSpec(cols=14, rows=8),
        creatures=[
            Creature(
                id="kobold",
                name="Kobold sorcerer",
                side="kobolds",
                col=12,
                row=2,
                dex_mod=2,
                race="human",
            ),
            Creature(id="jozan", name="Jozan", side="party", col=1, row=1, race="human"),
            Creature(
                id="lidda",
                name="Lidda",
                side="party",
                col=1,
                row=3,
                dex_mod=4,
                init_misc=4,
                uncanny_dodge=True,
                race="halfling",
            ),
            Creature(
                id="tordek", name="Tordek", side="party", col=2, row=2, dex_mod=1, race="dwarf"
            ),
        ],
    )
