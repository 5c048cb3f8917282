"""Autosave and crash recovery, Qt-free: session locks and rotating copies in the state folder.

Decisions:

* Each running Battlemap owns `<state>/sessions/<started>-<pid>/` holding `lock.json`
  (pid, start time, host), the copies `autosave-1..N.battlemap` (written in rotation, so
  the `AUTOSAVE_COPIES` most recent states survive) and `latest.json` naming the newest
  copy and the user's file it belongs to. Autosaves are written only there, never over
  or beside the user's own file. Image paths are stored absolute so the copy is
  self-sufficient.
* A clean exit removes the session's folder. A folder whose lock names a dead process on
  this machine is *stale*: it is recoverable when its newest copy is newer than the
  user's file (or the document was never saved); otherwise `clean_stale` removes it.
  Locks from another machine are left alone (their pid means nothing here).
* A pid reused by an unrelated process makes a stale session look alive: it is then
  offered at a later start, never lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from battlemap.io.atomic import write_atomic
from battlemap.io.encounter_file import dumps_encounter, loads_encounter
from battlemap.io.image_paths import resolve_image
from battlemap.io.state_dir import state_dir
from battlemap.model import Encounter

AUTOSAVE_COPIES: Final = 3
LOCK: Final = "lock.json"
LATEST: Final = "latest.json"


def sessions_dir(root: Path | None = None) -> Path:
    """The folder holding one subfolder per running (or crashed) session."""
    return (root or state_dir()) / "sessions"


class AutosaveSession:
    """This process's autosave folder: `start()` takes the lock, `close()` cleans up.

    Example:
        >>> import tempfile
        >>> session = AutosaveSession(Path(tempfile.mkdtemp()))
        >>> session.start()
        >>> copy = session.autosave(Encounter(name="Ambush"), None)
        >>> copy.name, find_recoverable(session.root)
        ('autosave-1.battlemap', [])
        >>> session.close(); session.folder.exists()
        False
    """

    def __init__(self, root: Path | None = None, copies: int = AUTOSAVE_COPIES) -> None:
        self.root = root or state_dir()
        self.copies = copies
        self.pid = os.getpid()
        self.started = time.time()
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self.started))
        self.folder = sessions_dir(self.root) / f"{stamp}-{self.pid}"
        self._slot = 0

    def start(self) -> None:
        """Create the folder and write the lock that marks this session as running."""
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = {"pid": self.pid, "started": self.started, "host": socket.gethostname()}
        write_atomic(self.folder / LOCK, json.dumps(lock).encode())

    def autosave(self, doc: Encounter, source: Path | None) -> Path:
        """Write the next copy in rotation, then point `latest.json` at it."""
        self._slot = self._slot % self.copies + 1
        target = self.folder / f"autosave-{self._slot}.battlemap"
        copy = doc.model_copy(deep=True)
        image = resolve_image(doc, source)
        copy.map.image = str(image) if image is not None else None
        write_atomic(target, dumps_encounter(copy).encode("utf-8"))
        latest = {
            "file": target.name,
            "source": str(source) if source is not None else None,
            "name": doc.name,
            "saved_at": time.time(),
        }
        write_atomic(self.folder / LATEST, json.dumps(latest).encode())
        return target

    def close(self) -> None:
        """A clean exit: the session's lock and copies go away."""
        shutil.rmtree(self.folder, ignore_errors=True)


@dataclass(frozen=True)
class Recoverable:
    """Unsaved work of a session that did not exit cleanly."""

    folder: Path
    autosave: Path
    source: Path | None
    name: str
    saved_at: float

    def describe(self) -> str:
        """One line for the recovery prompt or the command line."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        where = f" ({self.source})" if self.source is not None else " (never saved)"
        return f"“{self.name}”{where}, autosaved {when}"


def find_recoverable(root: Path | None = None) -> list[Recoverable]:
    """What can be recovered after a crash, newest first (Qt-free: the CLI and tests
    answer it without a window)."""
    out = [r for folder in _stale_folders(root) if (r := _candidate(folder)) is not None]
    return sorted(out, key=lambda r: r.saved_at, reverse=True)


def recover(item: Recoverable) -> Encounter:
    """The autosaved document (`EncounterFileError` if the copy is damaged)."""
    return loads_encounter(item.autosave.read_bytes(), source=item.autosave.name)


def discard(item: Recoverable) -> None:
    """Forget a crashed session's copies (after recovering it, or when the GM declines)."""
    shutil.rmtree(item.folder, ignore_errors=True)


def clean_stale(root: Path | None = None) -> int:
    """Remove stale session folders that hold nothing newer than the user's files."""
    removed = 0
    for folder in _stale_folders(root):
        if _candidate(folder) is None:
            shutil.rmtree(folder, ignore_errors=True)
            removed += 1
    return removed


def _stale_folders(root: Path | None) -> list[Path]:
    base = sessions_dir(root)
    if not base.is_dir():
        return []
    return [f for f in sorted(base.iterdir()) if f.is_dir() and _is_stale(f)]


def _is_stale(folder: Path) -> bool:
    lock = _read_json(folder / LOCK)
    if lock is None:
        return True  # crashed before the lock was written, or it was damaged
    pid, host = lock.get("pid"), lock.get("host")
    if host != socket.gethostname():
        return False
    return not (isinstance(pid, int) and pid_alive(pid))


def _candidate(folder: Path) -> Recoverable | None:
    latest = _read_json(folder / LATEST)
    if latest is None:
        return None
    copy = folder / str(latest.get("file", ""))
    saved_at = latest.get("saved_at")
    if not copy.is_file() or copy.parent != folder or not isinstance(saved_at, int | float):
        return None
    source = Path(latest["source"]) if isinstance(latest.get("source"), str) else None
    with contextlib.suppress(OSError):
        if source is not None and source.stat().st_mtime >= saved_at:
            return None  # the user's file was saved after the last autosave
    name = str(latest.get("name", copy.stem))[:200]
    return Recoverable(folder, copy, source, name, float(saved_at))


def _read_json(path: Path) -> dict[str, Any] | None:
    try:
        raw = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    return raw if isinstance(raw, dict) else None


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)  # signal 0: existence check only
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


def _pid_alive_windows(pid: int) -> bool:  # pragma: no cover - exercised on Windows only
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        return bool(code.value == 259)  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)
