"""`python -m battlemap.bench export`: export speed and memory on a 100 × 100-square map.

Prints one JSON object. Each export runs in a child process doing only that export, so
`png_peak_rss_mb` is the peak resident memory of an export (Qt included), read with
`getrusage(RUSAGE_CHILDREN)`. Budgets (issue 6): PNG at 70 px per square (7000 × 7000
px) ≤ 3 s and ≤ 400 MB; the A4 print at 25 mm per square ≤ 5 s.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZE = 100
PX_PER_SQUARE = 70
BUDGETS = {"png_100x100_s": 3.0, "png_peak_rss_mb": 400.0, "pdf_print_a4_s": 5.0}


def _child(kind: str, out: str) -> int:
    """Build the map, then time only the export; prints {"seconds", "pages"/"bytes"}."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication(["bench"])
    from battlemap.bench.scenario import big_map
    from battlemap.model import Encounter
    from battlemap.ui.export import ExportOptions, PrintLayout, export_png, export_print_pdf

    spec, people = big_map(size=SIZE)
    doc = Encounter(name="bench", map=spec, creatures=people)
    options = ExportOptions(px_per_square=PX_PER_SQUARE)
    started = time.perf_counter()
    if kind == "png":
        export_png(doc, None, out, options)
        extra = {"bytes": Path(out).stat().st_size}
    else:
        layout = PrintLayout(cols=SIZE, rows=SIZE, paper="a4", square_mm=25.0)
        export_print_pdf(doc, None, out, options, layout)
        extra = {"pages": layout.pages_across * layout.pages_down}
    print(json.dumps({"seconds": time.perf_counter() - started, **extra}))
    return 0


def _run_child(kind: str, out: Path) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-m", "battlemap.ui.benchmarks.export", "--child", kind, str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _peak_children_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024  # bytes vs KiB


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        png = _run_child("png", Path(tmp) / "bench.png")
        rss = _peak_children_mb()  # before the PDF child: the PNG export's own peak
        pdf = _run_child("pdf", Path(tmp) / "bench.pdf")
    measured = {
        "png_100x100_s": round(png["seconds"], 3),
        "png_peak_rss_mb": round(rss, 1),
        "pdf_print_a4_s": round(pdf["seconds"], 3),
    }
    result: dict[str, object] = {
        **measured,
        "within_budget": all(measured[k] <= v for k, v in BUDGETS.items()),
        "png_size": f"{SIZE * PX_PER_SQUARE}x{SIZE * PX_PER_SQUARE}",
        "png_mb": round(png["bytes"] / 1e6, 2),
        "pdf_pages": int(pdf["pages"]),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        raise SystemExit(_child(sys.argv[2], sys.argv[3]))
    raise SystemExit(main())
