"""Exports of the map (PNG in strips, SVG, PDF, PDF printed at scale), windowless."""

from battlemap.ui.export.options import ExportOptions, View
from battlemap.ui.export.png_export import PngExport, export_png
from battlemap.ui.export.print_layout import PAPER_SIZES_MM, SQUARE_SIZES_MM, PrintLayout
from battlemap.ui.export.print_pdf import export_print_pdf
from battlemap.ui.export.vector import export_pdf, export_svg

__all__ = [
    "PAPER_SIZES_MM",
    "SQUARE_SIZES_MM",
    "ExportOptions",
    "PngExport",
    "PrintLayout",
    "View",
    "export_pdf",
    "export_png",
    "export_print_pdf",
    "export_svg",
]
