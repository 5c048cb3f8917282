"""D&D 3.5 initiative core: rolls, order, turns, flat-footed, surprise (RULES.md §6–7)."""

from __future__ import annotations

from dataclasses import replace

from battlemap.model.combat import (
    AddCombatant,
    BeginCombat,
    CombatantInfo,
    CombatOptions,
    CombatSystem,
    EndCombat,
    InitRoll,
    NextTurn,
    PreContactRound,
    RecordMove,
    RemoveCombatant,
    Reroll,
    RollInitiative,
    SetAwareness,
    UseAction,
)
from battlemap.rules.initiative.base import CombatEngine, Handler, OrderStep, Phase
from battlemap.rules.initiative.errors import IllegalAction
from battlemap.rules.initiative.fighter import Fighter
from battlemap.rules.initiative.turn import Readied, TurnKind, TurnUsage
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.text import QT_TRANSLATE_NOOP


class Dnd35Core(CombatEngine):
    """D&D 3.5 rounds and turns (INI-*, FF-*, SUR-*, ENC-*); `Dnd35Combat` adds ready/delay.

    Example:
        >>> from battlemap.model.combat import CombatantInfo, AddCombatant, InitRoll
        >>> c = Dnd35Core()
        >>> for cid, face in (("tordek", 12), ("orc", 15)):
        ...     info = CombatantInfo(id=cid, name=cid.title(), init_modifier=1)
        ...     roll = InitRoll(combatant=cid, d20=face, modifier=1)
        ...     c = c.apply(AddCombatant(combatant=info, roll=roll))
        >>> c = c.apply(BeginCombat())
        >>> c.active, [s.combatants for s in c.order()]
        (('orc',), [('orc',), ('tordek',)])
        >>> c.is_flat_footed("tordek"), c.may_make_aoo("orc")
        (True, True)
    """

    system = CombatSystem.DND35

    def __init__(self, options: CombatOptions | None = None) -> None:
        super().__init__(options)
        self.fighters: dict[str, Fighter] = {}
        self.order_ids: list[str] = []
        self.current: str | None = None
        self.interrupt: str | None = None
        self.resume_at: int | None = None
        self.surprise = False
        self.pre_contact_rounds = 0

    def _copy_containers(self) -> None:
        self.fighters = dict(self.fighters)
        self.order_ids = list(self.order_ids)

    def _handlers(self) -> dict[str, Handler]:
        return {
            "add": self._add,
            "remove": self._remove,
            "awareness": self._awareness,
            "pre_contact": self._pre_contact,
            "roll": self._roll,
            "begin": self._begin,
            "next": self._next,
            "reroll": self._reroll,
            "action": self._use,
            "move": self._move,
            "end": self._end,
        }

    # -- queries ------------------------------------------------------------------

    @property
    def combatant_ids(self) -> tuple[str, ...]:
        return tuple(self.fighters)

    def info(self, cid: str) -> CombatantInfo:
        return self.fighter(cid).info

    def fighter(self, cid: str) -> Fighter:
        """The record of one combatant."""
        self._require(cid)
        return self.fighters[cid]

    @property
    def running(self) -> bool:
        """A surprise round or a regular round is under way."""
        return self.phase in (Phase.SURPRISE, Phase.ROUNDS)

    @property
    def active(self) -> tuple[str, ...]:
        lead = self.interrupt or self.current
        if lead is None or not self.running:
            return ()
        return (lead, *self.followers(lead))

    def followers(self, cid: str) -> tuple[str, ...]:
        """Mounts acting on this rider's initiative (ENC-MOUNT)."""
        return tuple(k for k, f in self.fighters.items() if f.leader == cid)

    def order(self) -> list[OrderStep]:
        pos = self._position()
        return [
            OrderStep(
                (cid, *self.followers(cid)),
                self.fighters[cid].initiative,
                active=cid in self.active,
                done=pos is not None and i < pos,
            )
            for i, cid in enumerate(self.order_ids)
        ]

    def _position(self) -> int | None:
        if self.current in self.order_ids:
            return self.order_ids.index(self.current)
        return self.resume_at

    @property
    def has_surprise_round(self) -> bool:
        if self.phase is not Phase.SETUP:
            return self.surprise and self.phase is Phase.SURPRISE
        aware = {f.aware for f in self.fighters.values()}
        return aware == {True, False}

    def is_flat_footed(self, cid: str) -> bool:
        return self.phase is not Phase.ENDED and not self.fighter(cid).acted

    def loses_dex_to_ac(self, cid: str) -> bool:
        return self.is_flat_footed(cid) and not self.fighter(cid).info.uncanny_dodge

    def is_surprised(self, cid: str) -> bool:
        return self.has_surprise_round and not self.fighter(cid).aware

    def readied(self, cid: str) -> Readied | None:
        return self.fighter(cid).readied

    def is_delaying(self, cid: str) -> bool:
        return self.fighter(cid).delaying is not None

    def usage(self, cid: str) -> TurnUsage | None:
        return self.fighter(cid).turn

    def move_so_far(self, cid: str) -> MoveSoFar:
        if cid in self.active:
            return self.fighter(cid).turn.move
        return super().move_so_far(cid)

    def rolls_needed(self) -> tuple[str, ...]:
        leaders = [k for k, f in self.fighters.items() if f.leader is None]
        if self.phase is Phase.SETUP:
            need = [k for k in leaders if self.fighters[k].aware or not self.has_surprise_round]
        elif self.phase is Phase.SURPRISE and self._wraps():
            need = leaders
        else:
            return ()
        return tuple(k for k in need if self.fighters[k].roll is None)

    # -- setup --------------------------------------------------------------------

    def _add(self, e: AddCombatant) -> None:
        info = e.combatant
        if info.id in self.fighters:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} is already in the fight"), name=info.name
            )
        leader = None
        if info.mount_of is not None:
            self._require(info.mount_of)
            leader = None if info.own_initiative else info.mount_of
        self.fighters[info.id] = Fighter(info, aware=info.aware, leader=leader)
        if leader is not None:
            return
        if e.roll is not None:
            self._set_roll(e.roll)
            if self.running:
                self._insert(info.id)  # ENC-NEW: acts this round only if its count is ahead
        elif self.phase is Phase.ROUNDS:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "{name} must roll initiative to join the fight (ENC-NEW)"
                ),
                name=info.name,
            )

    def _awareness(self, e: SetAwareness) -> None:
        if self.phase is not Phase.SETUP:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Awareness is set before combat begins (SUR-AWARE)")
            )
        ids = list(e.combatants)
        if e.side is not None:
            side = [k for k, f in self.fighters.items() if f.info.side == e.side]
            if not side:
                raise IllegalAction.of(
                    QT_TRANSLATE_NOOP("Rules", "Nobody in the fight is on the side {side!r}"),
                    side=e.side,
                )
            ids += side
        for cid in ids:
            self.fighters[cid] = replace(self.fighter(cid), aware=e.aware)

    def _pre_contact(self, e: PreContactRound) -> None:
        if self.phase is not Phase.SETUP:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "Pre-contact rounds come before initiative is rolled (ENC-PREP)"
                )
            )
        if not any(f.aware for f in self.fighters.values()):
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "Nobody is aware yet: there is nobody to act before contact"
                )
            )
        self.pre_contact_rounds += 1

    def _roll(self, e: RollInitiative) -> None:
        for r in e.rolls:
            f = self.fighter(r.combatant)
            if f.roll is not None:
                raise IllegalAction.of(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} already rolled initiative; the GM may order a re-roll "
                        "(VAR-REROLL-EVENT)",
                    ),
                    name=f.info.name,
                )
            self._set_roll(r)
            if self.running:
                self._insert(r.combatant)

    def _set_roll(self, r: InitRoll) -> None:
        f = self.fighter(r.combatant)
        if f.leader is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} acts on its rider's initiative (ENC-MOUNT)"),
                name=f.info.name,
            )
        total = r.d20 + r.modifier - f.penalty
        self.fighters[r.combatant] = replace(f, roll=r, initiative=total, penalty=0)

    def _insert(self, cid: str) -> None:
        """Put a newly rolled combatant in the order by its result (INI-ORDER, ENC-NEW)."""
        key = self.fighters[cid].key
        if cid in self.order_ids:
            self.order_ids.remove(cid)
        for i, other in enumerate(self.order_ids):
            if self.fighters[other].key < key:
                if self.resume_at is not None and i <= self.resume_at:
                    self.resume_at += 1
                self.order_ids.insert(i, cid)
                return
        self.order_ids.append(cid)

    def _sort(self) -> None:
        leaders = [k for k, f in self.fighters.items() if f.leader is None and f.roll]
        self.order_ids = sorted(leaders, key=lambda k: self.fighters[k].key, reverse=True)

    # -- the run of turns -----------------------------------------------------------

    def _begin(self, e: BeginCombat) -> None:
        if self.phase is not Phase.SETUP:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Combat has already begun"))
        for r in e.rolls:
            self._set_roll(r)
        if not self.fighters:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Nobody is in the fight yet"))
        missing = self.rolls_needed()
        if missing:
            names = tuple(self.name(k) for k in missing)
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "Roll initiative first for: {names} (INI-ROLL, SUR-ORDER)"
                ),
                names=names,
            )
        self.surprise = self.has_surprise_round
        self.phase = Phase.SURPRISE if self.surprise else Phase.ROUNDS
        self.round = 0 if self.surprise else 1
        self._sort()
        self.resume_at = 0
        self._advance(())

    def _next(self, e: NextTurn) -> None:
        if not self.running:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "No turn is running"))
        if self.interrupt is not None:
            if e.rolls:
                raise IllegalAction.of(
                    QT_TRANSLATE_NOOP("Rules", "Ending a readied action starts no round: no rolls")
                )
            self.interrupt = None  # RDY-TRIGGER: the interrupted turn resumes
            return
        self._advance(e.rolls)

    def _wraps(self) -> bool:
        pos = self._position()
        start = 0 if pos is None else pos + (self.current is not None)
        return not any(self._eligible(k) for k in self.order_ids[start:])

    def _eligible(self, cid: str) -> bool:
        return self.round != 0 or self.fighters[cid].aware

    def _advance(self, rolls: tuple[InitRoll, ...]) -> None:
        """End the current turn and start the next eligible one (INI-ORDER, INI-INACTION)."""
        if self._wraps():
            self._new_round(rolls)
            idx = 0
        elif rolls:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Initiative rolls belong to the start of a new round")
            )
        else:
            pos = self._position()
            idx = 0 if pos is None else pos + (self.current is not None)
        while idx < len(self.order_ids) and not self._eligible(self.order_ids[idx]):
            idx += 1
        if idx >= len(self.order_ids):
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Nobody is left to act"))
        self.resume_at = None
        self._start_turn(self._delayer_before(self.order_ids[idx]))

    def _new_round(self, rolls: tuple[InitRoll, ...]) -> None:
        """Start the next round; after the surprise round the unaware roll now (SUR-ORDER)."""
        if self.round != 0:
            if rolls:
                raise IllegalAction.of(
                    QT_TRANSLATE_NOOP("Rules", "Initiative is rolled once per combat (INI-ORDER)")
                )
            self.round += 1
            return
        for r in rolls:
            self._set_roll(r)
            self._insert(r.combatant)
        missing = [k for k, f in self.fighters.items() if f.leader is None and f.roll is None]
        if missing:
            names = tuple(self.name(k) for k in missing)
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "The surprise round is over: roll initiative for {names}"
                ),
                names=names,
            )
        self.round, self.phase = 1, Phase.ROUNDS

    def _delayer_before(self, cid: str) -> str:
        """A delayer who named this creature's count steps in now (DLY-ACTION)."""
        return cid

    def _start_turn(self, cid: str) -> None:
        """Its turn comes: no longer flat-footed; a pending ready lapses (RDY-LAPSE)."""
        kind = TurnKind.SURPRISE if self.round == 0 else TurnKind.NORMAL
        for k in (cid, *self.followers(cid)):
            f = self.fighters[k]
            self.fighters[k] = replace(
                f, acted=True, readied=None, delaying=None, turn=TurnUsage(kind)
            )
        self.current = cid

    def _require_active(self, cid: str) -> Fighter:
        f = self.fighter(cid)
        if cid not in self.active:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "It is not {name}'s turn"), name=f.info.name
            )
        if f.delaying is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} is delaying"), name=f.info.name
            )
        return f

    def _use(self, e: UseAction) -> None:
        f = self._require_active(e.combatant)
        self.fighters[e.combatant] = replace(f, turn=f.turn.use(e.action, f.info.name))

    def _move(self, e: RecordMove) -> None:
        f = self._require_active(e.combatant)
        turn = f.turn.record_move(e.squares, e.parity_after, e.mode, f.info.name)
        self.fighters[e.combatant] = replace(f, turn=turn)

    def _reroll(self, e: Reroll) -> None:
        """Everyone named rolls anew; a new round starts in the new order (VAR-REROLL-EVENT)."""
        if self.phase is not Phase.ROUNDS or self.interrupt is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "A re-roll happens between turns of a regular round")
            )
        if not e.rolls:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Nobody re-rolls"))
        for r in e.rolls:
            self._set_roll(r)
        self._sort()
        self.round += 1
        self.current, self.resume_at = None, 0
        self._advance(())

    def _remove(self, e: RemoveCombatant) -> None:
        cid = e.combatant
        f = self.fighter(cid)
        mounts = self.followers(cid)
        for k in mounts:  # a mount left alone takes its rider's place
            m = self.fighters[k]
            self.fighters[k] = replace(m, leader=None, roll=f.roll, initiative=f.initiative)
        if cid in self.order_ids:
            i = self.order_ids.index(cid)
            self.order_ids[i : i + 1] = mounts
            if self.current == cid:
                self.current, self.resume_at = None, i
            elif self.resume_at is not None and i <= self.resume_at:
                self.resume_at -= 1
        if self.interrupt == cid:
            self.interrupt = None
        del self.fighters[cid]

    def _end(self, e: EndCombat) -> None:
        self.phase = Phase.ENDED
        self.current = self.interrupt = None
