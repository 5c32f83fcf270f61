"""Zombie Chickens: the farm by day and by night, the night events, and the fight effects.

The backdrops are full-screen and drawn once (small caches); the events are outlined
icons like the traits; the effects (muzzle flash, flame burst, explosion, shield
bubble) play over the zombies when a defence fires.
"""

from __future__ import annotations

import math
import random

import pygame

from ecs.art.pen import (
    OUTLINE,
    Point,
    _canvas,
    _down,
    _lerp_colour,
    _outlined,
    _Pen,
    _rot,
    _round_corners,
    _rounded_rect_pts,
    _scaled,
    _smooth,
    _ss_for,
    _star_pts,
)
from ecs.art.scenery import _hill, _vgradient, background
from ecs.art.zombie_creatures import _draw_flame, _flame_pts
from ecs.palette import PALETTE, Colour, darken, lighten
from ecs.sized_cache import sized_cache

EVENTS: tuple[str, ...] = (
    "tornado",
    "lightning",
    "blood_moon",
    "solstice",
    "stampede",
    "rainfall",
    "silent_night",
)
INK = OUTLINE


# --- event icons ---------------------------------------------------------------------------


def _cloud(p: _Pen, cx: float, cy: float, s: float, col: Colour) -> None:
    """A puffy cloud: overlapping balls on a flat base (outlined by the icon's sticker edge)."""
    for bx, by, r in (
        (-0.55, 0.1, 0.32),
        (-0.2, -0.18, 0.42),
        (0.3, -0.1, 0.4),
        (0.62, 0.14, 0.28),
    ):
        p.circle(cx + bx * s, cy + by * s, r * s, col)
    p.poly(_rounded_rect_pts(cx - 0.86 * s, cy, 1.74 * s, 0.42 * s, 0.2 * s), col)


def _crescent(r: float, tilt: float) -> list[Point]:
    outer = [
        (r * math.cos(t), r * math.sin(t)) for t in (math.pi * (0.5 + i / 30) for i in range(31))
    ]
    inner = [
        (r * 0.3 * math.cos(t), r * math.sin(t))
        for t in (math.pi * (1.5 - i / 30) for i in range(31))
    ]
    return _rot(outer + inner[1:-1], tilt)


def _zigzag(x: float, y: float, s: float) -> list[Point]:
    return [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s)]


def _event_draw(event: str, p: _Pen) -> None:
    lw = 0.06
    if event == "tornado":
        left = [(-0.9, -0.72), (-0.5, -0.2), (-0.18, 0.3), (0.02, 0.9)]
        right = [(0.16, 0.9), (0.22, 0.36), (0.5, -0.16), (0.9, -0.72)]
        grey = (164, 172, 196)
        p.poly(_smooth([*left, *right, (0.0, -0.86)], 2), grey, INK, lw)
        for y, w in ((-0.5, 0.62), (-0.18, 0.44), (0.14, 0.3), (0.46, 0.16)):
            p.line([(-w, y), (0.0, y + 0.08), (w * 0.9, y - 0.02)], darken(grey, 0.3), lw)
        p.poly(_rot(_round_corners([(0.6, 0.1), (0.9, 0.06), (0.92, 0.18), (0.62, 0.22)], 0.02),
                    -30, (0.76, 0.14)), PALETTE["wood"], INK, lw * 0.7)  # fmt: skip
    elif event == "lightning":
        bolt = [(0.18, -0.96), (-0.52, 0.12), (-0.04, 0.12), (-0.28, 0.96), (0.56, -0.22),
                (0.06, -0.22), (0.4, -0.96)]  # fmt: skip
        p.poly(_round_corners(bolt, 0.04), PALETTE["gold"], INK, lw)
        p.line([(0.2, -0.82), (-0.3, 0.02)], lighten(PALETTE["gold"], 0.6), lw)
    elif event == "blood_moon":
        red = PALETTE["blood_moon"]
        p.circle(0, -0.08, 0.8, red, INK, lw)
        for x, y, r in ((-0.3, -0.3, 0.16), (0.26, -0.06, 0.12), (-0.08, 0.3, 0.1)):
            p.circle(x, y, r, darken(red, 0.25))
        for x, ln in ((-0.34, 0.3), (0.06, 0.46), (0.38, 0.22)):
            p.line([(x, 0.4), (x, 0.56 + ln * 0.5)], red, 0.12)
            p.circle(x, 0.6 + ln * 0.5, 0.09, red)
        p.ellipse(-0.36, -0.52, 0.16, 0.08, lighten(red, 0.4), angle=-35)
    elif event == "solstice":
        ice = (196, 230, 255)
        for i in range(6):
            arm = _rot([(0, 0), (0, -0.9)], i * 60)
            p.line(arm, INK, 0.24)
            for d in (0.42, 0.66):
                for side in (1, -1):
                    p.line(_rot([(0, -d), (side * 0.22, -d - 0.2)], i * 60), INK, 0.2)
        for i in range(6):
            p.line(_rot([(0, 0), (0, -0.9)], i * 60), ice, 0.1)
            for d in (0.42, 0.66):
                for side in (1, -1):
                    p.line(_rot([(0, -d), (side * 0.22, -d - 0.2)], i * 60), ice, 0.08)
        p.circle(0, 0, 0.18, PALETTE["white"], INK, lw)
    elif event == "stampede":
        fur, light = PALETTE["wood"], PALETTE["wood_light"]
        for x, y, r in ((-0.8, 0.76, 0.12), (-0.6, 0.84, 0.09), (-0.95, 0.56, 0.08)):
            p.circle(x, y, r, (200, 190, 176), INK, lw * 0.7)
        tail = [
            (-0.1, 0.52),
            (-0.7, 0.42),
            (-0.92, -0.06),
            (-0.78, -0.6),
            (-0.36, -0.86),
            (-0.02, -0.7),
            (-0.12, -0.46),
            (-0.42, -0.48),
            (-0.46, -0.14),
            (-0.16, 0.18),
        ]
        p.poly(_smooth(tail, 2), fur, INK, lw)  # fmt: skip
        p.poly(_smooth([(-0.6, -0.2), (-0.56, -0.56), (-0.3, -0.66), (-0.5, -0.36)], 2), light)
        p.ellipse(0.12, 0.3, 0.36, 0.44, fur, angle=-20, outline=INK, lw=lw)
        p.ellipse(0.24, 0.36, 0.16, 0.28, light, angle=-20)
        p.poly(_round_corners([(0.2, -0.42), (0.3, -0.78), (0.46, -0.4)], 0.05), fur, INK, lw)
        p.circle(0.4, -0.2, 0.28, fur, INK, lw)
        p.ellipse(0.62, -0.12, 0.14, 0.1, light, outline=INK, lw=lw)
        p.circle(0.74, -0.14, 0.05, INK)
        p.circle(0.44, -0.26, 0.06, INK)
        p.circle(0.455, -0.28, 0.02, PALETTE["white"])
        p.ellipse(0.46, 0.34, 0.12, 0.07, fur, outline=INK, lw=lw)
        p.ellipse(0.04, 0.76, 0.2, 0.08, fur, outline=INK, lw=lw)
    elif event == "rainfall":
        for x, y in ((-0.5, 0.52), (-0.1, 0.66), (0.3, 0.52), (0.66, 0.7), (0.1, 0.96)):
            drop = _smooth([(0.0, -0.18), (0.1, 0.04), (0.0, 0.12), (-0.1, 0.04)], 2)
            p.poly(_rot(_scaled(drop, 1.0, x, y - 0.1), 20, (x, y)), PALETTE["rain"], INK, lw)
        _cloud(p, 0.0, -0.3, 1.05, (150, 160, 186))
        p.ellipse(-0.24, -0.46, 0.26, 0.09, (196, 204, 222), angle=-10)
    elif event == "silent_night":
        moon = _scaled(_crescent(0.78, -18), 1.0, 0.12, 0.06)
        p.poly(moon, PALETTE["moon"], INK, lw)
        p.line([(-0.5, 0.04), (-0.38, 0.12), (-0.26, 0.06)], INK, lw)
        p.ellipse(-0.46, 0.28, 0.07, 0.05, (246, 170, 160))
        for x, y, s in ((0.38, -0.56, 0.16), (0.66, -0.2, 0.12), (0.8, 0.14, 0.09)):
            p.line(_zigzag(x, y, s), INK, 0.16)
            p.line(_zigzag(x, y, s), PALETTE["moonlight"], 0.07)
    else:
        raise ValueError(f"unknown event: {event!r}")


@sized_cache
def event_icon(event: str, size: int) -> pygame.Surface:
    """The icon of a Night event (one of :data:`EVENTS`), ``size`` x ``size``."""
    return _outlined(int(size), lambda p: _event_draw(event, p))


# --- the farm by day and by night ---------------------------------------------------------


def _day(width: int, height: int) -> pygame.Surface:
    surf = background(width, height).copy()
    w, h = width, height
    lane = _hill(w, h, h * 0.9, [(h * 0.012, 0.7, 0.3)])
    pygame.draw.polygon(surf, PALETTE["dirt"], lane)
    for i in range(1, 4):
        y = h * (0.9 + i * 0.025)
        pygame.draw.line(surf, PALETTE["dirt_dark"], (0, y), (w, y + h * 0.005), max(1, h // 360))
    _bale(surf, w * 0.69, h * 0.84, h * 0.08)  # in the open farmyard, not under a side panel
    return surf


def _bale(surf: pygame.Surface, x: float, y: float, s: float) -> None:
    rect = pygame.Rect(0, 0, s * 1.5, s)
    rect.midbottom = (round(x), round(y))
    pygame.draw.rect(surf, INK, rect.inflate(s * 0.12, s * 0.12), border_radius=round(s * 0.2))
    pygame.draw.rect(surf, PALETTE["hay"], rect, border_radius=round(s * 0.16))
    top = pygame.Rect(rect.x, rect.y, rect.w, s * 0.3)
    pygame.draw.rect(surf, lighten(PALETTE["hay"], 0.3), top, border_radius=round(s * 0.16))
    for fx in (0.3, 0.7):
        x0 = rect.x + rect.w * fx
        pygame.draw.line(
            surf, PALETTE["roof"], (x0, rect.y), (x0, rect.bottom - 1), round(s * 0.08)
        )


def _soft(small: pygame.Surface, radius: int, size: tuple[int, int]) -> pygame.Surface:
    """A small drawing blurred and scaled up to ``size``: cheap glows and mist."""
    for _ in range(2):
        small = pygame.transform.box_blur(small, radius)
    return pygame.transform.smoothscale(small, size)


def _night(width: int, height: int, starless: tuple = ()) -> pygame.Surface:
    ss = 2
    w, h = width * ss, height * ss
    rng = random.Random(1313)
    clear = [pygame.Rect(rect).inflate(4, 4) for rect in starless]  # (a blurred star's glow)

    def in_the_open(x: float, y: float, r: float) -> bool:
        """No star where the table puts words or panels: none shows through them."""
        star = pygame.Rect(0, 0, 2 * r / ss + 1, 2 * r / ss + 1)
        star.center = (round(x / ss), round(y / ss))
        return star.collidelist(clear) == -1

    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    grad = pygame.Surface((1, 64))
    _vgradient(grad, grad.get_rect(), PALETTE["night_sky_top"], PALETTE["night_sky_bottom"])
    surf.blit(pygame.transform.smoothscale(grad, (w, int(h * 0.8))), (0, 0))
    for _ in range(140):
        sx, sy, r = rng.random() * w, rng.random() * h * 0.6, h * (0.001 + rng.random() * 0.002)
        col = _lerp_colour(PALETTE["star"], PALETTE["night_sky"], rng.random() * 0.6)
        if in_the_open(sx, sy, r):
            pygame.draw.circle(surf, col, (sx, sy), r)
    for sx, sy in ((0.3, 0.12), (0.55, 0.07), (0.92, 0.34), (0.1, 0.3), (0.36, 0.5), (0.6, 0.54)):
        if in_the_open(w * sx, h * sy, h * 0.014):
            pts = _scaled(_star_pts(4, h * 0.014, h * 0.004), 1.0, w * sx, h * sy)
            pygame.draw.polygon(surf, PALETTE["star"], pts)
    moon_c, mr = (w * 0.76, h * 0.22), h * 0.12
    glow = _canvas(w // 4, h // 4, clear=PALETTE["moonlight"])
    for k, a in ((3.0, 22), (2.2, 30), (1.5, 44)):
        pygame.draw.circle(
            glow, (*PALETTE["moonlight"], a), (moon_c[0] / 4, moon_c[1] / 4), mr * k / 4
        )
    surf.blit(_soft(glow, 14, (w, h)), (0, 0))
    pygame.draw.circle(surf, PALETTE["moon"], moon_c, mr)
    for dx, dy, r in (
        (-0.35, -0.2, 0.22),
        (0.3, 0.25, 0.18),
        (0.1, -0.45, 0.12),
        (-0.2, 0.45, 0.1),
    ):
        pygame.draw.circle(
            surf, PALETTE["moon_shade"], (moon_c[0] + dx * mr, moon_c[1] + dy * mr), r * mr
        )
    far = _hill(w, h, h * 0.6, [(h * 0.03, 1.3, 0.6), (h * 0.014, 3.4, 2.0)])
    pygame.draw.polygon(surf, PALETTE["night_hill"], far)
    sil = PALETTE["night_silhouette"]
    # barn and silo on the left, a dead tree on the right
    bx, by, bs = w * 0.2, h * 0.62, h * 0.13
    barn = [(bx - bs, by + bs), (bx - bs, by), (bx - bs * 0.6, by - bs * 0.55), (bx, by - bs * 0.8),
            (bx + bs * 0.6, by - bs * 0.55), (bx + bs, by), (bx + bs, by + bs)]  # fmt: skip
    pygame.draw.rect(surf, sil, pygame.Rect(bx + bs * 0.9, by - bs * 0.9, bs * 0.6, bs * 1.9))
    pygame.draw.circle(surf, sil, (bx + bs * 1.2, by - bs * 0.9), bs * 0.3)
    pygame.draw.polygon(surf, sil, barn)
    win = pygame.Rect(0, 0, bs * 0.36, bs * 0.3)
    win.center = (round(bx), round(by - bs * 0.2))
    pygame.draw.rect(surf, PALETTE["night_window"], win)
    pygame.draw.line(surf, sil, win.midtop, win.midbottom, ss * 3)
    pygame.draw.line(surf, sil, win.midleft, win.midright, ss * 3)
    tx, ty = w * 0.9, h * 0.66
    for seg in (
        [(0, 0), (0.01, -0.2)],
        [(0.005, -0.1), (-0.06, -0.17), (-0.08, -0.24)],
        [(0.01, -0.16), (0.06, -0.22), (0.1, -0.23)],
        [(0.01, -0.2), (0.03, -0.28)],
    ):
        pts = [(tx + x * h, ty + y * h) for x, y in seg]
        pygame.draw.lines(surf, sil, False, pts, round(h * 0.012))  # fmt: skip
    ground = _hill(w, h, h * 0.74, [(h * 0.02, 0.6, 0.9), (h * 0.008, 2.2, 2.5)])
    pygame.draw.polygon(surf, PALETTE["night_ground"], ground)
    # fence and gravestones, catching the moonlight on top
    rim = _lerp_colour(PALETTE["moonlight"], PALETTE["night_ground"], 0.55)
    for i in range(16):
        post = pygame.Rect(w / 15 * i, h * 0.69, w * 0.012, h * 0.09)
        pygame.draw.rect(surf, sil, post)
        pygame.draw.line(surf, rim, post.topleft, post.topright, ss * 2)
    for ry in (0.71, 0.745):
        pygame.draw.rect(surf, sil, pygame.Rect(0, h * ry, w, h * 0.012))
    for gx, gy, gs in ((0.4, 0.83, 0.05), (0.47, 0.86, 0.04), (0.66, 0.84, 0.045)):
        stone = pygame.Rect(0, 0, h * gs, h * gs * 1.3)
        stone.midbottom = (round(w * gx), round(h * gy))
        pygame.draw.rect(surf, (58, 66, 88), stone, border_top_left_radius=stone.w // 2,
                         border_top_right_radius=stone.w // 2)  # fmt: skip
        ly = stone.y + stone.h * 0.45
        pygame.draw.line(
            surf, (36, 40, 58), (stone.x + stone.w * 0.3, ly), (stone.x + stone.w * 0.7, ly), ss * 2
        )
    # low mist along the fence and the field, blurred soft
    mist = _canvas(w // 4, h // 4, clear=PALETTE["mist"])
    mw, mh = mist.get_size()
    for _ in range(18):
        rect = pygame.Rect(
            0, 0, mw * (0.18 + rng.random() * 0.3), mh * (0.03 + rng.random() * 0.03)
        )
        rect.center = (round(rng.random() * mw), round(mh * (0.74 + rng.random() * 0.24)))
        pygame.draw.ellipse(mist, (*PALETTE["mist"], 36 + rng.randrange(36)), rect)
    surf.blit(_soft(mist, 10, (w, h)), (0, 0))
    return _down(surf, width, height)


@sized_cache
def farm_backdrop(width: int, height: int, night: bool, starless: tuple = ()) -> pygame.Surface:
    """The farmyard for Zombie Chickens, ``width`` x ``height`` and fully opaque.

    By day the sunny farm with a dirt lane and hay bales; by night a dark blue sky with
    a big moon and stars, a silhouetted barn, a fence, gravestones and ground mist.
    ``starless``: ``(x, y, w, h)`` boxes where the table sets words or panels, left
    without stars so none shows through their print or their veils.
    """
    if night:
        return _night(int(width), int(height), tuple(tuple(rect) for rect in starless))
    return _day(int(width), int(height))


# --- effects -------------------------------------------------------------------------------


@sized_cache
def muzzle_flash(size: int) -> pygame.Surface:
    """A bright star of a shotgun blast, ``size`` x ``size``, centred."""

    def draw(p: _Pen) -> None:
        p.poly(_star_pts(8, 1.0, 0.42), PALETTE["flame"])
        p.poly(_rot(_star_pts(8, 0.72, 0.36), 22.5), PALETTE["flame_core"])
        p.circle(0, 0, 0.24, PALETTE["white"])

    return _outlined(int(size), draw, scale=0.92)


def _burst(p: _Pen, scale: float, spin: float, tongues: int = 7) -> None:
    for i in range(tongues):
        ang = 360 * i / tongues + spin
        s = scale * (0.8 + 0.2 * math.sin(i * 2.1 + spin))
        sub = p.sub(*_rot([(0, 0.1 * scale)], ang)[0], 1.0)
        pts = _flame_pts(0, 0, 0.5 * s, 0.95 * s)
        sub.poly(_rot(pts, ang), PALETTE["flame_red"])
    _draw_flame(p, 0, 0.45 * scale, 1.0 * scale, 1.1 * scale)


@sized_cache
def flame_burst_frames(size: int) -> tuple[pygame.Surface, ...]:
    """Five frames of a fireball: flaring up, roaring, dying to embers and smoke."""
    frames = []
    for i, (scale, smoke) in enumerate(((0.45, 0), (0.8, 0), (0.95, 0), (0.75, 1), (0.45, 2))):

        def draw(p: _Pen, scale: float = scale, smoke: int = smoke, i: int = i) -> None:
            for j in range(smoke * 2):
                a = math.tau * j / 4 + i
                p.circle(math.cos(a) * 0.5, -0.3 + math.sin(a) * 0.3, 0.26, PALETTE["smoke"])
            _burst(p, scale, i * 17.0)
            for j in range(3 + i):
                a = math.tau * j / (3 + i) + i
                p.circle(
                    math.cos(a) * scale * 0.9,
                    math.sin(a) * scale * 0.9,
                    0.05,
                    PALETTE["flame_core"],
                )

        frames.append(_outlined(int(size), draw, scale=0.94))
    return tuple(frames)


@sized_cache
def explosion_frames(size: int) -> tuple[pygame.Surface, ...]:
    """Six frames of a cartoon explosion: flash, blast star, fireball, smoke, fading puffs."""
    smoke, dark = PALETTE["smoke"], darken(PALETTE["smoke"], 0.3)

    def puffs(p: _Pen, r: float, spread: float, col: Colour) -> None:
        for j in range(6):
            a = math.tau * j / 6 + 0.4
            p.circle(math.cos(a) * spread, math.sin(a) * spread * 0.8, r, col)
        p.circle(0, 0, spread, col)

    def f0(p: _Pen) -> None:
        p.poly(_star_pts(8, 0.45, 0.2), PALETTE["flame_core"])
        p.circle(0, 0, 0.14, PALETTE["white"])

    def f1(p: _Pen) -> None:
        p.poly(_round_corners(_star_pts(12, 0.92, 0.5), 0.03), PALETTE["warning"])
        p.poly(_star_pts(12, 0.66, 0.38), PALETTE["flame_core"])
        p.circle(0, 0, 0.26, PALETTE["white"])

    def f2(p: _Pen) -> None:
        p.poly(_round_corners(_star_pts(14, 1.0, 0.72), 0.04), PALETTE["flame_red"])
        p.poly(_star_pts(14, 0.8, 0.56), PALETTE["flame"])
        p.circle(0, 0, 0.42, PALETTE["flame_core"])

    def f3(p: _Pen) -> None:
        puffs(p, 0.36, 0.52, dark)
        p.circle(0, 0.05, 0.6, PALETTE["flame"])
        p.circle(0.05, 0.1, 0.34, PALETTE["flame_core"])

    def f4(p: _Pen) -> None:
        puffs(p, 0.34, 0.56, smoke)
        p.circle(0.1, 0.12, 0.22, PALETTE["flame"])

    def f5(p: _Pen) -> None:
        for x, y, r in ((-0.5, -0.3, 0.24), (0.4, -0.5, 0.2), (0.1, 0.3, 0.28), (0.6, 0.3, 0.16)):
            p.circle(x, y, r, lighten(smoke, 0.3))

    frames = [_outlined(int(size), f, scale=0.94) for f in (f0, f1, f2, f3, f4, f5)]
    last = frames[-1].copy()
    last.fill((255, 255, 255, 140), special_flags=pygame.BLEND_RGBA_MULT)
    return (*frames[:-1], last)


@sized_cache
def shield_bubble(size: int) -> pygame.Surface:
    """A see-through protective bubble with a hex pattern and a gleam, ``size`` x ``size``."""
    ss = _ss_for(size)
    big = int(size) * ss
    k = big / 2 * 0.94
    surf = _canvas(big, big, clear=PALETTE["shield_blue"])
    p = _Pen(surf, big / 2, big / 2, k)
    blue = PALETTE["shield_blue"]
    p.circle(0, 0, 1.0, (*INK, 200))
    p.circle(0, 0, 0.95, (*lighten(blue, 0.5), 230))
    p.circle(0, 0, 0.88, (*blue, 90))
    for q in range(-2, 3):
        for r in range(-2, 3):
            cx, cy = (q + r * 0.5) * 0.42, r * 0.364
            if math.hypot(cx, cy) < 0.66:
                hexa = [(cx + 0.2 * math.cos(a), cy + 0.2 * math.sin(a))
                        for a in (math.pi / 3 * i + math.pi / 6 for i in range(6))]  # fmt: skip
                p.line(hexa, (*lighten(blue, 0.6), 110), 0.025, closed=True)
    p.line([(-0.64, -0.36), (-0.5, -0.56), (-0.3, -0.7)], (255, 255, 255, 220), 0.09)
    p.circle(0.52, 0.5, 0.06, (255, 255, 255, 200))
    return _down(surf, int(size), int(size))
