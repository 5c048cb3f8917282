"""The planner as the open encounter sees it: a cached battlefield plus the turn state."""

from __future__ import annotations

import numpy as np

from battlemap.model import Creature
from battlemap.rules.movement.battlefield import Battlefield
from battlemap.rules.movement.body import body_maps
from battlemap.rules.movement.planner import MoveSearch, body_kind, start_move
from battlemap.rules.reach import BoolArray, threatened_mask
from battlemap.rules.sizes import space_squares
from battlemap.session.changes import Aspect, Change
from battlemap.session.encounter_session import EncounterSession
from battlemap.session.turn_state import NoCombat, TurnState

_TERRAIN_ASPECTS = frozenset({Aspect.TERRAIN, Aspect.WALLS, Aspect.MAP})


class MovePlanner:
    """Starts searches for the open encounter, rebuilding the battlefield only when the
    terrain, walls or map changed.

    Example:
        >>> from battlemap.model import Encounter
        >>> s = EncounterSession(Encounter(creatures=[Creature(id="a", name="A", col=0, row=0)]))
        >>> MovePlanner(s).start("a").plan_to((2, 0)).cost
        2
    """

    def __init__(self, session: EncounterSession, turns: TurnState | None = None) -> None:
        self.session = session
        self.turns: TurnState = turns or NoCombat()
        self._battlefield: Battlefield | None = None
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self.invalidate)

    def close(self) -> None:
        """Stop listening to the session."""
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self.invalidate)

    def _on_session_changed(self, change: Change) -> None:
        if change.aspects & _TERRAIN_ASPECTS:
            self.invalidate()

    def invalidate(self) -> None:
        """Forget the cached battlefield."""
        self._battlefield = None

    @property
    def battlefield(self) -> Battlefield:
        if self._battlefield is None:
            self._battlefield = Battlefield.from_map(self.session.doc.map)
        return self._battlefield

    def start(self, creature_id: str) -> MoveSearch:
        """Search once from the creature, with its movement so far this turn."""
        return start_move(
            self.battlefield,
            self.session.doc.creatures,
            creature_id,
            so_far=self.turns.so_far(creature_id),
            flat_footed=self.turns.flat_footed(),
        )

    def is_squeezing(self, creature: Creature) -> bool:
        """Whether the creature's space fits where it stands only squeezed (SQZ-HALF)."""
        if space_squares(creature) < 2:
            return False
        maps = body_maps(self.battlefield, body_kind(creature))
        r, c = creature.row, creature.col
        inside = 0 <= r < maps.squeezed.shape[0] and 0 <= c < maps.squeezed.shape[1]
        return bool(maps.squeezed[r, c]) if inside else False

    def threat_of(self, creatures: list[Creature]) -> BoolArray:
        """Map-sized mask of squares any of these creatures threatens now (THREAT)."""
        m = self.session.doc.map
        out = np.zeros((m.rows, m.cols), dtype=bool)
        flat = self.turns.flat_footed()
        for c in creatures:
            out |= threatened_mask(c, m.cols, m.rows, flat_footed=c.id in flat)
        return out

    def opponents_of(self, creature_id: str) -> list[Creature]:
        """Every creature on another side than this one."""
        doc = self.session.doc
        side = doc.creature(creature_id).side
        return [c for c in doc.creatures if c.side != side]
