"""Creature edits as commands: move, place, add, edit, duplicate, remove."""

from __future__ import annotations

import re

from battlemap.model import Creature, Encounter
from battlemap.rules.text import QT_TRANSLATE_NOOP
from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, undo_text


def _creatures(*ids: str) -> Change:
    return Change.of(Aspect.CREATURES, creature_ids=set(ids))


class MoveCreature(Command):
    """Put a creature's anchor on another square (a planned move or a free placement).

    The planner decides legality before this is pushed; the command only moves.

    Example:
        >>> doc = Encounter(creatures=[Creature(id="a", name="A", col=0, row=0)])
        >>> cmd = MoveCreature("a", (3, 2))
        >>> _ = cmd.do(doc); doc.creatures[0].col, doc.creatures[0].row
        (3, 2)
        >>> _ = cmd.undo(doc); doc.creatures[0].col
        0
    """

    def __init__(
        self,
        creature_id: str,
        to: tuple[int, int],
        label: str = undo_text(QT_TRANSLATE_NOOP("Commands", "Move")),
    ) -> None:
        self.creature_id = creature_id
        self.to = to
        self.label = label
        self._from: tuple[int, int] | None = None

    def do(self, doc: Encounter) -> Change:
        c = doc.creature(self.creature_id)
        self._from = (c.col, c.row)
        c.col, c.row = self.to
        return _creatures(self.creature_id)

    def undo(self, doc: Encounter) -> Change:
        assert self._from is not None, "undo before do"
        c = doc.creature(self.creature_id)
        c.col, c.row = self._from
        return _creatures(self.creature_id)


class AddCreature(Command):
    """Add a creature (at the end of the list, or back at `index` when undoing a removal)."""

    def __init__(
        self,
        creature: Creature,
        label: str = undo_text(QT_TRANSLATE_NOOP("Commands", "Add creature")),
    ) -> None:
        self.creature = creature
        self.label = label

    def do(self, doc: Encounter) -> Change:
        if any(c.id == self.creature.id for c in doc.creatures):
            raise ValueError(f"a creature with id {self.creature.id!r} already exists")
        doc.creatures.append(self.creature.model_copy(deep=True))
        return _creatures(self.creature.id)

    def undo(self, doc: Encounter) -> Change:
        doc.creatures[:] = [c for c in doc.creatures if c.id != self.creature.id]
        return _creatures(self.creature.id)


class RemoveCreature(Command):
    """Remove a creature; undo puts it back at the same place in the list."""

    def __init__(
        self,
        creature_id: str,
        label: str = undo_text(QT_TRANSLATE_NOOP("Commands", "Remove creature")),
    ) -> None:
        self.creature_id = creature_id
        self.label = label
        self._saved: tuple[int, Creature] | None = None

    def do(self, doc: Encounter) -> Change:
        index = next(i for i, c in enumerate(doc.creatures) if c.id == self.creature_id)
        self._saved = (index, doc.creatures.pop(index))
        return _creatures(self.creature_id)

    def undo(self, doc: Encounter) -> Change:
        assert self._saved is not None, "undo before do"
        index, creature = self._saved
        doc.creatures.insert(index, creature)
        return _creatures(self.creature_id)


class EditCreature(Command):
    """Replace every field of a creature at once (the editor's OK); the id stays."""

    def __init__(
        self, new: Creature, label: str = undo_text(QT_TRANSLATE_NOOP("Commands", "Edit creature"))
    ) -> None:
        self.new = new
        self.label = label
        self._old: Creature | None = None

    def do(self, doc: Encounter) -> Change:
        index = next(i for i, c in enumerate(doc.creatures) if c.id == self.new.id)
        self._old = doc.creatures[index]
        doc.creatures[index] = self.new.model_copy(deep=True)
        return _creatures(self.new.id)

    def undo(self, doc: Encounter) -> Change:
        assert self._old is not None, "undo before do"
        index = next(i for i, c in enumerate(doc.creatures) if c.id == self.new.id)
        doc.creatures[index] = self._old
        return _creatures(self.new.id)


def unique_id(doc: Encounter, base: str) -> str:
    """An id not used in the encounter, derived from `base` ("ogre" → "ogre-2").

    Example:
        >>> doc = Encounter(creatures=[Creature(id="ogre", name="Ogre", col=0, row=0)])
        >>> unique_id(doc, "ogre"), unique_id(doc, "Bugbear chief")
        ('ogre-2', 'bugbear-chief')
    """
    stem = "-".join(base.lower().split()) or "creature"
    stem = re.sub(r"-\d+$", "", stem) or "creature"  # "ogre-2" duplicates as "ogre-3"
    taken = {c.id for c in doc.creatures}
    if stem not in taken:
        return stem[:64]
    n = 2
    while f"{stem}-{n}" in taken:
        n += 1
    return f"{stem}-{n}"[:64]


def duplicate_creature(doc: Encounter, creature_id: str) -> AddCreature:
    """The command adding a copy of a creature one square to its right (a new id).

    Example:
        >>> doc = Encounter(creatures=[Creature(id="orc", name="Orc", col=1, row=1)])
        >>> cmd = duplicate_creature(doc, "orc"); _ = cmd.do(doc)
        >>> [(c.id, c.col) for c in doc.creatures]
        [('orc', 1), ('orc-2', 2)]
    """
    original = doc.creature(creature_id)
    new_id = unique_id(doc, original.id)
    col = min(original.col + 1, max(doc.map.cols - 1, 0))
    copy = original.model_copy(update={"id": new_id, "col": col}, deep=True)
    return AddCreature(
        Creature.model_validate(copy.model_dump()),
        label=undo_text(QT_TRANSLATE_NOOP("Commands", "Duplicate creature")),
    )
