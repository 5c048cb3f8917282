"""The players' turn strip: the round and the names in order, who acts now highlighted.

No initiative counts, no hidden creatures: only what the table may know.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from battlemap.rules.initiative import CombatEngine, Phase
from battlemap.ui.combat.order_rows import order_rows
from battlemap.ui.palette import side_colour

_CHIP = (
    "QLabel {{ background: {bg}; color: white; border-radius: 6px; padding: 4px 10px; {extra} }}"
)


class TurnStrip(QFrame):
    """A row of name chips; `show_state` redraws it from the combat state."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("TurnStrip { background: #1b1d22; }")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 6, 8, 6)
        self.names: list[str] = []

    def show_state(self, state: CombatEngine | None, hidden: set[str]) -> None:
        """Show the order of `state` without the creatures in `hidden`."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.names = []
        running = state is not None and state.phase not in (Phase.SETUP, Phase.ENDED)
        self.setVisible(running)
        if not running or state is None:
            return
        label = (
            self.tr("Surprise round")
            if state.phase is Phase.SURPRISE
            else self.tr("Round {round}").format(round=state.round)
        )
        head = QLabel(label)
        head.setStyleSheet("color: #f0f0f0; font-weight: bold; padding-right: 12px;")
        self._layout.addWidget(head)
        for row in order_rows(state):
            if row.cid in hidden or row.step < 0:
                continue
            self.names.append(row.name)
            chip = QLabel(row.name)
            extra = "border: 3px solid #ffb000; font-weight: bold;" if row.active else ""
            if row.done:
                extra += "color: #bbbbbb;"
            chip.setStyleSheet(_CHIP.format(bg=side_colour(row.side).name(), extra=extra))
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._layout.addWidget(chip)
        self._layout.addStretch(1)
