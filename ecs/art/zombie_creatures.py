"""Zombie Chickens: the undead hen, her walk cycle and the trait icons.

A zombie chicken is our hen gone wrong: the same profile and comb, but sickly green,
tattered, arms (wings) out in front, a slack beak and one glowing eye. Traits show on
the figure (bat wings, a strapped-on bomb, armour...) and as icons, each with its own
outline so they read in greyscale. The flame and bomb drawn here are shared with the
cards and effects.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ecs.art.pen import (
    OUTLINE,
    Point,
    _canvas,
    _down,
    _ellipse_pts,
    _layer,
    _mirror,
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
from ecs.palette import PALETTE, Colour, darken, lighten
from ecs.sized_cache import sized_cache

TRAITS: tuple[str, ...] = (
    "flying",
    "climbing",
    "invisible",
    "bulletproof",
    "fireproof",
    "timid",
    "exploding",
)
INK = OUTLINE


# --- shared helpers ---------------------------------------------------------------------


def _flame_pts(cx: float, cy: float, w: float, h: float, lean: float = 0.0) -> list[Point]:
    """A licking flame standing on (cx, cy), ``w`` wide and ``h`` tall."""
    raw = [(0, 0.02), (0.36, -0.06), (0.5, -0.32), (0.42, -0.62), (0.28, -0.5), (0.22, -0.8),
           (0.02, -1.0), (-0.08, -0.72), (-0.24, -0.84), (-0.42, -0.54), (-0.5, -0.3),
           (-0.38, -0.06)]  # fmt: skip
    return [(cx + (x - lean * y) * w, cy + y * h) for x, y in _smooth(raw, 2)]


def _draw_flame(pen: _Pen, cx: float, cy: float, w: float, h: float, lean: float = 0.0) -> None:
    """Three nested tongues of fire: red, orange, a yellow core."""
    pen.poly(_flame_pts(cx, cy, w, h, lean), PALETTE["flame_red"])
    pen.poly(_flame_pts(cx, cy, w * 0.72, h * 0.78, lean * 1.2), PALETTE["flame"])
    pen.poly(_flame_pts(cx, cy + h * 0.02, w * 0.4, h * 0.48, lean), PALETTE["flame_core"])


def _draw_bomb(pen: _Pen, x: float, y: float, r: float, lw: float, spin: float = 0.0) -> None:
    """A round black bomb with a lit fuse, the fuse towards the upper right."""
    body = (56, 52, 66)
    pen.poly(_rot([(x + r * 0.5, y - r * 1.0), (x + r * 0.98, y - r * 0.6),
                   (x + r * 0.78, y - r * 0.38), (x + r * 0.38, y - r * 0.72)], 0),
             (92, 88, 104), INK, lw)  # fmt: skip
    pen.circle(x, y, r, body, INK, lw)
    pen.ellipse(x - r * 0.38, y - r * 0.38, r * 0.26, r * 0.16, (120, 116, 136), angle=-40)
    fuse = [(x + r * 0.86, y - r * 0.82), (x + r * 1.05, y - r * 1.2), (x + r * 1.35, y - r * 1.3)]
    pen.line(fuse, PALETTE["wood_light"], lw * 1.1)
    star = _rot(_star_pts(6, r * 0.5, r * 0.22), spin)
    pen.poly(_scaled(star, 1.0, x + r * 1.4, y - r * 1.32), PALETTE["warning"], INK, lw * 0.6)
    pen.circle(x + r * 1.4, y - r * 1.32, r * 0.1, PALETTE["white"])


def _dashed(surf: pygame.Surface, pts: Sequence[Point], width: int, dash: int, gap: int) -> None:
    """Dashes along a closed run of pixel points: dark with a light core."""
    n = len(pts)
    for start in range(0, n, dash + gap):
        run = [pts[(start + i) % n] for i in range(min(dash, n))]
        if len(run) > 1:
            pygame.draw.lines(surf, INK, False, run, width)
            pygame.draw.lines(surf, PALETTE["moonlight"], False, run, max(1, width // 3))


# --- the zombie chicken -------------------------------------------------------------------

_SWING = (0.36, 0.0, -0.36, 0.0)  # near leg angle (radians); the far leg swings opposite
_LIFT = ((0.0, 0.0), (0.12, 0.0), (0.0, 0.0), (0.0, 0.12))  # (near, far) foot lift
_BOB = (0.0, -0.05, 0.01, -0.04)
_LOLL = (-8.0, 5.0, 14.0, 0.0)  # head tilt in degrees
_REACH = (0.0, -0.04, 0.02, 0.05)
_FLAP = (-16.0, 8.0, 30.0, 4.0)


def _leg(pen: _Pen, hip: Point, angle: float, lift: float, col: Colour, claws: bool) -> None:
    length = 0.4 - lift
    fx, fy = hip[0] + math.sin(angle) * length, 0.9 - lift
    pen.line([hip, (fx, fy)], col, 0.085)
    pen.line([(fx - 0.1, fy + 0.01), (fx + 0.14, fy + 0.02)], col, 0.07)
    pen.line([(fx, fy), (fx + 0.1, fy + 0.08)], col, 0.06)
    if claws:
        for tx, ty in ((fx + 0.14, fy + 0.02), (fx + 0.1, fy + 0.08)):
            pen.poly([(tx, ty - 0.04), (tx + 0.1, ty + 0.03), (tx, ty + 0.04)], PALETTE["cream"])


def _bat_wing(pen: _Pen, root: Point, deg: float, col: Colour, lw: float) -> None:
    raw = [(0, 0), (-0.22, -0.42), (-0.5, -0.74), (-0.58, -0.44), (-0.46, -0.44),
           (-0.5, -0.2), (-0.34, -0.24), (-0.3, -0.02)]  # fmt: skip
    pts = _rot(_scaled(raw, 1.3, *root), deg, root)
    pen.poly(pts, col, INK, lw)
    for tip in (pts[3], pts[5]):
        pen.line([root, tip], darken(col, 0.35), lw * 0.7)


def _draw_zombie(pen: _Pen, traits: frozenset[str], frame: int, lw: float) -> Point:
    """A zombie hen in profile facing right; returns the eye centre in pixels."""
    body, shade, dark = PALETTE["zombie"], PALETTE["zombie_shade"], PALETTE["zombie_dark"]
    if "fireproof" in traits:
        body, shade = darken(body, 0.2), darken(shade, 0.2)
    claws = "climbing" in traits
    leg = PALETTE["zombie_leg"]
    up = pen.sub(0, _BOB[frame], 1.0)
    if "flying" in traits:
        flap = _FLAP[frame]
        _bat_wing(up, (0.0, -0.06), flap - 16, darken(PALETTE["night_purple"], 0.3), lw)
        _bat_wing(up, (-0.16, -0.02), flap, PALETTE["night_purple"], lw)
    swing, (near_lift, far_lift) = _SWING[frame], _LIFT[frame]
    hip_y = 0.5 + _BOB[frame]
    _leg(pen, (0.12, hip_y), -swing, far_lift, darken(leg, 0.2), claws)
    tail = [(-0.3, 0.25), (-0.8, -0.2), (-0.66, -0.26), (-0.92, -0.6), (-0.7, -0.48),
            (-0.66, -0.76), (-0.52, -0.5), (-0.38, -0.62), (-0.05, -0.05)]  # fmt: skip
    up.poly(_smooth(tail, 1), body)
    up.line([(-0.6, -0.44), (-0.36, -0.06)], shade, lw * 0.9)
    up.ellipse(-0.06, 0.2, 0.64, 0.46, body)
    # a bald patch with ribs, and stitches
    up.ellipse(-0.3, 0.34, 0.18, 0.13, dark)
    for dy in (-0.05, 0.04):
        up.line([(-0.42, 0.34 + dy), (-0.3, 0.3 + dy), (-0.18, 0.34 + dy)], PALETTE["cream"], 0.035)
    up.line([(-0.52, 0.05), (-0.3, 0.1), (-0.12, 0.06)], dark, lw * 0.7)
    for sx in (-0.44, -0.32, -0.2):
        up.line([(sx - 0.02, 0.02), (sx + 0.02, 0.13)], dark, lw * 0.6)
    if "fireproof" in traits:
        for sx, sy, r in ((-0.5, 0.24, 0.09), (0.18, 0.44, 0.07), (-0.1, 0.52, 0.06)):
            up.circle(sx, sy, r, PALETTE["soot"])
    _leg(pen, (-0.12, hip_y), swing, near_lift, leg, claws)
    if "exploding" in traits:
        up.line([(-0.16, -0.18), (0.04, 0.64)], PALETTE["wood_dark"], 0.09)
        _draw_bomb(up, -0.5, 0.02, 0.21, lw, spin=frame * 22.0)
    # neck, then the lolling head
    up.poly(_smooth([(0.0, 0.0), (0.18, -0.46), (0.56, -0.36), (0.5, 0.14)], 2), body)
    head = _Lolled(up, _LOLL[frame], (0.26, -0.06))
    eye = head.draw(traits, body, lw)
    # a wing held out in front, zombie style, ragged at the tip
    r = _REACH[frame]
    wing = [(-0.34, 0.06), (0.3, -0.02 + r), (0.66, 0.02 + r), (0.76, 0.08 + r),
            (0.62, 0.12 + r), (0.74, 0.18 + r), (0.56, 0.22 + r), (0.62, 0.3 + r),
            (0.3, 0.3 + r), (-0.3, 0.34)]  # fmt: skip
    if claws:
        hx, hy = 0.66, 0.24 + r
        up.line([(hx, hy), (hx, hy + 0.32)], PALETTE["wood_light"], 0.04)
        _hook(up, hx, hy + 0.36, 0.13, lw)
    up.poly(_smooth(wing, 1), shade, INK, lw)
    up.line([(-0.14, 0.16), (0.36, 0.12 + r)], INK, lw * 0.7)
    up.line([(-0.1, 0.25), (0.3, 0.22 + r)], INK, lw * 0.7)
    if "bulletproof" in traits:
        plate = _round_corners([(0.02, 0.34), (0.5, 0.3), (0.54, 0.5), (0.36, 0.66), (0.04, 0.64)],
                               0.06)  # fmt: skip
        up.poly(plate, PALETTE["steel"], INK, lw)
        up.line([(0.1, 0.4), (0.42, 0.37)], PALETTE["steel_light"], lw * 0.9)
        for rx, ry in ((0.1, 0.58), (0.44, 0.5), (0.26, 0.6)):
            up.circle(rx, ry, 0.03, PALETTE["steel_dark"])
    return eye


class _Lolled:
    """Draws the zombie's head tilted by ``deg`` about ``pivot`` (unit coordinates)."""

    def __init__(self, pen: _Pen, deg: float, pivot: Point) -> None:
        self.pen, self.deg, self.pivot = pen, deg, pivot

    def r(self, pts: Sequence[Point]) -> list[Point]:
        return _rot(pts, self.deg, self.pivot)

    def circle(self, x: float, y: float, rad: float, fill: Colour, lw: float = 0.0) -> None:
        (cx, cy), = self.r([(x, y)])  # fmt: skip
        self.pen.circle(cx, cy, rad, fill, INK if lw else None, lw)

    def draw(self, traits: frozenset[str], body: Colour, lw: float) -> Point:
        p, r = self.pen, self.r
        timid = "timid" in traits
        if "fireproof" not in traits:
            for cx, cy, rad in ((0.12, -0.56, 0.09), (0.26, -0.67, 0.11), (0.44, -0.62, 0.08)):
                self.circle(cx, cy, rad, PALETTE["zombie_comb"], lw)
        self.circle(0.34, -0.34, 0.3, body)
        p.poly(r([(0.54, -0.34), (0.84, -0.3), (0.76, -0.12), (0.54, -0.16)]), (90, 30, 44))
        p.poly(r(_round_corners([(0.56, -0.44), (0.88, -0.32), (0.58, -0.26)], 0.04)),
               PALETTE["zombie_beak"], INK, lw)  # fmt: skip
        p.poly(r(_round_corners([(0.56, -0.2), (0.8, -0.1), (0.54, -0.1)], 0.03)),
               PALETTE["zombie_beak"], INK, lw)  # fmt: skip
        self.circle(0.5, -0.04, 0.07, PALETTE["zombie_comb"], lw)
        self.circle(0.37, -0.36, 0.12, PALETTE["zombie_glow"], lw)
        if timid:
            self.circle(0.33, -0.33, 0.04, INK)
            lid = [(x, y) for x, y in _ellipse_pts(0.37, -0.36, 0.13, 0.13)
                   if y <= -0.37 - (x - 0.37) * 0.6]  # fmt: skip
            p.poly(r(lid), PALETTE["zombie_shade"], INK, lw * 0.8)
            p.line(r([(0.22, -0.52), (0.48, -0.6)]), INK, lw * 1.2)
            drop = _smooth([(0.0, -0.12), (0.07, 0.02), (0.0, 0.07), (-0.07, 0.02)], 2)
            p.poly(r(_scaled(drop, 1.3, 0.08, -0.52)), PALETTE["rain"], INK, lw * 0.8)
        else:
            self.circle(0.4, -0.36, 0.045, INK)
            p.line(r([(0.22, -0.56), (0.52, -0.47)]), INK, lw * 1.4)
        p.line(r([(0.24, -0.2), (0.36, -0.22), (0.46, -0.19)]), PALETTE["zombie_dark"], lw * 0.7)
        if "fireproof" in traits:
            brim = [(-0.08, -0.42), (0.62, -0.5), (0.66, -0.42), (0.14, -0.36), (-0.1, -0.22),
                    (-0.16, -0.3)]  # fmt: skip
            p.poly(r(_round_corners(brim, 0.04)), PALETTE["flame_red"], INK, lw)
            dome = [(x, y) for x, y in _ellipse_pts(0.3, -0.5, 0.3, 0.24) if y <= -0.48]
            p.poly(r(dome), PALETTE["flame_red"], INK, lw)
            p.line(r([(0.3, -0.72), (0.3, -0.5)]), darken(PALETTE["flame_red"], 0.3), lw)
            badge = _round_corners([(0.44, -0.66), (0.6, -0.66), (0.6, -0.56), (0.52, -0.5),
                                    (0.44, -0.56)], 0.02)  # fmt: skip
            p.poly(r(badge), PALETTE["gold"], INK, lw * 0.7)
        return p.p(*r([(0.37, -0.36)])[0])


def _hook(pen: _Pen, x: float, y: float, s: float, lw: float) -> None:
    """A three-pronged grappling hook hanging from (x, y - s)."""
    steel = PALETTE["steel"]
    pen.line([(x, y - s * 0.4), (x, y + s)], steel, s * 0.45)
    for side in (-1, 1):
        arc = [(x, y + s), (x + side * s * 0.6, y + s * 0.9), (x + side * s * 0.95, y + s * 0.4),
               (x + side * s * 0.9, y)]  # fmt: skip
        pen.line(arc, steel, s * 0.4)
        pen.poly([(x + side * s * 0.7, y + s * 0.1), (x + side * s * 0.9, y - s * 0.35),
                  (x + side * s * 1.1, y + s * 0.1)], steel)  # fmt: skip
    pen.circle(x, y - s * 0.55, s * 0.26, None, steel, s * 0.16)


@sized_cache
def _zombie_frames(traits: frozenset[str], size: int) -> tuple[pygame.Surface, ...]:
    ss = _ss_for(size)
    big = size * ss
    k = big / 2 * 0.76
    pen = _Pen(None, big * 0.52, big * 0.53, k)  # type: ignore[arg-type]
    lw = 0.05
    frames = []
    for frame in range(4):
        eye: list[Point] = []
        fig = _layer(
            (big, big),
            lambda s, f=frame, eye=eye: eye.append(_draw_zombie(pen.on(s), traits, f, lw)),
            k * 0.08,
        )
        surf = _canvas(big, big)
        shadow = pygame.Rect(0, 0, k * 1.3, k * 0.16)
        shadow.center = (round(big * 0.5), round(pen.p(0, 0.98)[1]))
        pygame.draw.ellipse(surf, (*PALETTE["shadow"][:3], 70), shadow)
        if "invisible" in traits:
            outline = pygame.mask.from_surface(fig, 24).outline(2)
            fig.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)
            _dashed(fig, outline, max(2, round(k * 0.045)), 7, 5)
        surf.blit(fig, (0, 0))
        glow = _canvas(big, big, clear=PALETTE["zombie_glow"])
        for rad, alpha in ((0.3, 40), (0.2, 70)):
            pygame.draw.circle(glow, (*PALETTE["zombie_glow"], alpha), eye[0], k * rad)
        pygame.draw.circle(glow, (*lighten(PALETTE["zombie_glow"], 0.6), 255), eye[0], k * 0.05)
        surf.blit(glow, (0, 0))
        frames.append(_down(surf, size, size))
    return tuple(frames)


def zombie_frames(traits: tuple[str, ...], size: int) -> tuple[pygame.Surface, ...]:
    """Four frames of a zombie chicken shambling right, ``size`` x ``size`` each.

    ``traits`` (any of :data:`TRAITS`, in any order) show on the figure: bat wings
    (flying), hooks and claws (climbing), a see-through body with a dashed outline
    (invisible), a chest plate (bulletproof), soot and a fire helmet (fireproof),
    scared eyes and a sweat drop (timid), a strapped-on bomb (exploding).
    """
    unknown = set(traits) - set(TRAITS)
    if unknown:
        raise ValueError(f"unknown trait(s): {sorted(unknown)}")
    return _zombie_frames(frozenset(traits), int(size))


# --- trait icons ---------------------------------------------------------------------------


def _ghost(pen: _Pen) -> list[Point]:
    top = [(x, y) for x, y in _ellipse_pts(0, -0.2, 0.62, 0.66, n=40) if y <= -0.2]
    top.sort(key=lambda p: -math.atan2(-(p[1] + 0.2), p[0]))
    hem = [(0.62 - 1.24 * i / 8, 0.78 - (0.14 if i % 2 else 0.0)) for i in range(9)]
    return [(0.62, -0.2), *hem, (-0.62, -0.2), *top]


def _trait_draw(trait: str, p: _Pen) -> None:
    lw = 0.06
    if trait == "flying":
        for side in (1, -1):
            raw = [(0.1, -0.2), (0.5, -0.78), (1.0, -0.58), (0.92, 0.0), (0.76, -0.08),
                   (0.66, 0.44), (0.46, 0.18), (0.24, 0.52), (0.12, 0.14)]  # fmt: skip
            pts = raw if side > 0 else _mirror(raw)
            p.poly(pts, PALETTE["night_purple"], INK, lw)
            for tip in (pts[3], pts[5], pts[7]):
                p.line([pts[1], tip], darken(PALETTE["night_purple"], 0.4), lw * 0.8)
        p.ellipse(0, 0.06, 0.2, 0.3, PALETTE["zombie_shade"], outline=INK, lw=lw)
    elif trait == "climbing":
        wood, dark = PALETTE["wood_light"], PALETTE["wood_dark"]
        for x in (-0.46, 0.3):
            p.line([(x, 0.94), (x + 0.16, -0.62)], wood, 0.16)
        for i in range(4):
            y = 0.66 - i * 0.38
            x = -0.46 + (0.94 - y) / 1.56 * 0.16
            p.line([(x, y), (x + 0.76, y)], dark, 0.12)
        for x in (-0.3, 0.46):
            p.line([(x, -0.6), (x + 0.04, -0.88), (x + 0.26, -0.92), (x + 0.3, -0.7)],
                   PALETTE["steel"], 0.12)  # fmt: skip
    elif trait == "bulletproof":
        plate = _rounded_rect_pts(-0.2, -0.72, 1.0, 1.44, 0.2)
        p.poly(plate, PALETTE["steel"], INK, lw)
        p.poly(_rounded_rect_pts(-0.06, -0.58, 0.72, 1.16, 0.12), PALETTE["steel_light"])
        p.poly(_rounded_rect_pts(-0.02, -0.5, 0.68, 1.1, 0.12), PALETTE["steel"])
        for rx, ry in ((-0.06, -0.58), (0.66, -0.58), (-0.06, 0.58), (0.66, 0.58)):
            p.circle(rx, ry, 0.06, PALETTE["steel_dark"])
        p.poly(
            _round_corners(
                [
                    (-0.98, -0.14),
                    (-0.5, -0.14),
                    (-0.28, -0.22),
                    (-0.28, 0.22),
                    (-0.5, 0.14),
                    (-0.98, 0.14),
                ],
                0.05,
            ),
            PALETTE["gold"],
            INK,
            lw,
        )
        for a in (-50, 0, 50):
            rx, ry = math.cos(math.radians(a)), math.sin(math.radians(a))
            p.line([(0.22 + rx * 0.2, ry * 0.2), (0.22 + rx * 0.42, ry * 0.42)], INK, lw)
    elif trait == "fireproof":
        _draw_flame(p, 0.0, 0.86, 1.2, 1.76)
        for side in (1, -1):
            p.line([(-0.86 * side, -0.86), (0.86 * side, 0.86)], INK, 0.34)
            p.line([(-0.86 * side, -0.86), (0.86 * side, 0.86)], PALETTE["steel_light"], 0.2)
    elif trait == "timid":
        p.circle(-0.06, 0.08, 0.78, PALETTE["zombie"])
        for side in (1, -1):
            x = -0.06 + side * 0.3
            p.circle(x, -0.02, 0.17, PALETTE["white"], INK, lw)
            p.circle(x, 0.04, 0.07, INK)
            p.line([(x - side * 0.2, -0.34), (x + side * 0.14, -0.26)], INK, lw * 1.3)
        wob = [(-0.36 + 0.12 * i, 0.44 + (0.06 if i % 2 else 0.0)) for i in range(6)]
        p.line(wob, INK, lw)
        drop = _smooth([(0.0, -0.42), (0.24, 0.06), (0.0, 0.26), (-0.24, 0.06)], 2)
        p.poly(_scaled(drop, 1.0, 0.72, -0.54), PALETTE["rain"], INK, lw)
        for side in (1, -1):
            p.line([(-0.06 + side * 0.9, 0.3), (-0.06 + side * 0.98, 0.52)], INK, lw * 1.2)
    elif trait == "exploding":
        p.poly(_round_corners(_star_pts(10, 1.04, 0.66), 0.04), PALETTE["warning"], INK, lw)
        p.poly(_star_pts(10, 0.74, 0.5), PALETTE["flame_red"])
        _draw_bomb(p, -0.1, 0.14, 0.42, lw)
    else:
        raise ValueError(f"unknown trait: {trait!r}")


@sized_cache
def trait_icon(trait: str, size: int) -> pygame.Surface:
    """The icon of a zombie trait (one of :data:`TRAITS`), ``size`` x ``size``.

    Wings, a grappling hook, a dashed ghost, a bullet on armour, a crossed-out flame,
    a sweating face, a bomb on a blast star: each its own outline, so even the masks
    differ.
    """
    if trait != "invisible":
        return _outlined(int(size), lambda p: _trait_draw(trait, p))
    ss = _ss_for(size)
    big = int(size) * ss
    k = big / 2 * 0.86
    surf = _canvas(big, big)
    pen = _Pen(surf, big / 2, big / 2, k)
    ghost = _ghost(pen)
    pen.poly(ghost, (*PALETTE["moonlight"], 90))
    for x in (-0.24, 0.24):
        pen.ellipse(x, -0.22, 0.12, 0.17, INK)
    pen.ellipse(0, 0.2, 0.1, 0.12, INK)
    dense = []
    for (x0, y0), (x1, y1) in zip(ghost, ghost[1:] + ghost[:1], strict=True):
        steps = max(1, int(math.hypot(x1 - x0, y1 - y0) * k / 2))
        dense += [
            pen.p(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps)
        ]
    _dashed(surf, dense, max(3, round(k * 0.12)), max(3, round(k * 0.1)), max(2, round(k * 0.07)))
    return _down(surf, int(size), int(size))
