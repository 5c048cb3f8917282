"""At start-up, offer the work a crashed session autosaved (see battlemap.io.autosave)."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from battlemap.io import EncounterFileError
from battlemap.io.autosave import Recoverable, clean_stale, discard, find_recoverable, recover

if TYPE_CHECKING:
    from battlemap.ui.autosave_controller import AutosaveController
    from battlemap.ui.main_window import MainWindow


class Answer(Enum):
    RECOVER = "recover"
    DISCARD = "discard"
    LATER = "later"


Ask = Callable[["MainWindow", Recoverable], Answer]


def ask_with_dialog(window: MainWindow, item: Recoverable) -> Answer:
    """The real question (tests pass their own `ask`)."""
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("RecoveryPrompt", "Recover unsaved work?"))
    box.setText(
        QCoreApplication.translate("RecoveryPrompt", "Battlemap did not close properly last time.")
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "RecoveryPrompt", "Recover the autosaved changes to {what}?"
        ).format(what=item.describe())
    )
    recover_button = box.addButton(
        QCoreApplication.translate("RecoveryPrompt", "Recover"), QMessageBox.ButtonRole.AcceptRole
    )
    discard_button = box.addButton(
        QCoreApplication.translate("RecoveryPrompt", "Discard"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.addButton(
        QCoreApplication.translate("RecoveryPrompt", "Ask me later"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.exec()
    clicked = box.clickedButton()
    if clicked is recover_button:
        return Answer.RECOVER
    return Answer.DISCARD if clicked is discard_button else Answer.LATER


def offer_recovery(
    window: MainWindow,
    autosave: AutosaveController,
    root: Path | None = None,
    ask: Ask = ask_with_dialog,
) -> bool:
    """Offer the newest recoverable work; True when it was opened in `window`.

    Recovered work opens untitled and marked unsaved (Save asks where: the user's file
    is only replaced if they choose it); it is autosaved by this session before the
    crashed session's copies are removed. Older crashes stay for a later start.
    """
    items = find_recoverable(root)
    if not items:
        clean_stale(root)
        return False
    item = items[0]
    answer = ask(window, item)
    if answer is Answer.DISCARD:
        discard(item)
    if answer is not Answer.RECOVER:
        return False
    try:
        doc = recover(item)
    except (EncounterFileError, OSError) as exc:
        window.files.warn(QCoreApplication.translate("RecoveryPrompt", "Cannot recover"), str(exc))
        return False
    window.files.path = None
    window.session.replace_document(doc)
    window.session.stack.mark_unsaved()
    window.files.state_changed.emit()
    window.show_status(
        QCoreApplication.translate("RecoveryPrompt", "Recovered {what}; save it to keep it").format(
            what=item.describe()
        )
    )
    if autosave.autosave_now() or not autosave.enabled:
        discard(item)
    return True
