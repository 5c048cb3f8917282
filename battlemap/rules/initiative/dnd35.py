"""D&D 3.5 combat with the actions that change initiative: ready and delay (RULES.md §8)."""

from __future__ import annotations

from dataclasses import replace

from battlemap.model.combat import ActionKind, ActNow, Delay, Ready, TriggerReadied
from battlemap.rules.initiative.base import Handler
from battlemap.rules.initiative.dnd35_core import Dnd35Core
from battlemap.rules.initiative.errors import IllegalAction
from battlemap.rules.initiative.fighter import Fighter
from battlemap.rules.initiative.turn import Delaying, Readied, TurnKind, TurnUsage
from battlemap.rules.text import QT_TRANSLATE_NOOP

READYABLE = (ActionKind.STANDARD, ActionKind.MOVE, ActionKind.FREE)


class Dnd35Combat(Dnd35Core):
    """A D&D 3.5 combat by the book, ready and delay included.

    Example (the readied archer at the door, RDY-TRIGGER and RDY-RANK):
        >>> from battlemap.model.combat import (AddCombatant, BeginCombat, CombatantInfo,
        ...     InitRoll, NextTurn)
        >>> c = Dnd35Combat()
        >>> for cid, face in (("archer", 18), ("orc", 10)):
        ...     c = c.apply(AddCombatant(combatant=CombatantInfo(id=cid, name=cid),
        ...         roll=InitRoll(combatant=cid, d20=face, modifier=0)))
        >>> c = c.apply(BeginCombat())
        >>> c = c.apply(Ready(combatant="archer", trigger="first creature through the door"))
        >>> c = c.apply(NextTurn()).apply(TriggerReadied(combatant="archer"))
        >>> c.active, c.fighter("archer").initiative
        (('archer',), 10)
        >>> c.apply(NextTurn()).active
        ('orc',)
    """

    def _handlers(self) -> dict[str, Handler]:
        return super()._handlers() | {
            "ready": self._ready,
            "trigger": self._trigger,
            "delay": self._delay,
            "act_now": self._act_now,
        }

    def _own_turn(self, cid: str) -> Fighter:
        f = self._require_active(cid)
        if self.interrupt is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} is resolving a readied action, not a turn"),
                name=f.info.name,
            )
        return f

    def _late_action(self, cid: str, since_round: int) -> None:
        """A readied or delayed action taken; the re-roll variant charges for it."""

    def _move_before_current(self, cid: str) -> None:
        """Give `cid` the count just before the current actor (RDY-RANK, DLY-ACTION)."""
        assert self.current is not None
        self.order_ids.remove(cid)
        self.order_ids.insert(self.order_ids.index(self.current), cid)
        count = self.fighters[self.current].initiative
        self.fighters[cid] = replace(self.fighters[cid], initiative=count)

    def _ready(self, e: Ready) -> None:
        """Ready costs the standard action; only standard, move or free (RDY-ACTION)."""
        f = self._own_turn(e.combatant)
        if e.action not in READYABLE:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Only a standard, move or free action can be readied")
            )
        if f.readied is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} already has a readied action"), name=f.info.name
            )
        turn = f.turn.use(ActionKind.STANDARD, f.info.name)
        readied = Readied(e.action, e.trigger, e.preset, self.round)
        self.fighters[e.combatant] = replace(f, turn=turn, readied=readied)

    def _trigger(self, e: TriggerReadied) -> None:
        """The readied creature acts just before the trigger (RDY-TRIGGER, RDY-RANK).

        It may take a 5-ft step only if it did not move in the turn it readied
        (RDY-STEP); in the next round before its own turn, it gives up that turn
        (RDY-NEXT-ROUND) because it now stands before the current actor.
        """
        f = self.fighter(e.combatant)
        if f.readied is None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} has no readied action"), name=f.info.name
            )
        if self.interrupt is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "Another readied action is being resolved: finish it first"
                )
            )
        if self.current is None or not self.running:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "A readied action interrupts a turn; no turn is running")
            )
        if self.current == e.combatant or e.combatant in self.followers(self.current):
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} readied this turn: the trigger comes later"),
                name=f.info.name,
            )
        step = not f.turn.move.moved
        turn = TurnUsage(TurnKind.READIED, readied=f.readied.action, step_allowed=step)
        self.fighters[e.combatant] = replace(f, readied=None, acted=True, turn=turn)
        self._late_action(e.combatant, f.readied.round)
        self._move_before_current(e.combatant)
        self.interrupt = e.combatant

    def _delay(self, e: Delay) -> None:
        """Take no action now; act later in the round (DLY-ACTION)."""
        f = self._own_turn(e.combatant)
        if not f.turn.untouched:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} has already acted this turn and cannot delay"),
                name=f.info.name,
            )
        if e.until_before is not None:
            self._require(e.until_before)
            if e.until_before == e.combatant:
                raise IllegalAction.of(
                    QT_TRANSLATE_NOOP("Rules", "A creature cannot delay until its own count")
                )
        delaying = Delaying(self.round, e.until_before)
        self.fighters[e.combatant] = replace(f, delaying=delaying)

    def _act_now(self, e: ActNow) -> None:
        """A delayer acts between turns, never interrupting (DLY-NO-INTERRUPT).

        Its count becomes the one it acts on; in the next round, before its regular
        turn, that turn is given up (DLY-NEXT-ROUND).
        """
        f = self.fighter(e.combatant)
        if f.delaying is None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} is not delaying"), name=f.info.name
            )
        if self.current is None or not self.running:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Act when the next turn begins"))
        if self.current == e.combatant:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} just delayed: end the turn first"),
                name=f.info.name,
            )
        if self.interrupt is not None or not self.fighters[self.current].turn.untouched:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Delaying does not interrupt: let {name} finish the turn, then act "
                    "before the next one",
                ),
                name=self.name(self.current),
            )
        self._late_action(e.combatant, f.delaying.round)
        self._move_before_current(e.combatant)
        self._start_turn(e.combatant)

    def _delayer_before(self, cid: str) -> str:
        """A delayer who named `cid`'s count when delaying steps in before it."""
        for k in self.order_ids:
            d = self.fighters[k].delaying
            if d is not None and d.until_before == cid and k != cid:
                self._late_action(k, d.round)
                self.current = cid
                self._move_before_current(k)
                return k
        return cid
