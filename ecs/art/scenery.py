"""The farmyard backdrop behind every screen: sky, sun, clouds, hills, barn, fence, grass."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from ecs.art.baking import baked
from ecs.art.pen import Point, _canvas, _down, _lerp_colour, _rows_gradient
from ecs.palette import PALETTE, Colour, lighten


def _vgradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    _rows_gradient(surf, rect, top, bottom, max(1, rect.h - 1))


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
