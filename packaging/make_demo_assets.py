"""Generate the bundled demo: `battlemap/assets/demo/demo.battlemap` and its map image.

Run from the repository root: `python packaging/make_demo_assets.py`. The image is drawn
with Qt (offscreen) from the same layout as the encounter, so the two always agree.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from battlemap.assets import DEMO_ENCOUNTER, DEMO_MAP_IMAGE
from battlemap.io import save_encounter
from battlemap.model import (
    Armour,
    Creature,
    Door,
    Encounter,
    GridSpec,
    Load,
    MapSpec,
    Shape,
    Size,
    Wall,
)

COLS, ROWS = 28, 18
PX, OFFSET = 64, 24  # the image's own grid: 64 px per square, 24 px border

ROCK = {(c, r) for c in range(13, 17) for r in range(ROWS)} - {
    *((c, r) for c in range(13, 17) for r in (3, 4)),  # the 2-square passage behind the door
    *((c, 12) for c in range(13, 17)),  # the 1-square corridor (Large creatures squeeze)
}
PILLARS = {(20, 14), (24, 14), (6, 2), (9, 2)}
DIFFICULT = {(c, r) for c in range(3, 8) for r in range(13, 16)} | {
    (c, r) for c in range(22, 26) for r in range(3, 7)
}
HAMPER = {(c, 9) for c in range(19, 24)}  # a low wall across the east chamber
WALLS = [
    Wall(x1=2, y1=8, x2=8, y2=8),
    Wall(x1=8, y1=8, x2=8, y2=11),
    Wall(x1=0, y1=0, x2=COLS, y2=0),
    Wall(x1=0, y1=ROWS, x2=COLS, y2=ROWS),
]
DOORS = [Door(x1=13, y1=3, x2=13, y2=5, closed=False)]


def creatures() -> list[Creature]:
    pcs, foes = "pcs", "enemies"
    return [
        Creature(
            id="tordek",
            name="Tordek",
            side=pcs,
            col=5,
            row=4,
            race="dwarf",
            armour=Armour.HEAVY,
            dex_mod=1,
            notes="Dwarf fighter, heavy armour: 20 ft.",
        ),
        Creature(
            id="lidda",
            name="Lidda",
            side=pcs,
            col=7,
            row=6,
            size=Size.SMALL,
            race="halfling",
            dex_mod=4,
            init_misc=4,
            uncanny_dodge=True,
        ),
        Creature(
            id="jozan", name="Jozan", side=pcs, col=4, row=6, race="human", armour=Armour.MEDIUM
        ),
        Creature(id="mialee", name="Mialee", side=pcs, col=3, row=5, race="elf", dex_mod=3),
        Creature(
            id="corvus",
            name="Corvus",
            side=pcs,
            col=3,
            row=4,
            size=Size.TINY,
            base_speed_ft=10,
            fly_speed_ft=40,
            flying=True,
            notes="Mialee's raven",
        ),
        Creature(
            id="krusk",
            name="Krusk",
            side=pcs,
            col=9,
            row=5,
            race="half-orc",
            reach_weapon=True,
            load=Load.LIGHT,
            notes="Half-orc with a glaive (reach)",
            speed_bonuses=[{"kind": "enhancement", "feet": 10, "lost_in_armour": "heavy"}],
        ),
        Creature(
            id="warhorse",
            name="Warhorse",
            side=pcs,
            col=9,
            row=9,
            size=Size.LARGE,
            shape=Shape.LONG,
            base_speed_ft=50,
        ),
        Creature(
            id="ogre",
            name="Ogre",
            side=foes,
            col=18,
            row=11,
            size=Size.LARGE,
            base_speed_ft=40,
            armour=Armour.MEDIUM,
            notes="Large, 10-ft reach",
        ),
        Creature(
            id="giant",
            name="Cloud giant",
            side=foes,
            col=24,
            row=10,
            size=Size.HUGE,
            base_speed_ft=50,
        ),
        Creature(
            id="wolf",
            name="Dire wolf",
            side=foes,
            col=20,
            row=5,
            size=Size.LARGE,
            shape=Shape.LONG,
            base_speed_ft=50,
        ),
        Creature(id="gnoll-1", name="Gnoll", side=foes, col=19, row=2, base_speed_ft=30),
        Creature(id="gnoll-2", name="Gnoll sergeant", side=foes, col=18, row=7, base_speed_ft=30),
        Creature(
            id="goblin",
            name="Goblin archer",
            side=foes,
            col=26,
            row=15,
            size=Size.SMALL,
            base_speed_ft=30,
        ),
        Creature(
            id="rat-1", name="Rat", side=foes, col=21, row=16, size=Size.TINY, base_speed_ft=15
        ),
        Creature(
            id="rat-2", name="Rat", side=foes, col=21, row=16, size=Size.TINY, base_speed_ft=15
        ),
    ]


def encounter() -> Encounter:
    return Encounter(
        name="Demo: the gnoll lair",
        map=MapSpec(
            cols=COLS,
            rows=ROWS,
            image=DEMO_MAP_IMAGE.name,
            grid=GridSpec(px_per_square=PX, offset_x=OFFSET, offset_y=OFFSET),
            difficult=sorted(DIFFICULT),
            hamper=sorted(HAMPER),
            block=sorted(ROCK | PILLARS),
            walls=WALLS,
            doors=DOORS,
        ),
        creatures=creatures(),
        notes="Drag the ogre west through the 1-square corridor: it squeezes (−4).",
    )


def square(c: int, r: int) -> QRectF:
    return QRectF(OFFSET + c * PX, OFFSET + r * PX, PX, PX)


def draw_image() -> QImage:
    rng = random.Random(3)
    image = QImage(2 * OFFSET + COLS * PX, 2 * OFFSET + ROWS * PX, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a332b"))
    p = QPainter(image)
    for c in range(COLS):
        for r in range(ROWS):
            shade = rng.randint(-8, 8)
            base = QColor(178 + shade, 166 + shade, 140 + shade)
            if (c, r) in ROCK:
                base = QColor(70 + shade, 64 + shade, 58 + shade)
            p.fillRect(square(c, r), base)
    for c, r in PILLARS:
        p.setBrush(QColor("#5b554d"))
        p.setPen(QPen(QColor("#2c2823"), 3))
        p.drawEllipse(square(c, r).adjusted(6, 6, -6, -6))
    p.setPen(Qt.PenStyle.NoPen)
    for c, r in DIFFICULT:  # rubble
        for _ in range(7):
            x = OFFSET + c * PX + rng.uniform(6, PX - 10)
            y = OFFSET + r * PX + rng.uniform(6, PX - 10)
            p.setBrush(QColor(110 + rng.randint(0, 30), 95, 70))
            p.drawEllipse(QPointF(x, y), rng.uniform(3, 7), rng.uniform(3, 6))
    for c, r in HAMPER:  # low wall: a row of bricks
        rect = square(c, r).adjusted(0, PX * 0.35, 0, -PX * 0.35)
        p.fillRect(rect, QColor("#8d6e54"))
        p.setPen(QPen(QColor("#4b3a2c"), 2))
        p.drawRect(rect)
        p.drawLine(QLineF(rect.center().x(), rect.top(), rect.center().x(), rect.bottom()))
        p.setPen(Qt.PenStyle.NoPen)
    p.setPen(QPen(QColor(60, 50, 40, 70), 1))
    for c in range(COLS + 1):
        p.drawLine(OFFSET + c * PX, OFFSET, OFFSET + c * PX, OFFSET + ROWS * PX)
    for r in range(ROWS + 1):
        p.drawLine(OFFSET, OFFSET + r * PX, OFFSET + COLS * PX, OFFSET + r * PX)
    p.end()
    return image


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication([])
    DEMO_ENCOUNTER.parent.mkdir(parents=True, exist_ok=True)
    if not draw_image().save(str(DEMO_MAP_IMAGE), "PNG"):
        raise SystemExit(f"could not write {DEMO_MAP_IMAGE}")
    save_encounter(encounter(), DEMO_ENCOUNTER)
    print(f"wrote {DEMO_ENCOUNTER} and {DEMO_MAP_IMAGE}")
    del app


if __name__ == "__main__":
    main()
