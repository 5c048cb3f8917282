"""One D&D 3.5 turn: which actions are used and left, and the movement spent so far."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from battlemap.model.combat import ActionKind, MoveMode, ReadyPreset
from battlemap.rules.initiative.errors import IllegalAction
from battlemap.rules.movement import MoveSoFar
from battlemap.rules.text import QT_TRANSLATE_NOOP, Message

THIS_CREATURE = Message(QT_TRANSLATE_NOOP("Rules", "This creature"))


class TurnKind(StrEnum):
    """What a turn allows.

    NORMAL: a standard and a move action, or two moves, or a full-round action.
    SURPRISE: one standard *or* one move action, plus free actions (SUR-ROUND).
    READIED: only the readied action, plus a 5-ft step if allowed (RDY-TRIGGER, RDY-STEP).
    """

    NORMAL = "normal"
    SURPRISE = "surprise"
    READIED = "readied"


@dataclass(frozen=True)
class TurnUsage:
    """What a combatant has used in its current (or latest) turn.

    `moves` counts move actions; a second one takes the place of the standard action.
    `move` is the movement spent, its diagonal parity and whether it was a 5-ft step:
    the movement planner's starting point (MOV-DIAG decision: the parity runs over the
    whole turn and starts afresh next turn).

    Example:
        >>> t = TurnUsage().use(ActionKind.MOVE)
        >>> (t.standard_left, t.move_left, t.full_round_left)
        (True, True, False)
        >>> t.use(ActionKind.MOVE).standard_left
        False
    """

    kind: TurnKind = TurnKind.NORMAL
    standard: bool = False
    moves: int = 0
    full_round: bool = False
    free: int = 0
    move: MoveSoFar = field(default_factory=MoveSoFar)
    readied: ActionKind | None = None
    step_allowed: bool = True
    last_mode: MoveMode | None = None

    @property
    def untouched(self) -> bool:
        """Nothing used yet this turn (a creature may still delay)."""
        return self == TurnUsage(self.kind, readied=self.readied, step_allowed=self.step_allowed)

    @property
    def standard_left(self) -> bool:
        """A standard action can still be taken."""
        if self.kind is TurnKind.READIED:
            return self.readied is ActionKind.STANDARD and not self.standard
        if self.kind is TurnKind.SURPRISE:
            return not self.standard and self.moves == 0
        return not self.full_round and not self.standard and self.moves < 2

    @property
    def move_left(self) -> bool:
        """A move action can still be taken (the second one replaces the standard)."""
        if self.kind is TurnKind.READIED:
            return self.readied is ActionKind.MOVE and self.moves == 0
        if self.kind is TurnKind.SURPRISE:
            return not self.standard and self.moves == 0
        return not self.full_round and (self.moves == 0 or (self.moves == 1 and not self.standard))

    @property
    def full_round_left(self) -> bool:
        """The full-round action is still available (nothing but a 5-ft step taken)."""
        if self.kind is not TurnKind.NORMAL:
            return False
        return not self.full_round and not self.standard and self.moves == 0

    @property
    def step_left(self) -> bool:
        """A 5-ft step is still possible: no other movement this turn (MOV-STEP, RDY-STEP)."""
        return self.step_allowed and not self.move.moved

    @property
    def free_left(self) -> bool:
        """Free actions are always available during one's own turn."""
        return True

    def left(self) -> dict[str, bool]:
        """What is left, by name: standard, move, full_round, five_foot_step, free."""
        return {
            "standard": self.standard_left,
            "move": self.move_left,
            "full_round": self.full_round_left,
            "five_foot_step": self.step_left,
            "free": self.free_left,
        }

    def use(self, action: ActionKind, who: str = THIS_CREATURE) -> TurnUsage:
        """The usage after one more action; IllegalAction if it is not left."""
        if action is ActionKind.FREE:
            return replace(self, free=self.free + 1)
        if action is ActionKind.STANDARD:
            self._require(
                self.standard_left,
                QT_TRANSLATE_NOOP("Rules", "{name} has no standard action left this turn"),
                name=who,
            )
            return replace(self, standard=True)
        if action is ActionKind.MOVE:
            self._require(
                self.move_left,
                QT_TRANSLATE_NOOP("Rules", "{name} has no move action left this turn"),
                name=who,
            )
            return replace(self, moves=self.moves + 1)
        self._require(
            self.full_round_left,
            QT_TRANSLATE_NOOP("Rules", "{name} cannot take a full-round action now"),
            name=who,
        )
        return replace(self, full_round=True)

    def record_move(self, squares: int, parity: int, mode: MoveMode, who: str) -> TurnUsage:
        """The usage after a move paid as `mode` (MOV-ACTIONS, MOV-STEP, MOV-DIAG)."""
        if mode is MoveMode.STEP:
            self._require(
                self.step_left,
                QT_TRANSLATE_NOOP("Rules", "{name} already moved this turn: no 5-ft step"),
                name=who,
            )
            self._require(squares <= 1, QT_TRANSLATE_NOOP("Rules", "a 5-ft step covers one square"))
            moved = MoveSoFar(self.move.spent + squares, parity, True, self.move.ran)
            return replace(self, move=moved, last_mode=mode)
        self._require(
            not self.move.stepped,
            QT_TRANSLATE_NOOP("Rules", "{name} took a 5-ft step: no other move this turn"),
            name=who,
        )
        if mode is MoveMode.CONTINUE:
            self._require(
                self.last_mode in (MoveMode.MOVE, MoveMode.DOUBLE, MoveMode.RUN),
                QT_TRANSLATE_NOOP("Rules", "{name} has no move under way to continue"),
                name=who,
            )
            return replace(self, move=self.move.after(squares, parity))
        if mode is MoveMode.MOVE:
            used = self.use(ActionKind.MOVE, who)
        elif mode is MoveMode.DOUBLE:
            self._require(
                self.kind is TurnKind.NORMAL and self.moves == 0 and not self.standard,
                QT_TRANSLATE_NOOP(
                    "Rules", "{name} cannot double move now (it needs both move actions)"
                ),
                name=who,
            )
            used = replace(self, moves=2)
        else:  # RUN
            used = self.use(ActionKind.FULL_ROUND, who)
        ran = self.move.ran or mode is MoveMode.RUN
        moved = MoveSoFar(self.move.spent + squares, parity, False, ran)
        return replace(used, move=moved, last_mode=mode)

    @staticmethod
    def _require(ok: bool, template: str, **params: object) -> None:
        if not ok:
            raise IllegalAction.of(template, **params)


@dataclass(frozen=True)
class Readied:
    """A readied action waiting for its trigger (RDY-ACTION, RDY-KINDS).

    Attributes:
        action: the kind of action readied (standard, move or free).
        trigger: the condition, in the player's words.
        preset: the RDY-KINDS preset it came from, if any.
        round: the round it was readied in (VAR-REROLL-EACH-ROUND penalty).
    """

    action: ActionKind
    trigger: str
    preset: ReadyPreset | None
    round: int


@dataclass(frozen=True)
class Delaying:
    """A delayed turn (DLY-ACTION): since which round, and before whom, if named."""

    round: int
    until_before: str | None = None
