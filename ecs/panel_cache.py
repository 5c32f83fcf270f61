"""A part of the screen drawn once and shown as one opaque blit until what it shows changes.

A side panel of names, counts and badges costs dozens of text lookups and blits a frame,
and changes only when a move is made. :class:`PanelCache` keeps the part as it looks on the
screen (the still backdrop under it included), keyed by the values it shows: while the
key is the same, the frame blits one opaque picture; when it changes, the part is drawn
in place as before, clipped to its rectangle, and the result copied for the next frames.
Each layer holds one picture, the latest, so its memory is its rectangle's pixels.

The picture is skipped, and the part drawn piece by piece, whenever it could be wrong or
must be seen drawn: while the backdrop moves (a shake, a fade) and while the screen audit
records (``audit.recording``), so every text still lands in its own panel there.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

import pygame

from ecs import audit


def frozen(value) -> Hashable:
    """``value`` with its lists, sets and dicts made tuples, to be part of a key (built
    every frame, so plain values are told by their exact type, the cheapest test)."""
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple([frozen(v) for v in value])
    if kind is dict:
        return tuple([(k, frozen(v)) for k, v in value.items()])
    if kind is set or kind is frozenset:
        return tuple(sorted(value))
    return value


Box = tuple[int, int, int, int]  # x, y, width, height: a rect that can be a cache's key


@cache
def uncovered(area: Box, covers: tuple[Box, ...]) -> tuple[Box, ...]:
    """The parts of ``area`` that none of ``covers`` overlaps, as disjoint rects: where a
    screen's still backdrop must still be blitted when opaque cached pictures (each drawn
    over that backdrop) land on the rest."""
    parts = [pygame.Rect(area)]
    for cover in map(pygame.Rect, covers):
        kept = []
        for part in parts:
            cut = part.clip(cover)
            if not cut:
                kept.append(part)
                continue
            kept += [
                pygame.Rect(part.x, part.y, part.w, cut.y - part.y),  # above the cover
                pygame.Rect(part.x, cut.bottom, part.w, part.bottom - cut.bottom),  # below
                pygame.Rect(part.x, cut.y, cut.x - part.x, cut.h),  # beside it, left
                pygame.Rect(cut.right, cut.y, part.right - cut.right, cut.h),  # and right
            ]
        parts = [p for p in kept if p.w > 0 and p.h > 0]
    return tuple(tuple(p) for p in parts)


class PanelCache:
    """One rectangle of the screen over a still ``backdrop`` (a picture placed at 0, 0)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.key: Hashable = None
        self.backdrop: pygame.Surface | None = None
        self.picture: pygame.Surface | None = None

    def draw(
        self,
        surface: pygame.Surface,
        key: Hashable,
        backdrop: pygame.Surface,
        paint: Callable[[pygame.Surface], None],
        still: bool = True,
    ) -> None:
        """Show the part ``paint`` draws on ``surface``; ``key`` holds every value it shows
        and ``still`` says the backdrop is where it rests, unmoved."""
        if not still or audit.recording():
            paint(surface)
            return
        if self.picture is None or key != self.key or backdrop is not self.backdrop:
            self.picture = None
            clip = surface.get_clip()
            surface.set_clip(self.rect)
            surface.blit(backdrop, self.rect, self.rect)
            paint(surface)
            surface.set_clip(clip)
            self.picture = surface.subsurface(self.rect).copy()
            self.key, self.backdrop = key, backdrop
            return
        surface.blit(self.picture, self.rect)
