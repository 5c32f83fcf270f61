"""Chickens that wander the title screen's grass, so the menu feels alive."""

from __future__ import annotations

import random

import esper
import pygame

from ecs import art
from ecs.components import Layer, Position, Sprite, Transform
from ecs.sized_cache import sized_cache
from ecs.world import SceneWorld

GRASS = (560, 650)  # the band of grass they stroll in
SPEED = 70.0  # pixels per second


@sized_cache
def _facing(style: int, left: bool) -> pygame.Surface:
    image = art.chicken_token(style, 56)
    return pygame.transform.flip(image, True, False) if left else image


class Farmyard:
    def __init__(self, name: str, count: int = 5, seed: int = 7):
        self.world = SceneWorld(name)
        self.rng = random.Random(seed)
        self.hens = []
        for style in range(count):
            x, y = self.rng.randint(60, 1220), self.rng.randint(*GRASS)
            hen = self.world.spawn(
                Position(x, y), Sprite(_facing(style, False), "midbottom"), Transform(), Layer(y)
            )
            self.hens.append([hen, style, self.rng.uniform(0.0, 2.0)])

    def update(self, dt: float) -> None:
        self.world.update(dt)
        for hen in self.hens:
            hen[2] -= dt
            if hen[2] > 0:
                continue
            self._next_move(hen)

    def _next_move(self, hen: list) -> None:
        """Walk somewhere nearby with little hops, or stop and peck."""
        entity, style, _ = hen
        self.world.activate()
        pos = esper.component_for_entity(entity, Position)
        if self.rng.random() < 0.35:
            for k in range(2):
                self.world.tween(entity, "rotation", -25, 0.12, delay=k * 0.3)
                self.world.tween(entity, "rotation", 0, 0.12, delay=k * 0.3 + 0.15)
            hen[2] = 0.8
            return
        x = min(1230, max(50, pos.x + self.rng.choice((-1, 1)) * self.rng.randint(80, 260)))
        y = self.rng.randint(*GRASS)
        seconds = abs(x - pos.x) / SPEED
        esper.component_for_entity(entity, Sprite).image = _facing(style, x < pos.x)
        esper.component_for_entity(entity, Layer).z = y
        self.world.tween(entity, "pos", (x, y), seconds, ease="linear")
        for hop in range(int(seconds / 0.3)):
            self.world.tween(entity, "scale", 1.08, 0.12, delay=hop * 0.3)
            self.world.tween(entity, "scale", 1.0, 0.12, delay=hop * 0.3 + 0.12)
        hen[2] = seconds + self.rng.uniform(0.3, 1.5)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.world.render(surface, alpha)

    def delete(self) -> None:
        self.world.delete()
