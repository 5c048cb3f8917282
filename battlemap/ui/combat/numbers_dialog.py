"""A small form of whole numbers (dice, results, DEF, damage) with an optional choice list."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)


@dataclass(frozen=True)
class Field:
    """One number to ask: its label, bounds and starting value."""

    label: str
    low: int = 0
    high: int = 50
    value: int = 0


class NumbersDialog(QDialog):
    """Asks a few numbers (and optionally one choice); values come back in order."""

    def __init__(
        self,
        title: str,
        text: str,
        fields: list[Field],
        choices: list[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QFormLayout(self)
        if text:
            label = QLabel(text)
            label.setWordWrap(True)
            layout.addRow(label)
        self.choice = QComboBox()
        if choices:
            self.choice.addItems(choices)
            layout.addRow(self.tr("Choice"), self.choice)
        self.spins = []
        for f in fields:
            spin = QSpinBox(minimum=f.low, maximum=f.high, value=f.value)
            self.spins.append(spin)
            layout.addRow(f.label, spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    @staticmethod
    def ask(
        title: str,
        text: str,
        fields: list[Field],
        choices: list[str] | None = None,
        parent: QWidget | None = None,
    ) -> tuple[int, list[int]] | None:
        """(index of the choice, the numbers), or None if cancelled (tests patch this)."""
        dialog = NumbersDialog(title, text, fields, choices, parent)
        if not dialog.exec():
            return None
        return dialog.choice.currentIndex(), [s.value() for s in dialog.spins]
