"""Every picture in Fowl Play, drawn in code and cached.

All functions are pure: the same arguments give the same picture, so each is
memoised with :func:`functools.lru_cache`. Callers must not draw onto a returned
surface (copy it first). Every surface has per-pixel alpha.

Pictures are drawn at a multiple of their final size and smooth-scaled down, which
gives soft anti-aliased edges with nothing but ``pygame.draw``. Each figure gets a
chunky dark "sticker" outline by stamping its silhouette, so it reads on any
background and in greyscale.

Unit coordinates: most figures are drawn by a :class:`_Pen` whose unit square
``[-1, 1] x [-1, 1]`` maps onto the figure's box, x to the right, y down.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import pygame

import assets
from ecs.palette import DIE_COLOURS, PALETTE, PLAYER_STYLES, Colour, darken, lighten

Point = tuple[float, float]

OUTLINE = PALETTE["outline"][:3]
FACES: tuple[str, ...] = ("chicken", "double", "egg", "fox", "blank")
ICONS: tuple[str, ...] = ("chicken", "double", "egg", "fox")
TILE_KINDS: tuple[str, ...] = ("start", "normal", "goal")
DIE_MARKS = {"white": 0, "yellow": 1, "orange": 2}  # corner dots that tell dice apart
SHADOW_DEPTH_RATIO = 0.055  # of a die's size: the drop shadow under a die


# --- low-level helpers ------------------------------------------------------------------


def _ss_for(size: int) -> int:
    """Supersampling factor: 4x for small figures, less for big ones."""
    if size <= 128:
        return 4
    if size <= 320:
        return 3
    return 2


def _canvas(width: int, height: int, clear: Colour = OUTLINE) -> pygame.Surface:
    """A transparent surface whose invisible pixels carry ``clear`` so scaling leaves no halo."""
    surf = pygame.Surface((max(1, int(width)), max(1, int(height))), pygame.SRCALPHA)
    surf.fill((*clear[:3], 0))
    return surf


def _down(surf: pygame.Surface, width: int, height: int) -> pygame.Surface:
    if surf.get_size() == (width, height):
        return surf
    return pygame.transform.smoothscale(surf, (max(1, int(width)), max(1, int(height))))


def _silhouette(surf: pygame.Surface, colour: Colour, threshold: int = 24) -> pygame.Surface:
    """The figure on ``surf`` as one flat colour (alpha from ``colour``, default opaque)."""
    mask = pygame.mask.from_surface(surf, threshold)
    alpha = colour[3] if len(colour) > 3 else 255
    return mask.to_surface(setcolor=(*colour[:3], alpha), unsetcolor=(*colour[:3], 0))


def _stamp_outline(surf: pygame.Surface, thickness: float, colour: Colour = OUTLINE) -> None:
    """Give everything drawn on ``surf`` a solid outline ``thickness`` pixels wide, in place."""
    if thickness <= 0:
        return
    sil = _silhouette(surf, (*colour[:3], 255))
    under = _canvas(*surf.get_size(), clear=colour)
    rings = [thickness, thickness * 0.55] if thickness > 2 else [thickness]
    for radius in rings:
        steps = max(12, int(radius * 2.2))
        for i in range(steps):
            a = 2 * math.pi * i / steps
            under.blit(sil, (round(math.cos(a) * radius), round(math.sin(a) * radius)))
    under.blit(surf, (0, 0))
    surf.fill((*colour[:3], 0))
    surf.blit(under, (0, 0))


def _drop_shadow(surf: pygame.Surface, dx: float, dy: float, alpha: int = 70) -> pygame.Surface:
    """A copy of ``surf`` with a soft shadow of its silhouette offset by (dx, dy)."""
    sil = _silhouette(surf, (*PALETTE["shadow"][:3], alpha))
    out = _canvas(*surf.get_size())
    out.blit(sil, (round(dx), round(dy)))
    out.blit(surf, (0, 0))
    return out


def _round_corners(pts: Sequence[Point], radius: float, steps: int = 5) -> list[Point]:
    """Replace each corner of a closed polygon by a small quadratic curve."""
    out: list[Point] = []
    n = len(pts)
    for i in range(n):
        px, py = pts[i - 1]
        vx, vy = pts[i]
        qx, qy = pts[(i + 1) % n]
        d1 = math.hypot(px - vx, py - vy) or 1.0
        d2 = math.hypot(qx - vx, qy - vy) or 1.0
        r = min(radius, d1 / 2, d2 / 2)
        ax, ay = vx + (px - vx) / d1 * r, vy + (py - vy) / d1 * r
        bx, by = vx + (qx - vx) / d2 * r, vy + (qy - vy) / d2 * r
        for s in range(steps + 1):
            t = s / steps
            u = 1 - t
            out.append(
                (
                    u * u * ax + 2 * u * t * vx + t * t * bx,
                    u * u * ay + 2 * u * t * vy + t * t * by,
                )
            )
    return out


def _smooth(pts: Sequence[Point], iterations: int = 2) -> list[Point]:
    """Chaikin corner cutting for a closed polygon: organic, rounded outlines."""
    cur = list(pts)
    for _ in range(iterations):
        nxt: list[Point] = []
        for i, (x0, y0) in enumerate(cur):
            x1, y1 = cur[(i + 1) % len(cur)]
            nxt.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            nxt.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        cur = nxt
    return cur


def _ellipse_pts(
    cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, n: int = 48
) -> list[Point]:
    ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def _mirror(pts: Iterable[Point]) -> list[Point]:
    return [(-x, y) for x, y in pts]


def _rounded_rect_pts(x: float, y: float, w: float, h: float, r: float) -> list[Point]:
    return _round_corners([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], r, 6)


class _Pen:
    """Draws in unit coordinates: (0, 0) is (cx, cy) in pixels and 1 unit is ``k`` pixels."""

    def __init__(self, surf: pygame.Surface, cx: float, cy: float, k: float) -> None:
        self.surf, self.cx, self.cy, self.k = surf, cx, cy, k

    def sub(self, x: float, y: float, scale: float, surf: pygame.Surface | None = None) -> _Pen:
        return _Pen(surf or self.surf, self.cx + x * self.k, self.cy + y * self.k, self.k * scale)

    def on(self, surf: pygame.Surface) -> _Pen:
        return _Pen(surf, self.cx, self.cy, self.k)

    def p(self, x: float, y: float) -> Point:
        return (self.cx + x * self.k, self.cy + y * self.k)

    def px(self, units: float) -> int:
        return max(1, round(units * self.k))

    def poly(
        self,
        pts: Sequence[Point],
        fill: Colour | None,
        outline: Colour | None = None,
        lw: float = 0.0,
    ) -> None:
        mapped = [self.p(x, y) for x, y in pts]
        if fill is not None:
            pygame.draw.polygon(self.surf, fill, mapped)
        if outline is not None and lw > 0:
            self._ring(mapped, outline, lw)

    def _ring(self, mapped: list[Point], colour: Colour, lw: float) -> None:
        w = self.px(lw)
        pygame.draw.lines(self.surf, colour, True, mapped, w)
        if w > 2:
            for x, y in mapped:
                pygame.draw.circle(self.surf, colour, (x, y), w / 2)

    def circle(
        self,
        x: float,
        y: float,
        r: float,
        fill: Colour | None,
        outline: Colour | None = None,
        lw: float = 0.0,
    ) -> None:
        c = self.p(x, y)
        if outline is not None and lw > 0:
            pygame.draw.circle(self.surf, outline, c, r * self.k + lw * self.k / 2)
        if fill is not None:
            pygame.draw.circle(self.surf, fill, c, max(0.5, r * self.k - lw * self.k / 2))

    def ellipse(
        self,
        x: float,
        y: float,
        rx: float,
        ry: float,
        fill: Colour | None,
        angle: float = 0.0,
        outline: Colour | None = None,
        lw: float = 0.0,
    ) -> None:
        self.poly(_ellipse_pts(x, y, rx, ry, angle), fill, outline, lw)

    def line(self, pts: Sequence[Point], colour: Colour, lw: float, closed: bool = False) -> None:
        mapped = [self.p(x, y) for x, y in pts]
        w = self.px(lw)
        pygame.draw.lines(self.surf, colour, closed, mapped, w)
        for x, y in mapped:
            pygame.draw.circle(self.surf, colour, (x, y), w / 2)


def _layer(
    size: tuple[int, int],
    draw: Callable[[pygame.Surface], None],
    outline_px: float,
) -> pygame.Surface:
    """Draw onto a fresh transparent surface, then give the whole figure an outline."""
    surf = _canvas(*size)
    draw(surf)
    _stamp_outline(surf, outline_px)
    return surf


# --- fonts and text ---------------------------------------------------------------------


@lru_cache(maxsize=64)
def _font(px: int) -> pygame.font.Font:
    """The rounded display face if its package is installed, else pygame's own font."""
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        import font_fredoka_one  # type: ignore[import-not-found]

        return pygame.font.Font(str(font_fredoka_one.font), max(4, int(px)))
    except Exception:  # noqa: BLE001 - any failure falls back to the bundled font
        return pygame.font.Font(None, max(4, int(px * 1.35)))


def _text(
    text: str,
    px: int,
    colour: Colour,
    outline: Colour | None = None,
    outline_px: float = 0.0,
) -> pygame.Surface:
    img = _font(px).render(text, True, colour[:3])
    if outline is None or outline_px <= 0:
        return img
    pad = math.ceil(outline_px) + 1
    surf = _canvas(img.get_width() + 2 * pad, img.get_height() + 2 * pad, clear=outline)
    surf.blit(img, (pad, pad))
    _stamp_outline(surf, outline_px, outline)
    return surf


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


# --- shapes -----------------------------------------------------------------------------


def _star_pts(points: int = 5, outer: float = 1.0, inner: float = 0.46) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / points
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


def _heart_pts(n: int = 72) -> list[Point]:
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        out.append((x / 17.0, -y / 17.0 - 0.05))
    return out


def _shape_pts(shape: str) -> list[Point]:
    """The outline of a player's shape, fitting the unit circle."""
    if shape == "circle":
        return _ellipse_pts(0, 0, 0.92, 0.92, n=72)
    if shape == "square":
        return _rounded_rect_pts(-0.8, -0.8, 1.6, 1.6, 0.22)
    if shape == "triangle":
        return _round_corners([(0.0, -0.98), (0.98, 0.76), (-0.98, 0.76)], 0.16)
    if shape == "diamond":
        return _round_corners([(0.0, -1.0), (0.82, 0.0), (0.0, 1.0), (-0.82, 0.0)], 0.12)
    if shape == "star":
        return _round_corners(_star_pts(5, 1.02, 0.48), 0.08, 3)
    if shape == "hexagon":
        pts = [
            (0.95 * math.cos(math.pi / 3 * i), 0.95 * math.sin(math.pi / 3 * i)) for i in range(6)
        ]
        return _round_corners(pts, 0.12)
    if shape == "heart":
        return _heart_pts()
    if shape == "cross":
        a, b = 0.32, 0.92
        pts = [
            (-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a),
            (a, b), (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a),
        ]  # fmt: skip
        return _round_corners(pts, 0.1)
    raise ValueError(f"unknown shape: {shape!r}")


def _scaled(pts: Iterable[Point], k: float, dx: float = 0.0, dy: float = 0.0) -> list[Point]:
    return [(x * k + dx, y * k + dy) for x, y in pts]


def _draw_shape(pen: _Pen, shape: str, colour: Colour) -> None:
    """A glossy filled shape: darker rim below, lighter rim above, a soft gleam."""
    pts = _shape_pts(shape)
    pen.poly(pts, darken(colour, 0.22))
    pen.poly(_scaled(pts, 0.9, 0, -0.05), lighten(colour, 0.35))
    pen.poly(_scaled(pts, 0.84, 0, -0.01), colour)
    pen.ellipse(-0.3, -0.42, 0.2, 0.1, (*lighten(colour, 0.65), 255), angle=-30)


def shape_badge(shape: str, colour: Colour, size: int) -> pygame.Surface:
    """A player's shape filled with ``colour``, with a dark outline. ``size`` x ``size``.

    ``shape`` is one of :data:`ecs.palette.SHAPES`; ``colour`` any RGB sequence.
    """
    return _shape_badge(shape, tuple(int(c) for c in colour[:3]), int(size))


@lru_cache(maxsize=256)
def _shape_badge(shape: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    ss = _ss_for(size)
    big = size * ss
    pen = _Pen(None, big / 2, big / 2, big / 2 * 0.84)  # type: ignore[arg-type]
    surf = _layer((big, big), lambda s: _draw_shape(pen.on(s), shape, tuple(colour)), big * 0.055)
    return _down(surf, size, size)


# --- player tokens ----------------------------------------------------------------------


@lru_cache(maxsize=128)
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


# --- icons and dice ---------------------------------------------------------------------


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


@lru_cache(maxsize=128)
def icon(name: str, size: int) -> pygame.Surface:
    """The die-face picture alone: "chicken", "double", "egg" or "fox". ``size`` x ``size``."""
    ss = _ss_for(size)
    return _down(_icon_layer(name, size * ss), size, size)


def _die_body(surf: pygame.Surface, big: int, colours: dict[str, Colour]) -> pygame.Rect:
    """Draw a rounded die with shadow, edge and gleam; return the top face's rect."""
    m = big * 0.06
    side = big - 2 * m
    depth = big * SHADOW_DEPTH_RATIO
    rad = int(side * 0.22)
    body = pygame.Rect(round(m), round(m - depth * 0.5), round(side), round(side))
    shadow = body.move(0, round(depth * 1.2))
    pygame.draw.rect(surf, (*PALETTE["shadow"][:3], 80), shadow, border_radius=rad)
    ol = max(2, round(big * 0.028))
    pygame.draw.rect(surf, OUTLINE, body.inflate(2 * ol, 2 * ol), border_radius=rad + ol)
    pygame.draw.rect(surf, colours["edge"], body, border_radius=rad)
    top = pygame.Rect(body.x, body.y, body.w, round(body.h - depth))
    pygame.draw.rect(surf, colours["light"], top, border_radius=rad)
    inner = top.inflate(-round(big * 0.04), -round(big * 0.04)).move(
        round(big * 0.012), round(big * 0.014)
    )
    pygame.draw.rect(surf, colours["body"], inner, border_radius=max(1, rad - round(big * 0.02)))
    # soft gleam in the top-left corner
    gleam = _canvas(big, big, clear=colours["light"])
    pygame.draw.ellipse(
        gleam,
        (*colours["light"][:3], 150),
        pygame.Rect(inner.x + big * 0.05, inner.y + big * 0.03, inner.w * 0.42, big * 0.08),
    )
    surf.blit(gleam, (0, 0))
    return top


@lru_cache(maxsize=256)
def die_face(colour: str, face: str | None, size: int) -> pygame.Surface:
    """A rounded die of ``colour`` ("white", "yellow", "orange") showing ``face``.

    ``face`` is "chicken", "double", "egg", "fox", "blank", or None (a blank, just-hatched
    die). The die has a soft shadow below it and a gleam at the top left; the top face
    is centred slightly above the middle of the ``size`` x ``size`` surface.
    """
    if colour not in DIE_COLOURS:
        raise ValueError(f"unknown die colour: {colour!r}")
    if face is None:
        face = "blank"
    if face not in FACES:
        raise ValueError(f"unknown die face: {face!r}")
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    top = _die_body(surf, big, DIE_COLOURS[colour])
    # colour is never the only cue: yellow dice carry one corner dot, orange two
    marks = DIE_MARKS.get(colour, 0)
    mark_col = darken(DIE_COLOURS[colour]["edge"], 0.3)
    for i in range(marks):
        centre = (top.right - big * (0.125 + 0.095 * i), top.y + big * 0.12)
        pygame.draw.circle(surf, mark_col, centre, big * 0.036)
    if face != "blank":
        px = int(top.h * (0.86 if face == "double" else 0.82))
        img = _icon_layer(face, px)
        surf.blit(img, img.get_rect(center=top.center))
    return _down(surf, size, size)


# --- coop -------------------------------------------------------------------------------


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


@lru_cache(maxsize=16)
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


# --- track ------------------------------------------------------------------------------


def _draw_start_arrows(pen: _Pen) -> None:
    for i in range(3):
        x = -0.42 + i * 0.36
        pen.line([(x - 0.14, -0.32), (x + 0.14, 0.0), (x - 0.14, 0.32)], PALETTE["white"], 0.17)


def _draw_trophy(pen: _Pen, lw: float) -> None:
    ink = OUTLINE
    gold, dark = PALETTE["gold"], PALETTE["gold_dark"]
    # handles
    for side in (1, -1):
        pen.circle(0.42 * side, -0.3, 0.2, None)
        pts = [(0.3 * side, -0.5), (0.62 * side, -0.5), (0.6 * side, -0.22), (0.3 * side, -0.06)]
        pen.line(pts, ink, 0.2)
        pen.line(pts, gold, 0.09)
    cup = _smooth(
        [(-0.46, -0.6), (0.46, -0.6), (0.38, -0.12), (0.1, 0.12), (-0.1, 0.12), (-0.38, -0.12)], 2
    )
    pen.poly(cup, gold, ink, lw)
    pen.poly([(-0.1, 0.08), (0.1, 0.08), (0.16, 0.34), (-0.16, 0.34)], dark, ink, lw)
    pen.poly(_rounded_rect_pts(-0.36, 0.32, 0.72, 0.2, 0.05), dark, ink, lw)
    pen.ellipse(-0.18, -0.42, 0.08, 0.14, lighten(gold, 0.6), angle=-15)
    pen.poly(_round_corners(_star_pts(5, 0.16, 0.07), 0.01, 2), lighten(gold, 0.8))


@lru_cache(maxsize=256)
def track_tile(index: int, size: int, kind: str = "normal") -> pygame.Surface:
    """One round space of the race track, ``size`` x ``size``.

    ``kind`` "start" shows a triple arrow, "goal" a trophy (the winning space) and
    "normal" the space's number. Every fifth space is tinted gold to help counting.
    """
    if kind not in TILE_KINDS:
        raise ValueError(f"unknown tile kind: {kind!r}")
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    c = big / 2
    r = big * 0.44
    depth = big * 0.07
    ol = max(2, big * 0.035)
    if kind == "start":
        top, side = PALETTE["good"], darken(PALETTE["good"], 0.3)
    elif kind == "goal":
        top, side = PALETTE["barn_red"], PALETTE["barn_red_dark"]
    elif index % 5 == 0:
        top, side = PALETTE["straw"], darken(PALETTE["straw"], 0.3)
    else:
        top, side = PALETTE["cream"], PALETTE["egg_shade"]
    cy = c - depth / 2
    pygame.draw.ellipse(
        surf, (*PALETTE["shadow"][:3], 70), pygame.Rect(c - r, cy - r + depth * 1.6, 2 * r, 2 * r)
    )
    pygame.draw.circle(surf, OUTLINE, (c, cy + depth), r + ol)
    pygame.draw.circle(surf, OUTLINE, (c, cy), r + ol)
    pygame.draw.circle(surf, side, (c, cy + depth), r)
    pygame.draw.rect(surf, side, pygame.Rect(c - r, cy, 2 * r, depth))
    pygame.draw.circle(surf, top, (c, cy), r)
    pygame.draw.circle(surf, lighten(top, 0.45), (c, cy), r * 0.86, max(1, round(big * 0.025)))
    pen = _Pen(surf, c, cy, r)
    if kind == "start":
        _draw_start_arrows(pen)
    elif kind == "goal":
        layer = _layer(
            (big, big), lambda s: _draw_trophy(pen.sub(0, -0.06, 0.82, s), 0.06), r * 0.06
        )
        surf.blit(layer, (0, 0))
    else:
        txt = _text(str(index), int(r * 1.05), PALETTE["ink"])
        surf.blit(txt, txt.get_rect(center=(c, cy + r * 0.04)))
    return _down(surf, size, size)


def _track_points(
    x: float, y: float, w: float, h: float, n: int, rows: int, t: float
) -> list[Point]:
    """``n`` points evenly spaced along a serpentine of ``rows`` runs joined by half circles."""
    x0, x1 = x + t / 2, x + w - t / 2
    y0, y1 = y + t / 2, y + h - t / 2
    if rows == 1:
        yc = (y0 + y1) / 2
        if n == 1:
            return [((x0 + x1) / 2, yc)]
        return [(x0 + (x1 - x0) * i / (n - 1), yc) for i in range(n)]
    gap = (y1 - y0) / (rows - 1)
    rad = gap / 2
    straight = (x1 - x0) - 2 * rad
    if straight < 0:
        return []
    turn = math.pi * rad
    total = rows * straight + (rows - 1) * turn
    out = []
    for i in range(n):
        s = total * i / (n - 1) if n > 1 else 0.0
        row = 0
        while True:
            if s <= straight or row == rows - 1:
                s = min(s, straight)
                right = row % 2 == 0
                px = x0 + rad + (s if right else straight - s)
                out.append((px, y0 + gap * row))
                break
            s -= straight
            if s <= turn:
                a = s / rad  # 0..pi
                right = row % 2 == 0
                ccx = x1 - rad if right else x0 + rad
                ccy = y0 + gap * row + rad
                dx = math.sin(a) * rad
                out.append((ccx + dx if right else ccx - dx, ccy - math.cos(a) * rad))
                break
            s -= turn
            row += 1
    return out


def _min_distance(pts: Sequence[Point]) -> float:
    best = math.inf
    for i in range(len(pts)):
        for j in range(i + 1, len(pts)):
            best = min(best, math.dist(pts[i], pts[j]))
    return best


@lru_cache(maxsize=32)
def _track_solution(
    rect: tuple[int, int, int, int], spaces: int
) -> tuple[float, tuple[Point, ...]]:
    x, y, w, h = rect
    best: tuple[float, list[Point]] = (0.0, [])
    for rows in range(1, 11):
        t = min(w, h) / 2
        pts: list[Point] = []
        for _ in range(30):
            pts = _track_points(x, y, w, h, spaces, rows, t)
            if len(pts) != spaces:
                break
            nt = min(0.84 * _min_distance(pts) if spaces > 1 else min(w, h), min(w, h))
            if abs(nt - t) < 0.05:
                t = nt
                break
            t = nt
        if len(pts) == spaces:
            # clamp so the final points respect the final tile size
            pts = _track_points(x, y, w, h, spaces, rows, t)
            md = _min_distance(pts) if spaces > 1 else math.inf
            tile = min(t, md)
            if tile > best[0] and len(pts) == spaces:
                best = (tile, pts)
    return best[0], tuple(best[1])


def track_layout(rect: pygame.Rect, spaces: int = 31) -> list[tuple[int, int]]:
    """Centres of the track's spaces 0 (start) .. ``spaces - 1`` inside ``rect``.

    The path snakes from the top left: left to right, a half-circle turn, right to left,
    and so on, with as many runs as give the biggest tiles. Pure geometry.
    """
    r = pygame.Rect(rect)
    _tile, pts = _track_solution((r.x, r.y, r.w, r.h), spaces)
    return [(round(px), round(py)) for px, py in pts]


def track_tile_size(rect: pygame.Rect, spaces: int = 31) -> int:
    """The biggest tile size for :func:`track_layout` in ``rect``: neighbours never overlap."""
    r = pygame.Rect(rect)
    tile, _pts = _track_solution((r.x, r.y, r.w, r.h), spaces)
    return max(1, int(tile) - 1)


# --- backdrop and panels ----------------------------------------------------------------


def _lerp_colour(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _vgradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    for i in range(rect.h):
        t = i / max(1, rect.h - 1)
        pygame.draw.line(
            surf, _lerp_colour(top, bottom, t), (rect.x, rect.y + i), (rect.right - 1, rect.y + i)
        )


def _hill(w: int, h: int, base: float, amps: Sequence[tuple[float, float, float]]) -> list[Point]:
    pts = [(0.0, float(h))]
    for i in range(0, 161):
        x = w * i / 160
        y = base + sum(a * math.sin(x / w * f * math.tau + ph) for a, f, ph in amps)
        pts.append((x, y))
    pts.append((float(w), float(h)))
    return pts


def _cloud(surf: pygame.Surface, cx: float, cy: float, s: float, alpha: int) -> None:
    layer = _canvas(int(s * 3.2), int(s * 1.6), clear=(255, 255, 255))
    col = (255, 255, 255, 255)
    ox, oy = s * 1.6, s * 1.0
    for dx, dy, r in ((-0.8, 0.15, 0.45), (-0.3, -0.15, 0.6), (0.35, -0.05, 0.55), (0.9, 0.2, 0.4)):
        pygame.draw.circle(layer, col, (ox + dx * s, oy + dy * s), r * s)
    pygame.draw.rect(
        layer,
        col,
        pygame.Rect(ox - 1.2 * s, oy + 0.05 * s, 2.4 * s, 0.55 * s),
        border_radius=int(s * 0.27),
    )
    layer.set_alpha(alpha)
    surf.blit(layer, (cx - ox, cy - oy))


def baked(func: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """Load a drawing from assets/art when tools/bake_art.py has saved it, else draw it.

    The title screen's art takes longer to draw than the whole rest of start-up, so
    the sizes the game opens with are baked; a test keeps the files equal to the code.
    """

    @lru_cache(maxsize=8)
    def load_or_draw(*args: int) -> pygame.Surface:
        path = baked_path(func.__name__, args)
        if path.exists():
            try:
                return pygame.image.load(str(path))
            except (pygame.error, OSError):
                pass  # a damaged file: drawing is always possible
        return func(*args)

    load_or_draw.draw = func  # type: ignore[attr-defined]
    return load_or_draw


def baked_path(name: str, args: tuple[int, ...]):
    return assets.path("art", f"{name}-{'x'.join(map(str, args))}.png")


@baked
def background(width: int, height: int) -> pygame.Surface:
    """A calm farmyard: sky, sun, clouds, rolling hills, a little barn, a fence and grass."""
    ss = 2
    w, h = width * ss, height * ss
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(2024)
    _vgradient(surf, pygame.Rect(0, 0, w, int(h * 0.7)), PALETTE["sky_top"], PALETTE["sky_bottom"])
    # sun with a soft glow
    sun_c = (w * 0.85, h * 0.16)
    glow_col = lighten(PALETTE["sun"], 0.7)
    glow = _canvas(w, h, clear=glow_col)
    for radius, alpha in ((0.135, 30), (0.105, 45), (0.085, 60)):
        pygame.draw.circle(glow, (*glow_col, alpha), sun_c, h * radius)
    surf.blit(glow, (0, 0))
    pygame.draw.circle(surf, PALETTE["sun"], sun_c, h * 0.065)
    pygame.draw.circle(surf, lighten(PALETTE["sun"], 0.5), sun_c, h * 0.05)
    for cx, cy, s in (
        (0.14, 0.14, 0.07),
        (0.42, 0.08, 0.05),
        (0.63, 0.22, 0.06),
        (0.97, 0.32, 0.045),
    ):
        _cloud(surf, w * cx, h * cy, h * s, 225)
    # far hills with a little barn
    pygame.draw.polygon(
        surf,
        PALETTE["hill_far"],
        _hill(w, h, h * 0.56, [(h * 0.03, 1.2, 0.4), (h * 0.015, 3.1, 1.3)]),
    )
    bx, by, bs = w * 0.2, h * 0.525, h * 0.045
    barn = [(bx - bs, by + bs), (bx - bs, by), (bx - bs * 0.6, by - bs * 0.55), (bx, by - bs * 0.8),
            (bx + bs * 0.6, by - bs * 0.55), (bx + bs, by), (bx + bs, by + bs)]  # fmt: skip
    muted_red = _lerp_colour(PALETTE["barn_red"], PALETTE["hill_far"], 0.35)
    muted_roof = _lerp_colour(PALETTE["roof"], PALETTE["hill_far"], 0.35)
    trim = _lerp_colour(PALETTE["cream"], PALETTE["hill_far"], 0.25)
    pygame.draw.polygon(surf, muted_red, barn)
    roof = [barn[1], barn[2], barn[3], barn[4], barn[5]]
    pygame.draw.lines(surf, muted_roof, False, roof, max(3, int(bs * 0.22)))
    door = pygame.Rect(bx - bs * 0.32, by + bs * 0.15, bs * 0.64, bs * 0.85)
    pygame.draw.rect(surf, trim, door, max(2, ss * 2))
    pygame.draw.line(surf, trim, door.topleft, door.bottomright, max(2, ss * 2))
    pygame.draw.line(surf, trim, door.topright, door.bottomleft, max(2, ss * 2))
    for tx, ty in ((0.33, 0.55), (0.36, 0.56), (0.7, 0.52), (0.55, 0.57)):
        trunk = (w * tx, h * ty)
        pygame.draw.line(
            surf,
            _lerp_colour(PALETTE["wood_dark"], PALETTE["hill_far"], 0.3),
            trunk,
            (trunk[0], trunk[1] + h * 0.03),
            ss * 3,
        )
        pygame.draw.circle(
            surf,
            _lerp_colour(PALETTE["grass_dark"], PALETTE["hill_far"], 0.3),
            (trunk[0], trunk[1] - h * 0.005),
            h * 0.025,
        )
    # nearer hills
    pygame.draw.polygon(
        surf,
        PALETTE["hill_mid"],
        _hill(w, h, h * 0.66, [(h * 0.035, 0.8, 2.0), (h * 0.012, 2.6, 0.2)]),
    )
    ground = _hill(w, h, h * 0.78, [(h * 0.02, 0.6, 0.9), (h * 0.008, 2.2, 2.5)])
    pygame.draw.polygon(surf, PALETTE["grass"], ground)
    # soft lighter stripes of mown grass
    for i in range(5):
        y = h * (0.84 + i * 0.035)
        pygame.draw.line(
            surf, lighten(PALETTE["grass"], 0.06 if i % 2 else 0.0), (0, y), (w, y), int(h * 0.017)
        )
    # fence along the ridge of the nearer hill
    fence_y = h * 0.7
    post_gap = w / 14
    rail_col, post_col = PALETTE["wood_light"], PALETTE["wood"]
    edge = _lerp_colour(PALETTE["wood_dark"], PALETTE["hill_mid"], 0.2)
    for ry in (0.0, 0.04):
        rail = pygame.Rect(0, fence_y + h * ry, w, h * 0.018)
        pygame.draw.rect(surf, edge, rail.inflate(0, ss * 4))
        pygame.draw.rect(surf, rail_col, rail)
    for i in range(15):
        x = post_gap * i + post_gap * 0.3
        post = pygame.Rect(x, fence_y - h * 0.035, w * 0.016, h * 0.11)
        pygame.draw.rect(surf, edge, post.inflate(ss * 4, ss * 4), border_radius=ss * 3)
        pygame.draw.rect(surf, post_col, post, border_radius=ss * 2)
        pygame.draw.polygon(
            surf,
            edge,
            [
                (post.x - ss * 2, post.y + ss),
                (post.centerx, post.y - h * 0.012),
                (post.right + ss * 2, post.y + ss),
            ],
        )
        pygame.draw.polygon(
            surf,
            post_col,
            [
                (post.x, post.y + ss * 2),
                (post.centerx, post.y - h * 0.006),
                (post.right, post.y + ss * 2),
            ],
        )
    # grass tufts and a few flowers
    for _ in range(46):
        gx = rng.random() * w
        gy = h * (0.8 + rng.random() * 0.19)
        gs = h * (0.012 + rng.random() * 0.012)
        col = PALETTE["grass_dark"] if rng.random() < 0.6 else PALETTE["grass_light"]
        for a in (-0.5, 0.0, 0.5):
            pygame.draw.line(
                surf, col, (gx, gy), (gx + math.sin(a) * gs, gy - math.cos(a) * gs * 1.4), ss * 2
            )
    for _ in range(18):
        fx = rng.random() * w
        fy = h * (0.82 + rng.random() * 0.16)
        fr = h * 0.005
        petal = PALETTE["white"] if rng.random() < 0.6 else PALETTE["chick"]
        for a in range(5):
            ang = a * math.tau / 5
            pygame.draw.circle(surf, petal, (fx + math.cos(ang) * fr, fy + math.sin(ang) * fr), fr)
        pygame.draw.circle(surf, PALETTE["gold_dark"], (fx, fy), fr * 0.8)
    return _down(surf, width, height)


PANEL_SHADOW = 6  # pixels at the bottom of a panel surface that hold its drop shadow


def panel(
    width: int, height: int, colour: Colour | None = None, radius: int = 16
) -> pygame.Surface:
    """A rounded UI panel: border, fill, a top gleam and a drop shadow.

    The panel face takes the surface's whole width and all but the bottom
    :data:`PANEL_SHADOW` pixels, where its shadow shows. ``colour`` is the fill
    (default cream, with a wood border; otherwise the border is a darker ``colour``).
    """
    key = tuple(int(c) for c in colour[:3]) if colour is not None else None
    return _panel(int(width), int(height), key, int(radius))


@lru_cache(maxsize=128)
def _panel(
    width: int, height: int, colour: tuple[int, int, int] | None, radius: int
) -> pygame.Surface:
    fill = colour if colour is not None else PALETTE["panel"]
    border = PALETTE["panel_border"] if colour is None else darken(fill, 0.5)
    ss = 2
    w, h = width * ss, height * ss
    sd = min(PANEL_SHADOW, max(1, height // 6)) * ss
    surf = _canvas(w, h, clear=border)
    rad = max(0, min(radius, width // 2, height // 2)) * ss
    face = pygame.Rect(0, 0, w, h - sd)
    pygame.draw.rect(
        surf,
        (*PALETTE["shadow"][:3], 90),
        pygame.Rect(ss * 2, sd, w - ss * 4, h - sd),
        border_radius=rad,
    )
    bw = max(ss * 2, min(ss * 4, rad // 3 if rad else ss * 3))
    pygame.draw.rect(surf, border, face, border_radius=rad)
    inner = face.inflate(-2 * bw, -2 * bw)
    if inner.w > 0 and inner.h > 0:
        irad = max(0, rad - bw)
        pygame.draw.rect(surf, lighten(fill, 0.35), inner, border_radius=irad)
        body = pygame.Rect(inner.x, inner.y + ss * 2, inner.w, inner.h - ss * 2)
        pygame.draw.rect(surf, fill, body, border_radius=irad)
        shade_h = min(inner.h // 3, ss * 6)
        if shade_h > 0:
            band = _canvas(w, h, clear=darken(fill, 0.1))
            pygame.draw.rect(
                band, (*darken(fill, 0.1), 255),
                pygame.Rect(inner.x, inner.bottom - shade_h, inner.w, shade_h),
                border_bottom_left_radius=irad, border_bottom_right_radius=irad,
            )  # fmt: skip
            surf.blit(band, (0, 0))
    return _down(surf, width, height)


# --- hatching and busting ---------------------------------------------------------------


@lru_cache(maxsize=16)
def egg_crack_frames(size: int) -> list[pygame.Surface]:
    """Four frames of a die hatching: egg, cracked egg, egg opening, chick in its shell."""
    ss = _ss_for(size)
    big = size * ss
    k = big / 2 * 0.8
    pen = _Pen(None, big / 2, big / 2 + big * 0.02, k)  # type: ignore[arg-type]
    lw = 0.05
    ol = k * 0.08
    ink = OUTLINE
    egg, shade = PALETTE["egg"], PALETTE["egg_shade"]
    frames = []

    # 1: a whole egg
    frames.append(_layer((big, big), lambda s: _draw_egg(pen.on(s), lw), ol))

    # 2: the egg with a jagged crack
    def cracked(s: pygame.Surface) -> None:
        p = pen.on(s)
        _draw_egg(p, lw)
        crack = [
            (-0.56, 0.02),
            (-0.34, -0.1),
            (-0.2, 0.08),
            (0.0, -0.12),
            (0.14, 0.06),
            (0.32, -0.08),
            (0.5, 0.04),
        ]
        p.line(crack, ink, 0.06)
        p.line([(0.0, -0.12), (0.06, -0.3)], ink, 0.045)
        p.line([(-0.2, 0.08), (-0.24, 0.24)], ink, 0.045)

    frames.append(_layer((big, big), cracked, ol))

    top, bottom = _egg_split(0.06)

    def _shell(p: _Pen, pts: list[Point]) -> None:
        p.poly(pts, shade)
        p.poly(_scaled(pts, 0.9, -0.03, -0.01), egg)

    # 3: the top shell flies up, a chick peeks out
    def opening(s: pygame.Surface) -> None:
        surf = _canvas(big, big)
        ch = _layer(
            (big, big), lambda t: _draw_chick(pen.sub(0.0, -0.02, 0.82, t), lw, tuft=False), ol
        )
        surf.blit(ch, (0, 0))
        bot = _layer((big, big), lambda t: _shell(pen.sub(0, 0.08, 1.0, t), bottom), ol)
        surf.blit(bot, (0, 0))
        lid_pen = pen.sub(-0.16, -0.5, 0.95)
        lid = _layer((big, big), lambda t: _shell(lid_pen.on(t), top), ol)
        lid = pygame.transform.rotate(lid, 28)
        surf.blit(lid, lid.get_rect(center=(big / 2, big / 2)))
        p = pen.on(surf)
        for sx, sy, ang in ((-0.7, 0.0, 0.3), (0.66, -0.1, -0.4), (0.52, -0.4, 0.8)):
            chip = [
                (sx + 0.08 * math.cos(ang + a), sy + 0.08 * math.sin(ang + a))
                for a in (0, 2.2, 4.0)
            ]
            p.poly(chip, egg, ink, 0.035)
        s.blit(surf, (0, 0))

    frames.append(_canvas(big, big))
    opening(frames[-1])

    # 4: the chick stands in its bottom shell, wearing the top as a hat
    def hatched(s: pygame.Surface) -> None:
        surf = _canvas(big, big)
        chick_pen = pen.sub(0.0, -0.06, 1.12)
        ch = _layer((big, big), lambda t: _draw_chick(chick_pen.on(t), lw, tuft=False), ol)
        surf.blit(ch, (0, 0))
        bot = _layer((big, big), lambda t: _shell(pen.sub(0, 0.3, 0.86, t), bottom), ol)
        surf.blit(bot, (0, 0))
        hat_pen = pen.sub(-0.06, -0.62, 0.46)
        hat = _layer((big, big), lambda t: _shell(hat_pen.on(t), top), ol)
        hat = pygame.transform.rotate(hat, 14)
        surf.blit(hat, hat.get_rect(center=(big / 2, big / 2)))
        # sparkles
        p = pen.on(surf)
        for sx, sy, sr in ((-0.82, -0.5, 0.14), (0.84, -0.34, 0.12), (0.74, 0.56, 0.1)):
            p.poly(_scaled(_star_pts(4, sr, sr * 0.35), 1.0, sx, sy), PALETTE["gold"], ink, 0.03)
        s.blit(surf, (0, 0))

    frames.append(_canvas(big, big))
    hatched(frames[-1])
    return [_down(f, size, size) for f in frames]


@lru_cache(maxsize=8)
def fox_burst(size: int) -> pygame.Surface:
    """A big angry fox head on a jagged red and yellow burst, for the bust moment."""
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    k = big / 2
    pen = _Pen(surf, big / 2, big / 2, k)
    ink = OUTLINE
    outer = _star_pts(14, 0.98, 0.74)
    inner = _star_pts(14, 0.84, 0.6)
    rot = [
        (x * math.cos(0.11) - y * math.sin(0.11), x * math.sin(0.11) + y * math.cos(0.11))
        for x, y in inner
    ]
    burst = _layer((big, big), lambda s: pen.on(s).poly(outer, PALETTE["warning"]), k * 0.03)
    surf.blit(burst, (0, 0))
    pen.poly(rot, PALETTE["bad"], ink, 0.02)
    head = _layer(
        (big, big), lambda s: _draw_fox(pen.sub(0.0, 0.06, 0.66, s), 0.05, angry=True), k * 0.05
    )
    surf.blit(_drop_shadow(head, big * 0.0, big * 0.025, 90), (0, 0))
    return _down(surf, size, size)


# --- title ------------------------------------------------------------------------------


def _word_surface(word: str, px: int, top: Colour, bottom: Colour, tilt: float) -> pygame.Surface:
    """A bouncy word: each letter tilted a little, with a vertical colour gradient."""
    font = _font(px)
    letters = []
    for i, ch in enumerate(word):
        img = font.render(ch, True, (255, 255, 255))
        grad = _canvas(*img.get_size(), clear=top)
        ih = img.get_height()
        for y in range(ih):
            t = max(0.0, min(1.0, (y - ih * 0.2) / (ih * 0.6)))
            pygame.draw.line(
                grad, (*_lerp_colour(top, bottom, t), 255), (0, y), (img.get_width(), y)
            )
        img = img.copy()
        img.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        angle = tilt * (1 if i % 2 else -1)
        img = pygame.transform.rotozoom(img, angle, 1.0)
        letters.append((img, font.size(ch)[0], (-1 if i % 2 else 1) * px * 0.03))
    width = sum(adv for _, adv, _ in letters) + px
    height = int(px * 1.6)
    surf = _canvas(width, height)
    x = px * 0.5
    for img, adv, dy in letters:
        rect = img.get_rect(center=(x + adv / 2, height / 2 + dy))
        surf.blit(img, rect)
        x += adv
    return surf.subsurface(surf.get_bounding_rect()).copy()


@baked
def title_logo(width: int) -> pygame.Surface:
    """The "FOWL PLAY" wordmark with a chunky outline and a hen perched on it.

    The surface is ``width`` wide; its height follows from the lettering.
    """
    px = max(12, int(width * 0.2))
    fowl = _word_surface("FOWL", px, (255, 232, 110), (250, 150, 40), 4)
    play = _word_surface("PLAY", px, (255, 120, 96), (200, 44, 40), 4)
    gap = int(px * 0.3)
    text_w = fowl.get_width() + gap + play.get_width()
    text_h = max(fowl.get_height(), play.get_height())
    ol = px * 0.085
    depth = px * 0.09
    hen_px = int(text_h * 1.45)
    pad = int(ol * 2 + depth)
    cw = text_w + 2 * pad
    ch = text_h + hen_px // 2 + 2 * pad
    canvas = _canvas(cw, ch)
    ty = hen_px // 2 + pad
    word = _canvas(cw, ch)
    word.blit(fowl, (pad, ty + (text_h - fowl.get_height()) // 2))
    word.blit(play, (pad + fowl.get_width() + gap, ty + (text_h - play.get_height()) // 2))
    # cream rim, then dark outline, then a deep extruded shadow
    rim = word.copy()
    _stamp_outline(rim, ol * 0.45, PALETTE["cream"])
    _stamp_outline(rim, ol * 0.75, OUTLINE)
    sil = _silhouette(rim, (*OUTLINE, 255))
    for d in range(1, int(depth) + 1):
        canvas.blit(sil, (0, d))
    canvas.blit(rim, (0, 0))
    canvas = _drop_shadow(canvas, 0, depth * 0.9, 60)
    # a hen perched on the "L" of FOWL
    hen = icon("chicken", hen_px)
    hx = pad + fowl.get_width() - hen_px * 0.72
    canvas.blit(hen, (hx, ty - hen_px * 0.74))
    scale = width / cw
    return _down(canvas, width, max(1, int(ch * scale)))


# The drawings the title screen opens with, baked by tools/bake_art.py.
BAKED = ((background, (1280, 720)), (title_logo, (720,)))
