"""The creature editor: every field of `Creature`, validated by the model on OK."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from battlemap.model import Armour, Creature, Load, Shape, Size
from battlemap.rules.speed import RACES
from battlemap.ui.creature_form import bonuses_from_text, bonuses_to_text
from battlemap.ui.noop import QT_TRANSLATE_NOOP

_FLAGS = (
    ("uncanny_dodge", QT_TRANSLATE_NOOP("CreatureEditor", "Uncanny dodge")),
    ("flying", QT_TRANSLATE_NOOP("CreatureEditor", "Flying")),
    ("incorporeal", QT_TRANSLATE_NOOP("CreatureEditor", "Incorporeal")),
    ("helpless", QT_TRANSLATE_NOOP("CreatureEditor", "Helpless")),
    ("fills_space", QT_TRANSLATE_NOOP("CreatureEditor", "Fills its space (no passing)")),
    ("obstacle_when_helpless", QT_TRANSLATE_NOOP("CreatureEditor", "Obstacle when helpless")),
    ("tumbling", QT_TRANSLATE_NOOP("CreatureEditor", "Tumbling")),
    ("overrun", QT_TRANSLATE_NOOP("CreatureEditor", "Overrunning")),
    ("escape_artist", QT_TRANSLATE_NOOP("CreatureEditor", "Escape Artist (squeeze to 1 square)")),
    ("hidden", QT_TRANSLATE_NOOP("CreatureEditor", "Hidden from players")),
    ("reach_weapon", QT_TRANSLATE_NOOP("CreatureEditor", "Wields a reach weapon")),
)
_AUTO = -1  # spin box value shown as "auto" / "from race"


def _spin(lo: int, hi: int, step: int = 1, auto: str | None = None) -> QSpinBox:
    box = QSpinBox()
    box.setRange(_AUTO if auto else lo, hi)
    box.setSingleStep(step)
    if auto:
        box.setSpecialValueText(auto)
    return box


def _combo(values: list[str], editable: bool = False) -> QComboBox:
    box = QComboBox()
    box.addItems(values)
    box.setEditable(editable)
    return box


class CreatureEditor(QDialog):
    """Edit a copy of a creature; `creature()` returns the validated result."""

    def __init__(self, creature: Creature, sides: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Creature: {name}").format(name=creature.name))
        self._original = creature
        self._result: Creature | None = None
        self.name = QLineEdit()
        self.side = _combo(sorted(set(sides) | {"pcs", "enemies"}), editable=True)
        self.col, self.row = _spin(0, 9999), _spin(0, 9999)
        self.size_box = _combo([s.name.capitalize() for s in Size])
        self.shape = _combo([s.value for s in Shape])
        self.space = _spin(1, 20, auto=self.tr("by size"))
        self.reach = _spin(0, 100, 5, auto=self.tr("by size"))
        self.race = _combo(["", *RACES], editable=True)
        self.speed = _spin(0, 500, 5, auto=self.tr("from race"))
        self.fly = _spin(0, 500, 5)
        self.armour = _combo([a.value for a in Armour])
        self.load = _combo([x.value for x in Load])
        self.bonuses = QPlainTextEdit()
        self.bonuses.setPlaceholderText("enhancement +10\nmorale +5 lost in heavy")
        self.bonuses.setMaximumHeight(60)
        self.dex, self.init_misc = _spin(-10, 30), _spin(-20, 40)
        self.flags = {key: QCheckBox(self.tr(text)) for key, text in _FLAGS}
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(70)
        self.image = QLineEdit()
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b")
        self.error.setWordWrap(True)
        self._lay_out()
        self._load(creature)

    def _lay_out(self) -> None:
        form = QFormLayout()
        pos = QHBoxLayout()
        pos.addWidget(self.col)
        pos.addWidget(self.row)
        image = QHBoxLayout()
        image.addWidget(self.image)
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._on_browse_clicked)
        image.addWidget(browse)
        for label, field in (
            (self.tr("Name"), self.name),
            (self.tr("Side"), self.side),
            (self.tr("Column, row"), pos),
            (self.tr("Size"), self.size_box),
            (self.tr("Shape"), self.shape),
            (self.tr("Space (squares)"), self.space),
            (self.tr("Reach (ft)"), self.reach),
            (self.tr("Race"), self.race),
            (self.tr("Base speed (ft)"), self.speed),
            (self.tr("Fly speed (ft)"), self.fly),
            (self.tr("Armour"), self.armour),
            (self.tr("Load"), self.load),
            (self.tr("Speed bonuses"), self.bonuses),
            (self.tr("Dex modifier"), self.dex),
            (self.tr("Other initiative"), self.init_misc),
            (self.tr("Image"), image),
        ):
            form.addRow(label, field)
        flags = QGroupBox(self.tr("Flags"))
        grid = QGridLayout(flags)
        for i, box in enumerate(self.flags.values()):
            grid.addWidget(box, i // 2, i % 2)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(flags)
        layout.addWidget(QLabel(self.tr("Notes")))
        layout.addWidget(self.notes)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def _load(self, c: Creature) -> None:
        self.name.setText(c.name)
        self.side.setCurrentText(c.side)
        self.col.setValue(c.col)
        self.row.setValue(c.row)
        self.size_box.setCurrentIndex(int(c.size))
        self.shape.setCurrentText(c.shape.value)
        self.space.setValue(c.space_override if c.space_override is not None else _AUTO)
        self.reach.setValue(c.reach_override_ft if c.reach_override_ft is not None else _AUTO)
        self.race.setCurrentText(c.race or "")
        self.speed.setValue(c.base_speed_ft if c.base_speed_ft is not None else _AUTO)
        self.fly.setValue(c.fly_speed_ft)
        self.armour.setCurrentText(c.armour.value)
        self.load.setCurrentText(c.load.value)
        self.bonuses.setPlainText(bonuses_to_text(c.speed_bonuses))
        self.dex.setValue(c.dex_mod)
        self.init_misc.setValue(c.init_misc)
        for key, box in self.flags.items():
            box.setChecked(bool(getattr(c, key)))
        self.notes.setPlainText(c.notes)
        self.image.setText(c.image or "")

    def values(self) -> dict[str, Any]:
        """The fields as the model names them (not yet validated)."""

        def opt(box: QSpinBox) -> int | None:
            return None if box.value() == _AUTO else box.value()

        data: dict[str, Any] = {
            "id": self._original.id,
            "name": self.name.text().strip(),
            "side": self.side.currentText().strip(),
            "col": self.col.value(),
            "row": self.row.value(),
            "size": Size(self.size_box.currentIndex()),
            "shape": Shape(self.shape.currentText()),
            "space_override": opt(self.space),
            "reach_override_ft": opt(self.reach),
            "race": self.race.currentText().strip() or None,
            "base_speed_ft": opt(self.speed),
            "fly_speed_ft": self.fly.value(),
            "armour": Armour(self.armour.currentText()),
            "load": Load(self.load.currentText()),
            "speed_bonuses": bonuses_from_text(self.bonuses.toPlainText()),
            "dex_mod": self.dex.value(),
            "init_misc": self.init_misc.value(),
            "notes": self.notes.toPlainText(),
            "image": self.image.text().strip() or None,
        }
        data.update({key: box.isChecked() for key, box in self.flags.items()})
        return data

    def creature(self) -> Creature | None:
        """The edited creature after OK (None after Cancel)."""
        return self._result

    def accept(self) -> None:
        try:
            self._result = Creature.model_validate(self.values())
        except (ValidationError, ValueError) as exc:
            self.error.setText(_readable(exc))
            return
        super().accept()

    def _on_browse_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Token image"), "", self.tr("Images (*.png *.jpg *.jpeg *.webp)")
        )
        if path:
            self.image.setText(path)


def _readable(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return f"{where}: {first['msg']}"
    return str(exc)
