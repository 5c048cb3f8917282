"""How a creature looks as a token: the scene's binding from model to `TokenLook`."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

from PySide6.QtGui import QPixmap

from battlemap.model import Creature
from battlemap.rules.sizes import is_sub_square, space_squares
from battlemap.ui.items.token_item import TokenLook
from battlemap.ui.palette import side_colour


def initials(name: str) -> str:
    """Up to two letters for a token: "Lidda" → "Li", "Ogre chief" → "OC"."""
    words = [w for w in name.split() if w[:1].isalnum()]
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    word = words[0] if words else name
    return word[:2].capitalize()


class TokenLooks:
    """Turns creatures into looks; sub-square creatures sharing a square get slots."""

    def __init__(
        self,
        badges: Callable[[Creature], tuple[str, ...]],
        pixmap: Callable[[str], QPixmap | None],
    ) -> None:
        self._badges = badges
        self._pixmap = pixmap

    def build(self, creatures: Sequence[Creature], selected: str | None) -> dict[str, TokenLook]:
        slots = self._slots(creatures)
        return {
            c.id: TokenLook(
                name=c.name,
                initials=initials(c.name),
                colour=side_colour(c.side),
                span=space_squares(c),
                slot=slots.get(c.id),
                badges=self._badges(c),
                selected=c.id == selected,
                hidden=c.hidden,
                pixmap=self._pixmap(c.image) if c.image else None,
            )
            for c in creatures
        }

    @staticmethod
    def _slots(creatures: Sequence[Creature]) -> dict[str, int]:
        """Quadrant of each Tiny-or-smaller creature in its square (SIZE-SMALLER)."""
        per_square: dict[tuple[int, int], int] = defaultdict(int)
        out: dict[str, int] = {}
        for c in creatures:
            if is_sub_square(c.size) and space_squares(c) == 1:
                key = (c.col, c.row)
                out[c.id] = per_square[key] % 4
                per_square[key] += 1
        return out
