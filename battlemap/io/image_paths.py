"""The map image path is stored relative to the encounter file; these keep it right."""

from __future__ import annotations

import os
from pathlib import Path

from battlemap.model import Encounter


def resolve_image(doc: Encounter, file_path: Path | None) -> Path | None:
    """Absolute path of the map image (relative paths count from the file's folder).

    Example:
        >>> from battlemap.model import MapSpec
        >>> doc = Encounter(map=MapSpec(image="maps/crypt.png"))
        >>> resolve_image(doc, Path("/games/crypt.battlemap")).as_posix()
        '/games/maps/crypt.png'
    """
    if not doc.map.image:
        return None
    image = Path(doc.map.image)
    if image.is_absolute() or file_path is None:
        return image
    return file_path.parent / image


def with_image_relative_to(doc: Encounter, old_file: Path | None, new_file: Path) -> Encounter:
    """A copy whose image path is relative to `new_file` (Save As into another folder).

    Falls back to an absolute path when no relative one exists (another drive).
    """
    image = resolve_image(doc, old_file)
    if image is None:
        return doc
    try:
        rel = os.path.relpath(image.resolve(), new_file.parent.resolve())
    except ValueError:
        rel = str(image.resolve())
    out = doc.model_copy(deep=True)
    out.map.image = Path(rel).as_posix()
    return out
