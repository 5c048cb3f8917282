"""One combatant of a D&D 3.5 combat, as an immutable record."""

from __future__ import annotations

from dataclasses import dataclass, field

from battlemap.model.combat import CombatantInfo, InitRoll
from battlemap.rules.initiative.turn import Delaying, Readied, TurnUsage


@dataclass(frozen=True)
class Fighter:
    """One combatant of a D&D 3.5 combat.

    Attributes:
        info: the snapshot taken when it joined.
        aware: aware of its opponents when combat starts (SUR-AWARE).
        roll: its latest initiative check (INI-ROLL, INI-TIE).
        initiative: the count it acts on; a ready or delay moves it (RDY-RANK, DLY-ACTION).
        acted: its turn has come at least once (FF-START).
        readied / delaying: pending ready or delay.
        turn: what it used in its current or latest turn.
        penalty: VAR-REROLL-EACH-ROUND penalty for its next roll.
        leader: the rider whose initiative a mount acts on (ENC-MOUNT).
    """

    info: CombatantInfo
    aware: bool = True
    roll: InitRoll | None = None
    initiative: int | None = None
    acted: bool = False
    readied: Readied | None = None
    delaying: Delaying | None = None
    turn: TurnUsage = field(default_factory=TurnUsage)
    penalty: int = 0
    leader: str | None = None

    @property
    def key(self) -> tuple[int, int, int]:
        """Sort key, highest first: count, then modifier, then the coin toss (INI-TIE)."""
        if self.roll is None or self.initiative is None:
            return (-(10**6), 0, 0)
        return (self.initiative, self.roll.modifier, self.roll.tiebreak)
