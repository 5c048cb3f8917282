"""A save killed at any moment (kill -9) leaves the old or the new file, whole."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from battlemap.io import dumps_encounter
from battlemap.model import Creature, Encounter

KILLS = 30

# The child imports Battlemap once and forks a fresh saver per round (cheap), so the
# test can kill ~30 savers in a few seconds; the parent only ever kills those pids.
CHILD = """
import os, sys
from pathlib import Path
from battlemap.io import save_encounter
from tests.io.test_save_killed import versions
target = Path(sys.argv[1])
docs = versions()
for _ in sys.stdin:
    pid = os.fork()
    if pid == 0:
        i = 0
        while True:
            save_encounter(docs[i % 2], target)
            i += 1
    print(pid, flush=True)
    os.waitpid(pid, 0)
    print("reaped", flush=True)
"""


def versions() -> tuple[Encounter, Encounter]:
    """Two documents of different sizes, so a torn write could not pass for either."""
    a = Encounter(name="Old", notes="a" * 90_000)
    b = Encounter(
        name="New",
        notes="b" * 40_000,
        creatures=[
            Creature(id=f"c{i}", name=f"Goblin {i}", col=i % 30, row=i // 30) for i in range(300)
        ],
    )
    return a, b


@pytest.mark.skipif(os.name != "posix", reason="kill -9 and fork are POSIX")
def test_save_killed_many_times_leaves_a_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "fight.battlemap"
    whole = {dumps_encounter(d).encode() for d in versions()}
    target.write_bytes(dumps_encounter(versions()[0]).encode())
    repo = Path(__file__).resolve().parents[2]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(repo), os.environ.get("PYTHONPATH", "")]),
    }
    rng = random.Random(7)
    deadline = time.monotonic() + 20
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(target)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=repo,
    ) as child:
        assert child.stdin is not None and child.stdout is not None
        for _ in range(KILLS):
            assert time.monotonic() < deadline, "the kill test ran out of time"
            child.stdin.write("go\n")
            child.stdin.flush()
            saver = int(child.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.04))
            os.kill(saver, signal.SIGKILL)
            assert child.stdout.readline().strip() == "reaped"
            assert target.read_bytes() in whole
        child.stdin.close()
        child.wait(timeout=10)
    # Killed mid-write, a saver leaves its temporary file behind: never the target.
    leftovers = [p.name for p in tmp_path.iterdir() if p != target]
    assert all(name.startswith(".fight.battlemap.") and name.endswith(".tmp") for name in leftovers)
    print(f"\n{KILLS} kills, {len(leftovers)} of them mid-write (temporary file left)")
