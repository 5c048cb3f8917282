"""The python blocks of docs/engine-combat.md run top to bottom as one script."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[3] / "docs" / "engine-combat.md"


def test_engine_combat_doc_examples_run(capsys: object) -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert blocks
    exec(compile("\n".join(blocks), str(DOC), "exec"), {"__name__": "docs_example"})
