"""The farmyard cast: hen, chick, egg and fox figures, the die-face icons, player tokens.

The ``_draw_*`` functions draw one figure with a :class:`~ecs.art.pen._Pen`; the dice,
the coop and the big game moments reuse them, so they live here once.
"""

from __future__ import annotations

import math

import pygame

from ecs.art.pen import (
    OUTLINE,
    Point,
    _canvas,
    _down,
    _layer,
    _mirror,
    _Pen,
    _round_corners,
    _scaled,
    _smooth,
    _ss_for,
)
from ecs.art.shapes import _shape_pts
from ecs.palette import PALETTE, PLAYER_STYLES, Colour, darken, lighten
from ecs.sized_cache import sized_cache

ICONS: tuple[str, ...] = ("chicken", "double", "egg", "fox")


# --- figures: hen, chick, egg, fox ------------------------------------------------------


def _draw_hen(pen: _Pen, body: Colour, shade: Colour, lw: float, chubby: bool = False) -> None:
    """A hen in profile facing right. Extent about x -0.9..0.85, y -0.78..0.95."""
    leg = PALETTE["leg"]
    ink = OUTLINE
    for lx in (-0.12, 0.14):
        pen.line([(lx, 0.55), (lx, 0.86)], leg, 0.085)
        pen.line([(lx - 0.1, 0.88), (lx + 0.13, 0.88)], leg, 0.075)
    tail = _smooth(
        [
            (-0.3, 0.25),
            (-0.78, -0.28),
            (-0.9, -0.62),
            (-0.62, -0.5),
            (-0.6, -0.74),
            (-0.38, -0.52),
            (-0.05, -0.05),
        ],
        2,
    )
    pen.poly(tail, body)
    # comb, behind the head so the head hides its base
    comb = PALETTE["comb"]
    bumps = ((0.17, -0.6, 0.1), (0.31, -0.68, 0.12), (0.46, -0.6, 0.1))
    for cx, cy, r in bumps:
        pen.circle(cx, cy, r + lw / 2, ink)
    for cx, cy, r in bumps:
        pen.circle(cx, cy, r - lw / 2, comb)
    if chubby:
        pen.ellipse(-0.06, 0.14, 0.66, 0.54, body)
    else:
        pen.ellipse(-0.06, 0.2, 0.64, 0.46, body)
    # neck and head
    pen.poly(_smooth([(0.0, 0.0), (0.18, -0.46), (0.56, -0.36), (0.5, 0.14)], 2), body)
    pen.circle(0.34, -0.34, 0.3, body)
    # tail feather lines
    pen.line([(-0.58, -0.44), (-0.34, -0.06)], shade, lw * 0.9)
    # wattle
    pen.ellipse(0.56, -0.13, 0.07, 0.11, comb, outline=ink, lw=lw)
    # beak
    pen.poly(
        _round_corners([(0.58, -0.42), (0.86, -0.3), (0.58, -0.2)], 0.04),
        PALETTE["beak"],
        ink,
        lw,
    )
    # wing
    wing = _smooth([(-0.44, 0.08), (0.14, -0.02), (0.32, 0.18), (0.02, 0.44), (-0.36, 0.36)], 2)
    pen.poly(wing, shade, ink, lw)
    pen.line([(-0.22, 0.2), (0.08, 0.2)], ink, lw * 0.8)
    pen.line([(-0.18, 0.3), (0.04, 0.3)], ink, lw * 0.8)
    # eye with a glint
    pen.circle(0.4, -0.37, 0.075, ink)
    pen.circle(0.42, -0.395, 0.028, PALETTE["white"])


def _hen_layer(size: tuple[int, int], pen: _Pen, body: Colour, shade: Colour) -> pygame.Surface:
    lw = 0.05
    return _layer(size, lambda s: _draw_hen(pen.on(s), body, shade, lw), pen.k * 0.08)


def _egg_pts(cx: float, cy: float, rx: float, ry: float, n: int = 64) -> list[Point]:
    """An egg: narrower at the top. Clockwise from the top."""
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = rx * math.sin(t) * (1 - 0.13 * math.cos(t))
        y = -ry * math.cos(t)
        out.append((cx + x, cy + y))
    return out


def _draw_egg(pen: _Pen, lw: float, speckles: bool = True) -> None:
    egg, shade = PALETTE["egg"], PALETTE["egg_shade"]
    pen.poly(_egg_pts(0.0, 0.06, 0.6, 0.82), shade)
    pen.poly(_egg_pts(-0.05, 0.0, 0.53, 0.76), egg)
    pen.ellipse(-0.24, -0.34, 0.1, 0.22, lighten(egg, 0.7), angle=20)
    if speckles:
        for x, y, r in (
            (0.22, -0.1, 0.05),
            (0.05, 0.36, 0.04),
            (0.3, 0.3, 0.035),
            (-0.2, 0.2, 0.03),
        ):
            pen.circle(x, y, r, darken(shade, 0.06))


def _egg_split(y0: float, rx: float = 0.6, ry: float = 0.82) -> tuple[list[Point], list[Point]]:
    """Top and bottom halves of an egg broken along a zigzag at height ``y0``."""
    contour = _egg_pts(0.0, 0.06, rx, ry, 96)
    bottom_arc = [p for p in contour if p[1] >= y0]
    top_arc_idx = [i for i, p in enumerate(contour) if p[1] < y0]
    # the top arc wraps around index 0: start from the left side
    split = next(
        (k for k in range(1, len(top_arc_idx)) if top_arc_idx[k] - top_arc_idx[k - 1] > 1), 0
    )
    top_arc = [contour[i] for i in top_arc_idx[split:] + top_arc_idx[:split]]
    xl, xr = bottom_arc[-1][0], bottom_arc[0][0]
    zig = []
    teeth = 7
    for i in range(teeth + 1):
        x = xl + (xr - xl) * i / teeth
        zig.append((x, y0 + (0.09 if i % 2 else -0.09)))
    bottom = bottom_arc + zig
    top = top_arc + list(reversed(zig))
    return top, bottom


def _draw_chick(pen: _Pen, lw: float, tuft: bool = True) -> None:
    """A round fluffy chick facing right, centred on the origin, radius about 0.5."""
    ink = OUTLINE
    body, shade = PALETTE["chick"], PALETTE["chick_shade"]
    for lx in (-0.14, 0.12):
        pen.line([(lx, 0.4), (lx, 0.58)], PALETTE["leg"], 0.07)
        pen.line([(lx - 0.07, 0.6), (lx + 0.1, 0.6)], PALETTE["leg"], 0.06)
    if tuft:
        pen.line([(0.0, -0.46), (-0.06, -0.64)], body, 0.08)
        pen.line([(0.06, -0.46), (0.12, -0.62)], body, 0.08)
    pen.circle(0.0, 0.0, 0.5, body)
    pen.ellipse(0.05, 0.22, 0.36, 0.22, lighten(body, 0.25))
    wing = _smooth([(-0.36, 0.02), (-0.06, 0.04), (-0.1, 0.28), (-0.32, 0.26)], 2)
    pen.poly(wing, shade, ink, lw)
    pen.poly(
        _round_corners([(0.4, -0.12), (0.66, -0.02), (0.4, 0.08)], 0.03),
        PALETTE["beak"],
        ink,
        lw,
    )
    pen.circle(0.22, -0.16, 0.07, ink)
    pen.circle(0.24, -0.185, 0.026, PALETTE["white"])
    pen.circle(0.22, 0.06, 0.06, (255, 160, 130))


_FOX_HEAD = _smooth(
    [
        (-0.9, -0.12),
        (-0.72, -0.46),
        (-0.34, -0.56),
        (0.34, -0.56),
        (0.72, -0.46),
        (0.9, -0.12),
        (0.74, 0.2),
        (0.36, 0.5),
        (0.1, 0.76),
        (-0.1, 0.76),
        (-0.36, 0.5),
        (-0.74, 0.2),
    ],
    2,
)
_FOX_MUZZLE = _smooth(
    [
        (-0.9, -0.06),
        (-0.5, 0.02),
        (-0.16, 0.12),
        (0.0, 0.06),
        (0.16, 0.12),
        (0.5, 0.02),
        (0.9, -0.06),
        (0.74, 0.2),
        (0.36, 0.5),
        (0.1, 0.76),
        (-0.1, 0.76),
        (-0.36, 0.5),
        (-0.74, 0.2),
    ],
    2,
)


def _draw_fox(pen: _Pen, lw: float, angry: bool = False) -> None:
    """A fox head seen from the front, centred on the origin, about 1.8 units wide."""
    ink = OUTLINE
    fox, fox_dark, light = PALETTE["fox"], PALETTE["fox_dark"], PALETTE["fox_light"]
    for side in (1, -1):
        ear = [(0.28, -0.5), (0.8, -0.98), (0.86, -0.3)]
        inner = [(0.42, -0.48), (0.76, -0.8), (0.78, -0.38)]
        if side < 0:
            ear, inner = _mirror(ear), _mirror(inner)
        pen.poly(_round_corners(ear, 0.08), fox, ink, lw)
        pen.poly(_round_corners(inner, 0.05), (86, 46, 40))
    pen.poly(_FOX_HEAD, fox)
    # forehead stripe
    pen.poly(_smooth([(-0.16, -0.56), (0.16, -0.56), (0.06, -0.18), (-0.06, -0.18)], 1), fox_dark)
    pen.poly(_FOX_MUZZLE, light)
    # the orange cheek edge over the muzzle for a crisp split
    pen.line([(-0.9, -0.06), (-0.5, 0.02), (-0.18, 0.1)], ink, lw * 0.7)
    pen.line([(0.9, -0.06), (0.5, 0.02), (0.18, 0.1)], ink, lw * 0.7)
    # eyes
    if angry:
        for side in (1, -1):
            eye = [(0.16, -0.2), (0.56, -0.3), (0.46, -0.1), (0.22, -0.08)]
            brow = [(0.1, -0.26), (0.62, -0.46), (0.66, -0.36), (0.14, -0.16)]
            if side < 0:
                eye, brow = _mirror(eye), _mirror(brow)
            pen.poly(_round_corners(eye, 0.04), (255, 236, 120), ink, lw)
            pen.circle(0.33 * side, -0.17, 0.065, ink)
            pen.poly(_round_corners(brow, 0.04), ink)
        mouth = _smooth([(-0.3, 0.3), (0.3, 0.3), (0.18, 0.56), (-0.18, 0.56)], 2)
        pen.poly(mouth, (120, 30, 34), ink, lw)
        for side in (1, -1):
            fang = [(0.1 * side, 0.29), (0.26 * side, 0.29), (0.17 * side, 0.44)]
            pen.poly(fang, PALETTE["white"], ink, lw * 0.6)
        pen.ellipse(0.0, 0.17, 0.13, 0.09, ink)
        pen.circle(-0.04, 0.14, 0.03, (120, 110, 110))
    else:
        for side in (1, -1):
            eye = [(0.18, -0.2), (0.5, -0.26), (0.42, -0.1), (0.22, -0.1)]
            if side < 0:
                eye = _mirror(eye)
            pen.poly(_round_corners(eye, 0.06), ink)
            pen.circle(0.38 * side, -0.19, 0.03, PALETTE["white"])
        pen.ellipse(0.0, 0.66, 0.14, 0.1, ink)
        pen.circle(-0.04, 0.63, 0.035, (120, 110, 110))
        pen.line([(0.0, 0.72), (0.0, 0.76)], ink, lw * 0.6)


# --- icons -----------------------------------------------------------------------------


def _icon_layer(name: str, px: int) -> pygame.Surface:
    """An outlined icon drawn at ``px`` x ``px`` (already supersampled)."""
    k = px / 2 * 0.86
    pen = _Pen(None, px / 2, px / 2, k)  # type: ignore[arg-type]
    lw = 0.055
    outline_px = k * 0.085
    if name == "chicken":
        return _hen_layer((px, px), pen.sub(0.02, -0.06, 1.0), PALETTE["hen"], PALETTE["hen_shade"])
    if name == "double":
        surf = _canvas(px, px)
        back = pen.sub(-0.34, -0.3, 0.62)
        front = pen.sub(0.3, 0.3, 0.66)
        for sub in (back, front):
            layer = _layer(
                (px, px),
                lambda s, sub=sub: _draw_hen(sub.on(s), PALETTE["hen"], PALETTE["hen_shade"], lw),
                outline_px * 0.8,
            )
            surf.blit(layer, (0, 0))
        return surf
    if name == "egg":
        return _layer((px, px), lambda s: _draw_egg(pen.sub(0, 0.02, 0.92, s), lw), outline_px)
    if name == "fox":
        return _layer((px, px), lambda s: _draw_fox(pen.sub(0, 0.06, 0.92, s), lw), outline_px)
    raise ValueError(f"unknown icon: {name!r}")


@sized_cache
def icon(name: str, size: int) -> pygame.Surface:
    """The die-face picture alone: "chicken", "double", "egg" or "fox". ``size`` x ``size``."""
    ss = _ss_for(size)
    return _down(_icon_layer(name, size * ss), size, size)


# --- player tokens ----------------------------------------------------------------------


@sized_cache
def chicken_token(style_index: int, size: int) -> pygame.Surface:
    """A chubby chicken in the player's colour wearing the player's shape on its chest.

    The shape badge is cream with a dark outline, so the token reads in greyscale.
    ``size`` x ``size``, with the feet at the bottom and a soft ground shadow.
    """
    style = PLAYER_STYLES[style_index % len(PLAYER_STYLES)]
    ss = _ss_for(size)
    big = size * ss
    k = big / 2 * 0.9
    pen = _Pen(None, big * 0.5, big * 0.47, k)  # type: ignore[arg-type]
    body = style.colour
    shade = darken(body, 0.2)
    surf = _canvas(big, big)
    # ground shadow
    pygame.draw.ellipse(
        surf,
        (*PALETTE["shadow"][:3], 70),
        pygame.Rect(big * 0.18, big * 0.9, big * 0.64, big * 0.09),
    )
    hen = _layer(
        (big, big), lambda s: _draw_hen(pen.on(s), body, shade, 0.055, chubby=True), k * 0.085
    )
    surf.blit(hen, (0, 0))
    # the badge on the chest, drawn over the wing
    bpx = int(big * 0.46)
    badge = _badge_for_token(style.shape, bpx)
    surf.blit(badge, (int(big * 0.47 - bpx / 2), int(big * 0.55 - bpx / 2)))
    return _down(surf, size, size)


def _badge_for_token(shape: str, px: int) -> pygame.Surface:
    pen = _Pen(None, px / 2, px / 2, px / 2 * 0.82)  # type: ignore[arg-type]

    def draw(s: pygame.Surface) -> None:
        p = pen.on(s)
        pts = _shape_pts(shape)
        p.poly(pts, PALETTE["egg_shade"])
        p.poly(_scaled(pts, 0.86, 0, -0.04), PALETTE["cream"])

    return _layer((px, px), draw, px * 0.07)
