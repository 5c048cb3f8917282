"""Build hook: compile the translations (`battlemap/i18n/*.ts` → `.qm`) with lrelease.

Everything else is in pyproject.toml. The `.qm` files are build products (ignored by
git); PySide6-Essentials, which ships lrelease, is a build requirement for this step.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
I18N = ROOT / "battlemap" / "i18n"


def _compile_module():  # type: ignore[no-untyped-def]
    """Load battlemap/i18n/compile.py by path: the package's dependencies are not here."""
    spec = importlib.util.spec_from_file_location("_battlemap_i18n_compile", I18N / "compile.py")
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {I18N / 'compile.py'}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithTranslations(build_py):
    """build_py, then lrelease into the build (or, for editable installs, the source tree)."""

    def run(self) -> None:
        super().run()
        compile_translations = _compile_module().compile_translations
        if getattr(self, "editable_mode", False):
            compile_translations(I18N, I18N)  # the package is imported from the source tree
        else:
            compile_translations(I18N, Path(self.build_lib) / "battlemap" / "i18n")


setup(cmdclass={"build_py": BuildPyWithTranslations})
