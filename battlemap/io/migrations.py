"""Upgrades of older encounter files, one step per schema version, applied in order.

A step is a pure function from the raw JSON of schema n to the raw JSON of schema n+1
(the whole file object, wrapper included, so a step may move the wrapper's fields too).
Steps never see a file newer than themselves and must not touch the disk; the caller
backs the original up before anything is written back (see `encounter_file`).

Schema 1 is the first published format, so `MIGRATIONS` is empty: a step is added only
with the schema change that needs it, together with a real file of the old schema in
tests/io/data (the v1 one is `v1-crypt.battlemap`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

Raw = dict[str, Any]
Step = Callable[[Raw], Raw]

# MIGRATIONS[n] turns a schema-n document into a schema-(n+1) one.
MIGRATIONS: dict[int, Step] = {}


class MigrationError(ValueError):
    """An older file could not be upgraded; the message says which step failed and why."""


def oldest_readable(steps: Mapping[int, Step], current: int) -> int:
    """The oldest schema that a chain of steps leads up from to `current`.

    Example:
        >>> oldest_readable({}, 1), oldest_readable({0: dict, 1: dict}, 2)
        (1, 0)
    """
    version = current
    while version - 1 in steps:
        version -= 1
    return version


def upgrade(
    raw: Raw, from_version: int, to_version: int, steps: Mapping[int, Step] | None = None
) -> Raw:
    """Apply every step from `from_version` up to `to_version`, one version at a time.

    The input is not modified. A step that fails on malformed old data raises
    `MigrationError` naming the step.

    Example:
        >>> upgrade({"encounter": {}}, 1, 1)
        {'encounter': {}}
        >>> rename = {0: lambda r: {"encounter": r["doc"]}}
        >>> upgrade({"doc": {"name": "Old"}}, 0, 1, rename)
        {'encounter': {'name': 'Old'}, 'schema_version': 1}
    """
    table = MIGRATIONS if steps is None else steps
    out = copy.deepcopy(raw)
    for version in range(from_version, to_version):
        step = table.get(version)
        if step is None:
            raise MigrationError(f"no upgrade from file format {version} to {version + 1}")
        try:
            out = step(out)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise MigrationError(
                f"upgrading from file format {version} to {version + 1} failed: {exc!r}"
            ) from exc
        out["schema_version"] = version + 1
    return out
