"""The one interface both initiative systems offer the map: `CombatEngine`."""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self

from battlemap.model.combat import CombatantInfo, CombatOptions, CombatSystem, LogEntry
from battlemap.rules.initiative.errors import IllegalAction, NotInThisSystem, UnknownCombatant
from battlemap.rules.initiative.turn import Readied, TurnUsage
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.text import QT_TRANSLATE_NOOP


class Phase(StrEnum):
    """Where a combat stands."""

    SETUP = "setup"  # combatants, awareness, rolls; pre-contact rounds (ENC-PREP)
    SURPRISE = "surprise"  # the surprise round, round 0 (SUR-ROUND)
    SPLITTING = "splitting"  # Confrontation: attitudes and splits being revealed
    ROUNDS = "rounds"  # regular rounds
    ENDED = "ended"


@dataclass(frozen=True)
class OrderStep:
    """One line of the initiative order as displayed.

    Attributes:
        combatants: who acts in this step; several for a Confrontation simultaneous
            group (CONF-ORDER) or a rider with a mount on its initiative (ENC-MOUNT).
        initiative: the D&D count it acts on, or the Confrontation action dice.
        active: this step is acting now.
        done: this step has already acted this round.
    """

    combatants: tuple[str, ...]
    initiative: int | None
    active: bool = False
    done: bool = False


Handler = Callable[[Any], None]


class CombatEngine(ABC):
    """The state of one combat, rebuilt from its log by `replay` (never edited in place).

    `apply(entry)` returns a *new* engine with one more log step, or raises a
    `CombatError` subclass and leaves this one untouched: legality is checked before
    anything changes. Both systems answer the same questions, so the map need not know
    which one runs.
    """

    system: ClassVar[CombatSystem]

    def __init__(self, options: CombatOptions | None = None) -> None:
        self.options = options if options is not None else CombatOptions()
        self.phase = Phase.SETUP
        self.round = 0
        self.steps = 0

    # -- transitions --------------------------------------------------------------

    def apply(self, entry: LogEntry) -> Self:
        """The state after one more log step; raises a `CombatError` if it is illegal."""
        if self.phase is Phase.ENDED:
            raise IllegalAction.of(QT_TRANSLATE_NOOP("Rules", "This combat has ended"))
        new = copy.copy(self)
        new._copy_containers()
        handler = new._handlers().get(entry.kind)
        if handler is None:
            raise NotInThisSystem.of(
                QT_TRANSLATE_NOOP("Rules", "'{step}' is not a step of a {system} combat"),
                step=entry.kind,
                system=str(self.system),
            )
        handler(entry)
        new.steps += 1
        return new

    def check(self, entry: LogEntry) -> None:
        """Raise the `CombatError` that `apply` would raise, change nothing."""
        self.apply(entry)

    @abstractmethod
    def _copy_containers(self) -> None:
        """Give a shallow copy its own lists and dicts (records are immutable)."""

    @abstractmethod
    def _handlers(self) -> dict[str, Handler]:
        """The step kinds this system understands, each with its handler."""

    # -- what the map asks --------------------------------------------------------

    @property
    @abstractmethod
    def combatant_ids(self) -> tuple[str, ...]:
        """Every combatant in the fight, in the order they joined."""

    @abstractmethod
    def info(self, cid: str) -> CombatantInfo:
        """What the combat knows of a combatant since it joined."""

    def name(self, cid: str) -> str:
        """The display name of a combatant."""
        return self.info(cid).name

    @property
    @abstractmethod
    def active(self) -> tuple[str, ...]:
        """Who acts right now (empty between turns, before the start and after the end)."""

    @abstractmethod
    def order(self) -> list[OrderStep]:
        """The order as displayed, first to act first."""

    @abstractmethod
    def rolls_needed(self) -> tuple[str, ...]:
        """Who must roll initiative before the next `BeginCombat` or `NextTurn`."""

    def is_flat_footed(self, cid: str) -> bool:
        """Flat-footed now (FF-START); never in systems without the notion."""
        self._require(cid)
        return False

    def loses_dex_to_ac(self, cid: str) -> bool:
        """Loses its Dex bonus to AC: flat-footed without uncanny dodge (FF-UNCANNY)."""
        return self.is_flat_footed(cid)

    def is_surprised(self, cid: str) -> bool:
        """Unaware in a surprise round that is due or running (SUR-UNAWARE)."""
        self._require(cid)
        return False

    def may_make_aoo(self, cid: str) -> bool:
        """May make attacks of opportunity now (FF-NO-AOO). Helplessness is the map's."""
        return not self.is_flat_footed(cid)

    def readied(self, cid: str) -> Readied | None:
        """Its readied action, with the action kind and trigger text (RDY-ACTION)."""
        self._require(cid)
        return None

    def is_delaying(self, cid: str) -> bool:
        """Delaying its action (DLY-ACTION)."""
        self._require(cid)
        return False

    def usage(self, cid: str) -> TurnUsage | None:
        """Actions used and left in its current or latest turn (None: not tracked)."""
        self._require(cid)
        return None

    def move_so_far(self, cid: str) -> MoveSoFar:
        """Movement already spent this turn, for the planner (MOV-DIAG decision).

        A creature that is not acting now starts from nothing.
        """
        self._require(cid)
        return MoveSoFar()

    @property
    def has_surprise_round(self) -> bool:
        """Whether a surprise round is due or running (SUR-ROUND, ENC-CASES)."""
        return False

    @property
    def current_turn(self) -> tuple[int, tuple[str, ...]]:
        """(round, active combatants): the header the tracker shows."""
        return (self.round, self.active)

    # -- helpers ------------------------------------------------------------------

    def _require(self, cid: str) -> None:
        if cid not in self.combatant_ids:
            raise UnknownCombatant.of(
                QT_TRANSLATE_NOOP("Rules", "No combatant {cid!r} in this fight"), cid=cid
            )

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return vars(self) == vars(other)

    __hash__ = None  # type: ignore[assignment]  # mutable-looking value; compare only
