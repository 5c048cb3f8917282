"""Command line entry point: `battlemap [ENCOUNTER]` opens the window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Open the app (on the bundled demo when no file is given)."""
    args = list(sys.argv[1:] if argv is None else argv)
    from battlemap.app import run  # imported late: the Qt layer only when needed

    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
