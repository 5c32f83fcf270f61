"""The race track: its round spaces, and where they sit along a snaking path.

:func:`track_tile` draws one space; :func:`track_layout` and :func:`track_tile_size`
are pure geometry that fit the whole track into a rectangle.
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
    _layer,
    _Pen,
    _round_corners,
    _rounded_rect_pts,
    _smooth,
    _ss_for,
    _star_pts,
    _text,
)
from ecs.palette import PALETTE, darken, lighten
from ecs.sized_cache import sized_cache

TILE_KINDS: tuple[str, ...] = ("start", "normal", "goal")


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


@sized_cache
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


@sized_cache
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
