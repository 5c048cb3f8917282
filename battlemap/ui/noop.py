"""`QT_TRANSLATE_NOOP` typed as `str`: marks a string for lupdate, translated where shown.

PySide6's own stub returns `object`, which would make every table of marked strings
untyped; lupdate recognises the call by its name, wherever it is imported from.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Return `text` unchanged; `context` is the class whose `tr()` translates it.

    Example:
        >>> QT_TRANSLATE_NOOP("CombatActions", "Delay")
        'Delay'
    """
    return text
