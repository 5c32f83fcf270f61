"""Draws a world's sprites, labels and particles in layer order, once per drawn frame.

Not meant for `esper.add_processor`: esper.process runs every fixed step, but drawing
happens once per frame with the interpolation alpha, so scenes call `render()` directly
(SceneWorld.render does). Per frame it allocates no surfaces for unchanged entities:
text, rotations and particle dots come from caches, and opacity is applied by setting
and restoring a surface's alpha around its blit.
"""

from __future__ import annotations

from collections.abc import Callable

import esper
import pygame

from ecs.cache import RotationCache, TextCache, rotation_cache, text_cache
from ecs.components import Clip, Label, Layer, Particle, Position, Sprite, Transform, Visible

SPRITE, LABEL, PARTICLE = 0, 1, 2
FADES = 32  # a fading particle's opacity steps: finer than the eye follows on a dot
_NO_LAYER = Layer(0)


def _align(anchor: str) -> str:
    if "left" in anchor:
        return "left"
    if "right" in anchor:
        return "right"
    return "center"


class RenderProcessor(esper.Processor):
    """Draws every entity with Position and a Sprite, Label or Particle.

    Order: Layer.z ascending, then entity id. Hidden (Visible.on False) entities and
    entities awaiting deletion are skipped; a Sprite or Label with a Clip is drawn only
    inside its rect.
    """

    def __init__(
        self,
        target_surface_getter: Callable[[], pygame.Surface] | None = None,
        texts: TextCache | None = None,
        rotations: RotationCache | None = None,
    ) -> None:
        self.target_surface_getter = target_surface_getter
        self.texts = texts or text_cache
        self.rotations = rotations or rotation_cache
        self._sources: tuple = (None, None, None)
        self._records: list[tuple] = []
        self._zs: list[int] = []
        self._dots: dict[tuple, pygame.Surface] = {}

    def process(self, dt: float = 0.0, alpha: float = 1.0, *args, **kwargs) -> None:
        if self.target_surface_getter is None:
            raise RuntimeError("RenderProcessor has no target; call render(surface, alpha)")
        self.render(self.target_surface_getter(), alpha)

    def _refresh(self) -> None:
        """Rebuild the draw list only when esper's query results changed, re-sort on z edits."""
        sources = (
            esper.get_components(Position, Sprite),
            esper.get_components(Position, Label),
            esper.get_components(Position, Particle),
        )
        rebuilt = any(a is not b for a, b in zip(sources, self._sources, strict=True))
        if rebuilt:
            # Hold the lists themselves: comparing by identity is only sound while they live.
            self._sources = sources
            records = []
            for kind, found in enumerate(sources):
                for ent, (pos, comp) in found:
                    records.append(
                        (
                            esper.try_component(ent, Layer) or _NO_LAYER,
                            ent,
                            kind,
                            pos,
                            comp,
                            esper.try_component(ent, Transform),
                            esper.try_component(ent, Visible),
                            esper.try_component(ent, Clip),
                        )
                    )
            self._records = records
        zs = [r[0].z for r in self._records]
        if rebuilt or zs != self._zs:
            self._records.sort(key=lambda r: (r[0].z, r[1]))
            self._zs = [r[0].z for r in self._records]

    def _dot(self, colour: tuple, radius: int, fade: int) -> pygame.Surface:
        """A particle's dot at opacity step ``fade`` (of ``FADES``): one surface per step,
        so a burst's dots go out in one ``fblits`` call instead of a blit apiece."""
        key = (colour, radius, fade)
        dot = self._dots.get(key)
        if dot is None:
            if len(self._dots) > 2048:
                self._dots.clear()
            dot = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(dot, colour, (radius, radius), radius)
            dot.set_alpha(round(255 * fade / FADES))
            self._dots[key] = dot
        return dot

    def render(
        self, surface: pygame.Surface, alpha: float = 1.0, offset: tuple[int, int] = (0, 0)
    ) -> int:
        """Draw the current world onto `surface`; returns how many entities were drawn.

        `alpha` is the loop's interpolation fraction; `offset` shifts everything
        (screen shake, scrolling).
        """
        self._refresh()
        ox, oy = offset
        blit = surface.blit
        exists = esper.entity_exists
        texts, rotations = self.texts, self.rotations
        drawn = 0
        dots: list[tuple[pygame.Surface, tuple[int, int]]] = []  # particles not yet drawn
        for layer, ent, kind, pos, comp, tr, vis, clip in self._records:
            if vis is not None and not vis.on:
                continue
            if not exists(ent):
                continue
            x = round(pos.prev_x + (pos.x - pos.prev_x) * alpha)
            y = round(pos.prev_y + (pos.y - pos.prev_y) * alpha)
            if not layer.steady:
                x, y = x + ox, y + oy
            if kind == PARTICLE:
                if comp.life <= 0.0:
                    continue
                r = max(1, round(comp.radius))
                fade = max(0, min(FADES, round(FADES * comp.life / comp.max_life)))
                dots.append((self._dot(comp.colour, r, fade), (x - r, y - r)))
                drawn += 1
                continue
            if dots:  # particles drawn so far go under this sprite, as in z order
                surface.fblits(dots)
                dots.clear()
            if kind == SPRITE:
                img = comp.image
            else:
                img = texts.get(
                    comp.text,
                    comp.size,
                    comp.colour,
                    comp.shadow,
                    comp.bold,
                    comp.max_width,
                    _align(comp.anchor),
                )
            opacity = 255.0
            if tr is not None:
                opacity = tr.alpha
                if opacity < 0.5:
                    continue
                if tr.scale != 1.0 or tr.rotation:
                    img = rotations.get(img, tr.rotation, tr.scale)
            rect = img.get_rect()
            setattr(rect, comp.anchor, (x, y))
            if clip is not None:
                kept = surface.get_clip()
                surface.set_clip(clip.rect.move(ox, oy).clip(kept))
            if opacity < 254.5:
                old = img.get_alpha()
                img.set_alpha(round(opacity))
                blit(img, rect)
                img.set_alpha(old)
            else:
                blit(img, rect)
            if clip is not None:
                surface.set_clip(kept)
            drawn += 1
        if dots:
            surface.fblits(dots)
        return drawn
