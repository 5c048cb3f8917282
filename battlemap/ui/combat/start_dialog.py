"""Start a combat: the system, who fights, who is aware, and whether a surprise round happens."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from battlemap.model import Creature
from battlemap.model import combat as m
from battlemap.rules.initiative import new_combat

DEFAULT_POTENTIAL = 3
_IN, _NAME, _SIDE, _AWARE, _POTENTIAL = range(5)


@dataclass
class CombatSetup:
    """What the GM chose: system, fighters, the unaware, options, Confrontation dice."""

    system: m.CombatSystem = m.CombatSystem.DND35
    creature_ids: list[str] = field(default_factory=list)
    unaware: list[str] = field(default_factory=list)
    reroll_each_round: bool = False
    potential: dict[str, int] = field(default_factory=dict)


def surprise_verdict(creatures: list[Creature], setup: CombatSetup) -> str:
    """What the engine says of this awareness (SUR-ROUND, ENC-CASES), in words."""
    if setup.system is m.CombatSystem.CONFRONTATION:
        return QCoreApplication.translate(
            "StartCombatDialog",
            "Confrontation: no surprise round; attitudes and splits open each round.",
        )
    state = new_combat(m.CombatSystem.DND35)
    names = {c.id: c.name for c in creatures}
    for cid in setup.creature_ids:
        info = m.CombatantInfo(id=cid, name=names[cid], aware=cid not in setup.unaware)
        state = state.apply(m.AddCombatant(combatant=info))
    if not setup.creature_ids:
        return QCoreApplication.translate("StartCombatDialog", "Choose who fights.")
    if not state.has_surprise_round:
        who = (
            QCoreApplication.translate("StartCombatDialog", "everybody is aware")
            if not setup.unaware
            else QCoreApplication.translate("StartCombatDialog", "nobody is aware")
        )
        return QCoreApplication.translate(
            "StartCombatDialog", "No surprise round: {who}. Everyone rolls initiative."
        ).format(who=who)
    acting = [names[k] for k in setup.creature_ids if k not in setup.unaware]
    caught = [names[k] for k in setup.creature_ids if k in setup.unaware]
    return QCoreApplication.translate(
        "StartCombatDialog",
        "Surprise round: {acting} act(s); {caught} surprised (flat-footed, roll after it).",
    ).format(acting=", ".join(acting), caught=", ".join(caught))


class StartCombatDialog(QDialog):
    """Pick the fighters and their awareness; the verdict updates as boxes change."""

    def __init__(self, creatures: list[Creature], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start combat"))
        self.creatures = [c for c in creatures]
        self.dnd = QRadioButton(self.tr("D&&D 3.5"))
        self.conf = QRadioButton(self.tr("Confrontation"))
        self.dnd.setChecked(True)
        self.reroll = QCheckBox(self.tr("Re-roll initiative every round"))
        self.table = QTableWidget(len(self.creatures), 5, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Fights"),
                self.tr("Name"),
                self.tr("Side"),
                self.tr("Aware"),
                self.tr("Potential"),
            ]
        )
        for row, c in enumerate(self.creatures):
            self._fill_row(row, c)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.verdict = QLabel(wordWrap=True)
        sides = QHBoxLayout()
        for side in sorted({c.side for c in self.creatures}):
            for aware in (True, False):
                text = self.tr("{side} aware") if aware else self.tr("{side} unaware")
                button = QPushButton(text.format(side=side))
                button.clicked.connect(lambda _=False, s=side, a=aware: self.set_side(s, a))
                sides.addWidget(button)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        systems = QHBoxLayout()
        systems.addWidget(self.dnd)
        systems.addWidget(self.conf)
        systems.addWidget(self.reroll)
        layout = QVBoxLayout(self)
        layout.addLayout(systems)
        layout.addWidget(self.table)
        layout.addLayout(sides)
        layout.addWidget(self.verdict)
        layout.addWidget(buttons)
        self.table.itemChanged.connect(self._on_table_item_changed)
        self.dnd.toggled.connect(self._on_dnd_toggled)
        self._on_dnd_toggled(True)
        self.resize(640, 560)

    def _fill_row(self, row: int, c: Creature) -> None:
        fights = QTableWidgetItem()
        fights.setCheckState(Qt.CheckState.Checked)
        aware = QTableWidgetItem()
        aware.setCheckState(Qt.CheckState.Checked)
        for col, item in (
            (_IN, fights),
            (_NAME, QTableWidgetItem(c.name)),
            (_SIDE, QTableWidgetItem(c.side)),
            (_AWARE, aware),
        ):
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, col, item)
        spin = QSpinBox(minimum=1, maximum=50, value=DEFAULT_POTENTIAL)
        self.table.setCellWidget(row, _POTENTIAL, spin)

    def _cell(self, row: int, col: int) -> QTableWidgetItem:
        item = self.table.item(row, col)
        assert item is not None
        return item

    def set_side(self, side: str, aware: bool) -> None:
        """Mark a whole side aware or unaware (ENC-CASES)."""
        state = Qt.CheckState.Checked if aware else Qt.CheckState.Unchecked
        for row, c in enumerate(self.creatures):
            if c.side == side:
                self._cell(row, _AWARE).setCheckState(state)

    def set_aware(self, creature_id: str, aware: bool) -> None:
        """Mark one creature aware or unaware (SUR-AWARE)."""
        state = Qt.CheckState.Checked if aware else Qt.CheckState.Unchecked
        for row, c in enumerate(self.creatures):
            if c.id == creature_id:
                self._cell(row, _AWARE).setCheckState(state)

    def setup(self) -> CombatSetup:
        """The choices as they stand."""
        out = CombatSetup(
            m.CombatSystem.DND35 if self.dnd.isChecked() else m.CombatSystem.CONFRONTATION,
            reroll_each_round=self.dnd.isChecked() and self.reroll.isChecked(),
        )
        for row, c in enumerate(self.creatures):
            if self._cell(row, _IN).checkState() != Qt.CheckState.Checked:
                continue
            out.creature_ids.append(c.id)
            if self._cell(row, _AWARE).checkState() != Qt.CheckState.Checked:
                out.unaware.append(c.id)
            spin = self.table.cellWidget(row, _POTENTIAL)
            assert isinstance(spin, QSpinBox)
            out.potential[c.id] = spin.value()
        return out

    def _on_table_item_changed(self, item: QTableWidgetItem) -> None:
        self._update_verdict()

    def _on_dnd_toggled(self, dnd: bool) -> None:
        self.reroll.setEnabled(dnd)
        self.table.setColumnHidden(_AWARE, not dnd)
        self.table.setColumnHidden(_POTENTIAL, dnd)
        self._update_verdict()

    def _update_verdict(self) -> None:
        self.verdict.setText(surprise_verdict(self.creatures, self.setup()))

    @staticmethod
    def ask(creatures: list[Creature], parent: QWidget | None = None) -> CombatSetup | None:
        """Show the dialog; the setup, or None if cancelled (tests patch this)."""
        dialog = StartCombatDialog(creatures, parent)
        return dialog.setup() if dialog.exec() else None
