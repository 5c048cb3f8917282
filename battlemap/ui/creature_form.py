"""Text forms of creature fields the editor shows in one line (Qt-free helpers)."""

from __future__ import annotations

from battlemap.model import Armour, SpeedBonus


def bonuses_to_text(bonuses: list[SpeedBonus]) -> str:
    """One bonus per line: "enhancement +10" or "enhancement +10 lost in heavy".

    Example:
        >>> bonuses_to_text([SpeedBonus(kind="enhancement", feet=10, lost_in_armour="heavy")])
        'enhancement +10 lost in heavy'
    """
    lines = []
    for b in bonuses:
        line = f"{b.kind} {b.feet:+d}"
        if b.lost_in_armour is not None:
            line += f" lost in {b.lost_in_armour.value}"
        lines.append(line)
    return "\n".join(lines)


def bonuses_from_text(text: str) -> list[SpeedBonus]:
    """Parse `bonuses_to_text`'s form; ValueError names the line that does not read.

    Example:
        >>> [b.feet for b in bonuses_from_text("enhancement +10\\nmorale -5")]
        [10, -5]
    """
    out = []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        head, _, lost = line.partition(" lost in ")
        parts = head.rsplit(maxsplit=1)
        try:
            kind, feet = parts[0], int(parts[1])
            armour = Armour(lost.strip()) if lost else None
        except (IndexError, ValueError):
            raise ValueError(
                f"speed bonus line {n} should read like “enhancement +10” "
                "or “enhancement +10 lost in heavy”"
            ) from None
        out.append(SpeedBonus(kind=kind, feet=feet, lost_in_armour=armour))
    return out
