"""`battlemap export ENCOUNTER --png OUT …`: exports without a window (offscreen Qt)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

DEMO = "demo"


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="battlemap export",
        description="Export an encounter's map as PNG, SVG or PDF, without opening a window.",
    )
    p.add_argument("encounter", help=f"a .battlemap file, or '{DEMO}' for the bundled demo")
    p.add_argument("--png", metavar="OUT", help="write a PNG (rendered in strips)")
    p.add_argument("--svg", metavar="OUT", help="write an SVG")
    p.add_argument("--pdf", metavar="OUT", help="write a PDF (one page; with --print: at scale)")
    p.add_argument(
        "--view", choices=("gm", "player"), default="gm", help="player: no hidden creatures"
    )
    p.add_argument("--px-per-square", type=int, default=70, metavar="N", help="default 70")
    p.add_argument("--no-grid", action="store_true", help="leave the grid out")
    p.add_argument(
        "--print",
        dest="paper",
        choices=("a4", "letter"),
        help="PDF at miniature scale over sheets of this paper, with cut marks",
    )
    p.add_argument(
        "--square", choices=("25mm", "1in"), default="25mm", help="printed square (default 25mm)"
    )
    p.add_argument("--overlap-mm", type=float, default=10.0, help="sheet overlap (default 10)")
    return p


def _encounter_path(name: str) -> Path:
    path = Path(name)
    if name == DEMO and not path.exists():
        from battlemap.assets import DEMO_ENCOUNTER

        return DEMO_ENCOUNTER
    return path


def main(argv: list[str]) -> int:
    """Run the export; one line on stderr and exit 1 when something cannot be done."""
    args = parser().parse_args(argv)
    if not (args.png or args.svg or args.pdf):
        parser().error("say what to write: --png OUT, --svg OUT and/or --pdf OUT")
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # an export never needs a screen
    # PySide6 before pydantic: frozen bundles crash at start-up otherwise (see FACTS).
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["battlemap"])
    app.setOrganizationName("Battlemap")  # the window's settings: its language choice
    app.setApplicationName("Battlemap")
    from battlemap.ui.language import install_translators

    install_translators(app)
    try:
        return _export(args)
    except (OSError, ValueError) as exc:  # EncounterFileError is a ValueError
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        print(f"battlemap export: {message}", file=sys.stderr)
        return 1


def _export(args: argparse.Namespace) -> int:
    from battlemap.io import load_encounter
    from battlemap.ui.export import (
        SQUARE_SIZES_MM,
        ExportOptions,
        PrintLayout,
        View,
        export_pdf,
        export_png,
        export_print_pdf,
        export_svg,
    )

    path = _encounter_path(args.encounter)
    doc = load_encounter(path)
    options = ExportOptions(
        view=View(args.view), px_per_square=args.px_per_square, grid=not args.no_grid
    )
    if args.png:
        export_png(doc, path, args.png, options)
    if args.svg:
        export_svg(doc, path, args.svg, options)
    if args.pdf and args.paper:
        layout = PrintLayout(
            cols=doc.map.cols,
            rows=doc.map.rows,
            paper=args.paper,
            square_mm=SQUARE_SIZES_MM[args.square],
            overlap_mm=args.overlap_mm,
        )
        export_print_pdf(doc, path, args.pdf, options, layout)
    elif args.pdf:
        export_pdf(doc, path, args.pdf, options)
    return 0
