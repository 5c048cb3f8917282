"""Creature edit commands: each does, undoes and redoes exactly, through the stack."""

from __future__ import annotations

import pytest

from battlemap.model import Creature, Encounter, Size
from battlemap.session import Aspect, EncounterSession
from battlemap.session.edit_commands import (
    AddCreature,
    EditCreature,
    MoveCreature,
    RemoveCreature,
    duplicate_creature,
    unique_id,
)


def _session() -> EncounterSession:
    return EncounterSession(
        Encounter(
            creatures=[
                Creature(id="ogre", name="Ogre", col=2, row=2, size=Size.LARGE),
                Creature(id="lidda", name="Lidda", side="pcs", col=0, row=0),
            ]
        )
    )


def _snapshot(s: EncounterSession) -> str:
    return s.doc.model_dump_json()


def test_move_then_undo_redo() -> None:
    s = _session()
    seen = []
    s.changed.connect(seen.append)
    before = _snapshot(s)
    s.push(MoveCreature("lidda", (1, 1)))
    assert (s.doc.creature("lidda").col, s.doc.creature("lidda").row) == (1, 1)
    assert seen[-1].aspects == {Aspect.CREATURES}
    assert seen[-1].creature_ids == {"lidda"}
    s.stack.undo()
    assert _snapshot(s) == before
    s.stack.redo()
    assert s.doc.creature("lidda").col == 1


@pytest.mark.parametrize(
    "make",
    [
        lambda doc: AddCreature(Creature(id="rat", name="Rat", col=5, row=5, size=Size.TINY)),
        lambda doc: RemoveCreature("ogre"),
        lambda doc: EditCreature(doc.creature("ogre").model_copy(update={"name": "Big ogre"})),
        lambda doc: duplicate_creature(doc, "ogre"),
        lambda doc: MoveCreature("ogre", (7, 3), label="Place Ogre"),
    ],
)
def test_every_creature_command_undoes_exactly(make) -> None:  # type: ignore[no-untyped-def]
    s = _session()
    before = _snapshot(s)
    s.push(make(s.doc))
    after = _snapshot(s)
    assert after != before
    s.stack.undo()
    assert _snapshot(s) == before
    s.stack.redo()
    assert _snapshot(s) == after


def test_remove_restores_list_order() -> None:
    s = _session()
    s.push(RemoveCreature("ogre"))
    s.stack.undo()
    assert [c.id for c in s.doc.creatures] == ["ogre", "lidda"]


def test_add_refuses_a_duplicate_id() -> None:
    s = _session()
    with pytest.raises(ValueError, match="already exists"):
        s.push(AddCreature(Creature(id="ogre", name="Other", col=0, row=0)))


def test_duplicate_gets_a_fresh_id_each_time() -> None:
    s = _session()
    s.push(duplicate_creature(s.doc, "ogre"))
    s.push(duplicate_creature(s.doc, "ogre-2"))
    assert [c.id for c in s.doc.creatures] == ["ogre", "lidda", "ogre-2", "ogre-3"]
    assert unique_id(s.doc, "") == "creature"


def test_one_command_is_one_undo_step_and_marks_dirty() -> None:
    s = _session()
    assert s.stack.is_clean
    s.push(MoveCreature("ogre", (4, 4)))
    assert not s.stack.is_clean
    assert s.stack.undo_label == "Move"
    s.stack.undo()
    assert s.stack.is_clean
