"""Render a contact sheet of the Henhouse Havoc art to a PNG, to look at it.

Usage: python tools/preview_henhouse_art.py [OUT.png] [--grey]

Runs without a screen (SDL_VIDEODRIVER=dummy). ``--grey`` also writes a greyscale copy
next to the output (``OUT-grey.png``) to check that colour is never the only cue.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _headless  # noqa: E402, F401  (before pygame)
import pygame  # noqa: E402
from _preview import label, main  # noqa: E402

from ecs import art  # noqa: E402
from ecs.palette import PALETTE  # noqa: E402

WIDTH, HEIGHT = 1800, 2160

UNITS = (
    ("barn", "Barn", "Target 3 spaces of your choice."),
    ("sprayer", "Sprayer", "1 space. Hit: it and its 8 neighbours blow up."),
    ("tractotank", "Tractotank", "2 adjacent spaces. Hit: a free Howitzegg strike."),
    ("armored_combine", "Armored Combine", "2 adjacent spaces. Hit: place your Magnetic Field."),
    ("tactical_granary", "Tactical Granary", "3 spaces in a line. Hit: steal 5 Sheaves."),
    ("howitzegg", "Howitzegg", "1 space. Hit: it and its 4 neighbours blow up."),
    ("reaper", "Reaper", "2 spaces. Hit: target 1 more space at once."),
    ("war_chest", "War Chest", "Cannot fire. Its destroyer takes a Secret Weapon."),
)
WEAPONS = (
    ("nuclear_strike", "Nuclear Strike", "Target a whole 3 x 3 area.", "single-use"),
    (
        "sitting_duck",
        "Sitting Duck",
        "An enemy must reveal one space of a unit type.",
        "single-use",
    ),
    ("double_barrel", "Double Barrel", "Fire a second, different unit.", "single-use"),
    ("scarecrow_decoy", "Scarecrow Decoy", "Cancel one enemy Target tile.", "single-use"),
    ("crop_duster", "Crop Duster", "Ask if a 3 x 3 area holds any unit.", "single-use"),
    ("tax_collector", "Tax Collector", "Take 10 Sheaves from the supply.", "single-use"),
    ("reinforced_silo", "Reinforced Silo", "Your first unit to fall keeps 1 space.", "permanent"),
    ("egg_insurance", "Egg Insurance", "Lose an egg: take 15 Sheaves.", "permanent"),
    ("fox_spy", "Fox Spy", "Peek at a 2 x 2 area of an enemy board.", "single-use"),
)


def render_sheet() -> pygame.Surface:
    pygame.init()
    sheet = pygame.Surface((WIDTH, HEIGHT))
    sheet.fill(PALETTE["panel_alt"])
    t0 = time.perf_counter()
    back = art.henhouse_backdrop(1280, 720)
    t1 = time.perf_counter()
    sheet.blit(pygame.transform.smoothscale(back, (WIDTH, round(WIDTH * 9 / 16))), (0, 0))
    cell = 52
    t2 = time.perf_counter()
    board = art.board_surface(7, 10, 10, cell, 1)
    t3 = time.perf_counter()
    print(f"henhouse_backdrop 1280x720: {(t1 - t0) * 1000:.0f} ms")
    print(f"board_surface 10x10 @ {cell}: {(t3 - t2) * 1000:.0f} ms")
    bx, by = 40, 60
    sheet.blit(board, (bx, by))
    # a game in progress on the board: units, targets, craters, hits, markers
    cx, cy = bx + cell, by + cell
    placed = (("barn", 1, 1, False), ("sprayer", 6, 0, True), ("tractotank", 8, 5, False),
              ("armored_combine", 0, 6, True), ("tactical_granary", 4, 4, False),
              ("howitzegg", 2, 8, False), ("reaper", 6, 9, True),
              ("war_chest", 0, 0, False))  # fmt: skip
    for unit, r, c, dead in placed:
        sheet.blit(art.unit_tile(unit, cell, dead), (cx + c * cell, cy + r * cell))
    for i, (r, c) in enumerate(((3, 1), (5, 3), (9, 0), (2, 5))):
        sheet.blit(art.crater(cell, i % 3), (cx + c * cell, cy + r * cell))
    sheet.blit(art.target_tile(cell, 0), (cx + 3 * cell, cy + 7 * cell))
    sheet.blit(art.target_tile(cell, 2), (cx + 7 * cell, cy + 2 * cell))
    sheet.blit(art.hit_marker(cell), (cx + 5 * cell, cy + 8 * cell))
    sheet.blit(art.fire_frames(cell)[1], (cx + 6 * cell, cy + 8 * cell))
    sheet.blit(art.magnetic_field(cell), (cx + 2 * cell, cy + 2 * cell))
    sheet.blit(art.sitting_duck_tile(cell), (cx + 8 * cell, cy + 0 * cell))
    sheet.blit(art.nuclear_tile(cell), (cx + 7 * cell, cy + 1 * cell))
    label(sheet, "henhouse_backdrop + board_surface(style=1) + tiles and markers", (20, 20),
           PALETTE["text_light"])  # fmt: skip
    # a second board, no style, smaller
    sheet.blit(art.board_surface(3, 10, 10, 34, None), (660, 60))
    sheet.blit(art.board_surface(11, 10, 10, 34, 4), (1060, 60))
    # terrain tiles
    for i, t in enumerate(art.TERRAINS):
        sheet.blit(art.terrain_tile(t, 64), (660 + i * 72, 460))
        sheet.blit(art.terrain_tile(t, 32), (660 + i * 72 + 16, 530))
    # unit tiles intact and destroyed
    y = 620
    x = 20
    for unit, *_ in UNITS:
        rows, cols = art.UNIT_SHAPES[unit]
        for dead in (False, True):
            sheet.blit(art.unit_tile(unit, 60, dead), (x, y + (0 if not dead else rows * 60 + 10)))
        x += cols * 60 + 14
    y = 1010
    for i, (unit, title, line) in enumerate(UNITS):
        sheet.blit(art.unit_card(unit, title, line, 180), (20 + i * 190, y))
    y = 1270
    for i, (unit, title, line) in enumerate(UNITS[:4]):
        sheet.blit(
            art.unit_card(unit, title, line, 110, turned=i == 1, retired=i == 2), (20 + i * 118, y)
        )
    turned = art.unit_card("reaper", "Reaper", UNITS[6][2], 110, turned=True)
    sheet.blit(pygame.transform.rotate(turned, -90), (500, y + 20))
    for i, (w, title, line, kind) in enumerate(WEAPONS):
        sheet.blit(
            art.weapon_card(w, title, line, 150, kind), (680 + (i % 6) * 160, 1270 + (i // 6) * 220)
        )
    sheet.blit(art.weapon_back(150), (680 + 3 * 160, 1490))
    sheet.blit(art.weapon_back(96), (680 + 4 * 160, 1490))
    # icons, tokens, effects
    y = 1720
    for i, (w, *_) in enumerate(WEAPONS):
        sheet.blit(art.weapon_icon(w, 64), (20 + i * 70, y))
        sheet.blit(art.weapon_icon(w, 32), (36 + i * 70, y + 68))
    x = 680
    for style in (None, 0, 1, 2, 3, 4, 5, 6, 7):
        sheet.blit(art.egg_token(56, style), (x, y))
        sheet.blit(art.egg_token(28, style), (x + 14, y + 60))
        x += 60
    for v, s in ((5, 60), (10, 60), (5, 32), (10, 32)):
        sheet.blit(art.sheaf_coin(s, v), (x, y))
        x += s + 6
    y = 1830
    x = 20
    for s in (72, 40):
        for st in range(4):
            sheet.blit(art.target_tile(s, st), (x, y))
            x += s + 6
    for v in range(3):
        sheet.blit(art.crater(72, v), (x, y))
        x += 78
    sheet.blit(art.hit_marker(72), (x, y))
    x += 78
    for f in art.fire_frames(72):
        sheet.blit(f, (x, y))
        x += 78
    sheet.blit(art.shell(72), (x, y))
    x += 78
    sheet.blit(art.explosion_ring(96), (x, y))
    x += 100
    sheet.blit(art.sitting_duck_tile(72), (x, y))
    y = 1930
    sheet.blit(art.black_market_stall(480, 210), (20, y))
    for i, (w, title, line, kind) in enumerate(WEAPONS[:3]):
        sheet.blit(art.weapon_card(w, title, line, 100, kind), (100 + i * 110, y + 50))
    sheet.blit(art.magnetic_field(60), (520, y))
    sheet.blit(art.nuclear_tile(60), (660, y))
    return sheet


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:], render_sheet, "/tmp/henhouse_sheet.png"))
