"""Zombie Chickens: the Day card icons, the card faces and backs, and the hay wall.

Every card is 5:7 (height ``round(width * 1.4)``) with a chunky dark rim. Frames are
drawn supersampled; icons and text are then placed at the final size, so lettering
stays crisp and is shrunk (and wrapped to two lines) until it fits.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from ecs.art.creatures import _egg_pts
from ecs.art.night import event_icon
from ecs.art.pen import (
    OUTLINE,
    _canvas,
    _down,
    _font,
    _outlined,
    _Pen,
    _rot,
    _round_corners,
    _rounded_rect_pts,
    _rows_gradient,
    _scaled,
    _smooth,
    _star_pts,
    _text,
)
from ecs.art.shapes import _heart_pts
from ecs.art.zombie_creatures import _draw_flame, trait_icon, zombie_frames
from ecs.palette import PALETTE, Colour, darken, lighten
from ecs.sized_cache import sized_cache

CARD_KINDS: tuple[str, ...] = (
    "hay", "scarecrow", "shotgun", "ammo", "trap", "shield", "flamethrower", "fuel", "wolr",
)  # fmt: skip
BACKS: tuple[str, ...] = ("day", "night", "life")
INK = OUTLINE
_RULE_ROWS = 3  # a long rule wraps to a third line rather than shrink below reading size
_HEADER: dict[str, Colour] = {
    "hay": (226, 170, 52), "scarecrow": (150, 104, 64), "shotgun": (84, 104, 136),
    "ammo": (206, 62, 52), "trap": (108, 102, 98), "shield": (58, 128, 232),
    "flamethrower": (240, 118, 36), "fuel": (70, 146, 74), "wolr": (40, 36, 44),
}  # fmt: skip


# --- the day card icons -----------------------------------------------------------------


def _draw_bale(p: _Pen, x: float, y: float, w: float, h: float, lw: float) -> None:
    """A hay bale seen front-on, its top showing, centred on (x, y)."""
    hay, dark = PALETTE["hay"], PALETTE["hay_dark"]
    p.poly(_rounded_rect_pts(x - w / 2, y - h / 2, w, h, h * 0.18), hay, INK, lw)
    p.poly(_rounded_rect_pts(x - w / 2, y - h / 2, w, h * 0.3, h * 0.14), lighten(hay, 0.35))
    for i in range(7):
        sx = x - w * 0.4 + w * 0.8 * i / 6
        p.line([(sx, y - h * 0.05), (sx + w * 0.05, y + h * 0.3)], dark, lw * 0.6)
    for fx in (-0.24, 0.24):
        p.line([(x + fx * w, y - h / 2), (x + fx * w, y + h / 2)], PALETTE["roof"], lw * 1.3)


def _card_draw(kind: str, p: _Pen) -> None:
    lw = 0.06
    steel, wood = PALETTE["steel"], PALETTE["gun_wood"]
    if kind == "hay":
        _draw_bale(p, 0.0, 0.1, 1.8, 1.2, lw)
    elif kind == "scarecrow":
        p.line([(0, -0.2), (0, 0.98)], PALETTE["wood_dark"], 0.12)
        p.line([(-0.9, -0.05), (0.9, -0.05)], PALETTE["wood_dark"], 0.1)
        for side in (1, -1):
            straw = [(side * 0.82, -0.1), (side * 1.0, -0.22), (side * 0.96, 0.1)]
            p.poly(straw, PALETTE["straw"])
        shirt = [(-0.86, -0.22), (0.86, -0.22), (0.8, 0.08), (0.36, 0.06), (0.4, 0.66),
                 (-0.4, 0.66), (-0.36, 0.06), (-0.8, 0.08)]  # fmt: skip
        p.poly(_round_corners(shirt, 0.06), PALETTE["barn_red"], INK, lw)
        p.poly(
            _rounded_rect_pts(0.06, 0.22, 0.22, 0.2, 0.03), PALETTE["shield_blue"], INK, lw * 0.6
        )
        p.circle(0, -0.46, 0.3, (222, 196, 148), INK, lw)
        for x in (-0.11, 0.11):
            p.circle(x, -0.5, 0.05, INK)
        p.line([(-0.14, -0.34), (-0.05, -0.3), (0.05, -0.34), (0.14, -0.3)], INK, lw * 0.7)
        p.poly(_rounded_rect_pts(-0.56, -0.78, 1.12, 0.12, 0.05), PALETTE["straw"], INK, lw)
        p.poly(_round_corners([(-0.3, -0.74), (-0.24, -1.0), (0.26, -1.0), (0.3, -0.74)], 0.06),
               PALETTE["straw"], INK, lw)  # fmt: skip
        p.line([(-0.27, -0.8), (0.27, -0.8)], PALETTE["barn_red"], 0.06)
    elif kind == "shotgun":
        gun = [(-0.98, 0.1), (-0.4, -0.08), (0.98, -0.1), (0.98, 0.06), (-0.18, 0.12),
               (-0.36, 0.28), (-0.98, 0.34)]  # fmt: skip
        p.poly(_rot(_round_corners(gun, 0.04), -28), wood, INK, lw)
        p.poly(_rot(_rounded_rect_pts(-0.3, -0.2, 1.3, 0.2, 0.06), -28), steel, INK, lw)
        p.line(_rot([(-0.2, -0.1), (0.9, -0.1)], -28), PALETTE["steel_light"], lw * 0.7)
        p.line(_rot([(-0.26, 0.14), (-0.22, 0.26), (-0.12, 0.22)], -28), INK, lw * 0.9)
    elif kind == "ammo":
        for x, y in ((-0.46, 0.1), (0.46, 0.1), (0.0, 0.0)):
            p.poly(
                _rounded_rect_pts(x - 0.22, y - 0.72, 0.44, 1.14, 0.14),
                PALETTE["barn_red"],
                INK,
                lw,
            )
            p.poly(
                _rounded_rect_pts(x - 0.24, y + 0.36, 0.48, 0.42, 0.06), PALETTE["gold"], INK, lw
            )
            p.line([(x - 0.12, y - 0.56), (x - 0.12, y + 0.2)], PALETTE["barn_red_light"], lw)
            p.line([(x - 0.22, y + 0.5), (x + 0.22, y + 0.5)], PALETTE["gold_dark"], lw * 0.8)
    elif kind == "trap":
        p.ellipse(0, 0.62, 0.9, 0.24, PALETTE["steel_dark"], outline=INK, lw=lw)
        for side in (1, -1):
            jaw = [(side * 0.86, 0.56), (side * 0.9, -0.1), (side * 0.6, -0.6), (side * 0.2, -0.8)]
            p.line(jaw, INK, 0.2)
            p.line(jaw, steel, 0.1)
            for i in range(4):
                bx, by = jaw[min(i, 3)]
                p.poly([(bx, by), (bx - side * 0.22, by + 0.06), (bx - side * 0.06, by + 0.2)],
                       PALETTE["steel_light"], INK, lw * 0.6)  # fmt: skip
        p.ellipse(0, 0.5, 0.3, 0.12, PALETTE["gold"], outline=INK, lw=lw)
        p.line([(0.9, 0.62), (0.98, 0.8), (0.8, 0.92)], INK, 0.08)
    elif kind == "shield":
        sh = [(-0.78, -0.82), (0.78, -0.82), (0.78, -0.1), (0.0, 0.96), (-0.78, -0.1)]
        p.poly(_smooth(sh, 1), PALETTE["shield_blue"], INK, lw)
        p.poly(_scaled(_smooth(sh, 1), 0.72, 0, -0.06), lighten(PALETTE["shield_blue"], 0.3))
        p.poly(_round_corners(_star_pts(5, 0.4, 0.18), 0.03), PALETTE["gold"], INK, lw)
    elif kind == "flamethrower":
        _draw_flame(p.sub(0.62, -0.22, 1.0), 0, 0, 0.5, 0.74, lean=-0.9)
        p.poly(_rounded_rect_pts(-0.9, 0.1, 0.6, 0.78, 0.24), PALETTE["flame_red"], INK, lw)
        p.poly(_rounded_rect_pts(-0.72, -0.26, 1.12, 0.3, 0.08), steel, INK, lw)
        p.poly(_rounded_rect_pts(0.34, -0.24, 0.3, 0.14, 0.04), PALETTE["steel_dark"], INK, lw)
        p.poly(_round_corners([(-0.2, 0.02), (0.08, 0.02), (0.0, 0.44), (-0.22, 0.44)], 0.05),
               PALETTE["gun_wood"], INK, lw)  # fmt: skip
        p.line([(-0.76, 0.3), (-0.44, 0.3)], lighten(PALETTE["flame_red"], 0.4), lw)
    elif kind == "fuel":
        can = [(-0.7, -0.6), (0.3, -0.6), (0.7, -0.2), (0.7, 0.92), (-0.7, 0.92)]
        p.poly(_round_corners(can, 0.12), PALETTE["flame_red"], INK, lw)
        p.poly(_round_corners([(0.3, -0.6), (0.52, -0.96), (0.74, -0.84), (0.6, -0.42)], 0.05),
               PALETTE["steel"], INK, lw)  # fmt: skip
        p.poly(_rounded_rect_pts(-0.6, -0.9, 0.8, 0.36, 0.14), None, INK, 0.1)
        for side in (1, -1):
            p.line([(-0.42, 0.06 - side * 0.56), (0.42, 0.06 + side * 0.56)], darken(
                PALETTE["flame_red"], 0.25), 0.14)  # fmt: skip
        drop = _smooth([(0.0, -0.22), (0.15, 0.06), (0.0, 0.16), (-0.15, 0.06)], 2)
        p.poly(_scaled(drop, 1.1, 0, 0.08), PALETTE["flame_core"], INK, lw * 0.8)
    elif kind == "wolr":
        p.poly(_rounded_rect_pts(-0.9, 0.2, 1.8, 0.66, 0.12), PALETTE["warning"], INK, lw)
        for i in range(5):
            x = -0.8 + i * 0.4
            p.poly([(x, 0.28), (x + 0.18, 0.28), (x + 0.0, 0.8), (x - 0.18, 0.8)], (40, 36, 44))
        p.ellipse(0, 0.18, 0.74, 0.22, PALETTE["steel_dark"], outline=INK, lw=lw)
        dome = [(x, y) for x, y in ((0.62 * math.cos(t), -0.64 * math.sin(t))
                                    for t in (math.pi * i / 24 for i in range(25)))]  # fmt: skip
        p.poly(_scaled(dome + [(0.62, 0.14), (-0.62, 0.14)], 1.0, 0, 0.06), PALETTE["bad"], INK, lw)
        p.ellipse(-0.24, -0.3, 0.16, 0.1, lighten(PALETTE["bad"], 0.55), angle=-30)
    else:
        raise ValueError(f"unknown card kind: {kind!r}")


@sized_cache
def card_icon(kind: str, size: int) -> pygame.Surface:
    """The picture of a Day card kind (one of :data:`CARD_KINDS`), ``size`` x ``size``."""
    return _outlined(int(size), lambda p: _card_draw(kind, p))


@sized_cache
def hay_wall(width: int) -> pygame.Surface:
    """Three hay bales stacked two-and-one, front-on: ``width`` x ``round(width * 0.8)``."""
    width = int(width)

    def draw(p: _Pen) -> None:
        for x, y in ((-0.5, 0.62), (0.5, 0.62), (0.0, -0.02)):
            _draw_bale(p, x, y, 0.98, 0.62, 0.05)

    square = _outlined(width, draw, scale=0.96)
    height = round(width * 0.8)
    return square.subsurface(pygame.Rect(0, width - height, width, height)).copy()


# --- card faces ---------------------------------------------------------------------------


def _wrap(words: list[str], n: int, size: int) -> list[str]:
    """``words`` in ``n`` rows, broken where the widest row is narrowest."""
    font = _font(size)
    best: tuple[float, list[str]] = (math.inf, [" ".join(words)])
    for cuts in itertools.combinations(range(1, len(words)), n - 1):
        edges = (0, *cuts, len(words))
        rows = [" ".join(words[i:j]) for i, j in itertools.pairwise(edges)]
        best = min(best, (max(font.size(r)[0] for r in rows), rows))
    return best[1]


def _fit(text: str, box: tuple[int, int], px: int, colour: Colour, ol: Colour | None = None,
         lines: int = 2) -> pygame.Surface:  # fmt: skip
    """``text`` shrunk (down to a floor) and wrapped to at most ``lines`` lines to fit ``box``."""
    words = text.split() or [""]
    for size in range(max(6, px), 5, -1):
        edge = max(1.0, size * 0.14) if ol else 0.0
        for n in range(1, min(lines, len(words)) + 1):
            imgs = [_text(r, size, colour, ol, edge) for r in _wrap(words, n, size)]
            w, h = max(i.get_width() for i in imgs), sum(i.get_height() * 0.86 for i in imgs)
            if (w <= box[0] and h <= box[1]) or size == 6 and n == min(lines, len(words)):
                # lines close up by 14 %, but the last keeps its full height: no tail cut off
                tall = max(
                    round(h) + 2, round(h - imgs[-1].get_height() * 0.86) + imgs[-1].get_height()
                )
                out = _canvas(max(1, w), max(1, tall), clear=colour)
                for i, img in enumerate(imgs):
                    out.blit(img, img.get_rect(midtop=(w / 2, i * img.get_height() * 0.86)))
                return out
    return _text(text, 6, colour)


def _blit_c(surf: pygame.Surface, img: pygame.Surface, center: tuple[float, float]) -> None:
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _frame(width: int, rim: Colour, paint: Callable[[pygame.Surface, pygame.Rect], None]):
    """A blank card: dark outline, ``rim`` border, and ``paint`` filling the inner face."""
    ss = 3 if width <= 200 else 2
    w, h = width * ss, round(width * 1.4) * ss
    surf = _canvas(w, h)
    rad = round(w * 0.08)
    pygame.draw.rect(surf, INK, surf.get_rect(), border_radius=rad)
    outer = surf.get_rect().inflate(-round(w * 0.03), -round(w * 0.03))
    pygame.draw.rect(surf, rim, outer, border_radius=rad - round(w * 0.015))
    inner = outer.inflate(-round(w * 0.05), -round(w * 0.05))
    face = _canvas(w, h)
    paint(face, inner)
    clip = _canvas(w, h, clear=(255, 255, 255))
    pygame.draw.rect(clip, (255, 255, 255, 255), inner, border_radius=round(w * 0.045))
    face.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (0, 0))
    pygame.draw.rect(surf, INK, inner.inflate(ss * 2, ss * 2), ss, border_radius=round(w * 0.05))
    return _down(surf, width, round(width * 1.4))


def _fill(colour: Colour, top: Colour, rays: tuple[float, float, Colour, int] | None = None):
    """Paint a card face: a gradient from ``top`` to ``colour``, and optional sun rays
    (centre height and radius as fractions of the width, colour, count)."""

    def paint(s: pygame.Surface, r: pygame.Rect) -> None:
        _rows_gradient(s, pygame.Rect(r.x, r.y, r.w + 1, r.h), top, colour, r.h)
        if rays:
            w = s.get_width()
            _rays(s, (w / 2, w * rays[0]), w * rays[1], rays[2], rays[3])

    return paint


def _rays(
    surf: pygame.Surface, c: tuple[float, float], r: float, colour: Colour, n: int = 12
) -> None:
    for i in range(n):
        a0, a1 = math.tau * i / n, math.tau * (i + 0.5) / n
        pts = [c, (c[0] + r * math.cos(a0), c[1] + r * math.sin(a0)),
               (c[0] + r * math.cos(a1), c[1] + r * math.sin(a1))]  # fmt: skip
        pygame.draw.polygon(surf, colour, pts)


def _band(surf: pygame.Surface, y: float, h: float, colour: Colour, hazard: bool = False) -> None:
    w = surf.get_width()
    rect = pygame.Rect(round(w * 0.06), round(y), w - round(w * 0.12), round(h))
    pygame.draw.rect(surf, INK, rect.inflate(4, 4), border_radius=round(h * 0.3))
    pygame.draw.rect(surf, colour, rect, border_radius=round(h * 0.3))
    if hazard:
        step = max(4, rect.h // 2)
        stripes = _canvas(*surf.get_size())
        for x in range(rect.x - rect.h, rect.right, step * 2):
            quad = [(x, rect.bottom), (x + rect.h, rect.y), (x + rect.h + step, rect.y),
                    (x + step, rect.bottom)]  # fmt: skip
            pygame.draw.polygon(stripes, (*PALETTE["warning"], 255), quad)
        clip = _canvas(*surf.get_size(), clear=(255, 255, 255))
        pygame.draw.rect(clip, (255, 255, 255, 255), rect, border_radius=round(h * 0.3))
        stripes.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(stripes, (0, 0))


def _title(
    surf: pygame.Surface,
    text: str,
    y: float,
    band,
    colour,
    scale: float = 0.13,
    hazard: bool = False,
) -> None:
    """A band across the card at ``y`` with ``text`` fitted on it: every card's title (a
    card in flight has none: its words are read where it lands)."""
    w = surf.get_width()
    _band(surf, y, w * 0.2, band, hazard=hazard)
    if not text:
        return
    size = (round(w * 0.82), round(w * 0.17))
    _blit_c(surf, _fit(text, size, round(w * scale), colour, INK, 1), (w / 2, y + w * 0.1))


def _rule(
    surf: pygame.Surface, line: str, fill, edge, colour, top: float = 0.98, pad: int = 6
) -> None:
    """Every card's rule ``line``, in a rounded box from ``top`` (x the width) to the foot."""
    w, h = surf.get_size()
    box = pygame.Rect(round(w * 0.08), round(w * top), round(w * 0.84), round(h - w * (top + 0.05)))
    pygame.draw.rect(surf, fill, box, border_radius=round(w * 0.04))
    if edge is not None:
        pygame.draw.rect(surf, edge, box, max(1, w // 90), border_radius=round(w * 0.04))
    if not line:
        return
    text = _fit(line, (box.w - pad, box.h - 2), round(w * 0.095), colour, None, _RULE_ROWS)
    _blit_c(surf, text, box.center)


@sized_cache
def day_card(kind: str, title: str, line: str, width: int) -> pygame.Surface:
    """A Day card: warm paper, a header in the kind's colour with ``title``, the big icon
    and the rule ``line`` at the bottom. ``width`` x ``round(width * 1.4)``."""
    head = _HEADER[kind]
    rays = (0.64, 0.5, lighten(head, 0.8), 14)
    surf = _frame(width, lighten(head, 0.55), _fill(PALETTE["cream"], PALETTE["panel"], rays))
    w, h = surf.get_size()
    pygame.draw.circle(surf, lighten(head, 0.6), (w / 2, w * 0.64), w * 0.29)
    _blit_c(surf, card_icon(kind, round(w * 0.54)), (w / 2, w * 0.64))
    _title(surf, title, w * 0.055, head, PALETTE["text_light"], hazard=kind == "wolr")
    _rule(surf, line, PALETTE["panel_alt"], None, PALETTE["text"], top=0.97, pad=4)
    return surf


@sized_cache
def zombie_card(title: str, traits: tuple[str, ...], width: int) -> pygame.Surface:
    """A Night zombie card: sickly green and purple, the shambler, its title and traits."""
    surf = _frame(
        width, PALETTE["zombie_green"], _fill(PALETTE["night_purple_dark"], PALETTE["night_purple"])
    ).copy()
    w, h = surf.get_size()
    pygame.draw.circle(surf, darken(PALETTE["moon"], 0.12), (w * 0.64, w * 0.5), w * 0.26)
    pygame.draw.ellipse(
        surf, darken(PALETTE["zombie_dark"], 0.3), pygame.Rect(w * 0.06, w * 0.9, w * 0.88, w * 0.2)
    )
    _blit_c(surf, zombie_frames(tuple(traits), round(w * 0.86))[0], (w / 2, w * 0.62))
    _title(surf, title, w * 0.055, PALETTE["night_purple_dark"], PALETTE["zombie_glow"])
    n = max(1, len(traits))
    slot = min(w * 0.84 / n, w * 0.3)
    y = h - w * 0.2
    for i, trait in enumerate(traits):
        x = w / 2 + (i - (n - 1) / 2) * slot
        pygame.draw.circle(surf, INK, (x, y), slot * 0.46)
        pygame.draw.circle(surf, PALETTE["cream"], (x, y), slot * 0.46 - max(1, w // 80))
        _blit_c(surf, trait_icon(trait, round(slot * 0.74)), (x, y))
    return surf


@sized_cache
def event_card(event: str, title: str, line: str, width: int) -> pygame.Surface:
    """A Night event card: deep blue in a gold frame, a star burst, the event, its rule."""
    rays = (0.6, 0.52, lighten(PALETTE["night_blue"], 0.12), 16)
    surf = _frame(
        width, PALETTE["gold"], _fill(PALETTE["night_sky_top"], PALETTE["night_blue"], rays)
    )
    w, h = surf.get_size()
    for sx, sy in ((0.16, 0.34), (0.84, 0.36), (0.2, 0.92), (0.82, 0.9)):
        pygame.draw.polygon(
            surf, PALETTE["gold"], _scaled(_star_pts(4, w * 0.035, w * 0.012), 1.0, w * sx, w * sy)
        )
    _blit_c(surf, event_icon(event, round(w * 0.56)), (w / 2, w * 0.61))
    _title(surf, title, w * 0.055, PALETTE["gold_dark"], PALETTE["text_light"])
    _rule(surf, line, PALETTE["night_sky_top"], PALETTE["gold_dark"], PALETTE["text_light"], 0.97)
    return surf


def _heart_egg(p: _Pen) -> None:
    heart = PALETTE["heart"]
    p.poly(_egg_pts(0, 0.02, 0.66, 0.9), heart, INK, 0.06)
    p.ellipse(-0.26, -0.42, 0.1, 0.2, lighten(heart, 0.6), angle=20)
    p.poly(_scaled(_heart_pts(), 0.36, 0.04, 0.14), PALETTE["cream"], INK, 0.05)


@sized_cache
def life_card(width: int, words: bool = True) -> pygame.Surface:
    """A Life card: a plump heart-egg on rosy paper under a "LIFE" banner (empty without
    ``words``: a card in flight)."""
    surf = _frame(
        width,
        lighten(PALETTE["heart"], 0.5),
        _fill(
            lighten(PALETTE["heart"], 0.8),
            PALETTE["cream"],
            (0.784, 0.56, lighten(PALETTE["heart"], 0.65), 14),
        ),
    ).copy()
    w, h = surf.get_size()
    _blit_c(surf, _outlined(round(w * 0.8), _heart_egg), (w / 2, h * 0.56))
    _band(surf, w * 0.055, w * 0.2, PALETTE["heart"])
    if not words:
        return surf
    _blit_c(
        surf,
        _fit(
            "LIFE",
            (round(w * 0.8), round(w * 0.17)),
            round(w * 0.14),
            PALETTE["text_light"],
            INK,
            1,
        ),
        (w / 2, w * 0.155),
    )
    return surf


@sized_cache
def card_back(deck: str, width: int, words: bool = True) -> pygame.Surface:
    """The back of a ``deck``: "day" (sun rays and barn), "night" (moon, claw marks), "life";
    without ``words`` its banner is left empty (a card in flight)."""
    if deck == "day":
        rays = (0.7, 1.4, lighten(PALETTE["sun"], 0.4), 18)
        surf = _frame(width, PALETTE["cream"], _fill(PALETTE["sky"], PALETTE["sun"], rays)).copy()
        w, h = surf.get_size()
        pygame.draw.circle(surf, PALETTE["sun"], (w / 2, h / 2), w * 0.36)
        _blit_c(surf, _outlined(round(w * 0.7), _barn), (w / 2, h / 2))
        label, col = "DAY", PALETTE["barn_red"]
    elif deck == "night":
        surf = _frame(
            width,
            PALETTE["zombie_green"],
            _fill(PALETTE["night_purple_dark"], PALETTE["night_blue"]),
        ).copy()
        w, h = surf.get_size()
        _blit_c(surf, _outlined(round(w * 0.8), _claws), (w / 2, h / 2))
        label, col = "NIGHT", PALETTE["night_purple"]
    elif deck == "life":
        surf = _frame(
            width, PALETTE["cream"], _fill(PALETTE["heart"], lighten(PALETTE["heart"], 0.3))
        ).copy()
        w, h = surf.get_size()
        for i in range(12):
            hx, hy = (
                (i % 3 + 0.5) / 3 * w + (i // 3 % 2) * w * 0.1 - w * 0.05,
                (i // 3 + 0.5) / 4 * h,
            )
            pygame.draw.polygon(
                surf, lighten(PALETTE["heart"], 0.2), _scaled(_heart_pts(24), w * 0.08, hx, hy)
            )
        _blit_c(surf, _outlined(round(w * 0.66), _heart_egg), (w / 2, h / 2))
        label, col = "LIFE", PALETTE["heart"]
    else:
        raise ValueError(f"unknown deck: {deck!r}")
    _band(surf, h - w * 0.26, w * 0.19, col)
    if not words:
        return surf
    _blit_c(
        surf,
        _fit(
            label, (round(w * 0.7), round(w * 0.16)), round(w * 0.13), PALETTE["text_light"], INK, 1
        ),
        (w / 2, h - w * 0.165),
    )
    return surf


def _barn(p: _Pen) -> None:
    red, trim = PALETTE["barn_red"], PALETTE["cream"]
    shape = [
        (-0.8, 0.8),
        (-0.8, -0.1),
        (-0.5, -0.56),
        (0.0, -0.8),
        (0.5, -0.56),
        (0.8, -0.1),
        (0.8, 0.8),
    ]
    p.poly(shape, red, INK, 0.06)
    p.line(
        [(-0.86, -0.06), (-0.5, -0.6), (0.0, -0.86), (0.5, -0.6), (0.86, -0.06)],
        PALETTE["roof"],
        0.1,
    )
    p.poly(_rounded_rect_pts(-0.36, 0.12, 0.72, 0.68, 0.02), red, trim, 0.07)
    p.line([(-0.34, 0.14), (0.34, 0.78)], trim, 0.07)
    p.line([(0.34, 0.14), (-0.34, 0.78)], trim, 0.07)
    p.poly(_rounded_rect_pts(-0.14, -0.42, 0.28, 0.26, 0.02), PALETTE["straw"], trim, 0.06)


def _claws(p: _Pen) -> None:
    p.circle(0.1, -0.1, 0.62, PALETTE["moon"])
    for dx, dy, r in ((-0.1, -0.3, 0.12), (0.3, 0.06, 0.1), (0.0, 0.2, 0.07)):
        p.circle(0.1 + dx, -0.1 + dy, r, PALETTE["moon_shade"])
    for i in range(3):
        x = -0.5 + i * 0.36
        slash = [(x - 0.1, -0.84), (x + 0.12, -0.1), (x + 0.26, 0.8)]
        p.line(slash, INK, 0.22)
        p.line(slash, PALETTE["zombie_green"], 0.1)
