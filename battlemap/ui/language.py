"""The interface language: the system locale unless the user chose one; Qt translators."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from battlemap.i18n import LANGUAGES, SOURCE_LANGUAGE, qm_file

SETTING = "ui/language"
METRIC_LANGUAGES = frozenset({"fr", "es"})
"""Languages whose users expect metres by default (1.5 m per square, GRID-SQUARE)."""


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(store: QSettings | None = None) -> str:
    """The language to use: the setting ("" or unknown: follow the system)."""
    store = store if store is not None else QSettings()
    value = str(store.value(SETTING, "", type=str))
    return value if value in LANGUAGES else system_language()


def install_translators(app: QCoreApplication, language: str | None = None) -> str:
    """Load the app's and Qt's own translations for `language` (default: the chosen one).

    Returns the language actually in use ("en" when its translation file is missing).
    """
    language = language or chosen_language()
    for old in getattr(app, "_battlemap_translators", []):
        app.removeTranslator(old)
    translators: list[QTranslator] = []
    if language != SOURCE_LANGUAGE:
        ours = QTranslator(app)
        if not ours.load(str(qm_file(language))):
            language = SOURCE_LANGUAGE
        else:
            translators.append(ours)
            qt = QTranslator(app)  # standard buttons and dialogs (Cancel, Save…)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", qt_dir):
                translators.append(qt)
    for translator in translators:
        app.installTranslator(translator)
    app._battlemap_translators = translators  # type: ignore[attr-defined]  # keep them alive
    QLocale.setDefault(QLocale(language))
    return language


def metric_by_default(language: str) -> bool:
    """Metres unless the user said otherwise, for French and Spanish (feet in English)."""
    return language in METRIC_LANGUAGES
