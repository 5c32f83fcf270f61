"""The "FOWL PLAY" wordmark on the title screen."""

from __future__ import annotations

import pygame

from ecs.art.baking import baked
from ecs.art.creatures import icon
from ecs.art.pen import (
    OUTLINE,
    _canvas,
    _down,
    _drop_shadow,
    _font,
    _lerp_colour,
    _silhouette,
    _stamp_outline,
)
from ecs.palette import PALETTE, Colour


def _word_surface(word: str, px: int, top: Colour, bottom: Colour, tilt: float) -> pygame.Surface:
    """A bouncy word: each letter tilted a little, with a vertical colour gradient."""
    font = _font(px)
    letters = []
    for i, ch in enumerate(word):
        img = font.render(ch, True, (255, 255, 255))
        grad = _canvas(*img.get_size(), clear=top)
        ih = img.get_height()
        for y in range(ih):
            t = max(0.0, min(1.0, (y - ih * 0.2) / (ih * 0.6)))
            pygame.draw.line(
                grad, (*_lerp_colour(top, bottom, t), 255), (0, y), (img.get_width(), y)
            )
        img = img.copy()
        img.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        angle = tilt * (1 if i % 2 else -1)
        img = pygame.transform.rotozoom(img, angle, 1.0)
        letters.append((img, font.size(ch)[0], (-1 if i % 2 else 1) * px * 0.03))
    width = sum(adv for _, adv, _ in letters) + px
    height = int(px * 1.6)
    surf = _canvas(width, height)
    x = px * 0.5
    for img, adv, dy in letters:
        rect = img.get_rect(center=(x + adv / 2, height / 2 + dy))
        surf.blit(img, rect)
        x += adv
    return surf.subsurface(surf.get_bounding_rect()).copy()


@baked
def title_logo(width: int) -> pygame.Surface:
    """The "FOWL PLAY" wordmark with a chunky outline and a hen perched on it.

    The surface is ``width`` wide; its height follows from the lettering.
    """
    px = max(12, int(width * 0.2))
    fowl = _word_surface("FOWL", px, (255, 232, 110), (250, 150, 40), 4)
    play = _word_surface("PLAY", px, (255, 120, 96), (200, 44, 40), 4)
    gap = int(px * 0.3)
    text_w = fowl.get_width() + gap + play.get_width()
    text_h = max(fowl.get_height(), play.get_height())
    ol = px * 0.085
    depth = px * 0.09
    hen_px = int(text_h * 1.45)
    pad = int(ol * 2 + depth)
    cw = text_w + 2 * pad
    ch = text_h + hen_px // 2 + 2 * pad
    canvas = _canvas(cw, ch)
    ty = hen_px // 2 + pad
    word = _canvas(cw, ch)
    word.blit(fowl, (pad, ty + (text_h - fowl.get_height()) // 2))
    word.blit(play, (pad + fowl.get_width() + gap, ty + (text_h - play.get_height()) // 2))
    # cream rim, then dark outline, then a deep extruded shadow
    rim = word.copy()
    _stamp_outline(rim, ol * 0.45, PALETTE["cream"])
    _stamp_outline(rim, ol * 0.75, OUTLINE)
    sil = _silhouette(rim, (*OUTLINE, 255))
    for d in range(1, int(depth) + 1):
        canvas.blit(sil, (0, d))
    canvas.blit(rim, (0, 0))
    canvas = _drop_shadow(canvas, 0, depth * 0.9, 60)
    # a hen perched on the "L" of FOWL
    hen = icon("chicken", hen_px)
    hx = pad + fowl.get_width() - hen_px * 0.72
    canvas.blit(hen, (hx, ty - hen_px * 0.74))
    scale = width / cw
    return _down(canvas, width, max(1, int(ch * scale)))
