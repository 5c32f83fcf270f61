"""The drawing kit every picture in :mod:`ecs.art` is made with.

Pictures are drawn at a multiple of their final size (:func:`_ss_for`) on a
:func:`_canvas` and smooth-scaled down (:func:`_down`), which gives soft anti-aliased
edges with nothing but ``pygame.draw``. Each figure gets a chunky dark "sticker"
outline grown from its silhouette (:func:`_stamp_outline`, :func:`_layer`), so it
reads on any background and in greyscale.

Unit coordinates: most figures are drawn by a :class:`_Pen` whose unit square
``[-1, 1] x [-1, 1]`` maps onto the figure's box, x to the right, y down. The point
helpers here build outlines in those units.

The names keep their leading underscore: they are the package's own tools, shared
by its modules, and not part of the ``ecs.art`` API.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from ecs import audit, fonts
from ecs.palette import PALETTE, Colour
from ecs.sized_cache import font_bytes, sized_cache

Point = tuple[float, float]


OUTLINE = PALETTE["outline"][:3]


# --- canvas, outline and shadow --------------------------------------------------------


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


@functools.lru_cache(maxsize=128)  # one radius per figure size drawn: bounded, not kept all
def _disc(radius: float) -> pygame.mask.Mask:
    """A filled disc ``radius`` pixels round: the brush an outline is grown with."""
    reach = math.ceil(radius)
    side = 2 * reach + 1
    disc = pygame.mask.Mask((side, side))
    limit = radius * (radius + 0.5)  # as far as the old ring of stamps reached, on average
    for y in range(side):
        for x in range(side):
            if (x - reach) ** 2 + (y - reach) ** 2 <= limit:
                disc.set_at((x, y))
    return disc


def _stamp_outline(surf: pygame.Surface, thickness: float, colour: Colour = OUTLINE) -> None:
    """Give everything drawn on ``surf`` a solid outline ``thickness`` pixels wide, in place:
    its silhouette grown by a disc that wide (one mask convolution, in C), laid under it.
    Stamping the silhouette a dozen or more times round a ring did the same in 2 to 3
    times the time, and outlines were the most of a match's first drawing (Zombie
    Chickens' cards and zombies: over a second of its opening)."""
    if thickness <= 0:
        return
    disc = _disc(thickness)
    reach = disc.get_size()[0] // 2
    figure = pygame.mask.from_surface(surf, 24)
    grown = figure.convolve(disc, pygame.mask.Mask(surf.get_size()), (-reach, -reach))
    under = grown.to_surface(setcolor=(*colour[:3], 255), unsetcolor=(*colour[:3], 0))
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


# --- points in unit coordinates --------------------------------------------------------


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


def _scaled(pts: Iterable[Point], k: float, dx: float = 0.0, dy: float = 0.0) -> list[Point]:
    return [(x * k + dx, y * k + dy) for x, y in pts]


def _star_pts(points: int = 5, outer: float = 1.0, inner: float = 0.46) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / points
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


def _rot(pts: Sequence[Point], deg: float, pivot: Point = (0.0, 0.0)) -> list[Point]:
    ca, sa = math.cos(math.radians(deg)), math.sin(math.radians(deg))
    px, py = pivot
    return [
        (px + (x - px) * ca - (y - py) * sa, py + (x - px) * sa + (y - py) * ca) for x, y in pts
    ]


# --- the pen ---------------------------------------------------------------------------


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


def _outlined(size: int, draw: Callable[[_Pen], None], scale: float = 0.86) -> pygame.Surface:
    """An icon: ``draw`` works in unit coordinates, the figure gets a sticker outline."""
    ss = _ss_for(size)
    big = size * ss
    k = big / 2 * scale
    pen = _Pen(None, big / 2, big / 2, k)  # type: ignore[arg-type]
    return _down(_layer((big, big), lambda s: draw(pen.on(s)), k * 0.085), size, size)


# --- colours ---------------------------------------------------------------------------


def _lerp_colour(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _rows_gradient(
    surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour, span: float
) -> None:
    """``rect`` in rows of flat colour fading from ``top`` (row 0) towards ``bottom`` (row
    ``span``): one column of them, scaled across. A line a row, each colour worked out
    afresh, was half a second of Zombie Chickens' first drawing (its cards' faces)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    column = _gradient_column(tuple(top[:3]), tuple(bottom[:3]), rect.h, span)
    surf.blit(pygame.transform.scale(column, (rect.w, rect.h)), rect.topleft)


@functools.lru_cache(maxsize=64)  # a few dozen faces and skies, a column of pixels each
def _gradient_column(top: Colour, bottom: Colour, rows: int, span: float) -> pygame.Surface:
    column = pygame.Surface((1, rows), pygame.SRCALPHA)
    for i in range(rows):
        column.set_at((0, i), (*_lerp_colour(top, bottom, i / span), 255))
    return column


# --- fonts and text ---------------------------------------------------------------------


@sized_cache(weigh=font_bytes)
def _font(px: int) -> pygame.font.Font:
    """The game's face for lettering drawn into art, at its exact size (large text leaves
    drawn art alone)."""
    return fonts.face(max(4, int(px)))


def _text(
    text: str,
    px: int,
    colour: Colour,
    outline: Colour | None = None,
    outline_px: float = 0.0,
) -> pygame.Surface:
    img = _font(px).render(text, True, colour[:3])
    if outline is None or outline_px <= 0:
        return audit.words(img, text, px)
    pad = math.ceil(outline_px) + 1
    surf = _canvas(img.get_width() + 2 * pad, img.get_height() + 2 * pad, clear=outline)
    surf.blit(img, (pad, pad))
    _stamp_outline(surf, outline_px, outline)
    return audit.words(surf, text, px)
