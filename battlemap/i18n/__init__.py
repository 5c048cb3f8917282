"""Translations: `battlemap_<lang>.ts` sources; the `.qm` files are built at install time."""

from __future__ import annotations

from pathlib import Path

I18N = Path(__file__).parent
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "es": "Español"}
"""Languages of the interface, by code, each named in itself."""

SOURCE_LANGUAGE = "en"


def ts_file(language: str) -> Path:
    """The translation source of a language (checked in)."""
    return I18N / f"battlemap_{language}.ts"


def qm_file(language: str) -> Path:
    """The compiled translation (built by `setup.py`'s build step, not checked in)."""
    return I18N / f"battlemap_{language}.qm"
