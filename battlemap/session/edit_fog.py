"""Fog of war as commands: the squares the players have not seen (`MapSpec.fog`)."""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.model import Encounter
from battlemap.rules.text import QT_TRANSLATE_NOOP
from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, undo_text

Square = tuple[int, int]


class SetFog(Command):
    """Hide squares from the players (`hide`) or reveal them; one stroke, one command.

    Example:
        >>> doc = Encounter()
        >>> cmd = SetFog([(0, 0), (1, 0), (99, 99)], hide=True)
        >>> _ = cmd.do(doc); doc.map.fog
        [(0, 0), (1, 0)]
        >>> _ = SetFog([(0, 0)], hide=False).do(doc); doc.map.fog
        [(1, 0)]
        >>> _ = cmd.undo(doc); doc.map.fog
        []
    """

    def __init__(self, cells: Iterable[Square], hide: bool, label: str | None = None) -> None:
        self.cells = frozenset((int(c), int(r)) for c, r in cells)
        self.hide = hide
        self.label = label or (
            undo_text(QT_TRANSLATE_NOOP("Commands", "Hide under fog"))
            if hide
            else undo_text(QT_TRANSLATE_NOOP("Commands", "Reveal"))
        )
        self._before: list[Square] = []

    def do(self, doc: Encounter) -> Change:
        m = doc.map
        self._before = list(m.fog)
        if self.hide:
            have = set(m.fog)
            inside = (c for c in sorted(self.cells) if 0 <= c[0] < m.cols and 0 <= c[1] < m.rows)
            m.fog.extend(c for c in inside if c not in have)
        else:
            m.fog[:] = [c for c in m.fog if tuple(c) not in self.cells]
        return Change.of(Aspect.FOG)

    def undo(self, doc: Encounter) -> Change:
        doc.map.fog[:] = self._before
        return Change.of(Aspect.FOG)


def fog_everything(doc: Encounter) -> SetFog:
    """Cover the whole map (the start of a dungeon crawl)."""
    m = doc.map
    cells = [(c, r) for r in range(m.rows) for c in range(m.cols)]
    return SetFog(
        cells, hide=True, label=undo_text(QT_TRANSLATE_NOOP("Commands", "Fog the whole map"))
    )


def clear_fog(doc: Encounter) -> SetFog:
    """Reveal the whole map."""
    return SetFog(
        list(doc.map.fog),
        hide=False,
        label=undo_text(QT_TRANSLATE_NOOP("Commands", "Clear the fog")),
    )
