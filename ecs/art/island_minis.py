"""War for Chicken Island: the miniatures and the little markers that sit on them.

Each kind has its own outline so it reads at a glance (and in greyscale): the leader
is a big crowned, caped hen; a chicken token a small plain one; the Soldier a tall
walker with a spear; the Golem a wide boulder brute; the Battle Car long and low; the
Cannon a diagonal barrel on a wheel; the Tower a tall crenellated keep. The owner shows
as paint in their colour and their shape badge in the corner.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs.art.creatures import _draw_hen
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
    _star_pts,
    _text,
)
from ecs.art.shapes import shape_badge
from ecs.palette import PALETTE, PLAYER_STYLES, Colour, darken, lighten
from ecs.sized_cache import sized_cache

MINI_KINDS: tuple[str, ...] = (
    "leader",
    "chicken",
    "soldier",
    "golem",
    "battle_car",
    "cannon",
    "tower",
)
INK = OUTLINE
LW = 0.06
STONE, STONE_DARK, STONE_LIGHT = (150, 142, 134), (108, 100, 96), (190, 182, 172)


def _pilot(p: _Pen, x: float, y: float, r: float) -> None:
    """A chicken's head peeking out of a cockpit, facing right."""
    p.circle(x, y, r, PALETTE["hen"], INK, LW)
    p.circle(x - r * 0.1, y - r * 0.95, r * 0.32, PALETTE["comb"], INK, LW * 0.7)
    beak = [(x + r * 0.75, y - r * 0.3), (x + r * 1.5, y), (x + r * 0.75, y + r * 0.3)]
    p.poly(_round_corners(beak, 0.02), PALETTE["beak"], INK, LW * 0.7)
    p.circle(x + r * 0.3, y - r * 0.2, r * 0.2, INK)


def _wheel(p: _Pen, x: float, y: float, r: float) -> None:
    p.circle(x, y, r, (58, 52, 56), INK, LW)
    p.circle(x, y, r * 0.48, PALETTE["steel"], INK, LW * 0.8)
    p.circle(x, y, r * 0.14, INK)


def _leader(p: _Pen, colour: Colour) -> None:
    gold = PALETTE["gold"]
    cape = _smooth([(0.05, -0.3), (-0.5, -0.15), (-0.98, 0.75), (-0.2, 0.92), (0.25, 0.3)], 2)
    p.poly(cape, PALETTE["lavender_dark"], INK, LW)
    p.line([(-0.9, 0.76), (-0.2, 0.88)], gold, 0.07)
    _draw_hen(p.sub(0.05, 0.02, 1.02), colour, darken(colour, 0.2), 0.05, chubby=True)
    crown = [(0.12, -0.66), (0.14, -0.98), (0.26, -0.8), (0.38, -1.02), (0.5, -0.8),
             (0.62, -0.98), (0.62, -0.64)]  # fmt: skip
    p.poly(_round_corners(crown, 0.03), gold, INK, LW)
    p.circle(0.38, -0.72, 0.05, PALETTE["comb"])


def _chicken(p: _Pen, colour: Colour) -> None:
    _draw_hen(p.sub(0.0, 0.2, 0.78), colour, darken(colour, 0.2), 0.06, chubby=True)


def _soldier(p: _Pen, colour: Colour) -> None:
    for side in (-1, 1):  # walker legs
        p.line([(side * 0.18, 0.3), (side * 0.3, 0.62), (side * 0.22, 0.84)], STONE_DARK, 0.16)
        p.poly(_rounded_rect_pts(side * 0.22 - 0.14, 0.8, 0.3, 0.12, 0.05), INK)
    p.line([(0.62, 0.86), (0.62, -0.7)], PALETTE["wood_dark"], 0.1)  # the spear
    p.poly(_round_corners([(0.52, -0.66), (0.62, -1.0), (0.72, -0.66)], 0.03),
           PALETTE["steel_light"], INK, LW)  # fmt: skip
    p.poly(_rounded_rect_pts(-0.4, -0.2, 0.8, 0.62, 0.14), colour, INK, LW)
    p.line([(-0.3, 0.24), (0.3, 0.24)], darken(colour, 0.3), 0.06)
    p.line([(0.3, 0.02), (0.62, 0.1)], STONE_DARK, 0.12)  # arm to the spear
    p.circle(0.62, 0.1, 0.09, STONE_DARK, INK, LW * 0.7)
    p.circle(-0.02, -0.42, 0.3, lighten(PALETTE["shield_blue"], 0.55), INK, LW)  # cockpit
    _pilot(p, -0.04, -0.4, 0.16)
    p.line([(-0.2, -0.6), (-0.1, -0.66)], PALETTE["white"], 0.04)


def _golem(p: _Pen, colour: Colour) -> None:
    for x in (-0.34, 0.34):  # stubby legs
        p.poly(_rounded_rect_pts(x - 0.2, 0.4, 0.4, 0.5, 0.1), STONE_DARK, INK, LW)
    for x in (-0.72, 0.72):  # hanging boulder arms
        p.poly(_smooth([(x - 0.22, -0.2), (x + 0.22, -0.24), (x + 0.28, 0.5), (x, 0.72),
                        (x - 0.28, 0.5)], 2), STONE, INK, LW)  # fmt: skip
    body = _smooth([(-0.6, -0.3), (-0.2, -0.5), (0.3, -0.5), (0.62, -0.28), (0.58, 0.4),
                    (0.0, 0.6), (-0.58, 0.4)], 2)  # fmt: skip
    p.poly(body, STONE, INK, LW)
    p.poly(_round_corners([(-0.54, -0.1), (0.56, 0.12), (0.52, 0.32), (-0.56, 0.1)], 0.06),
           colour, INK, LW * 0.8)  # the owner's sash  # fmt: skip
    p.line([(-0.2, 0.3), (-0.05, 0.45), (0.12, 0.38)], STONE_DARK, 0.04)
    p.circle(0.0, -0.58, 0.26, STONE_LIGHT, INK, LW)  # the little head
    for x in (-0.09, 0.09):
        p.circle(x, -0.6, 0.055, PALETTE["zombie_glow"], INK, 0.025)
    p.poly(_smooth([(-0.22, -0.76), (0.0, -0.86), (0.22, -0.76), (0.0, -0.72)], 1),
           PALETTE["leaf"])  # moss  # fmt: skip


def _battle_car(p: _Pen, colour: Colour) -> None:
    p.line([(0.28, -0.02), (0.72, -0.4)], PALETTE["wood_dark"], 0.09)  # the hammer
    p.poly(_rounded_rect_pts(0.56, -0.62, 0.34, 0.26, 0.05), PALETTE["steel"], INK, LW)
    body = [(-0.96, 0.5), (-0.96, 0.1), (-0.6, 0.0), (0.6, 0.0), (0.96, 0.2), (0.96, 0.5)]
    p.poly(_round_corners(body, 0.1), colour, INK, LW)
    p.line([(-0.86, 0.3), (0.86, 0.3)], darken(colour, 0.3), 0.05)
    p.poly(_round_corners([(-0.5, 0.02), (-0.42, -0.32), (0.1, -0.32), (0.2, 0.02)], 0.06),
           lighten(PALETTE["shield_blue"], 0.55), INK, LW)  # fmt: skip
    _pilot(p, -0.18, -0.16, 0.14)
    for x in (0.96, 1.0):  # the ram's spikes
        p.poly([(x - 0.04, 0.24), (x + 0.1, 0.32), (x - 0.04, 0.4)], PALETTE["steel_light"], INK,
               0.03)  # fmt: skip
    _wheel(p, -0.56, 0.56, 0.3)
    _wheel(p, 0.56, 0.56, 0.3)


def _cannon(p: _Pen, colour: Colour) -> None:
    for x, y in ((-0.78, 0.78), (-0.58, 0.78), (-0.68, 0.62)):  # a pile of shot
        p.circle(x, y, 0.1, (58, 52, 56), INK, LW * 0.7)
    p.poly(_round_corners([(-0.5, 0.72), (-0.1, 0.1), (0.3, 0.1), (0.5, 0.72)], 0.06),
           colour, INK, LW)  # the carriage  # fmt: skip
    barrel = [(-0.5, 0.2), (0.7, -0.62), (0.9, -0.34), (-0.24, 0.5)]
    p.poly(_round_corners(barrel, 0.1), PALETTE["steel_dark"], INK, LW)
    p.line([(-0.3, 0.2), (0.68, -0.46)], PALETTE["steel"], 0.06)
    p.poly(_round_corners([(0.64, -0.74), (0.76, -0.8), (1.0, -0.44), (0.92, -0.3)], 0.04),
           colour, INK, LW)  # the muzzle, painted in the owner's colour  # fmt: skip
    p.poly(_round_corners([(-0.46, 0.08), (-0.3, -0.04), (-0.1, 0.26), (-0.26, 0.38)], 0.04),
           colour, INK, LW * 0.8)  # fmt: skip
    for t in (0.3, 0.6):  # spikes along the barrel
        x, y = -0.5 + 1.2 * t, 0.2 - 0.82 * t
        p.poly([(x - 0.06, y - 0.04), (x - 0.02, y - 0.2), (x + 0.08, y - 0.1)],
               PALETTE["steel_light"], INK, 0.03)  # fmt: skip
    _wheel(p, 0.0, 0.52, 0.38)


def _tower(p: _Pen, colour: Colour) -> None:
    p.line([(0.0, -0.6), (0.0, -1.0)], INK, 0.05)  # flagpole and flag
    p.poly(_round_corners([(0.02, -1.0), (0.44, -0.92), (0.02, -0.8)], 0.02), colour, INK, LW * 0.7)
    body = [(-0.4, 0.9), (-0.32, -0.46), (0.32, -0.46), (0.4, 0.9)]
    p.poly(_round_corners(body, 0.04), STONE, INK, LW)
    for y in (-0.1, 0.3):  # courses of stone
        p.line([(-0.34, y), (0.36, y)], STONE_DARK, 0.03)
    top = [(-0.46, -0.44), (-0.46, -0.76), (-0.3, -0.76), (-0.3, -0.64), (-0.08, -0.64),
           (-0.08, -0.76), (0.08, -0.76), (0.08, -0.64), (0.3, -0.64), (0.3, -0.76),
           (0.46, -0.76), (0.46, -0.44)]  # fmt: skip
    p.poly(_round_corners(top, 0.02), STONE_LIGHT, INK, LW)
    p.poly(_rounded_rect_pts(-0.06, -0.36, 0.12, 0.22, 0.05), INK)  # arrow slit
    p.poly(_round_corners([(-0.26, 0.0), (0.26, 0.0), (0.26, 0.5), (0.0, 0.62), (-0.26, 0.5)],
                          0.04), colour, INK, LW * 0.8)  # the owner's banner  # fmt: skip
    p.poly(_rounded_rect_pts(-0.14, 0.66, 0.28, 0.24, 0.1), (70, 44, 36), INK, LW * 0.7)


_DRAW: dict[str, Callable[[_Pen, Colour], None]] = {
    "leader": _leader,
    "chicken": _chicken,
    "soldier": _soldier,
    "golem": _golem,
    "battle_car": _battle_car,
    "cannon": _cannon,
    "tower": _tower,
}


def _figure(size: int, draw: Callable[[_Pen], None], scale: float = 0.9) -> pygame.Surface:
    """A sticker-outlined figure on a soft ground shadow, at ``size`` x ``size``."""
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    pygame.draw.ellipse(surf, (*PALETTE["shadow"][:3], 70),
                        pygame.Rect(big * 0.14, big * 0.86, big * 0.72, big * 0.12))  # fmt: skip
    pen = _Pen(None, big / 2, big / 2, big / 2 * scale)  # type: ignore[arg-type]
    surf.blit(_layer((big, big), lambda s: draw(pen.on(s)), pen.k * 0.07), (0, 0))
    return _down(surf, size, size)


@sized_cache
def miniature(kind: str, owner: int, size: int) -> pygame.Surface:
    """One miniature of ``kind`` (:data:`MINI_KINDS`) in ``owner``'s colour, ``size`` x ``size``.

    ``owner`` indexes :data:`ecs.palette.PLAYER_STYLES`; the owner's shape badge sits in
    the bottom-right corner so pieces are told apart without colour.
    """
    if kind not in _DRAW:
        raise ValueError(f"unknown miniature: {kind!r}")
    style = PLAYER_STYLES[owner % len(PLAYER_STYLES)]
    surf = _figure(size, lambda p: _DRAW[kind](p, style.colour), 0.94).copy()
    b = max(6, round(size * 0.36))
    surf.blit(shape_badge(style.shape, style.colour, b), (size - b, size - b))
    return surf


# --- markers -------------------------------------------------------------------------------


@sized_cache
def shield_marker(size: int) -> pygame.Surface:
    """A shield token on a piece: a blue heater shield with an egg boss."""

    def draw(p: _Pen) -> None:
        pts = _smooth([(-0.8, -0.8), (0.0, -0.96), (0.8, -0.8), (0.72, 0.2), (0.0, 0.98),
                       (-0.72, 0.2)], 2)  # fmt: skip
        p.poly(pts, PALETTE["shield_blue"], INK, LW)
        p.poly(_smooth([(-0.56, -0.62), (0.0, -0.74), (0.0, 0.7), (-0.5, 0.14)], 2),
               lighten(PALETTE["shield_blue"], 0.35))  # fmt: skip
        p.ellipse(0.0, -0.06, 0.26, 0.34, PALETTE["egg"], outline=INK, lw=LW)

    return _figure(size, draw, 0.84)


@sized_cache
def bonus_pip(size: int, amount: int = 1) -> pygame.Surface:
    """A die left on a piece for +``amount`` strength: a cream die showing "+1"."""

    def draw(p: _Pen) -> None:
        p.poly(_rounded_rect_pts(-0.78, -0.72, 1.56, 1.56, 0.3), PALETTE["egg_shade"], INK, LW)
        p.poly(_rounded_rect_pts(-0.78, -0.82, 1.56, 1.46, 0.3), PALETTE["cream"], INK, LW)

    surf = _figure(size, draw, 0.84).copy()
    txt = _text(f"+{amount}", max(6, round(size * 0.5)), PALETTE["ink"])
    surf.blit(txt, txt.get_rect(center=(size / 2, size * 0.46)))
    return surf


@sized_cache
def humiliation_tag(owner: int, size: int) -> pygame.Surface:
    """A humiliation tag: a paper tag on a string with a dunce cap, in ``owner``'s colour.

    The owner is the player who earned it; their shape is on the tag's corner.
    """
    style = PLAYER_STYLES[owner % len(PLAYER_STYLES)]

    def draw(p: _Pen) -> None:
        p.line([(-0.9, -0.9), (-0.46, -0.46)], PALETTE["wood_dark"], 0.06)  # string
        tag = [(-0.6, -0.3), (-0.3, -0.6), (0.82, -0.6), (0.82, 0.74), (-0.6, 0.74)]
        p.poly(_round_corners(tag, 0.08), lighten(style.colour, 0.35), INK, LW)
        p.circle(-0.36, -0.36, 0.08, INK)
        cap = [(0.1, -0.46), (0.46, 0.5), (-0.26, 0.5)]
        p.poly(_round_corners(cap, 0.04), PALETTE["cream"], INK, LW)
        p.line([(-0.06, 0.06), (0.26, 0.06)], PALETTE["bad"], 0.06)
        p.poly(_scaled(_star_pts(5, 0.16, 0.08), 1.0, 0.1, -0.5), PALETTE["gold"], INK, 0.03)

    surf = _figure(size, draw, 0.84).copy()
    b = max(6, round(size * 0.34))
    surf.blit(shape_badge(style.shape, style.colour, b), (size - b, size - b))
    return surf
