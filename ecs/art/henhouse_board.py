"""Henhouse Havoc: the farm under the grid, the big board, the battlefield and the market.

Each army's 10 x 10 board is a little farm laid out from its own seed
(:func:`terrain_layout`): a winding gravel path, a wheat field, a lavender field, a
vegetable garden and a duck pond on a meadow. Every terrain has its own pattern (rows
of wheat, dotted lavender, veg rows, gravel, ripples, grass tufts), not only its own
colour, so the board reads in greyscale. Pond and path cells know their neighbours:
the pond gets rounded shores and the path grassy verges, so they look continuous.
"""

from __future__ import annotations

import math
import random

import pygame

from ecs.art.pen import OUTLINE, _canvas, _down, _lerp_colour, _text
from ecs.art.scenery import _hill, _vgradient
from ecs.art.shapes import shape_badge
from ecs.palette import PALETTE, PLAYER_STYLES, darken, lighten
from ecs.sized_cache import sized_cache

TERRAINS: tuple[str, ...] = ("meadow", "pond", "lavender", "garden", "path", "wheat")
INK = OUTLINE
_N, _E, _S, _W = 1, 2, 4, 8  # neighbour bits: the same terrain lies that way


# --- the layout ---------------------------------------------------------------------------


def terrain_layout(seed: int, rows: int, cols: int) -> tuple[tuple[str, ...], ...]:
    """A farm of the six :data:`TERRAINS` on a ``rows`` x ``cols`` grid, the same for a seed.

    A path winds from one edge to the opposite one; a wheat field, a lavender field and
    a vegetable garden (rectangles the path may cut) and a round duck pond sit in the
    four quarters, in a seeded order; the rest is meadow. Pure: no pygame needed.
    """
    return _layout(int(seed), int(rows), int(cols))


@sized_cache
def _layout(seed: int, rows: int, cols: int) -> tuple[tuple[str, ...], ...]:
    rng = random.Random(seed * 7919 + rows * 131 + cols)
    grid = [["meadow"] * cols for _ in range(rows)]
    vertical = rng.random() < 0.5
    length, across = (rows, cols) if vertical else (cols, rows)
    pos = rng.randrange(max(1, across // 3), max(2, across - across // 3))
    path: set[tuple[int, int]] = set()
    for i in range(length):
        path.add((i, pos))
        if i < length - 1 and rng.random() < 0.45:
            pos = min(max(pos + rng.choice((-1, 1)), 0), across - 1)
            path.add((i, pos))
    path = {(i, j) if vertical else (j, i) for i, j in path}
    quarters = [(0, 0), (0, 1), (1, 0), (1, 1)]
    rng.shuffle(quarters)
    for terrain, (qr, qc) in zip(("wheat", "lavender", "garden", "pond"), quarters, strict=True):
        r0, r1 = qr * rows // 2, (qr + 1) * rows // 2
        c0, c1 = qc * cols // 2, (qc + 1) * cols // 2
        qh, qw = max(1, r1 - r0), max(1, c1 - c0)
        h, w = rng.randint(min(2, qh), max(1, qh - 1)), rng.randint(min(2, qw), qw)
        top, left = r0 + rng.randint(0, qh - h), c0 + rng.randint(0, qw - w)
        for r in range(top, top + h):
            for c in range(left, left + w):
                if (r, c) not in path:
                    grid[r][c] = terrain
    for r, c in path:
        grid[r][c] = "path"
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for terrain in TERRAINS:  # tiny boards: make sure every terrain shows
        if all(terrain not in row for row in grid):
            free = [rc for rc in cells if grid[rc[0]][rc[1]] == "meadow"] or cells
            r, c = rng.choice(free)
            grid[r][c] = terrain
    return tuple(tuple(row) for row in grid)


# --- one cell of terrain --------------------------------------------------------------------


def terrain_tile(terrain: str, cell: int, variant: int = 0) -> pygame.Surface:
    """One cell of ``terrain`` on its own, ``cell`` x ``cell`` and opaque."""
    if terrain not in TERRAINS:
        raise ValueError(f"unknown terrain: {terrain!r}")
    return _cell(terrain, int(cell), variant % 4, _N | _E | _S | _W)


@sized_cache
def _cell(terrain: str, cell: int, variant: int, same: int) -> pygame.Surface:
    ss = 3 if cell <= 64 else 2
    s = cell * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    rng = random.Random(f"{terrain}:{variant}")  # str seeds are stable; hash() is salted
    dot = max(1.0, s * 0.035)
    if terrain in ("meadow", "pond", "path"):
        surf.fill(PALETTE["meadow"])
        for _ in range(5 if terrain == "meadow" else 2):
            x, y = rng.uniform(0.12, 0.88) * s, rng.uniform(0.2, 0.9) * s
            for dx in (-1, 0, 1):  # a tuft of three blades
                tip = (x + dx * s * 0.06, y - s * (0.12 if dx == 0 else 0.08))
                pygame.draw.line(surf, PALETTE["meadow_dark"], (x, y), tip, max(1, round(dot)))
        if terrain == "meadow" and variant % 2:
            for _ in range(2):
                x, y = rng.uniform(0.15, 0.85) * s, rng.uniform(0.15, 0.85) * s
                for a in range(5):
                    t = a * math.tau / 5
                    pygame.draw.circle(
                        surf, PALETTE["white"], (x + math.cos(t) * dot, y + math.sin(t) * dot), dot
                    )
                pygame.draw.circle(surf, PALETTE["warning"], (x, y), dot * 0.9)
    if terrain == "pond":
        _pond(surf, s, same, variant, rng)
    elif terrain == "path":
        _path(surf, s, same, rng)
    elif terrain == "wheat":
        surf.fill(PALETTE["wheat"])
        for i in range(4):
            x = s * (0.125 + i * 0.25) + (variant - 1.5) * s * 0.01
            pygame.draw.line(surf, PALETTE["wheat_dark"], (x, 0), (x, s), max(1, round(dot * 0.7)))
            for j in range(4):
                y = s * (0.12 + j * 0.25) + (i % 2) * s * 0.12
                for side in (-1, 1):
                    ear = pygame.Rect(0, 0, s * 0.07, s * 0.12)
                    ear.center = (round(x + side * s * 0.035), round(y))
                    pygame.draw.ellipse(surf, PALETTE["wheat_dark"], ear)
                    pygame.draw.ellipse(
                        surf, lighten(PALETTE["wheat"], 0.4), ear.inflate(-dot, -dot)
                    )
    elif terrain == "lavender":
        surf.fill(PALETTE["lavender_leaf"])
        for i in range(3):
            y = s * (0.18 + i * 0.32)
            pygame.draw.line(surf, darken(PALETTE["lavender_leaf"], 0.2), (0, y + s * 0.1), (s,
                y + s * 0.1), round(dot))  # fmt: skip
            for j in range(3):
                x = s * (0.18 + j * 0.32) + (i % 2) * s * 0.08
                pygame.draw.circle(surf, PALETTE["lavender_dark"], (x, y), s * 0.13)
                for _ in range(7):
                    a, r = rng.random() * math.tau, rng.random() * s * 0.09
                    pos = (x + math.cos(a) * r, y + math.sin(a) * r * 0.8)
                    pygame.draw.circle(surf, PALETTE["lavender"], pos, dot * 1.1)
                    pygame.draw.circle(surf, lighten(PALETTE["lavender"], 0.5), pos, dot * 0.45)
    elif terrain == "garden":
        surf.fill(PALETTE["soil"])
        for i in range(2):
            y = s * (0.25 + i * 0.5)
            pygame.draw.line(
                surf, PALETTE["soil_dark"], (0, y + s * 0.17), (s, y + s * 0.17), round(dot * 1.6)
            )
            for j in range(3):
                x = s * (0.18 + j * 0.32)
                if (i + j + variant) % 2:  # a cabbage
                    pygame.draw.circle(surf, darken(PALETTE["leaf"], 0.3), (x, y), s * 0.12)
                    pygame.draw.circle(surf, PALETTE["leaf"], (x, y), s * 0.09)
                    pygame.draw.circle(surf, lighten(PALETTE["leaf"], 0.45), (x, y), s * 0.045)
                else:  # a carrot poking out, leaves up
                    pygame.draw.polygon(surf, PALETTE["carrot"], [(x - s * 0.06, y + s * 0.02),
                        (x + s * 0.06, y + s * 0.02), (x, y + s * 0.14)])  # fmt: skip
                    for dx in (-0.06, 0.0, 0.06):
                        pygame.draw.line(surf, PALETTE["leaf"], (x, y), (x + dx * s, y - s * 0.12),
                            round(dot * 1.2))  # fmt: skip
    return _down(surf, cell, cell)


def _inset(s: int, same: int, pad: int) -> pygame.Rect:
    """The cell square pulled in by ``pad`` on each side with no like neighbour."""
    left, top = (0 if same & _W else pad), (0 if same & _N else pad)
    right, bottom = s - (0 if same & _E else pad), s - (0 if same & _S else pad)
    return pygame.Rect(left, top, right - left, bottom - top)


def _corners(same: int, rad: int) -> dict[str, int]:
    """Rounded corners where both sides of a corner face other terrain."""

    def corner(a: int, b: int) -> int:
        return rad if not same & a and not same & b else 0

    return {"border_top_left_radius": corner(_N, _W), "border_top_right_radius": corner(_N, _E),
        "border_bottom_left_radius": corner(_S, _W), "border_bottom_right_radius": corner(_S,
        _E)}  # fmt: skip


def _pond(surf: pygame.Surface, s: int, same: int, variant: int, rng: random.Random) -> None:
    pad = round(s * 0.1)
    rect = _inset(s, same, pad)
    corners = _corners(same, round(s * 0.7))
    pygame.draw.rect(surf, PALETTE["pond_dark"], rect, **corners)
    inner = _inset(s, same, round(pad * 1.6))
    inner.h = rect.bottom - inner.top
    pygame.draw.rect(surf, PALETTE["pond"], inner, **corners)
    w = max(1, round(s * 0.03))
    for i in range(2):
        cx, cy = s * (0.32 + 0.36 * i), s * (0.36 + 0.3 * i) + (variant % 2) * s * 0.06
        arc = pygame.Rect(0, 0, s * 0.34, s * 0.14)
        arc.center = (round(cx), round(cy))
        pygame.draw.arc(surf, PALETTE["pond_light"], arc, 0.3, math.pi - 0.3, w)
        pygame.draw.arc(
            surf, PALETTE["pond_light"], arc.inflate(-s * 0.16, -s * 0.06), 0.4, math.pi - 0.4, w
        )
    if variant == 2:  # a lily pad
        x, y = s * 0.7, s * 0.7
        pygame.draw.circle(surf, PALETTE["leaf"], (x, y), s * 0.1)
        pygame.draw.polygon(surf, PALETTE["pond"], [(x, y), (x + s * 0.11, y - s * 0.04),
            (x + s * 0.11, y + s * 0.03)])  # fmt: skip


def _path(surf: pygame.Surface, s: int, same: int, rng: random.Random) -> None:
    rect = _inset(s, same, round(s * 0.16))
    pygame.draw.rect(surf, PALETTE["gravel"], rect, **_corners(same, round(s * 0.3)))
    for _ in range(14):
        x, y = (rng.uniform(rect.left + 2, rect.right - 2), rng.uniform(rect.top + 2,
            rect.bottom - 2))  # fmt: skip
        r = s * rng.uniform(0.018, 0.04)
        pygame.draw.circle(surf, PALETTE["gravel_dark"], (x, y), r)
        pygame.draw.circle(
            surf, lighten(PALETTE["gravel"], 0.5), (x - r * 0.3, y - r * 0.3), r * 0.4
        )


# --- the big board --------------------------------------------------------------------------


@sized_cache  # four seats' boards, large and small, with room to spare
def board_surface(
    seed: int, rows: int, cols: int, cell: int, style: int | None = None
) -> pygame.Surface:
    """An army's large board: ``(cols + 1) * cell`` x ``(rows + 1) * cell``.

    The farm of :func:`terrain_layout` with thin grid lines, column letters (A, B...)
    in the top row and row numbers (1, 2...) in the left column, on a wooden frame.
    With ``style`` (an index into :data:`ecs.palette.PLAYER_STYLES`) the frame has a
    border in that player's colour and their shape badge sits in the top-left corner.
    """
    layout = terrain_layout(seed, rows, cols)
    w, h = (cols + 1) * cell, (rows + 1) * cell
    surf = _canvas(w, h)
    frame = PALETTE["wood_dark"]
    pygame.draw.rect(surf, INK, surf.get_rect(), border_radius=round(cell * 0.3))
    pygame.draw.rect(surf, frame, surf.get_rect().inflate(-4, -4), border_radius=round(cell * 0.28))
    rng = random.Random(seed)
    for r, row in enumerate(layout):
        for c, terrain in enumerate(row):
            same = 0
            for bit, (dr, dc) in ((_N, (-1, 0)), (_S, (1, 0)), (_W, (0, -1)), (_E, (0, 1))):
                rr, cc = r + dr, c + dc
                inside = 0 <= rr < rows and 0 <= cc < cols
                same |= (
                    bit
                    if (not inside and terrain != "pond") or (inside and layout[rr][cc] == terrain)
                    else 0
                )
            surf.blit(
                _cell(terrain, cell, rng.randrange(4), same), ((c + 1) * cell, (r + 1) * cell)
            )
    line = (*INK, 70)
    grid = _canvas(w, h)
    for i in range(cols + 1):
        pygame.draw.line(
            grid, line, ((i + 1) * cell, cell), ((i + 1) * cell, h - 1), max(1, cell // 40)
        )
    for i in range(rows + 1):
        pygame.draw.line(
            grid, line, (cell, (i + 1) * cell), (w - 1, (i + 1) * cell), max(1, cell // 40)
        )
    surf.blit(grid, (0, 0))
    pygame.draw.rect(
        surf, INK, pygame.Rect(cell - 2, cell - 2, cols * cell + 3, rows * cell + 3), 3
    )
    px = max(8, round(cell * 0.46))
    for c in range(cols):
        label = _text(chr(ord("A") + c), px, PALETTE["text_light"], INK, max(1.0, px * 0.1))
        surf.blit(label, label.get_rect(center=((c + 1.5) * cell, cell * 0.52)))
    for r in range(rows):
        label = _text(str(r + 1), px, PALETTE["text_light"], INK, max(1.0, px * 0.1))
        surf.blit(label, label.get_rect(center=(cell * 0.5, (r + 1.5) * cell)))
    if style is not None:
        player = PLAYER_STYLES[style % len(PLAYER_STYLES)]
        edge = max(3, cell // 9)
        rect = surf.get_rect()
        pygame.draw.rect(surf, INK, rect, edge + 2, border_radius=round(cell * 0.3))
        pygame.draw.rect(
            surf, player.colour, rect.inflate(-4, -4), edge, border_radius=round(cell * 0.28)
        )
        badge = shape_badge(player.shape, player.colour, round(cell * 0.78))
        surf.blit(badge, badge.get_rect(center=(cell * 0.52, cell * 0.52)))
    return surf


# --- the battlefield and the black market -----------------------------------------------------


@sized_cache
def henhouse_backdrop(width: int, height: int) -> pygame.Surface:
    """The farm battlefield at dusk, ``width`` x ``height`` and opaque: an orange sky,
    a low sun, rolling hills, a barn and silo, field rows, smoke plumes and craters."""
    w, h = int(width), int(height)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    sky = pygame.Surface((1, 48))
    _vgradient(sky, pygame.Rect(0, 0, 1, 24), PALETTE["dusk_top"], PALETTE["dusk_mid"])
    _vgradient(sky, pygame.Rect(0, 24, 1, 24), PALETTE["dusk_mid"], PALETTE["dusk_low"])
    surf.blit(pygame.transform.smoothscale(sky, (w, round(h * 0.72))), (0, 0))
    sun = (w * 0.7, h * 0.5)
    for k, col in (
        (0.2, lighten(PALETTE["dusk_low"], 0.2)),
        (0.14, PALETTE["sun"]),
        (0.11, lighten(PALETTE["sun"], 0.5)),
    ):
        pygame.draw.circle(surf, col, sun, h * k)
    rng = random.Random(77)
    for _ in range(40):
        pygame.draw.circle(surf, lighten(PALETTE["dusk_top"], 0.5), (rng.random() * w,
            rng.random() * h * 0.25), 1 + rng.random())  # fmt: skip
    pygame.draw.polygon(surf, _lerp_colour(PALETTE["hill_far"], PALETTE["dusk_top"], 0.45), _hill(w,
        h, h * 0.56, [(h * 0.03, 1.2, 0.3), (h * 0.012, 3.1, 1.0)]))  # fmt: skip
    sil = darken(PALETTE["dusk_top"], 0.35)
    bx, by, bs = w * 0.18, h * 0.58, h * 0.08  # barn and silo on the far hill
    pygame.draw.rect(surf, sil, pygame.Rect(bx + bs * 0.9, by - bs * 1.1, bs * 0.55, bs * 2.1))
    pygame.draw.circle(surf, sil, (bx + bs * 1.175, by - bs * 1.1), bs * 0.275)
    pygame.draw.polygon(surf, sil, [(bx - bs, by + bs), (bx - bs, by), (bx - bs * 0.6,
        by - bs * 0.55), (bx, by - bs * 0.8), (bx + bs * 0.6, by - bs * 0.55), (bx + bs, by),
        (bx + bs, by + bs)])  # fmt: skip
    haze = _canvas(w // 8, h // 8, clear=PALETTE["smoke"])  # soft smoke plumes from the guns
    for sx, sy, sc in ((0.44, 0.6, 1.0), (0.86, 0.58, 0.7), (0.08, 0.62, 0.6)):
        for i in range(7):
            r = h / 8 * 0.025 * sc * (1 + i * 0.5)
            x, y = w * sx / 8 + i * r * 1.2, h * sy / 8 - i * r * 1.6
            col = _lerp_colour(PALETTE["smoke"], PALETTE["dusk_mid"], 0.2 + i * 0.08)
            for dx in (-0.6, 0.0, 0.6):
                pygame.draw.circle(
                    haze, (*col, 210 - i * 20), (x + dx * r, y + abs(dx) * r * 0.4), r
                )
    surf.blit(pygame.transform.smoothscale(pygame.transform.box_blur(haze, 1), (w, h)), (0, 0))
    for x0, x1, top in ((0.12, 0.58, 0.12), (0.95, 0.5, 0.2)):  # shells arcing overhead
        pts = [(w * (x0 + (x1 - x0) * t), h * (0.62 - (0.62 - top) * 4 * t * (1 - t))) for t in
               (i / 24 for i in range(19))]  # fmt: skip
        for i, pt in enumerate(pts[:-1]):
            if i % 2 == 0:
                pygame.draw.line(
                    surf, lighten(PALETTE["dusk_low"], 0.5), pt, pts[i + 1], max(1, h // 240)
                )
        ex, ey = pts[-1]
        pygame.draw.ellipse(
            surf, INK, pygame.Rect(ex - h * 0.011, ey - h * 0.015, h * 0.022, h * 0.03)
        )
        pygame.draw.ellipse(
            surf, PALETTE["egg"], pygame.Rect(ex - h * 0.008, ey - h * 0.012, h * 0.016, h * 0.024)
        )
    pygame.draw.polygon(surf, _lerp_colour(PALETTE["meadow"], PALETTE["dusk_top"], 0.3), _hill(w, h,
        h * 0.66, [(h * 0.02, 0.7, 1.7), (h * 0.008, 2.3, 0.4)]))  # fmt: skip
    field = pygame.Rect(0, round(h * 0.74), w, h - round(h * 0.74))
    _vgradient(surf, field, _lerp_colour(PALETTE["wheat_dark"], PALETTE["dusk_top"], 0.3),
        PALETTE["wheat_dark"])  # fmt: skip
    vx = w * 0.5  # field rows running to a vanishing point on the horizon
    for i in range(-14, 15):
        x = vx + i * w * 0.09
        pygame.draw.line(surf, darken(PALETTE["wheat_dark"], 0.2), (vx + i * w * 0.012, field.top),
            (x, h), max(1, h // 240))  # fmt: skip
    fence = darken(PALETTE["wood_dark"], 0.3)
    for i in range(22):
        pygame.draw.rect(surf, fence, pygame.Rect(w / 21 * i, h * 0.7, w * 0.01, h * 0.06))
    pygame.draw.rect(surf, fence, pygame.Rect(0, h * 0.715, w, h * 0.01))
    for cx, cy, r in (
        (0.12, 0.9, 0.06),
        (0.62, 0.84, 0.04),
        (0.86, 0.94, 0.07),
        (0.36, 0.96, 0.05),
    ):
        rect = pygame.Rect(0, 0, h * r * 2.4, h * r)
        rect.center = (round(w * cx), round(h * cy))
        pygame.draw.ellipse(surf, darken(PALETTE["soil"], 0.2), rect)
        pygame.draw.ellipse(surf, PALETTE["soil_dark"], rect.inflate(-rect.w * 0.3, -rect.h * 0.4))
    return surf


@sized_cache
def black_market_stall(width: int, height: int) -> pygame.Surface:
    """A shady market stall: a striped purple awning, lanterns, crates, a dark counter.

    ``width`` x ``height``, opaque; the middle is left calm for the panel's contents.
    """
    w, h = int(width), int(height)
    surf = _canvas(w, h)
    back = pygame.Rect(0, 0, w, h)
    _vgradient(surf, back, PALETTE["market_purple_dark"], darken(PALETTE["market_purple"], 0.2))
    for i in range(0, w, max(6, w // 18)):  # planks
        pygame.draw.line(
            surf, darken(PALETTE["market_purple_dark"], 0.3), (i, 0), (i, h), max(1, w // 300)
        )
    aw = max(8, round(h * 0.16))
    stripes = 8
    for i in range(stripes):
        col = PALETTE["market_purple"] if i % 2 else PALETTE["gold_dark"]
        x0, x1 = w * i / stripes, w * (i + 1) / stripes
        pygame.draw.rect(surf, col, pygame.Rect(x0, 0, x1 - x0 + 1, aw))
        pygame.draw.circle(surf, col, ((x0 + x1) / 2, aw), (x1 - x0) / 2)
        pygame.draw.arc(
            surf, INK, pygame.Rect(x0, aw - (x1 - x0) / 2, x1 - x0, x1 - x0), math.pi, math.tau, 2
        )
    pygame.draw.line(surf, INK, (0, aw), (0, aw), 1)
    for lx in (0.08, 0.92):  # lanterns
        x, y = w * lx, aw + h * 0.12
        pygame.draw.line(surf, INK, (x, aw), (x, y - h * 0.04), 2)
        pygame.draw.circle(surf, (*PALETTE["warning"], 255), (x, y), h * 0.04 + 2)
        glow = _canvas(round(h * 0.3), round(h * 0.3), clear=PALETTE["warning"])
        pygame.draw.circle(glow, (*PALETTE["warning"], 50), (h * 0.15, h * 0.15), h * 0.15)
        surf.blit(glow, (x - h * 0.15, y - h * 0.15))
        pygame.draw.circle(surf, PALETTE["flame_core"], (x, y), h * 0.03)
    counter = pygame.Rect(0, round(h * 0.84), w, h - round(h * 0.84))
    pygame.draw.rect(surf, darken(PALETTE["wood_dark"], 0.35), counter)
    pygame.draw.line(surf, INK, counter.topleft, counter.topright, max(2, h // 80))
    for cx in (0.03, 0.86):  # crates
        crate = pygame.Rect(w * cx, h * 0.72, w * 0.11, h * 0.12)
        pygame.draw.rect(surf, PALETTE["wood_dark"], crate)
        pygame.draw.rect(surf, INK, crate, 2)
        pygame.draw.line(surf, INK, crate.topleft, crate.bottomright, 2)
    return surf
