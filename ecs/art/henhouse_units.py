"""Henhouse Havoc: the eight war machines, their board tiles and the unit and weapon cards.

A unit is drawn over its whole footprint (:data:`UNIT_SHAPES`, rows x columns) with
one cell two pen units wide, so the Barn fills a 2 x 2 square and the Tractotank a
long 1 x 4 strip. Destroyed tiles are the same drawings charred: cut, scorched,
cracked and smoking, so they stay recognisable. Cards share the Zombie Chickens frame.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from ecs.art.creatures import _egg_pts
from ecs.art.henhouse_items import weapon_icon
from ecs.art.pen import (
    OUTLINE,
    _canvas,
    _down,
    _drop_shadow,
    _layer,
    _Pen,
    _rot,
    _round_corners,
    _rounded_rect_pts,
    _stamp_outline,
    _star_pts,
    _text,
)
from ecs.art.zombie_cards import _band, _blit_c, _fill, _fit, _frame, _rule, _title
from ecs.palette import PALETTE, lighten
from ecs.sized_cache import sized_cache

UNIT_SHAPES: dict[str, tuple[int, int]] = {
    "barn": (2, 2),
    "sprayer": (3, 1),
    "tractotank": (1, 4),
    "armored_combine": (1, 2),
    "tactical_granary": (1, 3),
    "howitzegg": (1, 1),
    "reaper": (1, 1),
    "war_chest": (1, 1),
}
UNITS: tuple[str, ...] = tuple(UNIT_SHAPES)
EGG_UNITS = frozenset(("barn", "sprayer", "tractotank", "armored_combine", "tactical_granary"))
INK = OUTLINE
LW = 0.07


def _wheel(p: _Pen, x: float, y: float, r: float, hub=None, lugs: int = 10) -> None:
    p.circle(x, y, r, (58, 52, 56), INK, LW)
    for i in range(lugs):
        a = math.tau * i / lugs
        p.line([(x + math.cos(a) * r * 0.82, y + math.sin(a) * r * 0.82),
            (x + math.cos(a) * r * 0.98, y + math.sin(a) * r * 0.98)], (34, 30, 34),
            r * 0.16)  # fmt: skip
    p.circle(x, y, r * 0.5, hub or PALETTE["tractor_yellow"], INK, LW * 0.8)
    p.circle(x, y, r * 0.16, INK)


def _rivets(p: _Pen, pts: list[tuple[float, float]], r: float = 0.05) -> None:
    for x, y in pts:
        p.circle(x, y, r, PALETTE["steel_light"], INK, 0.025)


def _barn(p: _Pen) -> None:
    red, trim, steel = PALETTE["barn_red"], PALETTE["cream"], PALETTE["steel"]
    body = [(-1.6, 1.8), (-1.6, -0.2), (-1.05, -1.05), (0, -1.55), (1.05, -1.05), (1.6, -0.2), (1.6,
        1.8)]  # fmt: skip
    p.poly(body, red, INK, LW)
    for i in range(1, 8):  # board siding
        x = -1.6 + i * 0.4
        p.line([(x, -1.0 + abs(x) * 0.5), (x, 1.74)], PALETTE["barn_red_dark"], 0.03)
    p.line([(-1.72, -0.12), (-1.08, -1.1), (0, -1.66), (1.08, -1.1), (1.72, -0.12)],
        PALETTE["roof"], 0.2)  # fmt: skip
    p.poly(_rounded_rect_pts(-0.78, 0.3, 1.56, 1.48, 0.04), red, trim, 0.12)
    for a, b in (((-0.72, 0.36), (0.72, 1.72)), ((0.72, 0.36), (-0.72, 1.72))):
        p.line([a, b], trim, 0.12)
    p.line([(0, 0.32), (0, 1.76)], trim, 0.08)
    # the hay loft with a gun barrel poking out
    p.poly(_rounded_rect_pts(-0.42, -0.86, 0.84, 0.72, 0.04), (70, 44, 36), trim, 0.1)
    p.poly(_rot(_rounded_rect_pts(-0.1, -0.62, 1.34, 0.3, 0.08), -22, (0, -0.5)), steel, INK, LW)
    p.circle(1.12, -0.97, 0.14, PALETTE["steel_dark"], INK, LW * 0.8)
    p.line([(0, -1.55), (0, -1.9)], INK, 0.06)  # weathervane rooster
    p.poly(_round_corners([(-0.2, -1.9), (0.1, -2.0), (0.22, -1.86), (0.02, -1.82)], 0.04),
        PALETTE["gold"], INK, 0.04)  # fmt: skip


def _sprayer(p: _Pen) -> None:
    green, yellow = PALETTE["tractor_green"], PALETTE["tractor_yellow"]
    for side in (-1, 1):  # tall legs down to narrow wheels
        p.line([(side * 0.4, 0.8), (side * 0.6, 1.9)], PALETTE["steel_dark"], 0.2)
        p.ellipse(side * 0.58, 2.25, 0.3, 0.66, (58, 52, 56), outline=INK, lw=LW)
        p.ellipse(side * 0.58, 2.25, 0.13, 0.3, yellow, outline=INK, lw=LW * 0.7)
    p.poly(_rounded_rect_pts(-0.96, 1.22, 1.92, 0.16, 0.06), PALETTE["steel"], INK, LW)
    for x in (-0.7, -0.23, 0.23, 0.7):  # spray from the boom
        for j in range(3):
            p.circle(x + (j - 1) * 0.08, 1.5 + j * 0.12, 0.05, PALETTE["shield_blue"])
    p.poly(_rounded_rect_pts(-0.7, -0.5, 1.4, 1.4, 0.2), green, INK, LW)
    p.poly(
        _rounded_rect_pts(-0.5, -0.34, 1.0, 0.6, 0.1), lighten(PALETTE["shield_blue"], 0.5), INK, LW
    )
    p.line([(-0.3, -0.24), (-0.1, -0.1)], PALETTE["white"], 0.06)
    p.circle(-0.42, 0.6, 0.1, PALETTE["flame_core"], INK, LW * 0.6)
    p.circle(0.42, 0.6, 0.1, PALETTE["flame_core"], INK, LW * 0.6)
    p.poly(_rounded_rect_pts(-0.86, -2.55, 1.72, 2.0, 0.7), yellow, INK, LW)  # the tank
    p.poly(_rounded_rect_pts(-0.62, -2.32, 0.26, 1.4, 0.12), lighten(yellow, 0.5))
    p.line([(-0.86, -1.55), (0.86, -1.55)], PALETTE["gold_dark"], 0.1)
    drop = [(0.2, -2.2), (0.42, -1.86), (0.2, -1.72), (-0.02, -1.86)]
    p.poly(_round_corners(drop, 0.1), PALETTE["shield_blue"], INK, LW * 0.7)
    p.poly(_rounded_rect_pts(-0.2, -2.86, 0.4, 0.34, 0.06), PALETTE["steel"], INK, LW)


def _tractotank(p: _Pen) -> None:
    green, dark = PALETTE["tractor_green"], PALETTE["tractor_green_dark"]
    p.line([(-0.6, -0.2), (-0.6, -0.9)], PALETTE["steel_dark"], 0.16)  # exhaust
    p.poly(_rounded_rect_pts(-0.66, -0.96, 0.14, 0.12, 0.03), INK)
    p.poly(_rounded_rect_pts(0.2, -0.62, 3.5, 0.22, 0.08), PALETTE["steel"], INK, LW)  # cannon
    p.poly(_rounded_rect_pts(3.4, -0.7, 0.44, 0.38, 0.08), PALETTE["steel_dark"], INK, LW)
    hood = [(-1.6, -0.3), (2.6, -0.2), (2.9, 0.1), (2.9, 0.55), (-1.6, 0.55)]
    p.poly(_round_corners(hood, 0.14), green, INK, LW)
    p.line([(-1.5, 0.05), (2.8, 0.12)], PALETTE["tractor_yellow"], 0.12)
    for i in range(4):  # grille
        p.line([(2.66 + i * 0.06, -0.05), (2.66 + i * 0.06, 0.45)], dark, 0.03)
    p.ellipse(0.7, -0.32, 0.62, 0.36, dark, outline=INK, lw=LW)  # the turret
    p.ellipse(0.55, -0.44, 0.3, 0.1, lighten(green, 0.4))
    cab = [(-3.0, 0.3), (-3.0, -0.95), (-1.5, -0.95), (-1.3, 0.3)]
    p.poly(_round_corners(cab, 0.12), green, INK, LW)
    p.poly(_round_corners([(-2.8, -0.2), (-2.8, -0.8), (-1.66, -0.8), (-1.52, -0.2)], 0.08),
        lighten(PALETTE["shield_blue"], 0.5), INK, LW * 0.8)  # fmt: skip
    p.poly(_rounded_rect_pts(-3.9, 0.5, 1.0, 0.2, 0.08), dark, INK, LW)
    _wheel(p, -2.55, 0.15, 0.82, lugs=12)
    _wheel(p, 2.1, 0.55, 0.42)
    _wheel(p, 0.9, 0.6, 0.36)


def _combine(p: _Pen) -> None:
    steel, yellow = PALETTE["steel"], PALETTE["tractor_yellow"]
    p.line([(1.1, -0.3), (1.9, -0.82)], PALETTE["steel_dark"], 0.2)  # unloading auger
    body = [(-1.0, 0.5), (-1.0, -0.45), (-0.6, -0.62), (1.5, -0.62), (1.8, -0.3), (1.8, 0.5)]
    p.poly(_round_corners(body, 0.1), steel, INK, LW)
    for x in (-0.1, 0.75):
        p.line([(x, -0.6), (x, 0.48)], PALETTE["steel_dark"], 0.05)
    _rivets(p, [(x, y) for x in (-0.85, 0.05, 0.6, 1.65) for y in (-0.45, 0.35)])
    p.line([(-0.9, 0.05), (1.7, 0.05)], yellow, 0.14)
    p.poly(_rounded_rect_pts(-0.5, -0.96, 0.9, 0.4, 0.08), PALETTE["steel_dark"], INK, LW)
    p.poly(_rounded_rect_pts(-0.38, -0.84, 0.66, 0.12, 0.04), PALETTE["flame_core"])  # slit
    header = [(-1.95, 0.78), (-1.75, 0.2), (-0.9, 0.2), (-0.9, 0.6), (-1.2, 0.78)]
    p.poly(_round_corners(header, 0.06), yellow, INK, LW)
    for i in range(5):  # the header's teeth
        x = -1.9 + i * 0.17
        p.poly([(x, 0.76), (x + 0.08, 0.94), (x + 0.15, 0.76)], PALETTE["steel_light"], INK, 0.03)
    p.circle(-1.4, -0.05, 0.44, None, INK, 0.1)  # the reel
    for i in range(6):
        a = math.tau * i / 6
        p.line([(-1.4, -0.05), (-1.4 + math.cos(a) * 0.42, -0.05 + math.sin(a) * 0.42)],
            PALETTE["barn_red"], 0.06)  # fmt: skip
    p.circle(-1.4, -0.05, 0.1, PALETTE["barn_red"], INK, 0.04)
    _wheel(p, -0.35, 0.55, 0.42)
    _wheel(p, 1.35, 0.65, 0.3)


def _granary(p: _Pen) -> None:
    tin, dark = PALETTE["tin"], PALETTE["tin_dark"]
    p.poly(_rounded_rect_pts(-2.4, -0.2, 4.8, 0.16, 0.06), PALETTE["barn_red"], INK, LW)  # catwalk
    for x in (-2.0, 0.0, 2.0):
        p.poly(_rounded_rect_pts(x - 0.62, -0.52, 1.24, 1.42, 0.06), tin, INK, LW)
        for i in range(1, 5):
            xx = x - 0.62 + i * 0.25
            p.line([(xx, -0.48), (xx, 0.86)], dark, 0.03)
        for y in (-0.1, 0.4):
            p.line([(x - 0.6, y), (x + 0.6, y)], dark, 0.06)
        p.poly(_round_corners([(x - 0.7, -0.5), (x, -0.94), (x + 0.7, -0.5)], 0.1),
            PALETTE["barn_red"], INK, LW)  # fmt: skip
        p.circle(x, -0.95, 0.07, PALETTE["steel"], INK, 0.03)
        for cx, cy, r in ((x - 0.3, 0.1, 0.16), (x + 0.25, 0.62, 0.14)):  # camo patches
            p.ellipse(cx, cy, r * 1.4, r, (142, 150, 100))
    p.line([(0.0, -0.95), (0.5, -0.98)], INK, 0.05)  # radar on the middle silo
    p.poly(_rot(_round_corners([(0.3, -1.0), (0.72, -0.98), (0.5, -0.8)], 0.04), -20, (0.5, -0.9)),
        PALETTE["steel_light"], INK, 0.04)  # fmt: skip
    for x in (-2.0, 2.0):
        p.poly(
            _rounded_rect_pts(x - 0.16, 0.5, 0.32, 0.4, 0.04), PALETTE["wood_dark"], INK, LW * 0.7
        )


def _howitzegg(p: _Pen) -> None:
    p.poly(_rot(_rounded_rect_pts(-0.22, -0.72, 0.44, 1.0, 0.08), 38, (0, 0.3)), PALETTE["steel"],
        INK, LW)  # fmt: skip
    p.poly(_rot(_rounded_rect_pts(-0.27, -0.78, 0.54, 0.18, 0.06), 38, (0, 0.3)),
        PALETTE["steel_dark"], INK, LW)  # fmt: skip
    p.poly(
        _rot(_rounded_rect_pts(-0.06, -0.6, 0.1, 0.7, 0.04), 38, (0, 0.3)), PALETTE["steel_light"]
    )
    for x, y in ((-0.56, 0.72), (0.0, 0.76), (0.56, 0.72), (-0.3, 0.46), (0.3, 0.46)):
        p.poly(_rounded_rect_pts(x - 0.3, y - 0.15, 0.6, 0.3, 0.13), PALETTE["dirt"], INK, LW * 0.8)
        p.line([(x - 0.16, y - 0.13), (x - 0.16, y + 0.13)], PALETTE["dirt_dark"], 0.04)
        p.line([(x + 0.16, y - 0.13), (x + 0.16, y + 0.13)], PALETTE["dirt_dark"], 0.04)
    p.poly(
        _rot(_egg_pts(0.62, -0.62, 0.18, 0.26), 38, (0.62, -0.62)), PALETTE["egg"], INK, LW * 0.8
    )
    for i in range(3):
        p.line([(0.2 - i * 0.1, -0.4 + i * 0.12), (0.36 - i * 0.1, -0.52 + i * 0.12)], INK, 0.04)


def _reaper(p: _Pen) -> None:
    p.line([(0.1, 0.0), (-0.32, -0.82)], PALETTE["wood_dark"], 0.12)  # the scythe
    blade = [(-0.4, -0.86), (-0.1, -0.98), (0.4, -0.92), (0.9, -0.56), (0.42, -0.74), (-0.06,
        -0.78), (-0.36, -0.7)]  # fmt: skip
    p.poly(_round_corners(blade, 0.05), PALETTE["steel_light"], INK, LW)
    p.line([(-0.1, -0.9), (0.4, -0.85), (0.75, -0.62)], PALETTE["white"], 0.03)
    body = [(-0.85, 0.55), (-0.85, -0.05), (-0.5, -0.35), (0.35, -0.35), (0.8, 0.0), (0.8, 0.55)]
    p.poly(_round_corners(body, 0.14), PALETTE["barn_red"], INK, LW)
    p.poly(_rounded_rect_pts(-0.48, -0.26, 0.6, 0.3, 0.08), lighten(PALETTE["shield_blue"], 0.5),
        INK, LW * 0.8)  # fmt: skip
    p.line([(-0.8, 0.22), (0.75, 0.22)], PALETTE["cream"], 0.08)
    p.circle(0.68, 0.08, 0.08, PALETTE["flame_core"], INK, 0.03)
    _wheel(p, -0.48, 0.66, 0.3, lugs=8)
    _wheel(p, 0.5, 0.66, 0.3, lugs=8)


def _war_chest(p: _Pen) -> None:
    wood, gold = PALETTE["wood"], PALETTE["gold"]
    lid = [(-0.82, -0.1), (-0.7, -0.72), (0.7, -0.72), (0.82, -0.1)]
    p.poly(_round_corners(lid, 0.1), PALETTE["wood_dark"], INK, LW)
    for x in (-0.28, 0.0, 0.28):  # wheat ears poking out of the grain
        p.line([(x * 1.4, -0.1), (x * 2.0, -0.78)], PALETTE["wheat_dark"], 0.05)
        p.ellipse(x * 2.0, -0.8, 0.06, 0.14, PALETTE["wheat"], angle=x * 60, outline=INK, lw=0.03)
    p.ellipse(0, -0.1, 0.76, 0.28, gold, outline=INK, lw=LW)
    for x, y in ((-0.3, -0.16), (0.2, -0.2), (0.4, -0.06), (-0.05, -0.04)):
        p.ellipse(x, y, 0.07, 0.04, PALETTE["gold_dark"], angle=30)
    p.poly(_rounded_rect_pts(-0.86, -0.06, 1.72, 0.9, 0.08), wood, INK, LW)
    for x in (-0.55, 0.55):
        p.poly(_rounded_rect_pts(x - 0.09, -0.06, 0.18, 0.9, 0.03), gold, INK, LW * 0.6)
    p.poly(_rounded_rect_pts(-0.16, 0.1, 0.32, 0.36, 0.06), gold, INK, LW * 0.7)
    p.circle(0, 0.24, 0.05, INK)
    p.poly(_star_pts(4, 0.14, 0.04), PALETTE["white"])


_DRAW: dict[str, Callable[[_Pen], None]] = {
    "barn": _barn,
    "sprayer": _sprayer,
    "tractotank": _tractotank,
    "armored_combine": _combine,
    "tactical_granary": _granary,
    "howitzegg": _howitzegg,
    "reaper": _reaper,
    "war_chest": _war_chest,
}


def _clipped(layer: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    keep = pygame.mask.from_surface(shape, 24).to_surface(
        setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)
    )
    layer.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def _char(surf: pygame.Surface, rng: random.Random) -> None:
    """Scorch, crack and break a drawing in place (before its outline is stamped)."""
    box = pygame.mask.from_surface(surf, 24).get_bounding_rects()[0]
    u = min(box.w, box.h)
    for x in (box.left, box.right):  # a bite broken off each side
        y = rng.uniform(box.top + u * 0.2, box.bottom - u * 0.2)
        radii = [u * rng.uniform(0.12, 0.22) for _ in range(7)]
        pts = [(x + math.cos(i * 0.9) * r, y + math.sin(i * 0.9) * r) for i, r in enumerate(radii)]
        pygame.draw.polygon(surf, (0, 0, 0, 0), pts)
    scorch = _canvas(*surf.get_size())
    for _ in range(round(4 * box.w * box.h / u / u)):
        x, y = rng.uniform(box.left, box.right), rng.uniform(box.top, box.bottom)
        for r in (0.2, 0.14, 0.08):
            pygame.draw.circle(scorch, (*PALETTE["char"], 80), (x, y), u * r)
    for _ in range(round(box.w * box.h / u / u) + 1):
        x, y = rng.uniform(box.left + u * 0.2, box.right - u * 0.2), box.top + u * 0.15
        pts = [(x, y)]
        for i in range(5):
            x, y = x + (0.07 if i % 2 else -0.07) * u, y + rng.uniform(0.08, 0.14) * u
            pts.append((x, y))
        pygame.draw.lines(scorch, (*INK, 255), False, pts, max(2, u // 30))
    surf.fill((160, 140, 130), special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(_clipped(scorch, surf), (0, 0))


def _smoke(surf: pygame.Surface, rng: random.Random, cell: float, cols: int, rows: int) -> None:
    """Soft wisps of smoke rising from the wreck, one for every two cells, and embers."""
    small = _canvas(surf.get_width() // 4, surf.get_height() // 4, clear=PALETTE["smoke"])
    q = cell / 4
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for row, col in rng.sample(cells, max(1, len(cells) // 2)):
        x, y = (col + rng.uniform(0.35, 0.65)) * q, (row + 0.6) * q
        for j in range(6):
            shade = lighten(PALETTE["smoke"], 0.15 + j * 0.08)
            pygame.draw.circle(small, (*shade, 220 - j * 28), (x, y), q * (0.07 + j * 0.024))
            x, y = x + q * (0.07 if j % 2 else -0.06), y - q * 0.1
        for _ in range(3):
            ex, ey = (col + rng.uniform(0.15, 0.85)) * cell, (row + rng.uniform(0.5, 0.9)) * cell
            pygame.draw.circle(surf, PALETTE["flame_core"], (ex, ey), cell * 0.03)
            pygame.draw.circle(surf, PALETTE["ember"], (ex, ey), cell * 0.022)
    small = pygame.transform.box_blur(small, max(1, round(q * 0.02)))
    surf.blit(pygame.transform.smoothscale(small, surf.get_size()), (0, 0))


def _figure(unit: str, cell: int, destroyed: bool) -> pygame.Surface:
    """The unit alone, outlined, its footprint at ``cell`` pixels a cell (supersampled)."""
    if unit not in _DRAW:
        raise ValueError(f"unknown unit: {unit!r}")
    rows, cols = UNIT_SHAPES[unit]
    pen = _Pen(None, cols * cell / 2, rows * cell / 2, cell / 2 * 0.92)  # type: ignore[arg-type]
    surf = _canvas(cols * cell, rows * cell)
    _DRAW[unit](pen.on(surf))
    if destroyed:
        _char(surf, random.Random(unit))
    _stamp_outline(surf, cell * 0.04)
    return surf


@sized_cache
def unit_tile(unit: str, cell: int, destroyed: bool = False) -> pygame.Surface:
    """A unit's tile over its footprint: ``cols * cell`` x ``rows * cell``.

    A cream cardboard tile under the machine; ``destroyed`` is the charred side: a sooty
    tile, the machine burnt and broken, smoke rising.
    """
    rows, cols = UNIT_SHAPES.get(unit, (1, 1))
    ss = 3 if cell <= 64 else 2
    big = int(cell) * ss
    surf = _canvas(cols * big, rows * big)
    plate = surf.get_rect().inflate(-big * 0.08, -big * 0.08)
    base = PALETTE["char"] if destroyed else PALETTE["cream"]
    pygame.draw.rect(surf, (*INK, 230), plate, border_radius=round(big * 0.16))
    pygame.draw.rect(
        surf, (*base, 200), plate.inflate(-big * 0.05, -big * 0.05), border_radius=round(big * 0.13)
    )
    fig = _figure(unit, big, destroyed)
    surf.blit(_drop_shadow(fig, big * 0.03, big * 0.04), (0, 0))
    if destroyed:
        _smoke(surf, random.Random(unit + "smoke"), big, cols, rows)
    return _down(surf, cols * int(cell), rows * int(cell))


# --- cards ----------------------------------------------------------------------------------


def _diagram(unit: str, size: int) -> pygame.Surface:
    """The unit's footprint as a tiny grid of filled squares on a cream plate."""
    rows, cols = UNIT_SHAPES[unit]
    sq = size / 4.4
    surf = _canvas(round(sq * cols + size * 0.18), round(sq * rows + size * 0.18))
    plate = surf.get_rect()
    pygame.draw.rect(surf, INK, plate, border_radius=round(size * 0.1))
    pygame.draw.rect(
        surf, PALETTE["cream"], plate.inflate(-4, -4), border_radius=round(size * 0.08)
    )
    x0 = (plate.w - sq * cols) / 2
    y0 = (plate.h - sq * rows) / 2
    for r in range(rows):
        for c in range(cols):
            cell = pygame.Rect(round(x0 + c * sq), round(y0 + r * sq), round(sq) - 1, round(sq) - 1)
            pygame.draw.rect(
                surf, PALETTE["barn_red"], cell, border_radius=max(1, round(sq * 0.15))
            )
            pygame.draw.rect(surf, INK, cell, 1, border_radius=max(1, round(sq * 0.15)))
    return surf


def _nest(size: int) -> pygame.Surface:
    """The egg's slot: a straw nest with a dashed egg-shaped hollow."""
    ss = 3
    big = size * ss
    p = _Pen(None, big / 2, big / 2, big / 2 * 0.9)  # type: ignore[arg-type]

    def draw(s: pygame.Surface) -> None:
        q = p.on(s)
        q.ellipse(0, 0.45, 0.95, 0.45, PALETTE["hay_dark"], outline=INK, lw=0.08)
        q.poly(_egg_pts(0, -0.1, 0.5, 0.7), lighten(PALETTE["egg_shade"], 0.3), INK, 0.05)
        q.ellipse(0, 0.55, 0.9, 0.32, PALETTE["hay"], outline=INK, lw=0.08)
        for i in range(7):
            x = -0.7 + i * 0.23
            q.line([(x - 0.1, 0.45), (x + 0.12, 0.68)], PALETTE["hay_dark"], 0.06)

    return _down(_layer((big, big), draw, big * 0.03), size, size)


def _stamp(word: str, px: int, colour) -> pygame.Surface:
    img = _text(word, px, PALETTE["text_light"], INK, max(1.0, px * 0.08))
    pad = px // 3
    box = _canvas(img.get_width() + pad * 2, img.get_height() + pad, clear=colour)
    rect = box.get_rect()
    pygame.draw.rect(box, (*INK, 255), rect, border_radius=px // 4)
    pygame.draw.rect(box, (*colour[:3], 235), rect.inflate(-4, -4), border_radius=px // 4)
    pygame.draw.rect(box, (*PALETTE["text_light"], 255), rect.inflate(-px // 4, -px // 4),
                     max(1, px // 12), border_radius=px // 5)  # fmt: skip
    box.blit(img, img.get_rect(center=rect.center))
    return pygame.transform.rotozoom(box, 14, 1)


@sized_cache
def unit_card(
    unit: str, title: str, line: str, width: int, turned: bool = False, retired: bool = False
) -> pygame.Surface:
    """A unit card, ``width`` x ``round(width * 1.4)``: ``title`` in a green band, the
    machine, its footprint as a tiny grid, a nest for its egg (units that carry one) and
    the rule ``line``. ``turned``: greyed with a red FIRED stamp; ``retired``: dark and
    crossed out."""
    if unit not in UNIT_SHAPES:
        raise ValueError(f"unknown unit: {unit!r}")
    green = PALETTE["tractor_green"]
    rays = (0.6, 0.6, lighten(PALETTE["wheat"], 0.55), 14)
    surf = _frame(
        width, lighten(green, 0.4), _fill(PALETTE["cream"], lighten(PALETTE["wheat"], 0.3), rays)
    ).copy()
    w, h = surf.get_size()
    rows, cols = UNIT_SHAPES[unit]
    cell = int(min(w * 0.8 / cols, w * 0.56 / rows))
    fig = _down(_figure(unit, cell * 3, False), cols * cell, rows * cell)
    _blit_c(surf, _drop_shadow(fig, w * 0.01, w * 0.015), (w / 2, w * 0.6))
    _title(surf, title, w * 0.055, green, PALETTE["text_light"])
    diagram = _diagram(unit, round(w * 0.22))
    surf.blit(diagram, diagram.get_rect(bottomleft=(round(w * 0.07), round(w * 0.95))))
    if unit in EGG_UNITS:
        nest = _nest(round(w * 0.24))
        surf.blit(nest, nest.get_rect(bottomright=(round(w * 0.94), round(w * 0.97))))
    _rule(surf, line, PALETTE["panel_alt"], None, PALETTE["text"])
    if turned or retired:
        grey = pygame.transform.grayscale(surf)
        grey.fill(
            (200, 196, 190) if turned else (120, 112, 108), special_flags=pygame.BLEND_RGB_MULT
        )
        surf = grey
    if turned:
        _blit_c(surf, _stamp("FIRED", round(w * 0.17), PALETTE["bad"]), (w / 2, w * 0.62))
    if retired:
        for a, b in (
            ((w * 0.12, w * 0.3), (w * 0.88, h - w * 0.12)),
            ((w * 0.88, w * 0.3), (w * 0.12, h - w * 0.12)),
        ):
            pygame.draw.line(surf, INK, a, b, max(4, w // 12))
            pygame.draw.line(surf, PALETTE["bad"], a, b, max(2, w // 20))
    return surf


@sized_cache
def weapon_card(weapon: str, title: str, line: str, width: int, kind: str) -> pygame.Surface:
    """A Secret Weapon card: black-market purple in a gold frame, the weapon's big icon,
    ``title``, a "permanent" (a gold KEEP seal) or "single-use" (a red ONCE ticket) badge
    and the rule ``line``. ``width`` x ``round(width * 1.4)``."""
    if kind not in ("permanent", "single-use"):
        raise ValueError(f"unknown weapon kind: {kind!r}")
    rays = (0.62, 0.6, lighten(PALETTE["market_purple"], 0.12), 16)
    surf = _frame(
        width, PALETTE["gold"], _fill(PALETTE["market_purple_dark"], PALETTE["market_purple"], rays)
    ).copy()
    w, h = surf.get_size()
    _blit_c(surf, weapon_icon(weapon, round(w * 0.56)), (w / 2, w * 0.6))
    _title(surf, title, w * 0.055, PALETTE["market_purple_dark"], PALETTE["gold"], 0.12)
    perm = kind == "permanent"
    badge = pygame.Rect(0, 0, round(w * 0.3), round(w * 0.14))
    badge.topright = (round(w * 0.93), round(w * 0.28))
    col = PALETTE["gold"] if perm else PALETTE["bad"]
    if perm:
        pygame.draw.ellipse(surf, INK, badge.inflate(4, 4))
        pygame.draw.ellipse(surf, col, badge)
    else:
        pygame.draw.rect(surf, INK, badge.inflate(4, 4), border_radius=2)
        pygame.draw.rect(surf, col, badge, border_radius=2)
        for y in (badge.top, badge.bottom):
            pygame.draw.circle(
                surf, PALETTE["market_purple_dark"], (badge.centerx, y), badge.h * 0.2
            )
    ink = INK if perm else PALETTE["text_light"]
    word = "KEEP" if perm else "ONCE"
    _blit_c(surf, _fit(word, (badge.w - 6, badge.h - 2), round(badge.h * 0.7), ink), badge.center)
    _rule(surf, line, PALETTE["market_purple_dark"], PALETTE["gold_dark"], PALETTE["text_light"])
    return surf


@sized_cache
def weapon_back(width: int) -> pygame.Surface:
    """The back of a Secret Weapon card: gold pinstripes on purple and a gold padlock on a
    seal. A picture, no print: a back says only that the card is secret, and words on
    cards this small (they fly about and mark hand sizes) could not be read."""
    surf = _frame(
        width, PALETTE["gold"], _fill(PALETTE["market_purple"], PALETTE["market_purple_dark"])
    ).copy()
    w, h = surf.get_size()
    stripes = _canvas(w, h, clear=PALETTE["gold"])
    for i in range(-h, w, max(6, w // 9)):
        pygame.draw.line(stripes, (*PALETTE["gold_dark"], 90), (i, h), (i + h, 0), max(1, w // 60))
    surf.blit(stripes, (0, 0))
    pygame.draw.rect(surf, INK, surf.get_rect(), max(2, w // 40), border_radius=round(w * 0.08))
    pygame.draw.circle(surf, INK, (w / 2, h * 0.45), w * 0.33)
    pygame.draw.circle(surf, PALETTE["gold"], (w / 2, h * 0.45), w * 0.31)
    pygame.draw.circle(surf, PALETTE["market_purple_dark"], (w / 2, h * 0.45), w * 0.26)
    cx, cy, line = w / 2, h * 0.45, max(2, round(w * 0.05))
    shackle = pygame.Rect(0, 0, round(w * 0.24), round(w * 0.26))
    shackle.midbottom = (round(cx), round(cy + w * 0.04))
    pygame.draw.ellipse(surf, INK, shackle.inflate(line, line), line + 2)
    pygame.draw.ellipse(surf, PALETTE["gold"], shackle, line)
    body = pygame.Rect(0, 0, round(w * 0.34), round(w * 0.26))
    body.midtop = (round(cx), round(cy - w * 0.02))
    pygame.draw.rect(surf, INK, body.inflate(4, 4), border_radius=max(2, w // 30))
    pygame.draw.rect(surf, PALETTE["gold"], body, border_radius=max(2, w // 30))
    pygame.draw.circle(surf, INK, body.center, max(1.5, w * 0.035))
    _band(surf, h - w * 0.3, w * 0.2, PALETTE["market_purple_dark"])
    return surf
