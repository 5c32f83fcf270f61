"""Hex-grid maths for War for Chicken Island: axial ``(q, r)`` hexes on a pointy-top map.

The conventions are Red Blob Games' hexagon guide, which the content file follows:
the third cube coordinate is ``s = -q - r``; the six directions come in the order
E, NE, NW, W, SW, SE on screen; one 60-degree turn maps ``(q, r)`` to ``(-r, q + r)``.
Hexes are plain int tuples, so they hash, sort and go into JSON as they are.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass

Hex = tuple[int, int]
ORIGIN: Hex = (0, 0)
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def scale(h: Hex, k: int) -> Hex:
    return (h[0] * k, h[1] * k)


def neighbour(h: Hex, direction: int) -> Hex:
    return add(h, DIRECTIONS[direction % 6])


@functools.lru_cache(maxsize=4096)
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes sharing a side with ``h``, in ``DIRECTIONS`` order (remembered: every
    move search asks for them hex by hex)."""
    q, r = h
    return tuple([(q + dq, r + dr) for dq, dr in DIRECTIONS])


def length(h: Hex) -> int:
    q, r = h
    return (abs(q) + abs(r) + abs(q + r)) // 2


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes on an open grid (what Range counts)."""
    return length(sub(a, b))


def rotate(h: Hex, steps: int = 1, centre: Hex = ORIGIN) -> Hex:
    """``h`` turned ``steps`` x 60 degrees about ``centre``, clockwise on screen (y down)."""
    q, r = sub(h, centre)
    for _ in range(steps % 6):
        q, r = -r, q + r
    return add((q, r), centre)


def mirror(h: Hex) -> Hex:
    """``h`` reflected across the q axis (s and r swap); tiles never do this in play."""
    q, r = h
    return (q, -q - r)


def ring(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """The hexes exactly ``radius`` away, starting south-west and going round to the east."""
    if radius == 0:
        return (centre,)
    h = add(centre, scale(DIRECTIONS[4], radius))
    out = []
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbour(h, side)
    return tuple(out)


def spiral(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """The centre, then ring 1, ring 2, ... up to ``radius``."""
    return tuple(h for k in range(radius + 1) for h in ring(centre, k))


def within(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """Every hex at most ``radius`` away, sorted (what Range N can reach on an open map)."""
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append(add(centre, (dq, dr)))
    return tuple(sorted(out))


def sides_between(hexes: Iterable[Hex], others: Iterable[Hex]) -> int:
    """How many sides ``hexes`` share with ``others``: the neighbouring pairs between them."""
    targets = others if isinstance(others, set | frozenset) else set(others)
    return sum([(q + dq, r + dr) in targets for q, r in hexes for dq, dr in DIRECTIONS])


def reach(start: Hex, cells: Iterable[Hex]) -> dict[Hex, int]:
    """Steps from ``start`` to each hex of ``cells`` it can walk to, moving only inside them."""
    cells = cells if isinstance(cells, set | frozenset) else set(cells)
    steps, todo = {start: 0}, [start]
    for h in todo:
        for n in neighbours(h):
            if n in cells and n not in steps:
                steps[n] = steps[h] + 1
                todo.append(n)
    return steps


def connected(cells: Iterable[Hex]) -> bool:
    cells = set(cells)
    return not cells or len(reach(min(cells), cells)) == len(cells)


def normalise(cells: Iterable[Hex]) -> tuple[Hex, ...]:
    """The hexes sorted and moved so the smallest is (0, 0): one shape, one key."""
    ordered = sorted(cells)
    return tuple(sub(h, ordered[0]) for h in ordered)


def forms(cells: Iterable[Hex], mirrored: bool = False) -> frozenset[tuple[Hex, ...]]:
    """The shape's keys in all six turns (and their mirror images, if asked)."""
    cells = tuple(cells)
    shapes = [cells, tuple(mirror(h) for h in cells)] if mirrored else [cells]
    return frozenset(normalise(rotate(h, k) for h in shape) for shape in shapes for k in range(6))


def round_hex(q: float, r: float) -> Hex:
    """The hex holding the fractional point ``(q, r)``: cube rounding, ties rounded up."""
    s = -q - r
    rq, rr, rs = math.floor(q + 0.5), math.floor(r + 0.5), math.floor(s + 0.5)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes a straight line from ``a`` to ``b`` crosses, ends included.

    Range ignores what lies between, so the rules never need this; it is here for
    animation (a shot's path). A tiny nudge keeps points off hex edges, so the result
    never depends on tie-breaking.
    """
    n = distance(a, b)
    if n == 0:
        return (a,)
    aq, ar = a[0] + 1e-6, a[1] + 1e-6
    bq, br = b[0] + 1e-6, b[1] + 1e-6
    return tuple(round_hex(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1))


# --- drawing: hex <-> pixel ------------------------------------------------------------


@dataclass(frozen=True)
class Orientation:
    """The forward and inverse 2x2 matrices of a layout, and its first corner's angle."""

    f: tuple[float, float, float, float]
    b: tuple[float, float, float, float]
    start_angle: float  # in multiples of 60 degrees


_R3 = math.sqrt(3.0)
POINTY = Orientation((_R3, _R3 / 2, 0.0, 1.5), (_R3 / 3, -1.0 / 3, 0.0, 2.0 / 3), 0.5)
FLAT = Orientation((1.5, 0.0, _R3 / 2, _R3), (2.0 / 3, 0.0, -1.0 / 3, _R3 / 3), 0.0)


@dataclass(frozen=True)
class Layout:
    """Where hexes land on screen: pointy-top (the content file's map) or flat-top."""

    orientation: Orientation = POINTY
    size: tuple[float, float] = (1.0, 1.0)  # centre-to-corner radius, x and y
    origin: tuple[float, float] = (0.0, 0.0)  # the pixel of hex (0, 0)

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        f, (sx, sy), (ox, oy) = self.orientation.f, self.size, self.origin
        q, r = h
        return ((f[0] * q + f[1] * r) * sx + ox, (f[2] * q + f[3] * r) * sy + oy)

    def fractional(self, x: float, y: float) -> tuple[float, float]:
        b, (sx, sy), (ox, oy) = self.orientation.b, self.size, self.origin
        px, py = (x - ox) / sx, (y - oy) / sy
        return (b[0] * px + b[1] * py, b[2] * px + b[3] * py)

    def to_hex(self, x: float, y: float) -> Hex:
        """The hex under pixel ``(x, y)``."""
        return round_hex(*self.fractional(x, y))

    def corners(self, h: Hex) -> tuple[tuple[float, float], ...]:
        """The six corners of ``h``'s outline, for drawing."""
        cx, cy = self.to_pixel(h)
        sx, sy = self.size
        out = []
        for i in range(6):
            angle = 2.0 * math.pi * (self.orientation.start_angle + i) / 6.0
            out.append((cx + sx * math.cos(angle), cy + sy * math.sin(angle)))
        return tuple(out)
