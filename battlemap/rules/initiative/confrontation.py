"""The "Confrontation" homebrew: attitudes and action/reaction dice pools (RULES.md §9)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from battlemap.model.combat import (
    AddCombatant,
    Attack,
    Attitude,
    BeginCombat,
    CombatantInfo,
    CombatOptions,
    CombatSystem,
    EndCombat,
    NextTurn,
    Pool,
    RecordMove,
    RemoveCombatant,
    SetAttitude,
    SpendDice,
    SplitPool,
)
from battlemap.rules.initiative.base import CombatEngine, Handler, OrderStep, Phase
from battlemap.rules.initiative.errors import IllegalAction
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.text import QT_TRANSLATE_NOOP


class Outcome(StrEnum):
    """How an attack ended (CONF-DEFENCE)."""

    HIT = "hit"
    MISS = "miss"


@dataclass(frozen=True)
class Character:
    """One Confrontation combatant (CONF-POOLS).

    Attributes:
        info: its snapshot; `info.potential` is its Potential in dice.
        attitude: its attitude, used for all its rolls (CONF-ATTITUDE).
        split: the (action, reaction) dice revealed this round, None before (CONF-SPLIT).
        action / reaction: dice left in each pool this round.
        damage: damage taken, as the GM entered it (CONF-DAMAGE).
        move: movement spent in its current step (MOV-DIAG decision).
    """

    info: CombatantInfo
    attitude: Attitude | None = None
    split: tuple[int, int] | None = None
    action: int = 0
    reaction: int = 0
    damage: int = 0
    move: MoveSoFar = field(default_factory=MoveSoFar)


@dataclass(frozen=True)
class AttackResult:
    """One resolved attack: the DEF it met and the outcome (CONF-DEFENCE)."""

    attacker: str
    defender: str
    result: int
    defence: int
    active_defence: bool
    outcome: Outcome
    damage: int


class ConfrontationCombat(CombatEngine):
    """A Confrontation combat: pools split each round, most action dice act first.

    Example:
        >>> from battlemap.model.combat import AddCombatant, CombatantInfo
        >>> c = ConfrontationCombat()
        >>> for cid in ("ana", "bo"):
        ...     c = c.apply(AddCombatant(combatant=CombatantInfo(id=cid, name=cid, potential=3)))
        >>> c = c.apply(BeginCombat())
        >>> c = c.apply(SetAttitude(combatant="ana", attitude=Attitude.DISCIPLINE))
        >>> c = c.apply(SetAttitude(combatant="bo", attitude=Attitude.FURY))
        >>> c.may_reveal()
        ('bo',)
        >>> c = c.apply(SplitPool(combatant="bo", action=1, reaction=2))
        >>> c = c.apply(SplitPool(combatant="ana", action=2, reaction=1))
        >>> [s.combatants for s in c.order()]
        [('ana',), ('bo',)]
    """

    system = CombatSystem.CONFRONTATION

    def __init__(self, options: CombatOptions | None = None) -> None:
        super().__init__(options)
        self.chars: dict[str, Character] = {}
        self.groups: list[tuple[str, ...]] = []
        self.step = 0
        self.attacks: list[AttackResult] = []

    def _copy_containers(self) -> None:
        self.chars = dict(self.chars)
        self.groups = list(self.groups)
        self.attacks = list(self.attacks)

    def _handlers(self) -> dict[str, Handler]:
        return {
            "add": self._add,
            "remove": self._remove,
            "begin": self._begin,
            "next": self._next,
            "attitude": self._attitude,
            "split": self._split,
            "spend": self._spend,
            "attack": self._attack,
            "move": self._move,
            "end": self._end,
        }

    # -- queries ------------------------------------------------------------------

    @property
    def combatant_ids(self) -> tuple[str, ...]:
        return tuple(self.chars)

    def info(self, cid: str) -> CombatantInfo:
        return self.character(cid).info

    def character(self, cid: str) -> Character:
        """The record of one combatant."""
        self._require(cid)
        return self.chars[cid]

    @property
    def active(self) -> tuple[str, ...]:
        if self.phase is not Phase.ROUNDS:
            return ()
        return self.groups[self.step]

    def order(self) -> list[OrderStep]:
        """The simultaneous groups of this round (CONF-ORDER); while splitting, the
        reveal order with no dice shown (CONF-SPLIT)."""
        if self.phase is Phase.ROUNDS:
            return [
                OrderStep(g, self._action_dice(g[0]), active=i == self.step, done=i < self.step)
                for i, g in enumerate(self.groups)
            ]
        return [OrderStep((k,), None) for k in self._by_attitude()]

    def rolls_needed(self) -> tuple[str, ...]:
        return ()

    def _action_dice(self, cid: str) -> int | None:
        split = self.chars[cid].split
        return None if split is None else split[0]

    def pools(self, cid: str) -> tuple[int, int]:
        """(action, reaction) dice left this round (CONF-POOLS)."""
        c = self.character(cid)
        return (c.action, c.reaction)

    def may_reveal(self) -> tuple[str, ...]:
        """Who may reveal a split now: the earliest attitude still hidden (CONF-SPLIT)."""
        if self.phase is not Phase.SPLITTING:
            return ()
        hidden = [k for k in self._by_attitude() if self.chars[k].split is None]
        if not hidden or any(self.chars[k].attitude is None for k in hidden):
            return ()
        first = self._rank(hidden[0])
        return tuple(k for k in hidden if self._rank(k) == first)

    def move_so_far(self, cid: str) -> MoveSoFar:
        if cid in self.active:
            return self.chars[cid].move
        return super().move_so_far(cid)

    def _rank(self, cid: str) -> int:
        a = self.chars[cid].attitude
        return len(Attitude) if a is None else a.rank

    def _by_attitude(self) -> list[str]:
        return sorted(self.chars, key=self._rank)

    # -- steps --------------------------------------------------------------------

    def _add(self, e: AddCombatant) -> None:
        info = e.combatant
        if info.id in self.chars:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} is already in the fight"), name=info.name
            )
        if info.potential < 1:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} needs a Potential of at least one die"),
                name=info.name,
            )
        self.chars[info.id] = Character(info)  # mid-round: splits at the next round

    def _remove(self, e: RemoveCombatant) -> None:
        self._require(e.combatant)
        del self.chars[e.combatant]
        kept = [tuple(k for k in g if k != e.combatant) for g in self.groups]
        old = self.groups[: self.step]
        self.step -= sum(1 for g in old if g == (e.combatant,))
        self.groups = [g for g in kept if g]
        if self.phase is Phase.ROUNDS and self.step >= len(self.groups):
            self._new_round()
        elif self.phase is Phase.SPLITTING:
            self._maybe_close_reveal()

    def _begin(self, e: BeginCombat) -> None:
        if self.phase is not Phase.SETUP:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "Combat has already begun"))
        if not self.chars or e.rolls:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Confrontation needs combatants and no initiative rolls")
            )
        self.round, self.phase = 1, Phase.SPLITTING

    def _next(self, e: NextTurn) -> None:
        if self.phase is not Phase.ROUNDS:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Every split must be revealed before anyone acts")
            )
        if e.rolls:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Confrontation has no initiative rolls")
            )
        self.step += 1
        if self.step >= len(self.groups):
            self._new_round()

    def _new_round(self) -> None:
        """Pools refill and are split anew; attitudes may change (§9 decision)."""
        self.round += 1
        self.phase, self.groups, self.step = Phase.SPLITTING, [], 0
        for k, c in self.chars.items():
            self.chars[k] = replace(c, split=None, action=0, reaction=0, move=MoveSoFar())

    def _attitude(self, e: SetAttitude) -> None:
        c = self.character(e.combatant)
        if self.phase not in (Phase.SETUP, Phase.SPLITTING) or c.split is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP(
                    "Rules", "{name} may change attitude only at the start of a round"
                ),
                name=c.info.name,
            )
        self.chars[e.combatant] = replace(c, attitude=e.attitude)

    def _split(self, e: SplitPool) -> None:
        """Reveal a split, in attitude order, Fury first (CONF-SPLIT)."""
        c = self.character(e.combatant)
        if self.phase is not Phase.SPLITTING or c.split is not None:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} cannot reveal a split now"), name=c.info.name
            )
        if e.action + e.reaction != c.info.potential:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} must split exactly {dice} dice"),
                name=c.info.name,
                dice=c.info.potential,
            )
        waiting = [self.name(k) for k in self.chars if self.chars[k].attitude is None]
        if waiting:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Everyone picks an attitude first: {names}"),
                names=tuple(waiting),
            )
        if e.combatant not in self.may_reveal():
            first = tuple(self.name(k) for k in self.may_reveal())
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Splits are revealed in attitude order: {names} first"),
                names=first,
            )
        self.chars[e.combatant] = replace(
            c, split=(e.action, e.reaction), action=e.action, reaction=e.reaction
        )
        self._maybe_close_reveal()

    def _maybe_close_reveal(self) -> None:
        """All revealed: most action dice first, then attitude, else together (CONF-ORDER)."""
        if not self.chars or any(c.split is None for c in self.chars.values()):
            return
        groups: dict[tuple[int, int], list[str]] = {}
        for k, c in self.chars.items():
            assert c.split is not None
            groups.setdefault((-c.split[0], self._rank(k)), []).append(k)
        self.groups = [tuple(sorted(groups[key])) for key in sorted(groups)]
        self.phase, self.step = Phase.ROUNDS, 0

    def _pay(self, cid: str, pool: Pool, dice: int) -> None:
        """Spend at least one die from the matching pool (CONF-COST)."""
        c = self.character(cid)
        if self.phase is not Phase.ROUNDS:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Dice are spent once every split is revealed")
            )
        if pool is Pool.ACTION and cid not in self.active:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "{name} acts on its own step of the order"),
                name=c.info.name,
            )
        left = c.action if pool is Pool.ACTION else c.reaction
        if dice < 1 or dice > left:
            if pool is Pool.ACTION:
                template = QT_TRANSLATE_NOOP(
                    "Rules", "{name} has {left} action dice left, not {dice}"
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "Rules", "{name} has {left} reaction dice left, not {dice}"
                )
            raise IllegalAction.of(template, name=c.info.name, left=left, dice=dice)
        if pool is Pool.ACTION:
            self.chars[cid] = replace(c, action=c.action - dice)
        else:
            self.chars[cid] = replace(c, reaction=c.reaction - dice)

    def _spend(self, e: SpendDice) -> None:
        self._pay(e.combatant, e.pool, e.dice)

    def _attack(self, e: Attack) -> None:
        """Active defence replaces the passive DEF for this one attack (CONF-DEFENCE)."""
        self._require(e.defender)
        self._pay(e.attacker, Pool.ACTION, e.dice)
        active = e.defence_dice > 0
        if active != (e.defence_result is not None):
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "An active defence needs both its dice and its result")
            )
        if active:
            self._pay(e.defender, Pool.REACTION, e.defence_dice)
        defence = e.defence_result if e.defence_result is not None else e.passive_def
        outcome = Outcome.HIT if e.result >= defence else Outcome.MISS
        if outcome is Outcome.MISS and e.damage:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "A missed attack deals no damage"))
        damage = e.damage or 0
        d = self.chars[e.defender]
        self.chars[e.defender] = replace(d, damage=d.damage + damage)
        self.attacks.append(
            AttackResult(e.attacker, e.defender, e.result, defence, active, outcome, damage)
        )

    def _move(self, e: RecordMove) -> None:
        c = self.character(e.combatant)
        if e.combatant not in self.active:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "It is not {name}'s step"), name=c.info.name
            )
        moved = c.move.after(e.squares, e.parity_after)
        self.chars[e.combatant] = replace(c, move=moved)

    def _end(self, e: EndCombat) -> None:
        self.phase, self.groups = Phase.ENDED, []
