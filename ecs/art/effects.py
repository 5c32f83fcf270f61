"""Pictures for the game's big moments: a die hatching into a chick, and the fox bust."""

from __future__ import annotations

import math

import pygame

from ecs.art.creatures import _draw_chick, _draw_egg, _draw_fox, _egg_split
from ecs.art.pen import (
    OUTLINE,
    Point,
    _canvas,
    _down,
    _drop_shadow,
    _layer,
    _Pen,
    _scaled,
    _ss_for,
    _star_pts,
)
from ecs.palette import PALETTE
from ecs.sized_cache import sized_cache


@sized_cache
def egg_crack_frames(size: int) -> list[pygame.Surface]:
    """Four frames of a die hatching: egg, cracked egg, egg opening, chick in its shell."""
    ss = _ss_for(size)
    big = size * ss
    k = big / 2 * 0.8
    pen = _Pen(None, big / 2, big / 2 + big * 0.02, k)  # type: ignore[arg-type]
    lw = 0.05
    ol = k * 0.08
    ink = OUTLINE
    egg, shade = PALETTE["egg"], PALETTE["egg_shade"]
    frames = []

    # 1: a whole egg
    frames.append(_layer((big, big), lambda s: _draw_egg(pen.on(s), lw), ol))

    # 2: the egg with a jagged crack
    def cracked(s: pygame.Surface) -> None:
        p = pen.on(s)
        _draw_egg(p, lw)
        crack = [
            (-0.56, 0.02),
            (-0.34, -0.1),
            (-0.2, 0.08),
            (0.0, -0.12),
            (0.14, 0.06),
            (0.32, -0.08),
            (0.5, 0.04),
        ]
        p.line(crack, ink, 0.06)
        p.line([(0.0, -0.12), (0.06, -0.3)], ink, 0.045)
        p.line([(-0.2, 0.08), (-0.24, 0.24)], ink, 0.045)

    frames.append(_layer((big, big), cracked, ol))

    top, bottom = _egg_split(0.06)

    def _shell(p: _Pen, pts: list[Point]) -> None:
        p.poly(pts, shade)
        p.poly(_scaled(pts, 0.9, -0.03, -0.01), egg)

    # 3: the top shell flies up, a chick peeks out
    def opening(s: pygame.Surface) -> None:
        surf = _canvas(big, big)
        ch = _layer(
            (big, big), lambda t: _draw_chick(pen.sub(0.0, -0.02, 0.82, t), lw, tuft=False), ol
        )
        surf.blit(ch, (0, 0))
        bot = _layer((big, big), lambda t: _shell(pen.sub(0, 0.08, 1.0, t), bottom), ol)
        surf.blit(bot, (0, 0))
        lid_pen = pen.sub(-0.16, -0.5, 0.95)
        lid = _layer((big, big), lambda t: _shell(lid_pen.on(t), top), ol)
        lid = pygame.transform.rotate(lid, 28)
        surf.blit(lid, lid.get_rect(center=(big / 2, big / 2)))
        p = pen.on(surf)
        for sx, sy, ang in ((-0.7, 0.0, 0.3), (0.66, -0.1, -0.4), (0.52, -0.4, 0.8)):
            chip = [
                (sx + 0.08 * math.cos(ang + a), sy + 0.08 * math.sin(ang + a))
                for a in (0, 2.2, 4.0)
            ]
            p.poly(chip, egg, ink, 0.035)
        s.blit(surf, (0, 0))

    frames.append(_canvas(big, big))
    opening(frames[-1])

    # 4: the chick stands in its bottom shell, wearing the top as a hat
    def hatched(s: pygame.Surface) -> None:
        surf = _canvas(big, big)
        chick_pen = pen.sub(0.0, -0.06, 1.12)
        ch = _layer((big, big), lambda t: _draw_chick(chick_pen.on(t), lw, tuft=False), ol)
        surf.blit(ch, (0, 0))
        bot = _layer((big, big), lambda t: _shell(pen.sub(0, 0.3, 0.86, t), bottom), ol)
        surf.blit(bot, (0, 0))
        hat_pen = pen.sub(-0.06, -0.62, 0.46)
        hat = _layer((big, big), lambda t: _shell(hat_pen.on(t), top), ol)
        hat = pygame.transform.rotate(hat, 14)
        surf.blit(hat, hat.get_rect(center=(big / 2, big / 2)))
        # sparkles
        p = pen.on(surf)
        for sx, sy, sr in ((-0.82, -0.5, 0.14), (0.84, -0.34, 0.12), (0.74, 0.56, 0.1)):
            p.poly(_scaled(_star_pts(4, sr, sr * 0.35), 1.0, sx, sy), PALETTE["gold"], ink, 0.03)
        s.blit(surf, (0, 0))

    frames.append(_canvas(big, big))
    hatched(frames[-1])
    return [_down(f, size, size) for f in frames]


@sized_cache
def fox_burst(size: int) -> pygame.Surface:
    """A big angry fox head on a jagged red and yellow burst, for the bust moment."""
    ss = _ss_for(size)
    big = size * ss
    surf = _canvas(big, big)
    k = big / 2
    pen = _Pen(surf, big / 2, big / 2, k)
    ink = OUTLINE
    outer = _star_pts(14, 0.98, 0.74)
    inner = _star_pts(14, 0.84, 0.6)
    rot = [
        (x * math.cos(0.11) - y * math.sin(0.11), x * math.sin(0.11) + y * math.cos(0.11))
        for x, y in inner
    ]
    burst = _layer((big, big), lambda s: pen.on(s).poly(outer, PALETTE["warning"]), k * 0.03)
    surf.blit(burst, (0, 0))
    pen.poly(rot, PALETTE["bad"], ink, 0.02)
    head = _layer(
        (big, big), lambda s: _draw_fox(pen.sub(0.0, 0.06, 0.66, s), 0.05, angry=True), k * 0.05
    )
    surf.blit(_drop_shadow(head, big * 0.0, big * 0.025, 90), (0, 0))
    return _down(surf, size, size)
