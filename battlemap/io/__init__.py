"""Files: the versioned encounter format, written atomically. No Qt."""

from battlemap.io.encounter_file import (
    FILE_SUFFIX,
    SCHEMA_VERSION,
    BrokenEncounterFile,
    EncounterFile,
    EncounterFileError,
    NewerEncounterFile,
    dumps_encounter,
    load_encounter,
    loads_encounter,
    save_encounter,
)

__all__ = [
    "FILE_SUFFIX",
    "SCHEMA_VERSION",
    "BrokenEncounterFile",
    "EncounterFile",
    "EncounterFileError",
    "NewerEncounterFile",
    "dumps_encounter",
    "load_encounter",
    "loads_encounter",
    "save_encounter",
]
