"""Type in the d20s the players rolled at the table; a blank one is rolled by the app."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget


class RollsDialog(QDialog):
    """One spin box per combatant: 1–20 is the die face typed, 0 means "roll it" (INI-ROLL)."""

    def __init__(self, names: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Initiative rolls"))
        layout = QFormLayout(self)
        layout.addRow(QLabel(self.tr("The d20 face; the modifier is added. Blank: the app rolls.")))
        self.spins: dict[str, QSpinBox] = {}
        for cid, name in names.items():
            spin = QSpinBox(minimum=0, maximum=20)
            spin.setSpecialValueText(self.tr("roll"))
            self.spins[cid] = spin
            layout.addRow(name, spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def typed(self) -> dict[str, int]:
        """The faces typed in, by combatant id."""
        return {cid: s.value() for cid, s in self.spins.items() if s.value() > 0}

    @staticmethod
    def ask(names: dict[str, str], parent: QWidget | None = None) -> dict[str, int] | None:
        """The typed faces, or None if cancelled (tests patch this)."""
        dialog = RollsDialog(names, parent)
        return dialog.typed() if dialog.exec() else None
