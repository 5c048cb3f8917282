"""Upgrades of older encounter files, one function per schema version step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Raw = dict[str, Any]

# MIGRATIONS[n] turns a schema-n document into a schema-(n+1) one. Schema 1 is the
# first published format, so there is nothing to upgrade yet.
MIGRATIONS: dict[int, Callable[[Raw], Raw]] = {}


def upgrade(raw: Raw, from_version: int, to_version: int) -> Raw:
    """Apply every migration from `from_version` up to `to_version`.

    Example:
        >>> upgrade({"encounter": {}}, 1, 1)
        {'encounter': {}}
    """
    for version in range(from_version, to_version):
        step = MIGRATIONS.get(version)
        if step is None:
            raise KeyError(f"no migration from schema {version} to {version + 1}")
        raw = step(raw)
        raw["schema_version"] = version + 1
    return raw
