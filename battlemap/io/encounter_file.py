"""The encounter file: a versioned wrapper around the pydantic `Encounter`.

A file is one JSON object `{"format", "schema_version", "app_version", "encounter"}`.
Loading checks the format and version before validating, so a broken or newer file
raises a narrow `EncounterFileError` with a message a GM can read, and nothing else
happens. Saving is atomic (see `battlemap.io.atomic`).

Versions, decided:
* An older file is upgraded step by step in memory (`battlemap.io.migrations`); before
  it is returned, the original bytes are copied to `<file>.schema<N>.bak` beside it (or
  into the state folder's `backups/` when that folder is read-only), so the Save that
  writes the upgraded format back can never lose the original.
* A newer file is refused on load, and `save_encounter` refuses to write over one
  (`NewerEncounterFile`): a newer Battlemap's work is never overwritten by an older one.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

import battlemap
from battlemap.io.atomic import write_atomic
from battlemap.io.migrations import MIGRATIONS, MigrationError, oldest_readable, upgrade
from battlemap.io.state_dir import state_dir
from battlemap.model import Encounter

FORMAT_NAME: Final = "battlemap-encounter"
SCHEMA_VERSION = 1
FILE_SUFFIX = ".battlemap"
MAX_FILE_BYTES: Final = 64 * 1024 * 1024  # an encounter holds no image: far above real ones


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
    return _loads(text, source)[0]


def _loads(text: str | bytes, source: str) -> tuple[Encounter, int]:
    """The encounter and the schema version the text was written in."""
    if len(text) > MAX_FILE_BYTES:
        raise BrokenEncounterFile(f"{source} is too large to be a Battlemap encounter")
    raw = _parse(text, source)
    version = _version(raw, source)
    try:
        raw = upgrade(raw, version, SCHEMA_VERSION, MIGRATIONS)
    except MigrationError as exc:
        raise BrokenEncounterFile(f"{source} could not be upgraded: {exc}") from exc
    try:
        return EncounterFile.model_validate(raw).encounter, version
    except ValidationError as exc:
        raise BrokenEncounterFile(f"{source} is damaged: {_first_error(exc)}") from exc
    except RecursionError as exc:
        raise BrokenEncounterFile(f"{source} is damaged: nested too deeply") from exc


def _parse(text: str | bytes, source: str) -> dict[str, Any]:
    try:
        raw = json.loads(text)
    except RecursionError as exc:
        raise BrokenEncounterFile(
            f"{source} is not a Battlemap encounter (nested too deeply)"
        ) from exc
    except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError, huge int literals
        raise BrokenEncounterFile(
            f"{source} is not a Battlemap encounter (not JSON: {exc})"
        ) from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        raise BrokenEncounterFile(f"{source} is not a Battlemap encounter file")
    return raw


def _version(raw: dict[str, Any], source: str) -> int:
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise BrokenEncounterFile(f"{source} has no valid schema version")
    if version > SCHEMA_VERSION:
        app = str(raw.get("app_version", "a newer version"))[:40]
        raise NewerEncounterFile(
            f"{source} was saved by Battlemap {app} (file format {version}); this is "
            f"Battlemap {battlemap.__version__}, which reads format {SCHEMA_VERSION} or older. "
            "Please update Battlemap to open it."
        )
    if version < oldest_readable(MIGRATIONS, SCHEMA_VERSION):
        raise BrokenEncounterFile(
            f"{source} is in file format {version}, older than this Battlemap can upgrade"
        )
    return version


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors()
    first: dict[str, Any] = dict(errors[0]) if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ())) or "the document"
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    return f"{where}: {first.get('msg', 'invalid')}{more}"


def load_encounter(path: str | Path) -> Encounter:
    """Read an encounter file; `EncounterFileError` (or `OSError`) if it cannot be read.

    An older file is upgraded, after its original is backed up (see the module notes).

    Example:
        >>> import tempfile, pathlib
        >>> p = pathlib.Path(tempfile.mkdtemp()) / "a.battlemap"
        >>> save_encounter(Encounter(name="Crypt"), p)
        >>> load_encounter(p).name
        'Crypt'
    """
    p = Path(path)
    if p.stat().st_size > MAX_FILE_BYTES:
        raise BrokenEncounterFile(f"{p.name} is too large to be a Battlemap encounter")
    data = p.read_bytes()
    doc, version = _loads(data, source=p.name)
    if version < SCHEMA_VERSION:
        backup_original(p, data, version)
    return doc


def backup_original(path: Path, data: bytes, version: int) -> Path:
    """Keep the bytes of a file about to be upgraded: beside it, else in the state folder.

    An existing backup with the same bytes is reused; one with other bytes is kept and
    a numbered name is used instead.
    """
    try:
        return _write_new(path.parent, f"{path.name}.schema{version}", data)
    except OSError:
        folder = state_dir() / "backups"
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return _write_new(folder, f"{path.name}.schema{version}.{stamp}", data)


def _write_new(folder: Path, stem: str, data: bytes) -> Path:
    for n in range(1, 1000):
        target = folder / (f"{stem}.bak" if n == 1 else f"{stem}-{n}.bak")
        if not target.exists():
            write_atomic(target, data)
            return target
        if target.read_bytes() == data:
            return target
    raise OSError(f"too many backups named {stem}-N.bak in {folder}")


def save_encounter(doc: Encounter, path: str | Path) -> None:
    """Write an encounter atomically: the old file stays whole if anything fails.

    Raises `NewerEncounterFile` (and writes nothing) if `path` holds an encounter in a
    newer file format than this Battlemap writes.
    """
    p = Path(path)
    refuse_newer(p)
    write_atomic(p, dumps_encounter(doc).encode("utf-8"))


def refuse_newer(path: Path) -> None:
    """Raise `NewerEncounterFile` if `path` is an encounter file from a newer Battlemap."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return
        raw = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return  # nothing there, or not an encounter: the usual overwrite rules apply
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        return
    version = raw.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise NewerEncounterFile(
            f"{path.name} was saved by a newer Battlemap (file format {version}); "
            "it is not overwritten. Save under another name."
        )
