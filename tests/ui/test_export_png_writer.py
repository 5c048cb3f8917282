"""The streaming PNG writer: what it writes decodes to exactly the rows given."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PySide6.QtGui import QImage

from battlemap.ui.export.png_writer import PngStreamWriter


def decode(data: bytes) -> np.ndarray:
    image = QImage.fromData(data, "PNG").convertToFormat(QImage.Format.Format_RGB888)
    assert not image.isNull()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    rows = raw.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 3]
    return rows.reshape(image.height(), image.width(), 3).copy()  # the QImage dies here


@pytest.mark.parametrize("strip", [1, 7, 64])
def test_rows_written_in_strips_decode_unchanged(strip: int) -> None:
    rng = np.random.default_rng(3)
    picture = rng.integers(0, 256, (64, 33, 3), dtype=np.uint8)
    buf = io.BytesIO()
    writer = PngStreamWriter(buf, 33, 64, dpi=70)
    for y in range(0, 64, strip):
        writer.write_rows(picture[y : y + strip])
    writer.close()
    assert np.array_equal(decode(buf.getvalue()), picture)
    image = QImage.fromData(buf.getvalue(), "PNG")
    assert round(image.dotsPerMeterX() * 0.0254) == 70  # printed at 1 inch per square


def test_too_few_or_too_many_rows_are_errors() -> None:
    writer = PngStreamWriter(io.BytesIO(), 4, 2)
    with pytest.raises(ValueError, match="more rows"):
        writer.write_rows(np.zeros((3, 4, 3), dtype=np.uint8))
    writer.write_rows(np.zeros((1, 4, 3), dtype=np.uint8))
    with pytest.raises(ValueError, match="1 rows written of 2"):
        writer.close()
    with pytest.raises(ValueError, match="at least one pixel"):
        PngStreamWriter(io.BytesIO(), 0, 2)
