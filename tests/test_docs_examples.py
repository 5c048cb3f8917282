"""The python blocks of docs/engine.md run top to bottom as one script."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "engine.md"


def test_engine_doc_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) >= 5
    exec(compile("\n".join(blocks), str(DOC), "exec"), {"__name__": "docs_example"})
