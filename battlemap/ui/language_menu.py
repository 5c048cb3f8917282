"""View ▸ Language: follow the system or pick English, French or Spanish (at next start)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from battlemap.i18n import LANGUAGES
from battlemap.ui.settings import Settings


class LanguageMenu(QMenu):
    """Checkable choices; the choice is saved and takes effect when Battlemap restarts
    (every window would otherwise have to rebuild its texts)."""

    def __init__(
        self, settings: Settings, status: Callable[[str], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("&Language"), parent)
        self.settings, self.status = settings, status
        group = QActionGroup(self)
        self.choices: dict[str, QAction] = {}
        for code, name in [("", self.tr("System language")), *LANGUAGES.items()]:
            action = self.addAction(name)  # each language named in itself
            action.setCheckable(True)
            action.setChecked(code == settings.language)
            action.triggered.connect(lambda _=False, c=code: self._on_language_chosen(c))
            group.addAction(action)
            self.choices[code] = action

    def _on_language_chosen(self, code: str) -> None:
        self.settings.language = code
        self.status(self.tr("The language changes when Battlemap restarts"))
