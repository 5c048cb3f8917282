"""The player view: the table screen's window, its scene, turn strip, fog and true scale."""
