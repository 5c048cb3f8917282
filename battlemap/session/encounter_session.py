"""The open encounter: document, undo stack and a plain-Python change event."""

from __future__ import annotations

from psygnal import Signal

from battlemap.model import Encounter
from battlemap.session.changes import Change
from battlemap.session.command_stack import Command, CommandStack


class EncounterSession:
    """Holds the open encounter; views subscribe to `changed` and refresh from it.

    Example:
        >>> s = EncounterSession(Encounter())
        >>> s.stack.is_clean
        True
    """

    changed = Signal(Change)
    document_replaced = Signal()

    def __init__(self, doc: Encounter | None = None) -> None:
        self.doc = doc if doc is not None else Encounter()
        self.stack = CommandStack(self.doc, on_change=self.changed.emit)

    def push(self, command: Command) -> Change:
        """Apply a command through the undo stack."""
        return self.stack.push(command)

    def replace_document(self, doc: Encounter) -> None:
        """Swap in another encounter (New/Open): the history starts afresh."""
        self.doc = doc
        self.stack = CommandStack(self.doc, on_change=self.changed.emit)
        self.document_replaced.emit()
