"""`python -m battlemap.bench NAME`: run one benchmark (pathing, render, export)."""

from __future__ import annotations

import importlib
import sys

# The Qt-free pathing benchmark lives here; the Qt layer's own ones live under ui/.
BENCHMARKS = {
    "pathing": "battlemap.bench.pathing",
    "render": "battlemap.ui.benchmarks.render",
    "export": "battlemap.ui.benchmarks.export",
}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in BENCHMARKS:
        print(f"usage: python -m battlemap.bench {{{','.join(BENCHMARKS)}}}", file=sys.stderr)
        return 2
    module = importlib.import_module(BENCHMARKS[argv[0]])
    result: int = module.main()
    return result


raise SystemExit(main(sys.argv[1:]))
