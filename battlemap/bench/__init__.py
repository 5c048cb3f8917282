"""Benchmarks: `python -m battlemap.bench pathing` prints one JSON object of medians."""
