"""Moving past other creatures: who may be passed, where one may stop (RULES.md §2)."""

from __future__ import annotations

from enum import Enum

from battlemap.model.creature import Creature, Size
from battlemap.rules.sizes import PER_SQUARE, is_sub_square


class Passage(Enum):
    """How a mover may treat another creature's space."""

    FREE = "free"  # may pass through (ally, helpless, size gap, tiny…)
    OBSTACLE = "obstacle"  # may pass, each square costs double (PASS-ENEMY exception)
    BLOCKED = "blocked"  # may not enter


def are_allies(a: Creature, b: Creature) -> bool:
    """Creatures of the same side are allies (PASS-ALLY)."""
    return a.side == b.side


def passage(mover: Creature, other: Creature, charging: bool = False) -> Passage:
    """Whether `mover` may move through `other`'s space.

    PASS-FILLS: never through a creature that fills its space. PASS-ALLY: through allies,
    except while charging. PASS-ENEMY: not through an able opponent, but through a
    helpless one (double cost when it is an obstacle even so). PASS-TINY: Tiny and
    smaller may enter any occupied square. PASS-SIZE3: through a creature three or more
    size categories larger or smaller. PASS-OVERRUN, PASS-TUMBLE: when the GM marks the
    mover as overrunning or tumbling.

    Example:
        >>> from battlemap.model import Creature
        >>> a = Creature(id="a", name="A", col=0, row=0, side="pcs")
        >>> o = Creature(id="o", name="Ogre", col=1, row=0, size=Size.LARGE)
        >>> passage(a, o).value
        'blocked'
    """
    if other.fills_space:
        return Passage.BLOCKED
    if are_allies(mover, other):
        return Passage.BLOCKED if charging else Passage.FREE
    if other.helpless:
        return Passage.OBSTACLE if other.obstacle_when_helpless else Passage.FREE
    if charging:
        return Passage.BLOCKED
    if is_sub_square(mover.size) or abs(int(mover.size) - int(other.size)) >= 3:
        return Passage.FREE
    if mover.tumbling or mover.overrun:
        return Passage.FREE
    return Passage.BLOCKED


def may_share_square(mover: Creature, others: list[Creature]) -> bool:
    """Whether `mover` may end its move in a square the `others` stand in (PASS-STOP).

    Never where an able creature stands, except that sub-square creatures share a
    square up to its capacity: 4 Tiny, 25 Diminutive or 100 Fine (SIZE-SMALLER).
    Helpless creatures do not prevent stopping.

    Example:
        >>> from battlemap.model import Creature
        >>> rats = [Creature(id=f"r{i}", name="Rat", col=0, row=0, size=Size.TINY)
        ...         for i in range(3)]
        >>> may_share_square(rats[0], rats[1:]), may_share_square(rats[0], rats[1:] * 2)
        (True, False)
    """
    able = [o for o in others if not o.helpless]
    if not able:
        return True
    if not is_sub_square(mover.size) or not all(is_sub_square(o.size) for o in able):
        return False
    fill = sum(1 / PER_SQUARE[Size(o.size)] for o in able) + 1 / PER_SQUARE[Size(mover.size)]
    return fill <= 1 + 1e-9


def provokes_on_entering(mover: Creature, other: Creature, other_flat_footed: bool) -> bool:
    """PASS-TINY, SIZE-SMALLER: a Tiny or smaller creature entering an able opponent's
    square provokes it, even an opponent of reach 0 (it attacks into its own square);
    a flat-footed one cannot take the attack (FF-NO-AOO)."""
    able = not (other.helpless or other_flat_footed)
    return is_sub_square(mover.size) and not are_allies(mover, other) and able
