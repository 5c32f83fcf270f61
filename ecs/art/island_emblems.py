"""War for Chicken Island: each Leader's emblem, a medallion that shows their ability.

Every Leader is the same crowned hen on the island (a Leader is a Leader, whoever it
is), so on the card a player chooses from, the emblem is what tells Keekmee's scrolls
from Madame Plume's hex at a glance, before a word of the ability is read.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs.art.pen import OUTLINE, _canvas, _down, _layer, _Pen, _round_corners, _smooth, _ss_for
from ecs.art.pen import _rounded_rect_pts as _rect
from ecs.art.pen import _star_pts as _star
from ecs.palette import PALETTE, darken, lighten
from ecs.sized_cache import sized_cache

INK = OUTLINE
LW = 0.07


def _hammer(p: _Pen) -> None:
    """Master Builder: a mallet over a plank."""
    p.poly(_rect(-0.7, 0.38, 1.4, 0.26, 0.06), PALETTE["wood_light"], INK, LW)
    p.line([(-0.42, 0.24), (0.28, -0.46)], PALETTE["wood_dark"], 0.16)
    head = [(0.02, -0.62), (0.32, -0.92), (0.68, -0.56), (0.38, -0.26)]
    p.poly(_round_corners(head, 0.05), PALETTE["steel"], INK, LW)


def _brood(p: _Pen) -> None:
    """Big Brood: three eggs huddled behind a shield's rim."""
    for x, y in ((-0.42, 0.05), (0.42, 0.05), (0.0, -0.22)):
        p.ellipse(x, y, 0.3, 0.4, PALETTE["egg"], outline=INK, lw=LW)
    p.poly(_smooth([(-0.8, 0.3), (0.8, 0.3), (0.62, 0.78), (0.0, 0.95), (-0.62, 0.78)], 2),
           PALETTE["shield_blue"], INK, LW)  # fmt: skip


def _scroll(p: _Pen) -> None:
    """Scroll Sage: an open scroll with a star on it."""
    p.poly(_rect(-0.62, -0.62, 1.24, 1.24, 0.08), PALETTE["cream"], INK, LW)
    for y in (-0.66, 0.66):
        p.poly(_rect(-0.82, y - 0.14, 1.64, 0.28, 0.12), PALETTE["wheat"], INK, LW)
    p.poly([(x * 0.36, y * 0.36 - 0.02) for x, y in _star()], PALETTE["star"], INK, LW * 0.8)


def _moon(p: _Pen) -> None:
    """Shadow Step: a crescent moon in a night sky, over footprints."""
    p.circle(0.0, -0.1, 0.86, PALETTE["night_sky"], INK, LW)
    p.circle(-0.08, -0.3, 0.46, PALETTE["moon"])
    p.circle(0.14, -0.44, 0.4, PALETTE["night_sky"])
    for x, y in ((-0.4, 0.42), (0.0, 0.32), (0.4, 0.42)):
        p.ellipse(x, y, 0.12, 0.08, PALETTE["moonlight"])


def _nest(p: _Pen) -> None:
    """Mother Hen: a chick in a nest under a heart."""
    p.ellipse(0.0, 0.45, 0.85, 0.38, PALETTE["hay_dark"], outline=INK, lw=LW)
    p.circle(0.0, 0.08, 0.34, PALETTE["chick"], INK, LW)
    p.poly([(0.3, 0.04), (0.52, 0.12), (0.3, 0.2)], PALETTE["beak"])
    p.ellipse(0.0, 0.5, 0.8, 0.2, PALETTE["hay"])
    heart = _smooth([(0.0, -0.42), (0.28, -0.8), (0.52, -0.52), (0.0, -0.12),
                     (-0.52, -0.52), (-0.28, -0.8)], 2)  # fmt: skip
    p.poly(heart, PALETTE["heart"], INK, LW)


def _sword(p: _Pen) -> None:
    """Battle Standard: a raised sword."""
    blade = [(-0.1, 0.3), (-0.1, -0.7), (0.0, -0.92), (0.1, -0.7), (0.1, 0.3)]
    p.poly(blade, PALETTE["steel_light"], INK, LW)
    p.poly(_rect(-0.46, 0.28, 0.92, 0.18, 0.06), PALETTE["gold"], INK, LW)
    p.poly(_rect(-0.09, 0.44, 0.18, 0.38, 0.05), PALETTE["wood_dark"], INK, LW)
    p.circle(0.0, 0.88, 0.12, PALETTE["gold"], INK, LW)


def _cog(p: _Pen) -> None:
    """Scrapper: a cog from a wrecked machine."""
    teeth = [(x * 0.82, y * 0.82) for x, y in _star(8, 1.0, 0.78)]
    p.poly(teeth, PALETTE["steel"], INK, LW)
    p.circle(0.0, 0.0, 0.26, PALETTE["steel_dark"], INK, LW)


def _hex(p: _Pen) -> None:
    """Hex: a crystal ball with a spark in it."""
    p.poly(_rect(-0.5, 0.55, 1.0, 0.3, 0.08), PALETTE["wood_dark"], INK, LW)
    p.circle(0.0, -0.05, 0.62, lighten(PALETTE["lavender"], 0.2), INK, LW)
    p.poly([(x * 0.3, y * 0.3 - 0.05) for x, y in _star(4, 1.0, 0.3)], PALETTE["white"])
    p.circle(-0.3, -0.35, 0.1, PALETTE["white"])


def _egg_shield(p: _Pen) -> None:
    """Egg Engineer: a shield with an egg on it."""
    p.poly(_smooth([(-0.72, -0.75), (0.72, -0.75), (0.66, 0.2), (0.0, 0.92), (-0.66, 0.2)], 2),
           PALETTE["shield_blue"], INK, LW)  # fmt: skip
    p.ellipse(0.0, -0.05, 0.3, 0.4, PALETTE["egg"], outline=INK, lw=LW)


EMBLEMS: dict[str, Callable[[_Pen], None]] = {
    "abigail": _hammer,
    "pollazzo": _brood,
    "keekmee": _scroll,
    "kato": _moon,
    "henrietta": _nest,
    "don_gallo": _sword,
    "nugget": _cog,
    "madame_plume": _hex,
    "eggbert": _egg_shield,
}


@sized_cache
def leader_emblem(leader: str, size: int) -> pygame.Surface:
    """``leader``'s medallion, ``size`` x ``size``: gold rim, cream face, ability icon."""
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    pen = _Pen(surf, big / 2, big / 2, big / 2 * 0.94)
    pen.circle(0, 0, 1.0, PALETTE["gold"], darken(PALETTE["gold"], 0.45), 0.08)
    pen.circle(0, 0, 0.82, PALETTE["cream"], darken(PALETTE["gold"], 0.3), 0.05)
    icon = _layer((big, big), lambda s: EMBLEMS[leader](pen.sub(0, 0, 0.7, s)), pen.k * 0.05)
    surf.blit(icon, (0, 0))
    return _down(surf, size, size)
