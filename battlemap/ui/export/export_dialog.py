"""The export options dialog: format, area, view, resolution, grid, paper and square."""

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

from battlemap.ui.export.options import ExportOptions, View
from battlemap.ui.export.print_layout import SQUARE_SIZES_MM

FORMATS = ("png", "svg", "pdf", "print")


@dataclass(frozen=True)
class ExportRequest:
    """What the user asked for; `area` is filled in by the caller from the view."""

    format: str
    options: ExportOptions
    current_view: bool = False
    paper: str = "a4"
    square_mm: float = 25.0


class ExportDialog(QDialog):
    """Asks how to export; `request()` reads the answer."""

    def __init__(self, printing: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print at scale") if printing else self.tr("Export map"))
        form = QFormLayout(self)
        self.format = QComboBox()
        for key, text in (
            ("png", self.tr("PNG image")),
            ("svg", self.tr("SVG drawing")),
            ("pdf", self.tr("PDF, one page")),
            ("print", self.tr("PDF at miniature scale, on sheets")),
        ):
            self.format.addItem(text, key)
        self.format.setCurrentIndex(FORMATS.index("print" if printing else "png"))
        self.area = QComboBox()
        self.area.addItem(self.tr("Whole map"), False)
        self.area.addItem(self.tr("Current view"), True)
        self.view = QComboBox()
        self.view.addItem(self.tr("Game master (everything)"), View.GM.value)
        self.view.addItem(self.tr("Players (no hidden creatures)"), View.PLAYER.value)
        self.px = QSpinBox()
        self.px.setRange(4, 1000)
        self.px.setValue(70)
        self.px.setSuffix(self.tr(" px per square"))
        self.grid = QCheckBox(self.tr("Draw the grid"))
        self.grid.setChecked(True)
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4"), "a4")
        self.paper.addItem(self.tr("Letter"), "letter")
        self.square = QComboBox()
        self.square.addItem(self.tr("25 mm squares"), "25mm")
        self.square.addItem(self.tr("1 inch squares"), "1in")
        form.addRow(self.tr("Format:"), self.format)
        form.addRow(self.tr("Area:"), self.area)
        form.addRow(self.tr("View:"), self.view)
        form.addRow(self.tr("Resolution:"), self.px)
        form.addRow("", self.grid)
        form.addRow(self.tr("Paper:"), self.paper)
        form.addRow(self.tr("Printed square:"), self.square)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.format.currentIndexChanged.connect(self._on_format_current_index_changed)
        self._on_format_current_index_changed()

    def _on_format_current_index_changed(self) -> None:
        printing = self.format.currentData() == "print"
        self.px.setEnabled(not printing)
        self.paper.setEnabled(printing)
        self.square.setEnabled(printing)

    def request(self) -> ExportRequest:
        return ExportRequest(
            format=str(self.format.currentData()),
            options=ExportOptions(
                view=View(self.view.currentData()),
                px_per_square=self.px.value(),
                grid=self.grid.isChecked(),
            ),
            current_view=bool(self.area.currentData()),
            paper=str(self.paper.currentData()),
            square_mm=SQUARE_SIZES_MM[str(self.square.currentData())],
        )
