"""Rounded UI panels (menus, cards, dialogs) with a border, a gleam and a drop shadow."""

from __future__ import annotations

import pygame

from ecs.art.pen import _canvas, _down
from ecs.palette import PALETTE, Colour, darken, lighten
from ecs.sized_cache import sized_cache

PANEL_SHADOW = 6  # pixels at the bottom of a panel surface that hold its drop shadow
EDGE = 8  # pixels past a corner's radius before a panel's sides run plain (border, gleam)
FOOT = 24  # the same at the bottom: the shade band, the border and the drop shadow


def panel(
    width: int, height: int, colour: Colour | None = None, radius: int = 16
) -> pygame.Surface:
    """A rounded UI panel: border, fill, a top gleam and a drop shadow.

    The panel face takes the surface's whole width and all but the bottom
    :data:`PANEL_SHADOW` pixels, where its shadow shows. ``colour`` is the fill
    (default cream, with a wood border; otherwise the border is a darker ``colour``).
    """
    key = tuple(int(c) for c in colour[:3]) if colour is not None else None
    return _panel(int(width), int(height), key, int(radius))


@sized_cache
def _panel(
    width: int, height: int, colour: tuple[int, int, int] | None, radius: int
) -> pygame.Surface:
    """A big panel is nine-sliced from a small one drawn the same way: past its corners a
    panel is the same row (or column) over and over, and a full-screen panel's
    supersampled canvas alone was some 13 MB."""
    r = max(0, min(radius, width // 2, height // 2))
    tw = min(width, 2 * (r + EDGE) + 1)
    th = min(height, max(r + EDGE + r + FOOT + 1, 6 * PANEL_SHADOW))
    if (tw, th) == (width, height):
        return _drawn(width, height, colour, r)
    return nine_slice(_drawn(tw, th, colour, r), width, height, r + EDGE, r + FOOT)


def nine_slice(small: pygame.Surface, width: int, height: int, side: int, foot: int):
    """``small`` stretched to ``width`` x ``height``: its corners kept as they are, its
    middle row and column repeated (``side`` pixels at left, right and top, ``foot`` at the
    bottom stay as drawn)."""
    sw, sh = small.get_size()
    side_x, top = min(side, sw // 2), min(side, sh // 2)
    bottom = min(foot, sh - top - 1)
    out = pygame.Surface((width, height), pygame.SRCALPHA)  # clear: the slices add up
    cols = ((0, side_x, 0, side_x), (side_x, sw - 2 * side_x, side_x, width - 2 * side_x))
    cols += ((sw - side_x, side_x, width - side_x, side_x),)
    rows = ((0, top, 0, top), (top, sh - top - bottom, top, height - top - bottom))
    rows += ((sh - bottom, bottom, height - bottom, bottom),)
    for sx, sw_, dx, dw in cols:
        for sy, sh_, dy, dh in rows:
            if min(sw_, sh_, dw, dh) <= 0:
                continue
            part = small.subsurface((sx, sy, sw_, sh_))
            if (sw_, sh_) != (dw, dh):
                part = pygame.transform.scale(part, (dw, dh))
            out.blit(part, (dx, dy), special_flags=pygame.BLEND_RGBA_ADD)  # onto nothing: a copy
    return out


def _drawn(
    width: int, height: int, colour: tuple[int, int, int] | None, radius: int
) -> pygame.Surface:
    fill = colour if colour is not None else PALETTE["panel"]
    border = PALETTE["panel_border"] if colour is None else darken(fill, 0.5)
    ss = 2
    w, h = width * ss, height * ss
    sd = min(PANEL_SHADOW, max(1, height // 6)) * ss
    surf = _canvas(w, h, clear=border)
    rad = max(0, min(radius, width // 2, height // 2)) * ss
    face = pygame.Rect(0, 0, w, h - sd)
    pygame.draw.rect(
        surf,
        (*PALETTE["shadow"][:3], 90),
        pygame.Rect(ss * 2, sd, w - ss * 4, h - sd),
        border_radius=rad,
    )
    bw = max(ss * 2, min(ss * 4, rad // 3 if rad else ss * 3))
    pygame.draw.rect(surf, border, face, border_radius=rad)
    inner = face.inflate(-2 * bw, -2 * bw)
    if inner.w > 0 and inner.h > 0:
        irad = max(0, rad - bw)
        pygame.draw.rect(surf, lighten(fill, 0.35), inner, border_radius=irad)
        body = pygame.Rect(inner.x, inner.y + ss * 2, inner.w, inner.h - ss * 2)
        pygame.draw.rect(surf, fill, body, border_radius=irad)
        shade_h = min(inner.h // 3, ss * 6)
        if shade_h > 0:
            # the band's own size, not the panel's: a second full supersampled canvas
            # was 10 MB of peak memory for the results screen's panel
            band = _canvas(inner.w, shade_h, clear=darken(fill, 0.1))
            pygame.draw.rect(
                band, (*darken(fill, 0.1), 255), band.get_rect(),
                border_bottom_left_radius=irad, border_bottom_right_radius=irad,
            )  # fmt: skip
            surf.blit(band, (inner.x, inner.bottom - shade_h))
    return _down(surf, width, height)
