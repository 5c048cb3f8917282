"""The encounter file: a versioned wrapper around the pydantic `Encounter`.

A file is one JSON object `{"format", "schema_version", "app_version", "encounter"}`.
Loading checks the format and version before validating, so a broken or newer file
raises a narrow `EncounterFileError` with a message a GM can read, and nothing else
happens. Saving is atomic (see `battlemap.io.atomic`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

import battlemap
from battlemap.io.atomic import write_atomic
from battlemap.io.migrations import upgrade
from battlemap.model import Encounter

FORMAT_NAME: Final = "battlemap-encounter"
SCHEMA_VERSION = 1
FILE_SUFFIX = ".battlemap"


class EncounterFileError(ValueError):
    """An encounter file could not be read; the message says why, for the GM."""


class BrokenEncounterFile(EncounterFileError):
    """The file is not valid JSON or not a valid encounter."""


class NewerEncounterFile(EncounterFileError):
    """The file was written by a newer Battlemap with a schema this one does not know."""


class EncounterFile(BaseModel):
    """What a file holds: the format tag, versions and the encounter itself."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["battlemap-encounter"] = FORMAT_NAME
    schema_version: int = SCHEMA_VERSION
    app_version: str = battlemap.__version__
    encounter: Encounter


def dumps_encounter(doc: Encounter) -> str:
    """The file text for an encounter (pretty JSON, stable key order).

    Example:
        >>> text = dumps_encounter(Encounter(name="Ambush"))
        >>> loads_encounter(text).name
        'Ambush'
    """
    wrapper = EncounterFile(encounter=doc)
    return wrapper.model_dump_json(indent=1, exclude_defaults=False) + "\n"


def loads_encounter(text: str | bytes, source: str = "the file") -> Encounter:
    """Parse file text; raises `BrokenEncounterFile` or `NewerEncounterFile`."""
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise BrokenEncounterFile(
            f"{source} is not a Battlemap encounter (not JSON: {exc})"
        ) from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        raise BrokenEncounterFile(f"{source} is not a Battlemap encounter file")
    version = raw.get("schema_version")
    if not isinstance(version, int) or version < 1:
        raise BrokenEncounterFile(f"{source} has no valid schema version")
    if version > SCHEMA_VERSION:
        app = raw.get("app_version", "a newer version")
        raise NewerEncounterFile(
            f"{source} was saved by Battlemap {app} (file format {version}); this is "
            f"Battlemap {battlemap.__version__}, which reads format {SCHEMA_VERSION} or older. "
            "Please update Battlemap to open it."
        )
    raw = upgrade(raw, version, SCHEMA_VERSION)
    try:
        return EncounterFile.model_validate(raw).encounter
    except ValidationError as exc:
        raise BrokenEncounterFile(f"{source} is damaged: {_first_error(exc)}") from exc


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors()
    first: dict[str, Any] = dict(errors[0]) if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ())) or "the document"
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    return f"{where}: {first.get('msg', 'invalid')}{more}"


def load_encounter(path: str | Path) -> Encounter:
    """Read an encounter file; `EncounterFileError` (or `OSError`) if it cannot be read.

    Example:
        >>> import tempfile, pathlib
        >>> p = pathlib.Path(tempfile.mkdtemp()) / "a.battlemap"
        >>> save_encounter(Encounter(name="Crypt"), p)
        >>> load_encounter(p).name
        'Crypt'
    """
    p = Path(path)
    return loads_encounter(p.read_bytes(), source=p.name)


def save_encounter(doc: Encounter, path: str | Path) -> None:
    """Write an encounter atomically: the old file stays whole if anything fails."""
    write_atomic(Path(path), dumps_encounter(doc).encode("utf-8"))
