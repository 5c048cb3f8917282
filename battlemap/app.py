"""The GUI application: `run(args)` opens the main window on a file or the demo."""

from __future__ import annotations

import sys

from battlemap import __version__


def run(args: list[str]) -> int:
    """Start Qt, open the window on `args[0]` or on the bundled demo, run until closed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from battlemap.assets import DEMO_ENCOUNTER
    from battlemap.ui.language import chosen_language, install_translators, metric_by_default
    from battlemap.ui.main_window import MainWindow
    from battlemap.ui.settings import Settings

    app = QApplication.instance() or QApplication([sys.argv[0], *args])
    app.setOrganizationName("Battlemap")
    app.setApplicationName("Battlemap")
    app.setApplicationVersion(__version__)
    settings = Settings()  # after the names above: they locate the settings file
    language = install_translators(app, chosen_language(settings.store))
    settings.metric_default = metric_by_default(language)  # metres in French and Spanish
    window = MainWindow(settings)
    # issue 7: autosave, and an offer to recover what a crashed session left
    from battlemap.ui.autosave_controller import AutosaveController
    from battlemap.ui.recovery_prompt import offer_recovery

    autosave = AutosaveController(window)
    app.aboutToQuit.connect(autosave.close)
    if offer_recovery(window, autosave):
        pass
    elif args and not args[0].startswith("-"):
        if not window.files.open(args[0]):
            return 1
    elif DEMO_ENCOUNTER.exists():
        window.files.open_bundled(DEMO_ENCOUNTER)
    window.show()
    QTimer.singleShot(0, window.view.fit_map)  # once the window has its real size
    return int(app.exec())


def main() -> int:
    return run(sys.argv[1:])


if __name__ == "__main__":
    raise SystemExit(main())
