"""Undo and Redo actions: a thin adapter over the session's command stack."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from battlemap.session import Change, EncounterSession
from battlemap.ui.command_labels import command_label


class UndoActions(QObject):
    """Two QActions whose enabled state and text follow the stack."""

    def __init__(self, session: EncounterSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo = QAction(self.tr("&Undo"), self)
        self.undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo.triggered.connect(self._on_undo_triggered)
        self.redo = QAction(self.tr("&Redo"), self)
        self.redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo.triggered.connect(self._on_redo_triggered)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self.refresh)
        self.refresh()

    def close(self) -> None:
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self.refresh)

    def _on_undo_triggered(self) -> None:
        self.session.stack.undo()

    def _on_redo_triggered(self) -> None:
        self.session.stack.redo()

    def _on_session_changed(self, change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        stack = self.session.stack
        self.undo.setEnabled(stack.can_undo)
        self.redo.setEnabled(stack.can_redo)
        self.undo.setText(
            self.tr("&Undo {what}").format(what=command_label(stack.undo_label))
            if stack.can_undo
            else self.tr("&Undo")
        )
        self.redo.setText(
            self.tr("&Redo {what}").format(what=command_label(stack.redo_label))
            if stack.can_redo
            else self.tr("&Redo")
        )
