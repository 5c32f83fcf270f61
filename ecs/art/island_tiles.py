"""War for Chicken Island: the pointy-top hex tiles and the rings drawn over them.

Every tile is ``hex_tile_size(size)`` pixels, ``size`` being the hex's circumradius,
so tiles placed by ``game.island.hexes.Layout`` with the same size butt together. Each
face sits on a darker rim, which leaves a seam between neighbours so the grid reads.
An owner shows twice: a band in their colour and a ring of their shape stamped into
the grass, so owners differ in greyscale too. The highlight rings differ by line
style (solid, dashed, dotted), not only by colour.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from ecs.art.pen import (
    OUTLINE,
    _canvas,
    _down,
    _layer,
    _Pen,
    _round_corners,
    _rounded_rect_pts,
    _scaled,
    _smooth,
    _ss_for,
)
from ecs.art.shapes import _shape_pts
from ecs.palette import PALETTE, PLAYER_STYLES, Colour, darken, lighten
from ecs.sized_cache import sized_cache

SQRT3 = math.sqrt(3.0)
TILE_KINDS: tuple[str, ...] = ("sea", "land", "base", "neutral", "lava")
RING_KINDS: tuple[str, ...] = ("reach", "attack", "range")
LAVA_FRAMES = 4


def hex_tile_size(size: int) -> tuple[int, int]:
    """The pixel size of a pointy-top hex tile of circumradius ``size``: (sqrt(3) r, 2 r)."""
    return (math.ceil(SQRT3 * size), 2 * int(size))


def _hex_pts(r: float = 1.0) -> list[tuple[float, float]]:
    """A pointy-top hexagon of circumradius ``r`` (corners at 30 + 60 i degrees)."""
    return [
        (r * math.cos(math.radians(30 + 60 * i)), r * math.sin(math.radians(30 + 60 * i)))
        for i in range(6)
    ]


def _owner(owner: int) -> tuple[tuple[int, int, int], str]:
    style = PLAYER_STYLES[owner % len(PLAYER_STYLES)]
    return style.colour, style.shape


def _tile(size: int, draw: Callable[[_Pen], None], clip: bool = True) -> pygame.Surface:
    """Draw in unit coordinates (1 unit = the circumradius) and trim to the hexagon."""
    w, h = hex_tile_size(size)
    ss = _ss_for(2 * size)
    surf = _canvas(w * ss, h * ss)
    pen = _Pen(surf, w * ss / 2, h * ss / 2, size * ss)
    draw(pen)
    if clip:
        mask = _canvas(w * ss, h * ss, clear=(255, 255, 255))
        pen.on(mask).poly(_hex_pts(1.0), (255, 255, 255, 255))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return _down(surf, w, h)


def _face(p: _Pen, colour: Colour, rim: Colour | None = None) -> None:
    """A bevelled hex: a darker rim all round, the face raised a little above it."""
    p.poly(_hex_pts(1.02), rim or darken(colour, 0.32))
    p.poly(_scaled(_hex_pts(0.92), 1.0, 0, -0.025), colour)


def _tufts(p: _Pen, rng: random.Random, n: int, colour: Colour, reach: float = 0.62) -> None:
    for _ in range(n):
        a, d = rng.uniform(0, math.tau), reach * math.sqrt(rng.random())
        x, y = math.cos(a) * d, math.sin(a) * d
        for dx, tip in ((-0.05, -0.1), (0.0, -0.14), (0.05, -0.1)):
            p.line([(x + dx * 0.4, y), (x + dx, y + tip)], colour, 0.03)


# --- terrain ---------------------------------------------------------------------------


@sized_cache
def sea_tile(size: int, variant: int = 0) -> pygame.Surface:
    """Open water: deep blue with a few cartoon wave crests (``variant`` moves them)."""
    rng = random.Random(7100 + variant)

    def draw(p: _Pen) -> None:
        _face(p, PALETTE["pond"], PALETTE["pond_dark"])
        p.circle(-0.2, -0.25, 0.45, lighten(PALETTE["pond"], 0.08))
        for _ in range(3):
            x, y = rng.uniform(-0.5, 0.4), rng.uniform(-0.55, 0.5)
            crest = [(x + 0.09 * i, y - 0.06 * math.sin(i * math.pi / 3)) for i in range(4)]
            p.line(crest, PALETTE["pond_light"], 0.055)
        p.circle(rng.uniform(-0.4, 0.4), rng.uniform(0.1, 0.5), 0.035, PALETTE["pond_light"])

    return _tile(size, draw)


def _grass(p: _Pen, rng: random.Random, face: float = 0.92) -> None:
    p.poly(_scaled(_hex_pts(face), 1.0, 0, -0.025), PALETTE["grass"])
    p.circle(-0.18, -0.22, 0.42, PALETTE["meadow"])
    _tufts(p, rng, 5, PALETTE["grass_dark"], 0.5)


def _marks(p: _Pen, shape: str, colour: Colour, r: float, k: float) -> None:
    """Six of the owner's shape round the tile at radius ``r``: a greyscale cue."""
    pts = _shape_pts(shape)
    for i in range(6):
        a = math.radians(-90 + 60 * i)
        x, y = math.cos(a) * r, math.sin(a) * r - 0.025
        p.poly(_scaled(pts, k * 1.3, x, y), OUTLINE)
        p.poly(_scaled(pts, k, x, y), colour)


@sized_cache
def land_tile(owner: int, size: int, variant: int = 0) -> pygame.Surface:
    """A hex of ``owner``'s territory: grass in a band of their colour, ringed by their shape.

    ``owner`` indexes :data:`ecs.palette.PLAYER_STYLES`.
    """
    colour, shape = _owner(owner)
    rng = random.Random(7300 + variant)

    def draw(p: _Pen) -> None:
        _face(p, colour)
        p.poly(_scaled(_hex_pts(0.74), 1.0, 0, -0.025), OUTLINE)
        _grass(p, rng, 0.7)
        _marks(p, shape, lighten(colour, 0.55), 0.48, 0.1)

    return _tile(size, draw)


@sized_cache
def neutral_tile(size: int, variant: int = 0) -> pygame.Surface:
    """Unclaimed ground: sandy scrub with pebbles, no band, so it never reads as anyone's."""
    rng = random.Random(7500 + variant)

    def draw(p: _Pen) -> None:
        _face(p, PALETTE["dirt"], PALETTE["dirt_dark"])
        p.circle(0.15, 0.2, 0.38, PALETTE["gravel"])
        for _ in range(5):
            x, y = rng.uniform(-0.55, 0.55), rng.uniform(-0.55, 0.55)
            r = rng.uniform(0.04, 0.08)
            p.ellipse(x, y, r * 1.3, r, PALETTE["gravel_dark"], outline=OUTLINE, lw=0.025)
        _tufts(p, rng, 3, PALETTE["grass_dark"], 0.55)

    return _tile(size, draw)


def _fort(p: _Pen, colour: Colour, shape: str, bonus: bool) -> None:
    """A chunky coop-fort with the owner's round crest over its roof. A crest, never a
    flag: in Flag Mode the flags are pieces of play and must not be mistaken for a Base."""
    wood, ink, lw = PALETTE["wood"], OUTLINE, 0.05
    p.poly(_rounded_rect_pts(-0.42, -0.18, 0.84, 0.56, 0.05), wood, ink, lw)
    for x in (-0.21, 0.0, 0.21):
        p.line([(x, -0.12), (x, 0.34)], PALETTE["wood_dark"], 0.025)
    roof = [(-0.54, -0.14), (0.0, -0.5), (0.54, -0.14)]
    p.poly(_round_corners(roof, 0.04), PALETTE["barn_red"], ink, lw)
    p.poly(_rounded_rect_pts(-0.12, 0.06, 0.24, 0.32, 0.1), (70, 44, 36), ink, lw * 0.7)
    p.circle(0.0, -0.56, 0.2, colour, ink, lw * 0.8)  # the crest, on the roof's peak
    p.poly(_scaled(_shape_pts(shape), 0.11, 0.0, -0.56), PALETTE["cream"], ink, 0.02)
    if bonus:  # the bonus side: stone walls in front (+2 armor)
        for x in (-0.5, 0.5):
            p.poly(_rounded_rect_pts(x - 0.14, 0.02, 0.28, 0.42, 0.04), PALETTE["steel"], ink, lw)
            p.poly(_rounded_rect_pts(x - 0.14, -0.06, 0.1, 0.1, 0.02), PALETTE["steel"], ink, lw)
            p.poly(_rounded_rect_pts(x + 0.04, -0.06, 0.1, 0.1, 0.02), PALETTE["steel"], ink, lw)


@sized_cache
def base_tile(owner: int, size: int, bonus: bool = False) -> pygame.Surface:
    """``owner``'s Base: their territory tile with a coop-fort under their crest.

    ``bonus`` draws the tile's +2 armor side, with stone walls by the fort.
    """
    colour, shape = _owner(owner)
    ground = land_tile(owner, size, 99).copy()
    w, h = ground.get_size()
    ss = _ss_for(2 * size)
    pen = _Pen(None, w * ss / 2, h * ss / 2 + size * ss * 0.1, size * ss)  # type: ignore[arg-type]
    fort = _layer((w * ss, h * ss), lambda s: _fort(pen.on(s), colour, shape, bonus), ss * 1.2)
    ground.blit(_down(fort, w, h), (0, 0))
    return ground


def _lava_cracks(rng: random.Random) -> list[list[tuple[float, float]]]:
    cracks = []
    for i in range(5):
        a = math.tau * i / 5 + rng.uniform(-0.3, 0.3)
        pts = [(0.0, 0.0)]
        for step in range(1, 4):
            a += rng.uniform(-0.5, 0.5)
            pts.append((math.cos(a) * step * 0.27, math.sin(a) * step * 0.27))
        cracks.append(pts)
    return cracks


@sized_cache
def lava_frames(size: int, frames: int = LAVA_FRAMES) -> tuple[pygame.Surface, ...]:
    """Lava: cracked black crust over a glowing core, as ``frames`` looping glow frames.

    The glow swells and fades and a bubble rises and pops, so it reads as molten when
    played at a few frames a second.
    """
    rng = random.Random(7700)
    cracks = _lava_cracks(rng)
    bubbles = [(rng.uniform(-0.45, 0.45), rng.uniform(-0.45, 0.45)) for _ in range(3)]
    out = []
    for f in range(frames):
        t = f / frames
        glow = 0.5 + 0.5 * math.sin(math.tau * t)

        def draw(p: _Pen, glow: float = glow, f: int = f) -> None:
            _face(p, PALETTE["char"], (34, 26, 26))
            hot = tuple(round(a + (b - a) * glow) for a, b in
                        zip(PALETTE["flame_red"], PALETTE["flame_core"], strict=True))  # fmt: skip
            p.circle(0.0, 0.0, 0.26 + 0.06 * glow, PALETTE["ember"])
            p.circle(0.0, 0.0, 0.14 + 0.05 * glow, hot)
            for pts in cracks:
                p.line(pts, PALETTE["ember"], 0.11 + 0.03 * glow)
                p.line(pts, hot, 0.05)
            for i, (x, y) in enumerate(bubbles):
                grow = ((f + i) % frames) / max(1, frames - 1)
                if grow < 1.0:
                    p.circle(x, y, 0.05 + 0.07 * grow, hot, OUTLINE, 0.025)
            # crust plates between the cracks
            for i in range(5):
                a = math.tau * (i + 0.5) / 5
                x, y = math.cos(a) * 0.55, math.sin(a) * 0.55
                p.poly(_smooth(_scaled(_hex_pts(0.16), 1.0, x, y), 1), (84, 70, 68))

        out.append(_tile(size, draw))
    return tuple(out)


def island_tile(kind: str, size: int, owner: int = 0, variant: int = 0) -> pygame.Surface:
    """Any tile by name (:data:`TILE_KINDS`); lava gives its first frame."""
    if kind == "sea":
        return sea_tile(size, variant)
    if kind == "land":
        return land_tile(owner, size, variant)
    if kind == "base":
        return base_tile(owner, size)
    if kind == "neutral":
        return neutral_tile(size, variant)
    if kind == "lava":
        return lava_frames(size)[variant % LAVA_FRAMES]
    raise ValueError(f"unknown tile kind: {kind!r}")


# --- rings -----------------------------------------------------------------------------


def _dashes(p: _Pen, r: float, colour: Colour, lw: float, parts: int, fill: float) -> None:
    """A hex outline cut into ``parts`` dashes per side, ``fill`` of each drawn."""
    corners = _hex_pts(r)
    for i in range(6):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 6]
        for j in range(parts):
            a, b = (j + (1 - fill) / 2) / parts, (j + (1 + fill) / 2) / parts
            p.line([(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                    (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)], colour, lw)  # fmt: skip


@sized_cache
def hex_ring(kind: str, size: int) -> pygame.Surface:
    """A marker over a hex, the size of a tile: ``kind`` is one of :data:`RING_KINDS`.

    "reach" (a move can end here): a soft pale wash with a solid line. "attack": red
    wash, thick dark-edged dashes and corner ticks. "range": a ring of dots.
    """
    if kind not in RING_KINDS:
        raise ValueError(f"unknown ring kind: {kind!r}")

    def draw(p: _Pen) -> None:
        if kind == "reach":
            p.poly(_hex_pts(0.9), (255, 250, 220, 90))
            p.line(_hex_pts(0.8), (*OUTLINE, 120), 0.15, closed=True)
            p.line(_hex_pts(0.8), (255, 252, 230, 240), 0.09, closed=True)
        elif kind == "attack":
            bad = PALETTE["bad"]
            p.poly(_hex_pts(0.9), (*bad, 60))
            _dashes(p, 0.8, OUTLINE, 0.2, 2, 0.42)
            _dashes(p, 0.8, lighten(bad, 0.15), 0.11, 2, 0.36)
            for x, y in _hex_pts(0.64):  # crosshair ticks pointing at the centre
                p.line([(x, y), (x * 0.7, y * 0.7)], OUTLINE, 0.1)
                p.line([(x, y), (x * 0.7, y * 0.7)], (255, 240, 230), 0.05)
        else:
            corners = _hex_pts(0.84)
            for i in range(6):
                (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 6]
                for j in range(4):
                    t = j / 4
                    x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                    p.circle(x, y, 0.07, OUTLINE)
                    p.circle(x, y, 0.045, PALETTE["gold"])

    return _tile(size, draw, clip=False)
