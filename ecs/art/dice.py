"""The dice: a rounded die body in its colour, with corner marks and a face icon."""

from __future__ import annotations

import pygame

from ecs.art.creatures import _icon_layer
from ecs.art.pen import OUTLINE, _canvas, _down, _ss_for
from ecs.palette import DIE_COLOURS, PALETTE, Colour, darken
from ecs.sized_cache import sized_cache

FACES: tuple[str, ...] = ("chicken", "double", "egg", "fox", "blank")
DIE_MARKS = {"white": 0, "yellow": 1, "orange": 2}  # corner dots that tell dice apart
SHADOW_DEPTH_RATIO = 0.055  # of a die's size: the drop shadow under a die


def _die_body(surf: pygame.Surface, big: int, colours: dict[str, Colour]) -> pygame.Rect:
    """Draw a rounded die with shadow, edge and gleam; return the top face's rect."""
    m = big * 0.06
    side = big - 2 * m
    depth = big * SHADOW_DEPTH_RATIO
    rad = int(side * 0.22)
    body = pygame.Rect(round(m), round(m - depth * 0.5), round(side), round(side))
    shadow = body.move(0, round(depth * 1.2))
    pygame.draw.rect(surf, (*PALETTE["shadow"][:3], 80), shadow, border_radius=rad)
    ol = max(2, round(big * 0.028))
    pygame.draw.rect(surf, OUTLINE, body.inflate(2 * ol, 2 * ol), border_radius=rad + ol)
    pygame.draw.rect(surf, colours["edge"], body, border_radius=rad)
    top = pygame.Rect(body.x, body.y, body.w, round(body.h - depth))
    pygame.draw.rect(surf, colours["light"], top, border_radius=rad)
    inner = top.inflate(-round(big * 0.04), -round(big * 0.04)).move(
        round(big * 0.012), round(big * 0.014)
    )
    pygame.draw.rect(surf, colours["body"], inner, border_radius=max(1, rad - round(big * 0.02)))
    # soft gleam in the top-left corner
    gleam = _canvas(big, big, clear=colours["light"])
    pygame.draw.ellipse(
        gleam,
        (*colours["light"][:3], 150),
        pygame.Rect(inner.x + big * 0.05, inner.y + big * 0.03, inner.w * 0.42, big * 0.08),
    )
    surf.blit(gleam, (0, 0))
    return top


@sized_cache
def die_face(colour: str, face: str | None, size: int) -> pygame.Surface:
    """A rounded die of ``colour`` ("white", "yellow", "orange") showing ``face``.

    ``face`` is "chicken", "double", "egg", "fox", "blank", or None (a blank, just-hatched
    die). The die has a soft shadow below it and a gleam at the top left; the top face
    is centred slightly above the middle of the ``size`` x ``size`` surface.
    """
    if colour not in DIE_COLOURS:
        raise ValueError(f"unknown die colour: {colour!r}")
    if face is None:
        face = "blank"
    if face not in FACES:
        raise ValueError(f"unknown die face: {face!r}")
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    top = _die_body(surf, big, DIE_COLOURS[colour])
    # colour is never the only cue: yellow dice carry one corner dot, orange two
    marks = DIE_MARKS.get(colour, 0)
    mark_col = darken(DIE_COLOURS[colour]["edge"], 0.3)
    for i in range(marks):
        centre = (top.right - big * (0.125 + 0.095 * i), top.y + big * 0.12)
        pygame.draw.circle(surf, mark_col, centre, big * 0.036)
    if face != "blank":
        px = int(top.h * (0.86 if face == "double" else 0.82))
        img = _icon_layer(face, px)
        surf.blit(img, img.get_rect(center=top.center))
    return _down(surf, size, size)
