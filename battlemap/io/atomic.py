"""Atomic file writes: a crash or full disk never leaves a half-written file behind."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

_RENAME_RETRIES = 5  # Windows: antivirus and sync tools hold files for a moment


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that readers see either the old or the new file.

    A temporary file in the same folder is written, flushed and fsynced, renamed over
    the target with `os.replace`, then the folder is fsynced (POSIX) so the rename
    itself survives a power cut.

    Example:
        >>> import tempfile, pathlib
        >>> target = pathlib.Path(tempfile.mkdtemp()) / "a.txt"
        >>> write_atomic(target, b"hello")
        >>> target.read_bytes()
        b'hello'
    """
    folder = path.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        os.chmod(tmp, _mode_for(path))  # mkstemp makes 0600; keep the file's usual mode
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(folder)
    _remove_stale_temps(path)


_STALE_AFTER_S = 60.0


def _remove_stale_temps(path: Path) -> None:
    """Delete temporary files an earlier save of `path` left when it was killed mid-write.

    Only those older than a minute: a younger one may belong to a save still running in
    another process.
    """
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > _STALE_AFTER_S:
                leftover.unlink()


def _mode_for(path: Path) -> int:
    """The existing file's permissions, or what a new file gets under the umask."""
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _replace(src: Path, dst: Path) -> None:
    for attempt in range(_RENAME_RETRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == _RENAME_RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    if os.name == "nt":
        return  # folders cannot be opened for fsync on Windows
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
