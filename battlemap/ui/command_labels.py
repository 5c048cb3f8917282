"""The core's undo labels in the interface language.

The session layer is Qt-free and names its commands with `Message`s marked in the
"Commands" context (`battlemap.session.command_stack.undo_text`): "Begin combat",
"Ready an action: Lidda". Labels built by the UI ("Move Tordek") are translated by
tr() already and pass through.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.rules.text import Message
from battlemap.ui.rule_text import tr_rules


def command_label(label: str | None) -> str:
    """An undo label in the interface language; a plain text as it is.

    Example:
        >>> from battlemap.session.edit_map import CalibrateGrid
        >>> command_label(CalibrateGrid.label), command_label(None)
        ('Calibrate grid', '')
    """
    if not label:
        return ""
    if isinstance(label, Message):
        return tr_rules(label)
    return QCoreApplication.translate("Commands", label)
