"""The active creature's ring surrounds its token, also a Tiny one in a shared square."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from battlemap.ui.geometry import SQUARE
from battlemap.ui.items.active_ring_item import ActiveRingItem
from battlemap.ui.items.token_item import TokenItem, TokenLook


def _look(span: int = 1, slot: int | None = None) -> TokenLook:
    return TokenLook("Rat", "Ra", QColor("red"), span=span, slot=slot)


def test_ring_around_a_quadrant_of_a_shared_square(qapp) -> None:  # type: ignore[no-untyped-def]
    ring = ActiveRingItem()
    token = TokenItem(_look(slot=3))  # bottom-right quarter
    ring.surround(token.footprint_at(4, 2))
    half = SQUARE / 2
    assert ring.pos().x() == 4 * SQUARE + half
    assert ring.pos().y() == 2 * SQUARE + half
    assert ring.boundingRect() == QRectF(-8, -8, half + 16, half + 16)


def test_ring_around_a_large_space(qapp) -> None:  # type: ignore[no-untyped-def]
    ring = ActiveRingItem()
    ring.surround(TokenItem(_look(span=2)).footprint_at(1, 1))
    assert (ring.pos().x(), ring.pos().y()) == (SQUARE, SQUARE)
    assert ring.boundingRect().width() == 2 * SQUARE + 16
