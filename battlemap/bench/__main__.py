"""`python -m battlemap.bench NAME`: run one benchmark (pathing, render, export)."""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = ("pathing", "render", "export")


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in BENCHMARKS:
        print(f"usage: python -m battlemap.bench {{{','.join(BENCHMARKS)}}}", file=sys.stderr)
        return 2
    try:
        module = importlib.import_module(f"battlemap.bench.{argv[0]}")
    except ModuleNotFoundError:
        print(f"the {argv[0]} benchmark is not available yet", file=sys.stderr)
        return 2
    result: int = module.main()
    return result


raise SystemExit(main(sys.argv[1:]))
