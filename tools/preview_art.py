"""Render a contact sheet of every picture in ecs.art to a PNG, to look at the art.

Usage: python tools/preview_art.py [OUT.png] [--grey]

Runs without a screen (SDL_VIDEODRIVER=dummy). ``--grey`` also writes a greyscale copy
next to the output (``OUT-grey.png``) to check that colour is never the only cue.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _headless  # noqa: E402, F401  (before pygame)
import pygame  # noqa: E402
from _preview import label, main  # noqa: E402

from ecs import art  # noqa: E402
from ecs.palette import PALETTE, PLAYER_STYLES  # noqa: E402

WIDTH, HEIGHT = 1600, 1900


def render_sheet() -> pygame.Surface:
    pygame.init()
    sheet = pygame.Surface((WIDTH, HEIGHT))
    sheet.blit(art.background(WIDTH, 900), (0, 0))
    sheet.fill(PALETTE["panel_alt"], pygame.Rect(0, 900, WIDTH, HEIGHT - 900))

    # title and panels
    sheet.blit(art.panel(560, 230), (20, 20))
    logo = art.title_logo(520)
    sheet.blit(logo, (40, 40))
    sheet.blit(art.panel(260, 120, PALETTE["barn_red"]), (600, 20))
    sheet.blit(art.panel(260, 120, PALETTE["panel_dark"], 24), (880, 20))
    label(sheet, "panel(red)", (620, 40), size=22)

    # dice at three sizes
    y = 270
    for size in (96, 64, 48):
        x = 20
        for colour in ("white", "yellow", "orange"):
            for face in ("chicken", "double", "egg", "fox", "blank", None):
                sheet.blit(art.die_face(colour, face, size), (x, y))
                x += size + 6
            x += 14
        y += size + 10

    # coop with dice in it
    cw, chh = 380, 330
    coop = art.coop(cw, chh).copy()
    d = art.coop_die_size(cw, chh)
    faces = ["blank", "egg", "chicken", None, "fox", "double", "blank", "egg"]
    for i, (sx, sy) in enumerate(art.coop_slots(cw, chh)):
        colour = "yellow" if i < 4 else "orange"
        img = art.die_face(colour, faces[i], d)
        coop.blit(img, img.get_rect(center=(sx, sy)))
    sheet.blit(coop, (1200, 160))

    # tokens and badges
    y = 520
    x = 20
    for i, style in enumerate(PLAYER_STYLES):
        sheet.blit(art.chicken_token(i, 96), (x, y))
        sheet.blit(art.chicken_token(i, 48), (x + 100, y + 48))
        sheet.blit(art.shape_badge(style.shape, style.colour, 48), (x + 100, y))
        sheet.blit(art.shape_badge(style.shape, style.colour, 24), (x + 150, y + 10))
        label(sheet, style.name, (x + 4, y + 100), size=22)
        x += 180 if i != 3 else 180
        if i == 3:
            x, y = 20, y + 130
    x = 760
    for name in art.ICONS:
        sheet.blit(art.icon(name, 64), (x, 540))
        sheet.blit(art.icon(name, 32), (x + 16, 610))
        x += 80

    # egg frames and fox burst
    x = 760
    for frame in art.egg_crack_frames(96):
        sheet.blit(frame, (x, 660))
        x += 100
    sheet.blit(art.fox_burst(240), (1180, 500))

    # a track in the lower half
    rect = pygame.Rect(40, 930, 1520, 400)
    pts = art.track_layout(rect)
    tile = art.track_tile_size(rect)
    pygame.draw.lines(sheet, PALETTE["dirt"], False, pts, max(4, tile // 3))
    for i, p in enumerate(pts):
        kind = "start" if i == 0 else "goal" if i == 25 else "normal"
        img = art.track_tile(i, tile, kind)
        sheet.blit(img, img.get_rect(center=p))
    for i in range(3):
        tok = art.chicken_token(i, int(tile * 0.9))
        p = pts[(0, 7, 25)[i]]
        sheet.blit(tok, tok.get_rect(midbottom=(p[0], p[1] + tile * 0.1)))

    # a second track in a narrow strip, and tile kinds at 48/64
    rect2 = pygame.Rect(40, 1360, 1000, 200)
    pts2 = art.track_layout(rect2)
    tile2 = art.track_tile_size(rect2)
    pygame.draw.rect(sheet, PALETTE["panel_border"], rect2, 1)
    for i, p in enumerate(pts2):
        kind = "start" if i == 0 else "goal" if i == 25 else "normal"
        img = art.track_tile(i, tile2, kind)
        sheet.blit(img, img.get_rect(center=p))
    x = 1080
    for size in (64, 48):
        for i, kind in ((0, "start"), (7, "normal"), (10, "normal"), (25, "goal")):
            sheet.blit(art.track_tile(i, size, kind), (x, 1370 + (0 if size == 64 else 80)))
            x += size + 8
        x = 1080

    # big previews of faces at 64 px on the background
    x = 40
    for colour in ("white", "yellow", "orange"):
        for face in ("chicken", "double", "egg", "fox"):
            sheet.blit(art.die_face(colour, face, 64), (x, 1600))
            x += 72
    sheet.blit(art.panel(560, 140), (1000, 1600))
    label(sheet, "A hint panel: press Space to roll", (1030, 1640), size=32)
    return sheet


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:], render_sheet, "/tmp/art_preview.png"))
