"""Open whatever the GM points at: an encounter file or a Universal VTT map. No Qt."""

from __future__ import annotations

from pathlib import Path

from battlemap.io.encounter_file import EncounterFileError, load_encounter
from battlemap.io.state_dir import state_dir
from battlemap.io.uvtt import is_uvtt_path, load_uvtt, save_image_beside
from battlemap.model import Encounter


def load_any(path: str | Path, image_folder: Path | None = None) -> Encounter:
    """The encounter in `path`; a Universal VTT map is imported, its image written to
    `image_folder` (default: beside the map, see `save_image_beside`, or the state
    folder's `images/` when the map's folder is read-only).

    Raises `EncounterFileError` (a `ValueError`) or `OSError` with a readable message.
    """
    p = Path(path)
    if not is_uvtt_path(p):
        return load_encounter(p)
    imported = load_uvtt(p)
    if image_folder is not None:
        return save_image_beside(imported, image_folder / p.name)
    try:
        return save_image_beside(imported, p)
    except OSError:  # a read-only folder (a CD, a shared drive): keep it in the state folder
        folder = state_dir() / "images"
        folder.mkdir(parents=True, exist_ok=True)
        return save_image_beside(imported, folder / p.name)


def problem_opening(path: str | Path) -> str | None:
    """One line saying why `path` cannot be opened, or None if it can. Writes nothing
    except the pre-upgrade backup of an older encounter file.

    Example:
        >>> problem_opening("/nonexistent/crypt.battlemap")
        'cannot read /nonexistent/crypt.battlemap: No such file or directory'
    """
    p = Path(path)
    try:
        if is_uvtt_path(p):
            load_uvtt(p)
        else:
            load_encounter(p)
    except EncounterFileError as exc:
        return str(exc).splitlines()[0]
    except OSError as exc:
        return f"cannot read {p}: {exc.strerror or exc}"
    return None
