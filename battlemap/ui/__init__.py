"""PySide6 only: the main window, map scene and view, items, tools and dialogs."""
