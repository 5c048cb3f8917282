"""The combat log a saved encounter holds: the system, the seed and every step taken.

The log is the source of truth of a fight: `battlemap.rules.initiative.replay` rebuilds
the whole combat state from it. Every roll is written into the step that made it, so a
replay never needs the random source again (INI-TIE decision: tie-breaks are recorded).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from battlemap.model.creature import Creature

_ID = Field(min_length=1, max_length=64)


class CombatSystem(StrEnum):
    """The initiative system a combat runs under, chosen when it starts."""

    DND35 = "dnd35"
    CONFRONTATION = "confrontation"


class ActionKind(StrEnum):
    """The D&D 3.5 action types a turn is made of."""

    STANDARD = "standard"
    MOVE = "move"
    FULL_ROUND = "full_round"
    FREE = "free"


class MoveMode(StrEnum):
    """How a recorded move pays for itself (MOV-ACTIONS).

    MOVE: one move action (up to speed); DOUBLE: two move actions; RUN: the full-round
    action; STEP: the 5-ft step; CONTINUE: more squares of the move, double move or run
    already begun this turn (a second drag of the token), no new action.
    """

    MOVE = "move"
    DOUBLE = "double"
    RUN = "run"
    STEP = "step"
    CONTINUE = "continue"


class ReadyPreset(StrEnum):
    """Readied actions the tracker offers ready-made (RDY-KINDS)."""

    DISRUPT_CASTER = "disrupt_caster"
    COUNTERSPELL = "counterspell"
    SET_VS_CHARGE = "set_vs_charge"


class Attitude(StrEnum):
    """Confrontation attitudes, declared in this fixed order (CONF-ATTITUDE)."""

    FURY = "hargne"
    SKILL = "adresse"
    ELEGANCE = "elegance"
    OPPORTUNISM = "opportunisme"
    SUBTLETY = "subtilite"
    DISCIPLINE = "discipline"

    @property
    def rank(self) -> int:
        """0 for Fury (first) to 5 for Discipline (last)."""
        return list(Attitude).index(self)


class Pool(StrEnum):
    """The two Confrontation dice pools (CONF-POOLS)."""

    ACTION = "action"
    REACTION = "reaction"


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CombatantInfo(_Record):
    """What the combat keeps of a map creature when it joins (a snapshot, for replay).

    `mount_of` names the rider; with `own_initiative` False the mount acts on its
    rider's turn and has no place of its own in the order (ENC-MOUNT).
    """

    id: str = _ID
    name: str = Field(min_length=1, max_length=80)
    side: str = Field(default="enemies", min_length=1, max_length=40)
    init_modifier: int = Field(default=0, ge=-40, le=80)
    uncanny_dodge: bool = False
    aware: bool = True
    potential: int = Field(default=0, ge=0, le=50, description="Confrontation dice")
    mount_of: str | None = Field(default=None, min_length=1, max_length=64)
    own_initiative: bool = True

    @staticmethod
    def of(creature: Creature, **overrides: object) -> CombatantInfo:
        """The snapshot of a map creature (its id links the two).

        Example:
            >>> from battlemap.model import Creature
            >>> lidda = Creature(id="lidda", name="Lidda", side="party", col=0, row=0,
            ...                  dex_mod=4, init_misc=4, uncanny_dodge=True)
            >>> CombatantInfo.of(lidda).init_modifier
            8
        """
        data: dict[str, object] = {
            "id": creature.id,
            "name": creature.name,
            "side": creature.side,
            "init_modifier": creature.init_modifier,
            "uncanny_dodge": creature.uncanny_dodge,
        }
        data.update(overrides)
        return CombatantInfo.model_validate(data)


class InitRoll(_Record):
    """One initiative check (INI-ROLL) and its recorded coin toss (INI-TIE).

    `d20` is the die face, from the seeded random source or typed by the GM (`typed`).
    `tiebreak` settles ties that the modifier leaves: the higher number goes first.
    """

    combatant: str = _ID
    d20: int = Field(ge=1, le=20)
    modifier: int = Field(ge=-40, le=80)
    tiebreak: int = Field(default=0, ge=0, le=2**31)
    typed: bool = False


class AddCombatant(_Record):
    """Add a combatant: before the fight, or joining a running one (ENC-NEW)."""

    kind: Literal["add"] = "add"
    combatant: CombatantInfo
    roll: InitRoll | None = None


class RemoveCombatant(_Record):
    """Take a combatant out of the fight (fled, dead, dismissed)."""

    kind: Literal["remove"] = "remove"
    combatant: str = _ID


class SetAwareness(_Record):
    """Mark combatants, or a whole side, aware or unaware (SUR-AWARE, ENC-CASES)."""

    kind: Literal["awareness"] = "awareness"
    combatants: tuple[str, ...] = ()
    side: str | None = None
    aware: bool = True


class PreContactRound(_Record):
    """Count one round before contact; aware combatants act freely (ENC-PREP)."""

    kind: Literal["pre_contact"] = "pre_contact"


class RollInitiative(_Record):
    """Record initiative checks (INI-ROLL), rolled or typed by the GM."""

    kind: Literal["roll"] = "roll"
    rolls: tuple[InitRoll, ...]


class BeginCombat(_Record):
    """Start the first round (the surprise round when there is one, SUR-ROUND)."""

    kind: Literal["begin"] = "begin"
    rolls: tuple[InitRoll, ...] = ()


class NextTurn(_Record):
    """End the current turn (or readied action); `rolls` are those a new round needs."""

    kind: Literal["next"] = "next"
    rolls: tuple[InitRoll, ...] = ()


class Reroll(_Record):
    """The GM has everyone, or a chosen set, roll initiative anew (VAR-REROLL-EVENT)."""

    kind: Literal["reroll"] = "reroll"
    rolls: tuple[InitRoll, ...]


class UseAction(_Record):
    """Spend an action of the current turn (standard, move, full-round, free)."""

    kind: Literal["action"] = "action"
    combatant: str = _ID
    action: ActionKind
    note: str = Field(default="", max_length=200)


class RecordMove(_Record):
    """A move made this turn: its cost in squares and the diagonal parity after it."""

    kind: Literal["move"] = "move"
    combatant: str = _ID
    squares: int = Field(ge=0, le=1000)
    parity_after: int = Field(ge=0, le=1)
    mode: MoveMode = MoveMode.MOVE


class Ready(_Record):
    """Ready an action against a trigger (RDY-ACTION, RDY-KINDS)."""

    kind: Literal["ready"] = "ready"
    combatant: str = _ID
    action: ActionKind = ActionKind.STANDARD
    trigger: str = Field(min_length=1, max_length=300)
    preset: ReadyPreset | None = None


class TriggerReadied(_Record):
    """The trigger happened: the readied combatant acts now (RDY-TRIGGER)."""

    kind: Literal["trigger"] = "trigger"
    combatant: str = _ID


class Delay(_Record):
    """Delay: take no action now, act later (DLY-ACTION); optionally before someone."""

    kind: Literal["delay"] = "delay"
    combatant: str = _ID
    until_before: str | None = Field(default=None, min_length=1, max_length=64)


class ActNow(_Record):
    """A delaying combatant acts now, between two turns (DLY-ACTION)."""

    kind: Literal["act_now"] = "act_now"
    combatant: str = _ID


class SetAttitude(_Record):
    """Pick or change a Confrontation attitude (CONF-ATTITUDE)."""

    kind: Literal["attitude"] = "attitude"
    combatant: str = _ID
    attitude: Attitude


class SplitPool(_Record):
    """Reveal a Confrontation split of Potential into action/reaction dice (CONF-SPLIT)."""

    kind: Literal["split"] = "split"
    combatant: str = _ID
    action: int = Field(ge=0, le=50)
    reaction: int = Field(ge=0, le=50)


class SpendDice(_Record):
    """Spend dice from a pool for an action or reaction (CONF-COST)."""

    kind: Literal["spend"] = "spend"
    combatant: str = _ID
    pool: Pool
    dice: int = Field(ge=1, le=50)
    talent: str = Field(default="", max_length=80)


class Attack(_Record):
    """A Confrontation attack with optional active defence (CONF-DEFENCE, CONF-DAMAGE).

    `defence_dice` 0 means no active defence: the attack meets `passive_def`. Results
    are the totals the table rolled; `damage` is the GM's number, on a hit only.
    """

    kind: Literal["attack"] = "attack"
    attacker: str = _ID
    defender: str = _ID
    dice: int = Field(ge=1, le=50)
    result: int = Field(ge=-100, le=1000)
    passive_def: int = Field(ge=-100, le=1000)
    defence_dice: int = Field(default=0, ge=0, le=50)
    defence_result: int | None = Field(default=None, ge=-100, le=1000)
    damage: int | None = Field(default=None, ge=0, le=100_000)
    talent: str = Field(default="", max_length=80)


class EndCombat(_Record):
    """The fight is over; the log stays with the encounter."""

    kind: Literal["end"] = "end"


LogEntry = Annotated[
    AddCombatant
    | RemoveCombatant
    | SetAwareness
    | PreContactRound
    | RollInitiative
    | BeginCombat
    | NextTurn
    | Reroll
    | UseAction
    | RecordMove
    | Ready
    | TriggerReadied
    | Delay
    | ActNow
    | SetAttitude
    | SplitPool
    | SpendDice
    | Attack
    | EndCombat,
    Field(discriminator="kind"),
]


class CombatOptions(_Record):
    """Variant rules chosen when the combat starts."""

    reroll_each_round: bool = False  # VAR-REROLL-EACH-ROUND


class CombatLog(BaseModel):
    """One combat: its system, seed and every step, in order.

    Example:
        >>> log = CombatLog(system=CombatSystem.DND35, seed=7)
        >>> log.entries.append(Delay(combatant="tordek"))
        >>> CombatLog.model_validate_json(log.model_dump_json()) == log
        True
    """

    model_config = ConfigDict(extra="forbid")

    system: CombatSystem = CombatSystem.DND35
    seed: int = Field(default=0, ge=0, le=2**63)
    options: CombatOptions = Field(default_factory=CombatOptions)
    entries: list[LogEntry] = Field(default_factory=list, max_length=100_000)
