"""One undo stack for every user-visible change; the Qt undo actions only adapt it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING

from battlemap.rules.text import QT_TRANSLATE_NOOP, Message
from battlemap.session.changes import Change

if TYPE_CHECKING:
    from battlemap.model import Encounter


def undo_text(template: str, **params: object) -> Message:
    """An undo label: English text that the interface translates in the "Commands"
    context (mark `template` there with QT_TRANSLATE_NOOP).

    Example:
        >>> label = undo_text(QT_TRANSLATE_NOOP("Commands", "Begin combat"))
        >>> label, label.context
        ('Begin combat', 'Commands')
    """
    return Message(template, context="Commands", **params)


class Command(ABC):
    """A reversible edit of the encounter. One gesture is one command.

    Subclasses keep what they need to undo themselves; `do` may be called again after
    `undo` (redo) and must give the same result.
    """

    label: str = undo_text(QT_TRANSLATE_NOOP("Commands", "Edit"))

    @abstractmethod
    def do(self, doc: Encounter) -> Change:
        """Apply the edit and say what changed."""

    @abstractmethod
    def undo(self, doc: Encounter) -> Change:
        """Revert the edit exactly and say what changed."""


class CommandStack:
    """Undo/redo history with a clean mark for the unsaved-changes `*`.

    Example:
        >>> from battlemap.model import Encounter
        >>> stack = CommandStack(Encounter())
        >>> stack.can_undo
        False
    """

    def __init__(self, doc: Encounter, on_change: Callable[[Change], None] | None = None):
        self.doc = doc
        self._done: list[Command] = []
        self._undone: list[Command] = []
        self._clean_index: int | None = 0
        self._on_change = on_change

    def push(self, command: Command) -> Change:
        """Do a command and record it; clears the redo history."""
        change = command.do(self.doc)
        self._done.append(command)
        if self._clean_index is not None and self._clean_index > len(self._done) - 1:
            self._clean_index = None  # the clean state was in the dropped redo branch
        self._undone.clear()
        self._emit(change)
        return change

    def undo(self) -> Change | None:
        """Undo the last command, if any."""
        if not self._done:
            return None
        command = self._done.pop()
        change = command.undo(self.doc)
        self._undone.append(command)
        self._emit(change)
        return change

    def redo(self) -> Change | None:
        """Redo the last undone command, if any."""
        if not self._undone:
            return None
        command = self._undone.pop()
        change = command.do(self.doc)
        self._done.append(command)
        self._emit(change)
        return change

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def undo_label(self) -> str | None:
        return self._done[-1].label if self._done else None

    @property
    def redo_label(self) -> str | None:
        return self._undone[-1].label if self._undone else None

    @property
    def is_clean(self) -> bool:
        """True when the document equals what was last saved (or loaded)."""
        return self._clean_index == len(self._done)

    def set_clean(self) -> None:
        """Mark the current state as saved."""
        self._clean_index = len(self._done)

    def mark_unsaved(self) -> None:
        """No state in the history matches a file on disk (e.g. work recovered after a
        crash): the document counts as changed until it is saved."""
        self._clean_index = None

    def clear(self) -> None:
        """Forget the history (e.g. after opening another file)."""
        self._done.clear()
        self._undone.clear()
        self._clean_index = 0

    def _emit(self, change: Change) -> None:
        if self._on_change is not None:
            self._on_change(change)
