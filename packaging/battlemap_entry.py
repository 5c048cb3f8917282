"""Entry point of the frozen app (PyInstaller): the `battlemap` command."""

# PySide6 before pydantic: frozen builds crash at start-up the other way round (FACTS).
import PySide6.QtCore  # noqa: F401  # isort: skip

from battlemap.cli import main

raise SystemExit(main())
