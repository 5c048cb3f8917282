"""Open a Universal VTT map off the GUI thread, with a busy dialog for big files."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from battlemap.io.open_any import load_any
from battlemap.model import Encounter

SHOW_AFTER_MS = 300  # small maps open without a flash of dialog
POLL_MS = 20


def import_uvtt(parent: QWidget, path: str | Path) -> Encounter:
    """Parse the map (and write its image beside it) in a worker thread.

    The parse is Qt-free (`battlemap.io.uvtt`); this only keeps the window painting
    while it runs (a 30 MB map takes a few tenths of a second). Raises what `load_any`
    raises: `EncounterFileError` or `OSError`.
    """
    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("UvttImport", "Opening map"))
    dialog.setLabelText(
        QCoreApplication.translate("UvttImport", "Reading {name}…").format(name=Path(path).name)
    )
    dialog.setRange(0, 0)  # busy: the parse reports no steps
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.reset()  # stops Qt's own show timer: ours below shows it for slow files only
    show = QTimer(dialog)
    show.setSingleShot(True)
    show.timeout.connect(dialog.show)
    loop = QEventLoop()
    poll = QTimer(dialog)
    poll.setInterval(POLL_MS)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="uvtt") as pool:
        future: Future[Encounter] = pool.submit(load_any, path)
        poll.timeout.connect(lambda: loop.quit() if future.done() else None)
        show.start(SHOW_AFTER_MS)
        poll.start()
        if not future.done():
            loop.exec()
        poll.stop()
        show.stop()
    dialog.close()
    dialog.deleteLater()
    return future.result()
