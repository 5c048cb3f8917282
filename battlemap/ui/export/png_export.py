"""PNG export: strips rendered on the calling thread, compressed and written on a worker."""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import suppress
from pathlib import Path

from battlemap.model import Encounter
from battlemap.ui.export.export_scene import ExportScene, export_scene
from battlemap.ui.export.options import ExportOptions
from battlemap.ui.export.png_writer import PngStreamWriter
from battlemap.ui.export.strips import DEFAULT_STRIP_PIXELS, StripRenderer

_IN_FLIGHT = 2  # strips waiting for the writer: bounds memory, keeps both threads busy


class PngExport:
    """One PNG export in steps, so a GUI can run it from a timer and cancel it.

    The file is written as `<name>.part` and renamed at the end: a cancelled or failed
    export leaves no half picture under the real name.
    """

    def __init__(
        self,
        scene: ExportScene,
        options: ExportOptions,
        path: str | Path,
        strip_pixels: int = DEFAULT_STRIP_PIXELS,
    ) -> None:
        self.path = Path(path)
        self.strips = StripRenderer(scene, options, strip_pixels)
        self.done = 0
        self._part = self.path.with_name(self.path.name + ".part")
        self._file = self._part.open("wb")
        # pHYs at px_per_square dots per inch: printed at its own resolution, 1 inch squares
        self._writer = PngStreamWriter(
            self._file, self.strips.width, self.strips.height, dpi=options.px_per_square
        )
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="png-export")
        self._pending: deque[Future[None]] = deque()

    @property
    def total(self) -> int:
        return self.strips.count

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def ready(self) -> bool:
        """True when a step would not wait for the writer (GUI: skip this tick otherwise)."""
        self._collect()
        return len(self._pending) < _IN_FLIGHT

    def _collect(self) -> None:
        while self._pending and self._pending[0].done():
            self._pending.popleft().result()  # re-raises a writer error here

    def step(self) -> None:
        """Render the next strip and queue it for the writer."""
        while len(self._pending) >= _IN_FLIGHT:
            self._pending.popleft().result()
        rows = self.strips.render(self.done)
        self._pending.append(self._pool.submit(self._writer.write_rows, rows))
        self.done += 1

    def finish(self) -> Path:
        """Wait for the writer, close the file and give it its real name."""
        while self._pending:
            self._pending.popleft().result()
        self._pool.shutdown()
        self._writer.close()
        self._file.close()
        os.replace(self._part, self.path)
        return self.path

    def abort(self) -> None:
        """Stop (cancel or error): no file is left behind."""
        for future in self._pending:
            future.cancel()
        self._pool.shutdown(wait=True)
        self._pending.clear()
        self._file.close()
        with suppress(FileNotFoundError):
            self._part.unlink()


def export_png(
    doc: Encounter,
    file_path: Path | None,
    out: str | Path,
    options: ExportOptions,
    progress: Callable[[int, int], bool] | None = None,
    strip_pixels: int = DEFAULT_STRIP_PIXELS,
) -> bool:
    """Write the map as a PNG; `progress(done, total)` returning False cancels.

    A GUI passes smaller strips (`strip_pixels`) so that each step stays short.

    Returns True when the file was written, False when cancelled.
    """
    with export_scene(doc, file_path, options) as scene:
        job = PngExport(scene, options, out, strip_pixels)
        try:
            while not job.finished:
                job.step()
                if progress is not None and not progress(job.done, job.total):
                    job.abort()
                    return False
            job.finish()
        except BaseException:
            job.abort()
            raise
    return True
