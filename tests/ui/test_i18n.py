"""English, French and Spanish: the translations load, are complete, use the rules' terms."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from battlemap.i18n import LANGUAGES, qm_file, ts_file
from battlemap.i18n.compile import find_tool
from battlemap.ui.language import (
    chosen_language,
    install_translators,
    metric_by_default,
    system_language,
)
from battlemap.ui.language_menu import LanguageMenu
from battlemap.ui.main_window import MainWindow
from battlemap.ui.settings import Settings

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
PACKAGE = Path(__file__).resolve().parents[2] / "battlemap"

# (context, English, French, Spanish): the rules' own terms (RULES.md; seeds 000-004).
KEY_STRINGS = [
    ("MainWindow", "&File", "&Fichier", "&Archivo"),
    ("Combat", "flat-footed", "pris au dépourvu", "desprevenido"),
    ("Combat", "5-ft step", "pas de placement", "paso de 5 pies"),
    (
        "Combat",
        "Surprise round · {names} acts",
        "Round de surprise · {names} agit",
        "Asalto de sorpresa · actúa {names}",
    ),
    ("CombatActions", "Delay", "Retarder", "Retrasar"),
    ("CombatActions", "Full-round done", "Action complexe faite", "Asalto completo hecho"),
    (
        "ToolActions",
        "Paint difficult terrain",
        "Peindre un terrain difficile",
        "Pintar terreno difícil",
    ),
    (
        "CreatureEditor",
        "Escape Artist (squeeze to 1 square)",
        "Évasion (se serrer jusqu'à 1 case)",
        "Escapismo (escurrirse hasta 1 casilla)",
    ),
    ("ExportActions", "&Print at scale…", "&Imprimer à l'échelle…", "&Imprimir a escala…"),
]


@pytest.fixture
def translated(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Back to English after the test, whatever it installed."""
    yield
    install_translators(qapp, "en")


def messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_entry_is_finished_and_keeps_its_placeholders(lang: str) -> None:
    entries = messages(ts_file(lang))
    assert len(entries) > 300
    for m in entries:
        source, translation = m.findtext("source") or "", m.find("translation")
        assert translation is not None and translation.text, source
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), source
        placeholders = set(re.findall(r"\{[^}]*\}", source))
        assert set(re.findall(r"\{[^}]*\}", translation.text)) == placeholders, source


@pytest.mark.skipif(find_tool("lupdate") is None, reason="lupdate (PySide6-Essentials) absent")
def test_ts_files_hold_every_string_of_the_interface(tmp_path: Path) -> None:
    """lupdate on today's sources finds nothing the .ts files lack, and every string has
    a context (a bare `tr(...)` nested in a call gets none and is never translated)."""
    probe = tmp_path / "probe.ts"
    sources = [str(p) for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts]
    subprocess.run(
        [*find_tool("lupdate"), *sources, "-ts", str(probe)], check=True, capture_output=True
    )
    found = {
        (c.findtext("name") or "", m.findtext("source"))
        for c in ET.parse(probe).getroot().iter("context")
        for m in c.iter("message")
    }
    assert not {s for c, s in found if not c}, "strings lupdate cannot place in a context"
    for lang in TRANSLATED:
        have = {
            (c.findtext("name") or "", m.findtext("source"))
            for c in ET.parse(ts_file(lang)).getroot().iter("context")
            for m in c.iter("message")
        }
        assert found <= have, f"run: python battlemap/i18n/compile.py --update ({lang})"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_loads_and_key_strings_translate(qapp, translated, lang: str) -> None:
    assert qm_file(lang).is_file(), "the .qm files are built by `pip install -e .`"
    assert install_translators(qapp, lang) == lang
    column = 2 if lang == "fr" else 3
    for row in KEY_STRINGS:
        assert QCoreApplication.translate(row[0], row[1]) == row[column]


def test_english_is_the_source(qapp, translated) -> None:
    assert install_translators(qapp, "en") == "en"
    assert QCoreApplication.translate("Combat", "flat-footed") == "flat-footed"


def test_the_window_speaks_french(qtbot, qapp, translated, tmp_path: Path) -> None:
    install_translators(qapp, "fr")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:3] == ["&Fichier", "É&dition", "&Affichage"]
    assert "&Combat" in menus and "&Joueurs" in menus


def test_language_setting_overrides_the_system(tmp_path: Path, qapp) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert chosen_language(store) == system_language()
    Settings(store).language = "es"
    assert chosen_language(store) == "es"
    Settings(store).language = "klingon"
    assert chosen_language(store) == system_language()


def test_metres_by_default_in_french_and_spanish_until_the_user_chooses(tmp_path: Path) -> None:
    assert [metric_by_default(lang) for lang in ("en", "fr", "es")] == [False, True, True]
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.metric_default = metric_by_default("fr")
    assert settings.metric
    settings.metric = False
    assert not settings.metric


def test_language_menu_saves_the_choice(qtbot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    said: list[str] = []
    menu = LanguageMenu(settings, said.append)
    qtbot.addWidget(menu)
    assert menu.choices[""].isChecked()
    menu.choices["fr"].trigger()
    assert settings.language == "fr" and said


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler) absent")
def test_printed_sheets_are_labelled_in_the_users_language(tmp_path: Path) -> None:
    import os
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "LANGUAGE")}
    env |= {"LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path)
    out = tmp_path / "print.pdf"
    subprocess.run(
        [sys.executable, "-m", "battlemap", "export", "demo", "--pdf", str(out), "--print", "a4"],
        check=True,
        env=env,
        timeout=120,
    )
    text = subprocess.run(
        ["pdftotext", "-l", "1", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "feuille 1 sur" in text and "cases de 25 mm" in text


def test_every_fixed_undo_label_of_the_core_is_translatable(qapp, translated) -> None:
    """The Qt-free session names its commands with Messages marked in the "Commands"
    context (session/command_stack.py `undo_text`); no bare English label is left."""
    from battlemap.ui.command_labels import command_label

    text = "\n".join(p.read_text(encoding="utf-8") for p in (PACKAGE / "session").glob("*.py"))
    bare = set(re.findall(r'label(?:: str)? ?= ?"([^"{]+)"', text))
    bare |= set(re.findall(r'"\w+": "([A-Z][^"]+)",', text))  # a table of plain labels
    bare |= set(re.findall(r'label (?:or|=) \(?"([^"]+)" if', text))
    bare |= set(re.findall(r'else "([A-Z][^"]+)"\)?$', text, re.M))
    assert not bare, sorted(bare)
    marked = set(re.findall(r'QT_TRANSLATE_NOOP\("Commands", "([^"]+)"\)', text))
    assert {"Begin combat", "Paint difficult", "Clear the fog"} <= marked
    install_translators(qapp, "fr")
    assert command_label("Begin combat") == "Lancer le combat"
    assert command_label("Move Tordek") == "Move Tordek"  # built labels pass through
