"""Autosave of the open encounter: every few minutes and when the window loses focus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from battlemap.io.autosave import AutosaveSession
from battlemap.session import Change

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

INTERVAL_MS = 3 * 60 * 1000


class AutosaveController(QObject):
    """Writes the document to this session's autosave folder when there are unsaved
    changes that are not autosaved yet (see `battlemap.io.autosave` for where and why).

    `close()` (on a clean exit) stops it and removes the session's lock and copies.
    """

    def __init__(
        self,
        window: MainWindow,
        store: AutosaveSession | None = None,
        interval_ms: int = INTERVAL_MS,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.store = store or AutosaveSession()
        self.enabled = True
        self._closed = False
        try:
            self.store.start()
        except OSError as exc:  # no state folder: the app still works, without autosave
            self.enabled = False
            window.show_status(self.tr("Autosave is off: {error}").format(error=exc))
        self._generation = 0  # bumped by every change; compared with the last autosave
        self._autosaved = 0
        window.session.changed.connect(self._on_session_changed)
        window.session.document_replaced.connect(self._on_session_document_replaced)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.autosave_now)
        self.timer.start()
        window.installEventFilter(self)

    def autosave_now(self) -> bool:
        """Autosave if needed; True when a copy was written."""
        session = self.window.session
        if not self.enabled or session.stack.is_clean or self._generation == self._autosaved:
            return False
        try:
            self.store.autosave(session.doc, self.window.files.path)
        except OSError as exc:
            self.window.show_status(self.tr("Autosave failed: {error}").format(error=exc))
            return False
        self._autosaved = self._generation
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowDeactivate:
            self.autosave_now()
        return False

    def _on_session_changed(self, change: Change) -> None:
        self._generation += 1

    def _on_session_document_replaced(self) -> None:
        self._generation += 1

    def close(self) -> None:
        """Clean exit: stop, and remove this session's lock and autosaves."""
        if self._closed:
            return
        self._closed = True
        self.timer.stop()
        self.window.removeEventFilter(self)
        self.window.session.changed.disconnect(self._on_session_changed)
        self.window.session.document_replaced.disconnect(self._on_session_document_replaced)
        if self.enabled:
            self.store.close()
        self.enabled = False
