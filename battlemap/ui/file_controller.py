"""New, Open, Save, Save As and recent files, with the unsaved-changes prompt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from battlemap.io import FILE_SUFFIX, EncounterFileError, load_encounter, save_encounter
from battlemap.io.image_paths import resolve_image, with_image_relative_to
from battlemap.io.uvtt import UVTT_SUFFIXES, is_uvtt_path
from battlemap.model import Encounter
from battlemap.session import EncounterSession
from battlemap.ui.map_scene import MapScene
from battlemap.ui.settings import Settings
from battlemap.ui.uvtt_import import import_uvtt

Button = QMessageBox.StandardButton


class FileController(QObject):
    """Owns the current file path; the dialogs are attributes so tests can replace them."""

    state_changed = Signal()

    def __init__(
        self, window: QWidget, session: EncounterSession, scene: MapScene, settings: Settings
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.scene = scene
        self.settings = settings
        self.path: Path | None = None
        self.ask_unsaved: Callable[[], Button] = self._ask_unsaved
        self.choose_open: Callable[[], str] = self._choose_open
        self.choose_save: Callable[[], str] = self._choose_save
        self.warn: Callable[[str, str], None] = self._warn

    @property
    def filter(self) -> str:
        return self.tr("Battlemap encounters (*{suffix});;All files (*)").format(suffix=FILE_SUFFIX)

    @property
    def open_filter(self) -> str:
        """Issue 7: Open also takes Universal VTT maps (Save only writes encounters)."""
        uvtt = " ".join(f"*{s}" for s in UVTT_SUFFIXES)
        return self.tr(
            "Encounters and maps (*{suffix} {uvtt});;Battlemap encounters (*{suffix});;"
            "Universal VTT maps ({uvtt});;All files (*)"
        ).format(suffix=FILE_SUFFIX, uvtt=uvtt)

    # -- prompts (replaced in tests) --------------------------------------------------
    def _ask_unsaved(self) -> Button:
        return QMessageBox.question(
            self.window,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to “{name}” first?").format(name=self.session.doc.name),
            Button.Save | Button.Discard | Button.Cancel,
            Button.Save,
        )

    def _choose_open(self) -> str:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open encounter"), self.settings.last_folder, self.open_filter
        )
        return path

    def _choose_save(self) -> str:
        start = str(self.path) if self.path else self.settings.last_folder
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save encounter as"), start, self.filter
        )
        if path and not path.endswith(FILE_SUFFIX) and "." not in Path(path).name:
            path += FILE_SUFFIX
        return path

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)

    # -- actions ---------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the document (saved, discarded, or clean)."""
        if self.session.stack.is_clean:
            return True
        answer = self.ask_unsaved()
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def new(self) -> None:
        if self.maybe_save():
            self._replace(Encounter(), None)

    def open(self, path: str | None = None) -> bool:
        """Open a file (asking which when `path` is None); a bad file changes nothing."""
        if not self.maybe_save():
            return False
        path = path or self.choose_open()
        if not path:
            return False
        uvtt = is_uvtt_path(path)  # issue 7: a UVTT map opens as an untitled encounter
        try:
            doc = import_uvtt(self.window, path) if uvtt else load_encounter(path)
        except (EncounterFileError, OSError) as exc:
            self.warn(self.tr("Cannot open encounter"), str(exc))
            if isinstance(exc, FileNotFoundError):
                self.settings.remove_recent(str(Path(path).resolve()))
            return False
        self._replace(doc, None if uvtt else Path(path).resolve())
        if uvtt:
            self._remember(Path(path).resolve())
        return True

    def open_bundled(self, path: Path) -> None:
        """Open the demo: untitled afterwards, so Save asks where (the package is read-only)."""
        doc = load_encounter(path)
        image = resolve_image(doc, path)
        if image is not None:
            doc.map.image = str(image)
        self._replace(doc, None)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        path = self.choose_save()
        return bool(path) and self._write(Path(path).resolve())

    def _write(self, path: Path) -> bool:
        doc = with_image_relative_to(self.session.doc, self.path or self.scene.file_path, path)
        try:
            save_encounter(doc, path)
        except (OSError, EncounterFileError) as exc:  # issue 7: a newer-format file is refused
            self.warn(self.tr("Cannot save encounter"), str(exc))
            return False
        self.session.doc.map.image = doc.map.image  # now relative to the new file
        self.path = self.scene.file_path = path
        self.session.stack.set_clean()
        self._remember(path)
        self.state_changed.emit()
        return True

    def _replace(self, doc: Encounter, path: Path | None) -> None:
        self.path = path
        if path is not None:
            self.scene.file_path = path
            self._remember(path)
        self.session.replace_document(doc)
        self.state_changed.emit()

    def _remember(self, path: Path) -> None:
        self.settings.add_recent(str(path))
        self.settings.last_folder = str(path.parent)
