"""User settings kept in QSettings: units, language and recent files."""

from __future__ import annotations

from PySide6.QtCore import QSettings

MAX_RECENT = 8


class Settings:
    """Typed access to QSettings (values are read with `type=`: on Linux they come back
    as strings in a new process otherwise)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()
        self.metric_default = False  # until the user chooses; the app sets it per language

    @property
    def metric(self) -> bool:
        """Show distances in metres (1.5 m per square) instead of feet."""
        return bool(self.store.value("units/metric", self.metric_default, type=bool))

    @metric.setter
    def metric(self, value: bool) -> None:
        self.store.setValue("units/metric", bool(value))

    @property
    def language(self) -> str:
        """The interface language chosen ("en", "fr", "es"); "" follows the system."""
        return str(self.store.value("ui/language", "", type=str))

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("ui/language", code)

    @property
    def recent_files(self) -> list[str]:
        value = self.store.value("files/recent", [], type=list)
        return [str(v) for v in value or []][:MAX_RECENT]  # type: ignore[attr-defined]

    def add_recent(self, path: str) -> None:
        files = [path] + [p for p in self.recent_files if p != path]
        self.store.setValue("files/recent", files[:MAX_RECENT])

    def remove_recent(self, path: str) -> None:
        self.store.setValue("files/recent", [p for p in self.recent_files if p != path])

    @property
    def last_folder(self) -> str:
        return str(self.store.value("files/last_folder", "", type=str))

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self.store.setValue("files/last_folder", folder)
