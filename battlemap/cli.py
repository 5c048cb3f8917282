"""Command line entry point: `battlemap [ENCOUNTER]` opens the window.

`battlemap export ENCOUNTER --png OUT …` exports without a window (see `battlemap.ui.export`).
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Open the app (on the bundled demo when no file is given)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["export"]:  # headless sub-command: no window, offscreen Qt
        from battlemap.ui.export.command_line import main as export_main

        return export_main(args[1:])
    if args and not args[0].startswith("-"):  # issue 7: a bad file is one line, no window
        from battlemap.io.open_any import problem_opening

        if (problem := problem_opening(args[0])) is not None:
            print(f"battlemap: {problem}", file=sys.stderr)
            return 2
    from battlemap.app import run  # imported late: the Qt layer only when needed

    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
