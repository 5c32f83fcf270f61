"""One esper world per scene, wrapped so every call switches to it first.

esper's worlds are module-level state: a scene that forgot to switch would silently act on
another scene's entities. Going through SceneWorld makes several scenes (a game under a
pause menu, say) coexist safely.
"""

from __future__ import annotations

import random

import esper
import pygame

from ecs import particles, tween
from ecs.components import Visible
from ecs.particles import ParticleProcessor
from ecs.render import RenderProcessor
from ecs.tween import TweenProcessor

_PARKING = "__fowlplay_parking__"  # active while no scene world is, so ours can be deleted

TWEEN_PRIORITY = 100  # first: it records prev positions before anything moves
PARTICLE_PRIORITY = 50


class SceneWorld:
    """A fresh esper world named `name` with tween and particle processors.

    Creating a SceneWorld with a name already in use wipes that world, so re-entering a
    scene never doubles its processors. Give live scenes distinct names.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._deleted = False
        if name in esper.list_worlds():
            if esper.current_world == name:
                esper.switch_world(_PARKING)
            esper.delete_world(name)
        esper.switch_world(name)
        esper.add_processor(TweenProcessor(), priority=TWEEN_PRIORITY)
        esper.add_processor(ParticleProcessor(), priority=PARTICLE_PRIORITY)
        self.renderer = RenderProcessor()

    def activate(self) -> None:
        """Make this the current esper world (for direct esper calls)."""
        if self._deleted:
            raise RuntimeError(f"scene world {self.name!r} was deleted")
        if esper.current_world != self.name:
            esper.switch_world(self.name)

    def update(self, dt: float) -> None:
        """One fixed step: runs every processor (tweens, particles, the scene's own)."""
        self.activate()
        esper.process(dt)

    def render(
        self, surface: pygame.Surface, alpha: float = 1.0, offset: tuple[int, int] = (0, 0)
    ) -> int:
        """Draw once per frame with the loop's alpha; returns the number of entities drawn."""
        self.activate()
        return self.renderer.render(surface, alpha, offset)

    def spawn(self, *components) -> int:
        self.activate()
        return esper.create_entity(*components)

    def add_processor(self, processor: esper.Processor, priority: int = 0) -> None:
        """Add a scene processor; priority below 100 so it runs after the tween step."""
        self.activate()
        esper.add_processor(processor, priority)

    def tween(self, entity: int, prop: str, end, duration: float, **kwargs) -> tween.Tween:
        self.activate()
        return tween.tween(entity, prop, end, duration, **kwargs)

    def cancel_tweens(self, entity: int, prop: str | None = None) -> None:
        self.activate()
        tween.cancel(entity, prop)

    def busy(self) -> bool:
        self.activate()
        return tween.busy()

    def finish_all(self) -> None:
        self.activate()
        tween.finish_all()

    def emit(self, x: float, y: float, colour, count: int, rng: random.Random, **kwargs):
        self.activate()
        return particles.emit(x, y, colour, count, rng, **kwargs)

    def show(self, entity: int, on: bool = True) -> None:
        """Show or hide; adds a Visible component only the first time."""
        self.activate()
        vis = esper.try_component(entity, Visible)
        if vis is None:
            if not on:
                esper.add_component(entity, Visible(False))
        else:
            vis.on = on

    def clear(self) -> None:
        """Remove every entity but keep the world and its processors."""
        self.activate()
        esper.clear_database()

    def delete(self) -> None:
        """Delete the world and everything in it; the SceneWorld is unusable afterwards."""
        if self._deleted:
            return
        if esper.current_world == self.name:
            esper.switch_world(_PARKING)
        if self.name in esper.list_worlds():
            esper.delete_world(self.name)
        self._deleted = True
