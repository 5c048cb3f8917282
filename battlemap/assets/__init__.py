"""Files shipped with the app: the demo encounter and its map image."""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).parent
DEMO_ENCOUNTER = ASSETS / "demo" / "demo.battlemap"
DEMO_MAP_IMAGE = ASSETS / "demo" / "demo-map.png"
