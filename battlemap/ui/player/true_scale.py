"""True scale: how many logical pixels make an inch on a screen, measured once per screen
and kept in QSettings, so that one square matches a 1-inch (25 mm) miniature base."""

from __future__ import annotations

import math

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QScreen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSlider,
    QWidget,
)

MM_PER_INCH = 25.4


def key_for(screen: QScreen) -> str:
    return f"player/px_per_inch/{screen.name() or 'screen'}"


def stored_ppi(settings: QSettings, screen: QScreen) -> float | None:
    """Logical pixels per inch measured for this screen, or None if not calibrated."""
    value = settings.value(key_for(screen), 0.0, type=float)
    value = float(value) if isinstance(value, (int, float, str)) else 0.0
    return value if value > 0 else None


def store_ppi(settings: QSettings, screen: QScreen, ppi: float) -> None:
    settings.setValue(key_for(screen), float(ppi))


def ppi_from_diagonal(width_px: int, height_px: int, diagonal_in: float) -> float:
    """Pixels per inch of a screen from its resolution and diagonal.

    Example:
        >>> round(ppi_from_diagonal(1920, 1080, 40.0), 1)
        55.1
    """
    return math.hypot(width_px, height_px) / diagonal_in


def reported_diagonal(screen: QScreen) -> float:
    """What the screen says its diagonal is, in inches (often wrong on TVs/projectors)."""
    size = screen.physicalSize()
    diagonal = math.hypot(size.width(), size.height()) / MM_PER_INCH
    return diagonal if diagonal > 1 else 24.0


class _Ruler(QWidget):
    """A bar `length` logical pixels long, to hold a 1-inch (25 mm) base against."""

    def __init__(self, length: float) -> None:
        super().__init__()
        self.length = length
        self.setMinimumHeight(60)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.white)
        painter.fillRect(10, 15, round(self.length), 30, Qt.GlobalColor.darkBlue)
        painter.end()


class ScreenCalibration(QDialog):
    """Either type the screen's diagonal, or drag the slider until the bar is one inch."""

    def __init__(self, screen: QScreen, ppi: float | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.screen_ = screen
        self.setWindowTitle(self.tr("Calibrate {name}").format(name=screen.name()))
        size = screen.size()
        self.diagonal = QDoubleSpinBox(minimum=3.0, maximum=400.0, decimals=1, suffix=" in")
        start = ppi or ppi_from_diagonal(size.width(), size.height(), reported_diagonal(screen))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(100, 4000)  # tenths of a pixel per inch
        self.ruler = _Ruler(start)
        self.result_label = QLabel()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Screen diagonal"), self.diagonal)
        layout.addRow(QLabel(self.tr("or hold a 1-inch (25 mm) base to the bar and drag:")))
        layout.addRow(self.slider)
        layout.addRow(self.ruler)
        layout.addRow(self.result_label)
        layout.addRow(buttons)
        self.set_ppi(start)
        self.diagonal.valueChanged.connect(self._on_diagonal_value_changed)
        self.slider.valueChanged.connect(self._on_slider_value_changed)

    def ppi(self) -> float:
        return self.ruler.length

    def set_ppi(self, ppi: float) -> None:
        size = self.screen_.size()
        self.ruler.length = ppi
        self.ruler.update()
        self.slider.blockSignals(True)
        self.slider.setValue(round(ppi * 10))
        self.slider.blockSignals(False)
        self.diagonal.blockSignals(True)
        self.diagonal.setValue(math.hypot(size.width(), size.height()) / ppi)
        self.diagonal.blockSignals(False)
        self.result_label.setText(self.tr("{ppi:.1f} pixels per inch").format(ppi=ppi))

    def _on_diagonal_value_changed(self, value: float) -> None:
        size = self.screen_.size()
        self.set_ppi(ppi_from_diagonal(size.width(), size.height(), value))

    def _on_slider_value_changed(self, value: int) -> None:
        self.set_ppi(value / 10)

    @staticmethod
    def ask(screen: QScreen, ppi: float | None, parent: QWidget | None = None) -> float | None:
        """The measured pixels per inch, or None if cancelled (tests patch this)."""
        dialog = ScreenCalibration(screen, ppi, parent)
        return dialog.ppi() if dialog.exec() else None
