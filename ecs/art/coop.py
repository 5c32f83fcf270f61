"""The henhouse the dice rest in, and where its shelves put the dice.

:func:`coop` draws it; :func:`coop_slots` and :func:`coop_die_size` are the geometry a
scene needs to blit dice onto the shelves.
"""

from __future__ import annotations

import math
import random

import pygame

from ecs.art.creatures import _icon_layer
from ecs.art.pen import OUTLINE, _canvas, _down, _stamp_outline
from ecs.palette import DIE_COLOURS, PALETTE, darken
from ecs.sized_cache import sized_cache


def _coop_geometry(width: int, height: int) -> dict[str, float]:
    """Where the coop's opening and shelves sit, in the coop's own pixels."""
    ox, ow = width * 0.14, width * 0.72
    oy, oh = height * 0.43, height * 0.46
    return {"ox": ox, "oy": oy, "ow": ow, "oh": oh, "row": oh / 2}


def coop_die_size(width: int, height: int) -> int:
    """The die size that fits the coop's shelves (the scene may draw dice this size)."""
    g = _coop_geometry(width, height)
    return max(8, int(min(g["ow"] / 4 * 0.84, g["row"] * 0.8)))


def coop_slots(width: int, height: int) -> list[tuple[int, int]]:
    """Centres of the 8 die places, relative to the coop surface.

    The first 4 are the yellow row (upper shelf), the last 4 the orange row (lower shelf),
    left to right.
    """
    g = _coop_geometry(width, height)
    out = []
    d = coop_die_size(width, height)
    for row in range(2):
        shelf_y = g["oy"] + g["row"] * (row + 1) - height * 0.02
        cy = shelf_y - d * 0.46
        for col in range(4):
            cx = g["ox"] + g["ow"] * (col + 0.5) / 4
            out.append((round(cx), round(cy)))
    return out


@sized_cache
def coop(width: int, height: int) -> pygame.Surface:
    """A red wooden henhouse with a shingled roof and two open shelves for the dice.

    Blit dice on top at :func:`coop_slots` (yellow row first, then orange).
    """
    ss = 2
    w, h = width * ss, height * ss
    surf = _canvas(w, h)
    g = {k: v * ss for k, v in _coop_geometry(width, height).items()}
    ink = OUTLINE
    ol = max(3, round(min(w, h) * 0.012))
    red, red_dark, red_light = (
        PALETTE["barn_red"],
        PALETTE["barn_red_dark"],
        PALETTE["barn_red_light"],
    )
    wood, wood_dark = PALETTE["wood"], PALETTE["wood_dark"]
    cream = PALETTE["cream"]

    # ground shadow
    pygame.draw.ellipse(
        surf, (*PALETTE["shadow"][:3], 70), pygame.Rect(w * 0.02, h * 0.92, w * 0.96, h * 0.08)
    )
    # legs / skids
    for lx in (0.1, 0.86):
        leg = pygame.Rect(w * lx, h * 0.86, w * 0.04, h * 0.1)
        pygame.draw.rect(surf, ink, leg.inflate(ol * 2, ol * 2), border_radius=ol)
        pygame.draw.rect(surf, wood_dark, leg)
    # walls
    wall = pygame.Rect(w * 0.06, h * 0.26, w * 0.88, h * 0.66)
    pygame.draw.rect(surf, ink, wall.inflate(ol * 2, ol * 2), border_radius=ol * 2)
    pygame.draw.rect(surf, red, wall)
    planks = 9
    for i in range(1, planks):
        x = wall.x + wall.w * i / planks
        pygame.draw.line(surf, red_dark, (x, wall.y), (x, wall.bottom), max(2, ol // 2))
        pygame.draw.line(
            surf, red_light, (x + ol // 2 + 1, wall.y), (x + ol // 2 + 1, wall.bottom), 1
        )
    # corner trim
    for tx in (wall.x, wall.right - w * 0.04):
        trim = pygame.Rect(tx, wall.y, w * 0.04, wall.h)
        pygame.draw.rect(surf, cream, trim)
        pygame.draw.rect(surf, ink, trim, max(1, ol // 2))
    # gable (triangle) and roof
    apex = (w * 0.5, h * 0.02)
    gable = [(w * 0.08, h * 0.3), apex, (w * 0.92, h * 0.3)]
    pygame.draw.polygon(surf, red, gable)
    roof_outer = [(-w * 0.0 + ol, h * 0.34), (w * 0.5, h * 0.0 + ol), (w - ol, h * 0.34)]
    roof_inner = [(w * 0.1, h * 0.34), (w * 0.5, h * 0.12), (w * 0.9, h * 0.34)]
    # the roof is a thick chevron band
    band = [
        roof_outer[0],
        roof_outer[1],
        roof_outer[2],
        roof_inner[2],
        roof_inner[1],
        roof_inner[0],
    ]
    roof = _canvas(w, h)
    pygame.draw.polygon(roof, PALETTE["roof"], band)
    # shingle scallops clipped to the band, laid bottom row first
    shingles = _canvas(w, h)
    step = w * 0.06
    rows = int(h * 0.36 / (step * 0.55)) + 1
    for r in range(rows, -1, -1):
        y = h * 0.0 + r * step * 0.55
        off = step / 2 if r % 2 else 0
        x = -off
        while x < w + step:
            fillc = PALETTE["roof"] if (r + int(x / step)) % 3 else PALETTE["roof_light"]
            cell = pygame.Rect(x - step / 2, y - step / 2, step, step)
            pygame.draw.ellipse(shingles, fillc, cell)
            pygame.draw.arc(
                shingles, darken(PALETTE["roof"], 0.35), cell, math.pi, 2 * math.pi, max(2, ol // 2)
            )
            x += step
    clip = _canvas(w, h, clear=(255, 255, 255))
    pygame.draw.polygon(clip, (255, 255, 255, 255), band)
    shingles.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    roof.blit(shingles, (0, 0))
    _stamp_outline(roof, ol)
    # round window with a hen in the gable
    win_c = (w * 0.5, h * 0.235)
    win_r = h * 0.058
    pygame.draw.circle(surf, ink, win_c, win_r + ol * 1.6)
    pygame.draw.circle(surf, cream, win_c, win_r + ol * 0.6)
    pygame.draw.circle(surf, (70, 44, 38), win_c, win_r - ol * 0.4)
    hen = _icon_layer("chicken", int(win_r * 2.0))
    surf.blit(hen, hen.get_rect(center=(win_c[0], win_c[1] + win_r * 0.05)))
    surf.blit(roof, (0, 0))
    # the opening with two shelves
    opening = pygame.Rect(g["ox"], g["oy"], g["ow"], g["oh"])
    frame_w = max(4, round(w * 0.022))
    pygame.draw.rect(
        surf, ink, opening.inflate(frame_w * 2 + ol * 2, frame_w * 2 + ol * 2), border_radius=ol * 2
    )
    pygame.draw.rect(surf, cream, opening.inflate(frame_w * 2, frame_w * 2), border_radius=ol)
    pygame.draw.rect(surf, ink, opening.inflate(ol, ol))
    pygame.draw.rect(surf, (86, 52, 40), opening)
    # back-wall planks and shade
    for i in range(1, 6):
        x = opening.x + opening.w * i / 6
        pygame.draw.line(surf, (72, 42, 34), (x, opening.y), (x, opening.bottom), max(1, ol // 2))
    pygame.draw.rect(
        surf, (58, 34, 28), pygame.Rect(opening.x, opening.y, opening.w, opening.h * 0.08)
    )
    rng = random.Random(1234)
    for row in range(2):
        shelf_y = opening.y + g["row"] * (row + 1) - h * 0.04
        shelf = pygame.Rect(
            opening.x - frame_w * 0.3, shelf_y, opening.w + frame_w * 0.6, h * 0.045
        )
        # straw
        for _ in range(int(opening.w / 6)):
            sx = opening.x + rng.random() * opening.w
            ln = h * (0.015 + rng.random() * 0.03)
            ang = rng.uniform(-0.9, 0.9)
            col = PALETTE["straw"] if rng.random() < 0.7 else darken(PALETTE["straw"], 0.15)
            pygame.draw.line(
                surf,
                col,
                (sx, shelf_y + 2),
                (sx + math.sin(ang) * ln, shelf_y + 2 - math.cos(ang) * ln),
                max(2, ol // 2),
            )
        pygame.draw.rect(surf, ink, shelf.inflate(ol * 2, ol * 2), border_radius=ol)
        pygame.draw.rect(surf, wood, shelf)
        pygame.draw.line(
            surf, PALETTE["wood_light"], shelf.topleft, shelf.topright, max(2, ol // 2)
        )
        pygame.draw.line(
            surf,
            wood_dark,
            (shelf.x, shelf.bottom - 2),
            (shelf.right, shelf.bottom - 2),
            max(2, ol // 2),
        )
        # row marker: a little die-coloured tab on the left of the shelf
        tab_col = DIE_COLOURS["yellow" if row == 0 else "orange"]["body"]
        tab = pygame.Rect(0, 0, w * 0.045, h * 0.05)
        tab.midright = (opening.x - frame_w * 1.4, shelf_y - h * 0.06)
        pygame.draw.rect(surf, ink, tab.inflate(ol * 2, ol * 2), border_radius=ol * 2)
        pygame.draw.rect(surf, tab_col, tab, border_radius=ol)
    return _down(surf, width, height)
