"""Benchmarks of the Qt layer (frames, exports), run by `python -m battlemap.bench NAME`."""
