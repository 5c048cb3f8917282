"""Several commands as one undo step (one gesture, one step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from battlemap.session.changes import Change
from battlemap.session.command_stack import Command

if TYPE_CHECKING:
    from battlemap.model import Encounter


class Batch(Command):
    """Do commands in order and undo them in reverse; if one fails, undo those done.

    Example:
        >>> from battlemap.model import Encounter
        >>> from battlemap.session.combat_commands import StartCombat
        >>> doc = Encounter()
        >>> _ = Batch([StartCombat(seed=1)], "Start").do(doc)
        >>> doc.combat is not None
        True
    """

    def __init__(self, commands: list[Command], label: str) -> None:
        self.commands = list(commands)
        self.label = label

    def do(self, doc: Encounter) -> Change:
        change = Change()
        done: list[Command] = []
        try:
            for command in self.commands:
                change = change | command.do(doc)
                done.append(command)
        except Exception:
            for command in reversed(done):
                command.undo(doc)
            raise
        return change

    def undo(self, doc: Encounter) -> Change:
        change = Change()
        for command in reversed(self.commands):
            change = change | command.undo(doc)
        return change
