"""The players' shapes (circle, star, heart...) and the glossy badges drawn from them.

A shape is the second cue besides colour, so players can be told apart in greyscale.
"""

from __future__ import annotations

import math

import pygame

from ecs.art.pen import (
    Point,
    _down,
    _ellipse_pts,
    _layer,
    _Pen,
    _round_corners,
    _rounded_rect_pts,
    _scaled,
    _ss_for,
    _star_pts,
)
from ecs.palette import Colour, darken, lighten
from ecs.sized_cache import sized_cache


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


@sized_cache
def _shape_badge(shape: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    ss = _ss_for(size)
    big = size * ss
    pen = _Pen(None, big / 2, big / 2, big / 2 * 0.84)  # type: ignore[arg-type]
    surf = _layer((big, big), lambda s: _draw_shape(pen.on(s), shape, tuple(colour)), big * 0.055)
    return _down(surf, size, size)
