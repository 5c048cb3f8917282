"""The core's undo labels in the interface language.

The session layer is Qt-free and names its commands in English ("Begin combat"); the
static ones are listed here for lupdate (context "Commands") and translated when shown.
Labels built with a name ("Move Tordek") are made by the UI through tr() already.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.ui.noop import QT_TRANSLATE_NOOP

CORE_LABELS = (
    QT_TRANSLATE_NOOP("Commands", "Add to combat"),
    QT_TRANSLATE_NOOP("Commands", "Remove from combat"),
    QT_TRANSLATE_NOOP("Commands", "Set awareness"),
    QT_TRANSLATE_NOOP("Commands", "Pre-contact round"),
    QT_TRANSLATE_NOOP("Commands", "Roll initiative"),
    QT_TRANSLATE_NOOP("Commands", "Begin combat"),
    QT_TRANSLATE_NOOP("Commands", "Next turn"),
    QT_TRANSLATE_NOOP("Commands", "Re-roll initiative"),
    QT_TRANSLATE_NOOP("Commands", "Use action"),
    QT_TRANSLATE_NOOP("Commands", "Move"),
    QT_TRANSLATE_NOOP("Commands", "Ready an action"),
    QT_TRANSLATE_NOOP("Commands", "Readied action"),
    QT_TRANSLATE_NOOP("Commands", "Delay"),
    QT_TRANSLATE_NOOP("Commands", "Act now"),
    QT_TRANSLATE_NOOP("Commands", "Attitude"),
    QT_TRANSLATE_NOOP("Commands", "Split dice"),
    QT_TRANSLATE_NOOP("Commands", "Spend dice"),
    QT_TRANSLATE_NOOP("Commands", "Attack"),
    QT_TRANSLATE_NOOP("Commands", "End combat"),
    QT_TRANSLATE_NOOP("Commands", "Start combat"),
    QT_TRANSLATE_NOOP("Commands", "Join combat"),
    QT_TRANSLATE_NOOP("Commands", "Edit"),
    QT_TRANSLATE_NOOP("Commands", "Add creature"),
    QT_TRANSLATE_NOOP("Commands", "Remove creature"),
    QT_TRANSLATE_NOOP("Commands", "Edit creature"),
    QT_TRANSLATE_NOOP("Commands", "Duplicate creature"),
    QT_TRANSLATE_NOOP("Commands", "Hide under fog"),
    QT_TRANSLATE_NOOP("Commands", "Reveal"),
    QT_TRANSLATE_NOOP("Commands", "Fog the whole map"),
    QT_TRANSLATE_NOOP("Commands", "Clear the fog"),
    QT_TRANSLATE_NOOP("Commands", "Calibrate grid"),
    QT_TRANSLATE_NOOP("Commands", "Set map image"),
    QT_TRANSLATE_NOOP("Commands", "Paint difficult"),
    QT_TRANSLATE_NOOP("Commands", "Paint hamper"),
    QT_TRANSLATE_NOOP("Commands", "Paint block"),
    QT_TRANSLATE_NOOP("Commands", "Erase terrain"),
    QT_TRANSLATE_NOOP("Commands", "Add door"),
    QT_TRANSLATE_NOOP("Commands", "Add wall"),
    QT_TRANSLATE_NOOP("Commands", "Remove door"),
    QT_TRANSLATE_NOOP("Commands", "Remove wall"),
    QT_TRANSLATE_NOOP("Commands", "Open/close door"),
)


def command_label(label: str | None) -> str:
    """`label` translated when it is one of the core's fixed labels, else unchanged."""
    return QCoreApplication.translate("Commands", label) if label else ""
