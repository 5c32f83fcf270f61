"""Henhouse Havoc: the Secret Weapon icons, the board markers and the tokens.

Markers sit on one board cell (``cell`` x ``cell``) unless told: targets wear the
firing player's colour and shape, misses leave craters, hits burn. Tokens are eggs
(an army's colour and shape, or the golden wild egg) and wheat-sheaf coins, whose
5 and 10 differ in size, metal and number, not only in colour.
"""

from __future__ import annotations

import math
import random

import pygame

from ecs.art.creatures import _draw_fox, _egg_pts
from ecs.art.pen import (
    OUTLINE,
    _canvas,
    _down,
    _ellipse_pts,
    _outlined,
    _Pen,
    _rot,
    _round_corners,
    _rounded_rect_pts,
    _scaled,
    _smooth,
    _star_pts,
)
from ecs.art.shapes import _shape_pts, shape_badge
from ecs.art.zombie_creatures import _draw_flame
from ecs.palette import PALETTE, PLAYER_STYLES, darken, lighten
from ecs.sized_cache import sized_cache

WEAPONS: tuple[str, ...] = (
    "nuclear_strike",
    "sitting_duck",
    "double_barrel",
    "scarecrow_decoy",
    "crop_duster",
    "tax_collector",
    "reinforced_silo",
    "egg_insurance",
    "fox_spy",
)
INK = OUTLINE
LW = 0.06


# --- shared little drawings -------------------------------------------------------------------


def _trefoil(p: _Pen, r: float, back=None) -> None:
    """The radiation sign: a yellow disc with three black blades and a hub."""
    p.circle(0, 0, r, back or PALETTE["radiation"], INK, LW)
    for i in range(3):
        a0 = math.radians(-90 + i * 120 - 30)
        blade = [(0.0, 0.0)] + [(math.cos(a0 + t / 8 * math.radians(60)) * r * 0.86,
            math.sin(a0 + t / 8 * math.radians(60)) * r * 0.86) for t in range(9)]  # fmt: skip
        p.poly(blade, INK)
    p.circle(0, 0, r * 0.24, back or PALETTE["radiation"])
    p.circle(0, 0, r * 0.15, INK)


def _duck(p: _Pen) -> None:
    """A wooden decoy duck facing left, bobbing on a ripple."""
    p.ellipse(0, 0.62, 0.9, 0.16, PALETTE["pond"], outline=INK, lw=LW)
    body = _smooth([(-0.5, 0.1), (0.2, 0.0), (0.8, -0.2), (0.7, 0.3), (0.3, 0.58), (-0.5, 0.56),
        (-0.7, 0.3)], 2)  # fmt: skip
    p.poly(body, PALETTE["wood"], INK, LW)
    p.poly(_smooth([(-0.1, 0.2), (0.5, 0.12), (0.56, 0.3), (0.1, 0.4)], 2), PALETTE["wood_dark"])
    p.circle(-0.5, -0.22, 0.3, PALETTE["tractor_green"], INK, LW)
    p.poly(_round_corners([(-0.76, -0.26), (-1.02, -0.16), (-0.74, -0.08)], 0.04), PALETTE["beak"],
        INK, LW * 0.8)  # fmt: skip
    p.circle(-0.56, -0.3, 0.06, INK)
    p.line([(-0.6, 0.02), (-0.3, 0.02)], PALETTE["white"], 0.07)


def _sheaf(p: _Pen, x: float, y: float, s: float, col) -> None:
    """A bound wheat sheaf centred on (x, y), ``s`` tall."""
    for a in (-24, -12, 0, 12, 24):
        tip = _rot([(0, -s * 0.5)], a)[0]
        p.line([(x, y + s * 0.3), (x + tip[0], y + tip[1])], darken(col, 0.35), s * 0.06)
        p.ellipse(
            x + tip[0], y + tip[1], s * 0.07, s * 0.15, col, angle=a, outline=INK, lw=s * 0.03
        )
    p.line(
        [(x - s * 0.14, y + s * 0.08), (x + s * 0.14, y + s * 0.08)], PALETTE["barn_red"], s * 0.07
    )


# --- the Secret Weapon icons --------------------------------------------------------------------


def _weapon_draw(weapon: str, p: _Pen) -> None:
    steel = PALETTE["steel"]
    if weapon == "nuclear_strike":
        p.line([(0, -0.5), (0, -0.8)], PALETTE["steel_dark"], 0.2)
        p.poly(_rounded_rect_pts(-0.42, -1.0, 0.84, 0.3, 0.06), steel, INK, LW)  # the tail box
        p.line([(-0.4, -0.85), (0.4, -0.85)], INK, 0.04)
        p.ellipse(0, 0.22, 0.62, 0.76, PALETTE["tractor_green_dark"], outline=INK, lw=LW)
        p.ellipse(-0.3, -0.1, 0.1, 0.24, lighten(PALETTE["tractor_green"], 0.4), angle=20)
        _trefoil(p.sub(0.04, 0.26, 1.0), 0.42)
    elif weapon == "sitting_duck":
        for r in (0.94, 0.62):
            p.circle(0, 0, r, None, PALETTE["bad"], 0.09)
        _duck(p.sub(0.04, -0.06, 0.78))
    elif weapon == "double_barrel":
        p.poly(_star_pts(10, 1.0, 0.6), PALETTE["flame"], INK, LW)
        p.poly(_rounded_rect_pts(-0.82, -0.5, 1.64, 1.0, 0.46), steel, INK, LW)
        for x in (-0.4, 0.4):
            p.circle(x, 0, 0.32, PALETTE["steel_dark"], INK, LW)
            p.circle(x, 0, 0.2, INK)
        p.line([(-0.6, -0.38), (0.6, -0.38)], PALETTE["steel_light"], 0.06)
    elif weapon == "scarecrow_decoy":
        p.line([(0, -0.2), (0, 0.98)], PALETTE["wood_dark"], 0.12)
        p.line([(-0.92, -0.06), (0.92, -0.06)], PALETTE["wood_dark"], 0.1)
        shirt = [(-0.86, -0.2), (0.86, -0.2), (0.4, 0.1), (0.4, 0.7), (-0.4, 0.7), (-0.4, 0.1)]
        p.poly(_round_corners(shirt, 0.06), PALETTE["shield_blue"], INK, LW)
        for r, col in ((0.26, PALETTE["white"]), (0.16, PALETTE["bad"]), (0.06, PALETTE["white"])):
            p.circle(0, 0.34, r, col, INK if r > 0.2 else None, LW * 0.6)
        p.poly(_smooth([(-0.28, -0.74), (0.28, -0.74), (0.3, -0.2), (-0.3, -0.2)], 2),
            PALETTE["hay"], INK, LW)  # fmt: skip
        p.poly(_rounded_rect_pts(-0.54, -0.82, 1.08, 0.14, 0.05), PALETTE["straw"], INK, LW)
        p.poly(_round_corners([(-0.26, -0.76), (-0.2, -1.0), (0.2, -1.0), (0.26, -0.76)], 0.05),
            PALETTE["straw"], INK, LW)  # fmt: skip
        for x in (-0.1, 0.1):
            p.line([(x - 0.05, -0.52), (x + 0.05, -0.42)], INK, 0.04)
            p.line([(x + 0.05, -0.52), (x - 0.05, -0.42)], INK, 0.04)
    elif weapon == "crop_duster":
        for x, y, r in (
            (-0.7, 0.62, 0.24),
            (-0.36, 0.72, 0.2),
            (-0.9, 0.3, 0.18),
            (0.0, 0.8, 0.14),
        ):
            p.circle(x, y, r, lighten(PALETTE["wheat"], 0.5), INK, LW * 0.6)
        p.poly(_rounded_rect_pts(-0.7, -0.72, 1.3, 0.2, 0.08), PALETTE["barn_red"], INK, LW)
        body = _smooth([(-0.9, 0.0), (0.7, -0.12), (0.82, 0.04), (0.7, 0.22), (-0.8, 0.16)], 1)
        p.poly(body, PALETTE["tractor_yellow"], INK, LW)
        p.poly([(-0.96, -0.3), (-0.74, -0.3), (-0.64, 0.04), (-0.9, 0.06)], PALETTE["barn_red"],
            INK, LW)  # fmt: skip
        for x in (-0.5, 0.3):
            p.line([(x, -0.52), (x + 0.04, -0.06)], INK, 0.05)
        p.poly(_rounded_rect_pts(-0.78, 0.0, 1.44, 0.18, 0.08), PALETTE["barn_red"], INK, LW)
        p.ellipse(0.9, 0.05, 0.06, 0.4, PALETTE["steel_light"], outline=INK, lw=LW * 0.7)
        p.circle(0.06, -0.16, 0.14, lighten(PALETTE["shield_blue"], 0.4), INK, LW * 0.7)
    elif weapon == "tax_collector":
        sack = _smooth(
            [(-0.2, -0.3), (0.2, -0.3), (0.72, 0.2), (0.6, 0.9), (-0.6, 0.9), (-0.72, 0.2)], 2
        )
        p.poly(sack, PALETTE["dirt"], INK, LW)
        _sheaf(p, 0, 0.36, 0.7, PALETTE["gold"])
        p.poly(_rounded_rect_pts(-0.3, -0.9, 0.6, 0.56, 0.06), (50, 44, 56), INK, LW)
        p.poly(_rounded_rect_pts(-0.56, -0.4, 1.12, 0.14, 0.06), (50, 44, 56), INK, LW)
        p.line([(-0.3, -0.52), (0.3, -0.52)], PALETTE["bad"], 0.08)
    elif weapon == "reinforced_silo":
        p.poly(_rounded_rect_pts(-0.52, -0.5, 1.04, 1.46, 0.06), PALETTE["tin"], INK, LW)
        p.poly(_round_corners([(-0.6, -0.48), (0, -0.98), (0.6, -0.48)], 0.1), PALETTE["barn_red"],
            INK, LW)  # fmt: skip
        for y in (-0.2, 0.2, 0.6):
            p.line([(-0.5, y), (0.5, y)], PALETTE["tin_dark"], 0.08)
        shield = _smooth([(-0.44, -0.1), (0.44, -0.1), (0.44, 0.36), (0.0, 0.86), (-0.44, 0.36)], 1)
        p.poly(_scaled(shield, 1.0, 0.28, 0.0), PALETTE["steel_dark"], INK, LW)
        p.poly(_scaled(_star_pts(5, 0.2, 0.09), 1.0, 0.28, 0.28), PALETTE["gold"], INK, LW * 0.5)
    elif weapon == "egg_insurance":
        p.line([(0.0, -0.7), (0.0, 0.3), (0.14, 0.42)], PALETTE["wood_dark"], 0.08)
        canopy = [(-0.96, -0.2)] + [
            (math.cos(t) * 0.96, -0.2 - math.sin(t) * 0.72)
            for t in (math.pi * i / 20 for i in range(21))
        ][::-1]
        p.poly(canopy + [(0.96, -0.2)], PALETTE["heart"], INK, LW)
        for x in (-0.32, 0.32):
            p.line([(0, -0.9), (x, -0.22)], darken(PALETTE["heart"], 0.3), 0.05)
        p.poly(_egg_pts(-0.3, 0.48, 0.34, 0.46), PALETTE["egg"], INK, LW)
        p.ellipse(-0.42, 0.34, 0.06, 0.12, PALETTE["white"], angle=20)
    elif weapon == "fox_spy":
        _draw_fox(p.sub(-0.08, 0.06, 0.9), LW)
        p.poly(_rot(_rounded_rect_pts(0.2, -0.34, 0.9, 0.26, 0.06), -14, (0.3, -0.2)),
            PALETTE["gold"], INK, LW)  # fmt: skip
        p.circle(0.28, -0.18, 0.24, lighten(PALETTE["shield_blue"], 0.4), INK, LW * 1.3)
        p.line([(0.2, -0.26), (0.3, -0.3)], PALETTE["white"], 0.05)
    else:
        raise ValueError(f"unknown weapon: {weapon!r}")


@sized_cache
def weapon_icon(weapon: str, size: int) -> pygame.Surface:
    """The big picture of a Secret Weapon (one of :data:`WEAPONS`), ``size`` x ``size``."""
    return _outlined(int(size), lambda p: _weapon_draw(weapon, p))


# --- board markers ------------------------------------------------------------------------------


@sized_cache
def target_tile(cell: int, style: int) -> pygame.Surface:
    """A crosshair in the firing player's colour with their shape in the middle."""
    player = PLAYER_STYLES[style % len(PLAYER_STYLES)]
    col = player.colour

    def draw(p: _Pen) -> None:
        p.circle(0, 0, 0.9, (*PALETTE["cream"], 180), INK, 0.2)
        p.circle(0, 0, 0.9, None, col, 0.1)
        for a in range(4):
            tick = _rot([(0, -1.02), (0, -0.56)], a * 90)
            p.line(tick, INK, 0.2)
            p.line(tick, col, 0.09)
        pts = _shape_pts(player.shape)
        p.poly(_scaled(pts, 0.5), INK)
        p.poly(_scaled(pts, 0.4), col)

    return _outlined(int(cell), draw, scale=0.9)


@sized_cache
def crater(cell: int, variant: int) -> pygame.Surface:
    """A miss: a scorched hole in the ground. ``variant`` 0..2 gives three craters."""
    rng = random.Random(variant % 3 * 31 + 5)

    def draw(p: _Pen) -> None:
        rim = [(math.cos(t) * rng.uniform(0.78, 0.94), math.sin(t) * rng.uniform(0.62,
            0.78)) for t in (math.tau * i / 12 for i in range(12))]  # fmt: skip
        p.poly(_smooth(rim, 2), PALETTE["dirt_dark"], INK, LW)
        p.poly(_scaled(_smooth(rim, 2), 0.74, 0, 0.04), PALETTE["soil_dark"])
        p.poly(_scaled(_smooth(rim, 2), 0.46, 0.02, 0.1), PALETTE["char"])
        for _ in range(3 + variant % 3):
            a = rng.random() * math.tau
            p.circle(math.cos(a) * 0.84, math.sin(a) * 0.7, rng.uniform(0.06, 0.1),
                PALETTE["gravel_dark"], INK, 0.04)  # fmt: skip

    return _outlined(int(cell), draw, scale=0.9)


def _blast(p: _Pen, spin: float) -> None:
    p.poly(_rot(_round_corners(_star_pts(9, 1.0, 0.6), 0.05), spin), PALETTE["flame_red"], INK, LW)
    p.poly(_rot(_star_pts(9, 0.72, 0.46), spin + 20), PALETTE["flame"])
    p.circle(0, 0, 0.34, PALETTE["flame_core"])


@sized_cache
def hit_marker(cell: int) -> pygame.Surface:
    """A hit: the Target tile's explosion side, a jagged blast with a flame on it."""

    def draw(p: _Pen) -> None:
        _blast(p, 0)
        _draw_flame(p, 0, 0.34, 0.7, 0.9)

    return _outlined(int(cell), draw, scale=0.92)


@sized_cache
def fire_frames(cell: int) -> tuple[pygame.Surface, ...]:
    """Four flickering frames of a burning hit (the blast stays, the flames dance)."""
    frames = []
    for i, (w, h, lean) in enumerate(
        ((0.7, 0.9, 0.0), (0.64, 1.0, 0.3), (0.74, 0.84, -0.1), (0.66, 0.96, -0.35))
    ):

        def draw(p: _Pen, w=w, h=h, lean=lean, i=i) -> None:
            _blast(p, i * 9)
            _draw_flame(p, 0, 0.34, w, h, lean)
            p.circle(0.5 - i * 0.3, -0.7 + (i % 2) * 0.2, 0.06, PALETTE["flame_core"])

        frames.append(_outlined(int(cell), draw, scale=0.92))
    return tuple(frames)


def _translucent(size: int, draw) -> pygame.Surface:
    """Draw straight onto a transparent canvas (no sticker outline): see-through tiles."""
    ss = 3 if size <= 200 else 2
    big = size * ss
    surf = _canvas(big, big)
    draw(_Pen(surf, big / 2, big / 2, big / 2))
    return _down(surf, size, size)


@sized_cache
def magnetic_field(cell: int) -> pygame.Surface:
    """The Magnetic Field: a shimmering see-through 2 x 2 square, ``2 * cell`` wide."""
    blue = PALETTE["magnet"]

    def draw(p: _Pen) -> None:
        p.poly(_rounded_rect_pts(-0.96, -0.96, 1.92, 1.92, 0.2), (*blue, 70), (*INK, 220), 0.05)
        p.poly(
            _rounded_rect_pts(-0.9, -0.9, 1.8, 1.8, 0.16), None, (*lighten(blue, 0.5), 230), 0.04
        )
        for k in range(4):  # field lines looping out of the magnet's poles
            for side in (-1, 1):
                rx, ry = 0.18 + k * 0.12, 0.26 + k * 0.16
                loop = _ellipse_pts(side * rx * 0.8, -0.5 + ry, rx, ry, n=40)
                p.line(loop, (*lighten(blue, 0.55), 200 - k * 30), 0.045, closed=True)
        for x, y in ((-0.7, -0.7), (0.7, 0.62), (0.66, -0.6), (-0.6, 0.7), (0.1, 0.8)):
            p.poly(_scaled(_star_pts(4, 0.1, 0.03), 1.0, x, y), (255, 255, 255, 230))
        horseshoe = [(-0.26, -0.5)] + _ellipse_pts(0, -0.72, 0.26, 0.22, n=24)[12:] + [(0.26, -0.5)]
        p.line(horseshoe, INK, 0.2)
        p.line(horseshoe, PALETTE["bad"], 0.11)
        for x in (-0.26, 0.26):
            p.line([(x, -0.56), (x, -0.46)], PALETTE["steel_light"], 0.11)

    return _translucent(int(cell) * 2, draw)


@sized_cache
def nuclear_tile(cell: int) -> pygame.Surface:
    """The Nuclear Strike marker over a 3 x 3 area (``3 * cell`` square): a see-through
    yellow zone in a black-and-yellow hazard rim, a big radiation sign in the middle."""

    def draw(p: _Pen) -> None:
        p.poly(_rounded_rect_pts(-0.97, -0.97, 1.94, 1.94, 0.12), (*PALETTE["radiation"], 60), INK,
            0.04)  # fmt: skip
        for i in range(24):  # a black-and-yellow hazard rim
            t0, t1 = -0.92 + i * 1.84 / 24, -0.92 + (i + 1) * 1.84 / 24
            col = INK if i % 2 else PALETTE["radiation"]
            for seg in (((t0, -0.92), (t1, -0.92)), ((t0, 0.92), (t1, 0.92)),
                        ((-0.92, t0), (-0.92, t1)), ((0.92, t0), (0.92, t1))):  # fmt: skip
                p.line(seg, col, 0.07)
        _trefoil(p, 0.5)

    return _translucent(int(cell) * 3, draw)


@sized_cache
def sitting_duck_tile(cell: int) -> pygame.Surface:
    """The Sitting Duck marker: a round blue token with a wooden decoy duck."""

    def draw(p: _Pen) -> None:
        p.circle(0, 0, 1.0, lighten(PALETTE["pond"], 0.3), INK, LW)
        _duck(p.sub(0.04, -0.04, 0.78))

    return _outlined(int(cell), draw, scale=0.9)


# --- tokens -------------------------------------------------------------------------------------


@sized_cache
def egg_token(size: int, style: int | None) -> pygame.Surface:
    """An army's egg in its colour with its shape on a cream patch; with ``style`` None
    the wild egg: gold with speckles and a sparkle."""
    wild = style is None
    col = PALETTE["gold"] if wild else PLAYER_STYLES[style % len(PLAYER_STYLES)].colour

    def draw(p: _Pen) -> None:
        p.poly(_egg_pts(0, 0.04, 0.7, 0.96), darken(col, 0.2), INK, LW)
        p.poly(_egg_pts(-0.05, -0.02, 0.6, 0.86), col)
        p.ellipse(-0.3, -0.44, 0.1, 0.22, lighten(col, 0.7), angle=20)
        if wild:
            for x, y in ((0.24, -0.3), (0.3, 0.3), (-0.22, 0.4), (0.0, 0.0), (-0.34, 0.02)):
                p.circle(x, y, 0.07, PALETTE["gold_dark"])
            p.poly(_scaled(_star_pts(4, 0.3, 0.08), 1.0, 0.44, -0.6), PALETTE["white"], INK, 0.03)

    surf = _outlined(int(size), draw, scale=0.9)
    if not wild:
        surf = surf.copy()
        shape = PLAYER_STYLES[style % len(PLAYER_STYLES)].shape
        badge = shape_badge(shape, PALETTE["cream"], round(size * 0.46))
        surf.blit(badge, badge.get_rect(center=(round(size * 0.49), round(size * 0.56))))
    return surf


@sized_cache
def sheaf_coin(size: int, value: int) -> pygame.Surface:
    """A wheat-sheaf coin worth ``value``: the 5 a small copper coin with one sheaf, the 10
    a big gold coin with a notched rim and two sheaves. No number is stamped on it: at a
    coin's size it could not be read, and the sums are printed beside the coins."""
    big = value >= 10
    face = PALETTE["gold"] if big else (214, 134, 78)
    rim = PALETTE["gold_dark"] if big else (160, 90, 52)

    def draw(p: _Pen) -> None:
        if big:
            p.poly(_round_corners(_star_pts(18, 1.0, 0.9), 0.02), rim, INK, LW)
        else:
            p.circle(0, 0, 0.84, rim, INK, LW)
        p.circle(0, 0, 0.7, face, rim, 0.06)
        p.ellipse(-0.3, -0.4, 0.2, 0.1, lighten(face, 0.6), angle=-30)
        for x in (-0.36, 0.36) if big else (0.0,):
            _sheaf(p, x, -0.12, 0.72, lighten(face, 0.35))

    return _outlined(int(size), draw, scale=0.92 if big else 0.74)


@sized_cache
def shell(size: int) -> pygame.Surface:
    """An egg-shell artillery round flying up and to the right, fins trailing."""

    def draw(p: _Pen) -> None:
        def turn(pts: list) -> list:
            return _rot(_scaled(pts, 0.82, 0.12, 0.0), -35)

        for y in (-0.3, 0.0, 0.3):
            p.line(turn([(-1.3, y), (-0.9, y)]), PALETTE["white"], 0.07)
        fins = [(-0.3, 0.0), (-0.95, -0.5), (-0.78, 0.0), (-0.95, 0.5)]
        p.poly(turn(_round_corners(fins, 0.05)), PALETTE["barn_red"], INK, LW)
        body = [(-y, x) for x, y in _egg_pts(0, 0.0, 0.44, 0.8)]
        p.poly(turn(body), PALETTE["egg"], INK, LW)
        p.poly(turn(_rounded_rect_pts(-0.44, -0.42, 0.16, 0.84, 0.05)), PALETTE["steel"], INK, LW)
        p.poly(turn(_rounded_rect_pts(0.3, -0.2, 0.5, 0.12, 0.06)), lighten(PALETTE["egg"], 0.8))

    return _outlined(int(size), draw, scale=0.9)


@sized_cache
def explosion_ring(size: int) -> pygame.Surface:
    """A shock-wave ring for area effects: a bright rim fading inwards, see-through."""

    def ring(p: _Pen, r: float, col, width: float) -> None:
        circle = [
            (math.cos(t) * r, math.sin(t) * r) for t in (math.tau * i / 72 for i in range(72))
        ]
        p.line(circle, col, width, closed=True)

    def draw(p: _Pen) -> None:
        for r, a in ((0.56, 30), (0.66, 60), (0.74, 110)):
            ring(p, r, (*PALETTE["flame"], a), 0.1)
        ring(p, 0.88, (*INK, 235), 0.16)
        ring(p, 0.88, (*PALETTE["flame"], 255), 0.1)
        ring(p, 0.88, (*PALETTE["flame_core"], 255), 0.04)
        for i in range(8):
            a = math.tau * i / 8 + 0.2
            p.poly(_scaled(_star_pts(4, 0.07, 0.02), 1.0, math.cos(a) * 0.92, math.sin(a) * 0.92),
                PALETTE["white"])  # fmt: skip

    return _translucent(int(size), draw)
