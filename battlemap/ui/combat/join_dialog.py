"""A map creature joins the running fight: typed or rolled d20, and mounts (ENC-NEW, ENC-MOUNT)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QWidget,
)


@dataclass(frozen=True)
class JoinChoice:
    """Who joins, its d20 if typed, and the rider it carries, if it is a mount."""

    creature_id: str
    typed_d20: int | None = None
    mount_of: str | None = None
    own_initiative: bool = True
    potential: int = 3


class JoinDialog(QDialog):
    """Choose a creature off the order, and for a mount its rider and whose initiative."""

    def __init__(
        self,
        candidates: dict[str, str],
        riders: dict[str, str],
        preselect: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join the fight"))
        self.who = QComboBox()
        for cid, name in candidates.items():
            self.who.addItem(name, cid)
        if preselect in candidates:
            self.who.setCurrentIndex(list(candidates).index(preselect))
        self.d20 = QSpinBox(minimum=0, maximum=20)
        self.d20.setSpecialValueText(self.tr("roll"))
        self.rider = QComboBox()
        self.rider.addItem(self.tr("(not a mount)"), None)
        for cid, name in riders.items():
            self.rider.addItem(name, cid)
        self.own = QCheckBox(self.tr("Rolls its own initiative (intelligent mount)"))
        self.potential = QSpinBox(minimum=1, maximum=50, value=3)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Creature"), self.who)
        layout.addRow(self.tr("Initiative d20"), self.d20)
        layout.addRow(self.tr("Mount of"), self.rider)
        layout.addRow("", self.own)
        layout.addRow(self.tr("Potential (Confrontation)"), self.potential)
        layout.addRow(buttons)

    def choice(self) -> JoinChoice:
        rider = self.rider.currentData()
        return JoinChoice(
            self.who.currentData(),
            self.d20.value() or None,
            rider,
            rider is None or self.own.isChecked(),
            self.potential.value(),
        )

    @staticmethod
    def ask(
        candidates: dict[str, str],
        riders: dict[str, str],
        preselect: str | None = None,
        parent: QWidget | None = None,
    ) -> JoinChoice | None:
        """The choice, or None if cancelled or nobody can join (tests patch this)."""
        if not candidates:
            return None
        dialog = JoinDialog(candidates, riders, preselect, parent)
        return dialog.choice() if dialog.exec() else None
