"""The still picture under every frame: the sea, the island's ground, the hover line, the
Banners, the stock and the hand, kept on one opaque surface.

Drawn afresh each frame those parts cost over a millisecond (dozens of alpha blits);
kept here, a frame starts with a single blit and only redraws a part when what it
shows changes. A layer lies over the backdrop and the layers before it, so a change
restores the backdrop under the changed layer and redraws every layer overlapping
it there, clipped and in order: the picture is the one a full redraw would give.
While the screen audit records (``audit.recording``) every frame is a full redraw, so a
key that misses a change shows as a difference from the kept picture (a test compares).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from ecs import audit


class Layer(NamedTuple):
    name: str
    key: object  # what it shows: redrawn when this changes; None: redrawn every frame
    rect: pygame.Rect  # it draws nowhere else
    draw: Callable[[pygame.Surface], None]


class Backing:
    def __init__(self, backdrop: pygame.Surface):
        self.backdrop = backdrop
        self.surface = backdrop.copy()
        self._drawn: dict[str, Layer] = {}

    def update(self, layers: list[Layer]) -> pygame.Surface:
        """The still picture showing ``layers`` (in drawing order)."""
        dirty = []
        for layer in layers:
            old = self._drawn.pop(layer.name, None)
            if old is None:
                dirty.append(layer.rect)
            elif old.key != layer.key or layer.key is None:
                dirty.append(layer.rect.union(old.rect))
        dirty += [old.rect for old in self._drawn.values()]  # layers no longer shown
        if audit.recording():
            dirty = [self.surface.get_rect()]
        for rect in dirty:
            self._redraw(rect, layers)
        self._drawn = {layer.name: layer for layer in layers}
        return self.surface

    def _redraw(self, rect: pygame.Rect, layers: list[Layer]) -> None:
        surface = self.surface
        surface.set_clip(rect)
        surface.blit(self.backdrop, rect, rect)
        for layer in layers:
            if layer.rect.colliderect(rect):
                layer.draw(surface)
        surface.set_clip(None)
