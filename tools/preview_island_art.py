"""Render a contact sheet of the War for Chicken Island art to a PNG, to look at it.

Usage: python tools/preview_island_art.py [OUT.png] [--grey]

Shows the tiles and minis at game size (tiles 36 px radius, minis 40 px) and large,
and a small map with pieces on it, so both the detail and the in-game read are checked.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _headless  # noqa: E402, F401  (before pygame)
import pygame  # noqa: E402
from _preview import label, main  # noqa: E402

from ecs import art  # noqa: E402
from ecs.palette import PALETTE  # noqa: E402

WIDTH, HEIGHT = 1500, 1260
OWNERS = (0, 1, 2, 3)


def _tiles(owner: int, size: int) -> list[tuple[str, pygame.Surface]]:
    return [
        ("sea", art.sea_tile(size)),
        ("land", art.land_tile(owner, size)),
        ("base", art.base_tile(owner, size)),
        ("base+2", art.base_tile(owner, size, True)),
        ("neutral", art.neutral_tile(size)),
        *[(f"lava {i}", f) for i, f in enumerate(art.lava_frames(size))],
        *[(k, art.hex_ring(k, size)) for k in art.RING_KINDS],
    ]


def _map(sheet: pygame.Surface, x0: int, y0: int, r: int) -> None:
    """A little island: a hex of radius 3 with territories, bases, lava and pieces."""
    w = math.sqrt(3) * r
    cells = [(q, s) for q in range(-3, 4) for s in range(-3, 4) if abs(q + s) <= 3]
    for q, s in cells:
        cx, cy = x0 + w * (q + s / 2), y0 + 1.5 * r * s
        d = max(abs(q), abs(s), abs(q + s))
        if d == 3:
            tile = art.sea_tile(r, (q * 7 + s) % 3)
        elif (q, s) in ((-2, 0), (2, 0)):
            tile = art.base_tile(0 if q < 0 else 1, r)
        elif d == 2 and q < 0 and s >= -1:
            tile = art.land_tile(0, r, q + s)
        elif d == 2 and q > 0:
            tile = art.land_tile(1, r, q - s)
        elif (q, s) == (0, 0):
            tile = art.lava_frames(r)[0]
        else:
            tile = art.neutral_tile(r, q * 3 + s)
        sheet.blit(tile, tile.get_rect(center=(round(cx), round(cy))))
    pieces = {(-1, 0): ("leader", 0), (-2, 1): ("soldier", 0), (1, 0): ("golem", 1),
              (1, -1): ("cannon", 1), (0, 1): ("battle_car", 0), (2, -2): ("tower", 1),
              (-1, 1): ("chicken", 0)}  # fmt: skip
    for ring, (q, s) in (("reach", (0, -1)), ("reach", (-1, -1)), ("attack", (1, 0)),
                         ("range", (1, 1)), ("range", (2, -1))):  # fmt: skip
        img = art.hex_ring(ring, r)
        sheet.blit(img, img.get_rect(center=(round(x0 + w * (q + s / 2)), round(y0 + 1.5 * r * s))))
    for (q, s), (kind, owner) in pieces.items():
        cx, cy = x0 + w * (q + s / 2), y0 + 1.5 * r * s
        mini = art.miniature(kind, owner, 40)
        sheet.blit(mini, mini.get_rect(center=(round(cx), round(cy - 4))))
    sheet.blit(art.shield_marker(16), (round(x0 + w * 1.5 + 6), round(y0 - 1.5 * r - 20)))
    sheet.blit(art.bonus_pip(16), (round(x0 - w + 8), round(y0 - 20)))


def render_sheet() -> pygame.Surface:
    pygame.init()
    sheet = pygame.Surface((WIDTH, HEIGHT))
    sheet.fill(PALETTE["panel_alt"])
    y = 10
    for size, owners in ((36, OWNERS), (72, (4,))):
        for owner in owners:
            x = 10
            for name, img in _tiles(owner, size):
                sheet.blit(img, (x, y + 18))
                label(sheet, name, (x, y), size=18)
                x += img.get_width() + 8
            y += 2 * size + 26
    for size, owners in ((40, OWNERS), (96, (5,))):
        for owner in owners:
            x = 10
            for kind in art.MINI_KINDS:
                sheet.blit(art.miniature(kind, owner, size), (x, y + 18))
                if owner == owners[0]:
                    label(sheet, kind, (x, y), size=18)
                x += max(size + 12, 90)
            for img in (art.shield_marker(size // 2), art.bonus_pip(size // 2),
                        art.humiliation_tag(owner, size // 2)):  # fmt: skip
                sheet.blit(img, (x, y + 18))
                x += size // 2 + 10
            y += size + 22
    _map(sheet, 1180, 1000, 36)
    return sheet


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], render_sheet, "/tmp/island_art.png"))
