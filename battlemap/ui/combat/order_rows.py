"""The initiative order as display rows: what the dock and the player's turn strip show."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from battlemap.rules.initiative import CombatEngine, Dnd35Combat, Phase
from battlemap.rules.initiative.confrontation import ConfrontationCombat
from battlemap.session.combat_turns import combat_badges
from battlemap.ui.noop import QT_TRANSLATE_NOOP

BADGE_TEXT = {
    "flat-footed": QT_TRANSLATE_NOOP("Combat", "flat-footed"),
    "surprised": QT_TRANSLATE_NOOP("Combat", "surprised"),
    "readied": QT_TRANSLATE_NOOP("Combat", "readied"),
    "delaying": QT_TRANSLATE_NOOP("Combat", "delaying"),
    "waiting": QT_TRANSLATE_NOOP("Combat", "not rolled"),
}


@dataclass(frozen=True)
class OrderRow:
    """One combatant's line. `step` is its place in `engine.order()` (-1: not in it yet).

    `follower` marks a mount acting on its rider's step (ENC-MOUNT), shown under it.
    """

    cid: str
    name: str
    side: str
    step: int
    initiative: int | None = None
    roll: str = ""
    modifier: int = 0
    badges: tuple[str, ...] = ()
    trigger: str = ""
    active: bool = False
    done: bool = False
    follower: bool = False
    attitude: str = ""
    pools: tuple[int, int] | None = None
    damage: int = 0

    @property
    def status(self) -> str:
        """The badges as words, with the readied trigger text."""
        words = [_badge_word(b, self.trigger) for b in self.badges]
        return ", ".join(words)


def _badge_word(badge: str, trigger: str) -> str:
    """A badge in the interface language; a readied action names its trigger."""
    if badge == "readied" and trigger:
        return QCoreApplication.translate("Combat", "readied: {trigger}").format(trigger=trigger)
    return QCoreApplication.translate("Combat", BADGE_TEXT.get(badge, badge))


def _row(state: CombatEngine, cid: str, step: int, **extra: object) -> OrderRow:
    info = state.info(cid)
    readied = state.readied(cid)
    fields: dict[str, object] = {
        "cid": cid,
        "name": info.name,
        "side": info.side,
        "step": step,
        "modifier": info.init_modifier,
        "badges": combat_badges(state, cid),
        "trigger": readied.trigger if readied is not None else "",
    }
    if isinstance(state, Dnd35Combat):
        roll = state.fighter(cid).roll
        if roll is not None:
            fields["roll"] = f"{roll.d20}{roll.modifier:+d}" + (" (typed)" if roll.typed else "")
        if state.fighter(cid).leader is None and roll is None and state.phase is not Phase.ENDED:
            fields["badges"] = (*combat_badges(state, cid), "waiting")
    elif isinstance(state, ConfrontationCombat):
        c = state.character(cid)
        fields["attitude"] = c.attitude.name.title() if c.attitude else ""
        fields["pools"] = state.pools(cid)
        fields["damage"] = c.damage
        fields["modifier"] = info.potential
    fields.update(extra)
    return OrderRow(**fields)  # type: ignore[arg-type]


def order_rows(state: CombatEngine) -> list[OrderRow]:
    """Every combatant, in the engine's order; who has no place yet comes last.

    Example:
        >>> from battlemap.model import combat as m
        >>> from battlemap.rules.initiative import new_combat
        >>> c = new_combat(m.CombatSystem.DND35)
        >>> c = c.apply(m.AddCombatant(combatant=m.CombatantInfo(id="orc", name="Orc"),
        ...     roll=m.InitRoll(combatant="orc", d20=12, modifier=0)))
        >>> [(r.name, r.roll, r.status) for r in order_rows(c.apply(m.BeginCombat()))]
        [('Orc', '12+0', '')]
    """
    rows: list[OrderRow] = []
    placed: set[str] = set()
    for i, step in enumerate(state.order()):
        for j, cid in enumerate(step.combatants):
            follower = j > 0 and isinstance(state, Dnd35Combat)
            rows.append(
                _row(
                    state,
                    cid,
                    i,
                    initiative=step.initiative,
                    active=step.active,
                    done=step.done,
                    follower=follower,
                )
            )
            placed.add(cid)
    for cid in state.combatant_ids:
        if cid not in placed:
            rows.append(_row(state, cid, -1))
    return rows


def displayed_steps(rows: list[OrderRow]) -> list[tuple[str, ...]]:
    """The order as the rows show it, one tuple of ids per step (to compare with the engine)."""
    steps: dict[int, list[str]] = {}
    for r in rows:
        if r.step >= 0:
            steps.setdefault(r.step, []).append(r.cid)
    return [tuple(steps[k]) for k in sorted(steps)]
