"""Optional D&D rules as subclasses: re-roll initiative every round (VAR-REROLL-EACH-ROUND)."""

from __future__ import annotations

from dataclasses import replace

from battlemap.model.combat import InitRoll
from battlemap.rules.initiative.base import Phase
from battlemap.rules.initiative.dnd35 import Dnd35Combat
from battlemap.rules.initiative.errors import IllegalAction
from battlemap.rules.text import QT_TRANSLATE_NOOP

LATE_ACTION_PENALTY = 2


class RerollEachRound(Dnd35Combat):
    """Every combatant rolls initiative anew at the start of every round.

    A readied or delayed action taken later in the same round costs a cumulative −2 on
    the next roll (−2, then −4 if it happens again that round); one carried into the
    next round costs nothing, and replaces that round's turn (VAR-REROLL-EACH-ROUND).
    Readied and delayed actions carry over a re-roll; effects "until your next action"
    are the GM's to track.

    Example:
        >>> from battlemap.model.combat import (AddCombatant, BeginCombat, CombatantInfo,
        ...     NextTurn)
        >>> c = RerollEachRound()
        >>> for cid, face in (("mage", 17), ("monk", 9)):
        ...     c = c.apply(AddCombatant(combatant=CombatantInfo(id=cid, name=cid),
        ...         roll=InitRoll(combatant=cid, d20=face, modifier=2)))
        >>> c = c.apply(BeginCombat()).apply(NextTurn())
        >>> c.rolls_needed()
        ('mage', 'monk')
        >>> c = c.apply(NextTurn(rolls=(InitRoll(combatant="mage", d20=3, modifier=2),
        ...                            InitRoll(combatant="monk", d20=15, modifier=2))))
        >>> c.round, c.active
        (2, ('monk',))
    """

    def rolls_needed(self) -> tuple[str, ...]:
        if self.phase is Phase.ROUNDS and self.interrupt is None and self._wraps():
            return tuple(self.order_ids)
        return super().rolls_needed()

    def _late_action(self, cid: str, since_round: int) -> None:
        if since_round == self.round:
            f = self.fighters[cid]
            self.fighters[cid] = replace(f, penalty=f.penalty + LATE_ACTION_PENALTY)

    def _new_round(self, rolls: tuple[InitRoll, ...]) -> None:
        if self.round == 0:
            super()._new_round(rolls)
            return
        missing = set(self.order_ids) - {r.combatant for r in rolls}
        if missing:
            names = tuple(self.name(k) for k in self.order_ids if k in missing)
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "A new round: everyone re-rolls initiative; missing {names}"
                ),
                names=names,
            )
        for r in rolls:
            self._set_roll(r)
        self._sort()
        self.round += 1
