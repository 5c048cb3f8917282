"""Ready an action: its kind and the trigger, with the usual ones as presets (RDY-KINDS)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from battlemap.model import combat as m
from battlemap.ui.noop import QT_TRANSLATE_NOOP

PRESETS: dict[m.ReadyPreset | None, tuple[m.ActionKind, str]] = {
    None: (m.ActionKind.STANDARD, ""),
    m.ReadyPreset.DISRUPT_CASTER: (
        m.ActionKind.STANDARD,
        QT_TRANSLATE_NOOP("ReadyDialog", "attack the caster when it starts casting"),
    ),
    m.ReadyPreset.COUNTERSPELL: (
        m.ActionKind.STANDARD,
        QT_TRANSLATE_NOOP(
            "ReadyDialog", "counterspell (Spellcraft DC 15 + spell level to identify)"
        ),
    ),
    m.ReadyPreset.SET_VS_CHARGE: (
        m.ActionKind.STANDARD,
        QT_TRANSLATE_NOOP(
            "ReadyDialog", "set the weapon against a charge (double damage on a hit)"
        ),
    ),
}
_PRESET_NAMES = {
    None: QT_TRANSLATE_NOOP("ReadyDialog", "Custom"),
    m.ReadyPreset.DISRUPT_CASTER: QT_TRANSLATE_NOOP("ReadyDialog", "Disrupt a spellcaster"),
    m.ReadyPreset.COUNTERSPELL: QT_TRANSLATE_NOOP("ReadyDialog", "Counterspell"),
    m.ReadyPreset.SET_VS_CHARGE: QT_TRANSLATE_NOOP("ReadyDialog", "Set against a charge"),
}
_KINDS = (m.ActionKind.STANDARD, m.ActionKind.MOVE, m.ActionKind.FREE)  # RDY-ACTION
_KIND_NAMES = {
    m.ActionKind.STANDARD: QT_TRANSLATE_NOOP("ReadyDialog", "standard action"),
    m.ActionKind.MOVE: QT_TRANSLATE_NOOP("ReadyDialog", "move action"),
    m.ActionKind.FREE: QT_TRANSLATE_NOOP("ReadyDialog", "free action"),
}


class ReadyDialog(QDialog):
    """Preset, action kind and trigger text; OK needs a trigger."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("{name} readies an action").format(name=name))
        self.preset = QComboBox()
        for preset, text in _PRESET_NAMES.items():
            self.preset.addItem(self.tr(text), preset)
        self.kind = QComboBox()
        for kind in _KINDS:
            self.kind.addItem(self.tr(_KIND_NAMES[kind]), kind)
        self.trigger = QLineEdit()
        self.trigger.setPlaceholderText(self.tr("e.g. the first creature through the door"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Preset"), self.preset)
        layout.addRow(self.tr("Action"), self.kind)
        layout.addRow(self.tr("Trigger"), self.trigger)
        layout.addRow(self.buttons)
        self.preset.currentIndexChanged.connect(self._on_preset_current_index_changed)
        self.trigger.textChanged.connect(self._on_trigger_text_changed)
        self._on_trigger_text_changed("")
        self.setMinimumWidth(480)
        self.trigger.setFocus()  # the GM types the trigger first; presets are a shortcut

    def _on_preset_current_index_changed(self, index: int) -> None:
        kind, text = PRESETS[self.preset.itemData(index)]
        self.kind.setCurrentIndex(_KINDS.index(kind))
        if text:
            self.trigger.setText(text)

    def _on_trigger_text_changed(self, text: str) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(text.strip()))

    def entry(self, combatant: str) -> m.Ready:
        """The log entry for these choices."""
        return m.Ready(
            combatant=combatant,
            action=self.kind.currentData(),
            trigger=self.trigger.text().strip(),
            preset=self.preset.currentData(),
        )

    @staticmethod
    def ask(combatant: str, name: str, parent: QWidget | None = None) -> m.Ready | None:
        """The Ready entry, or None if cancelled (tests patch this)."""
        dialog = ReadyDialog(name, parent)
        return dialog.entry(combatant) if dialog.exec() else None
