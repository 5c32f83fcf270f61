"""Particle bursts (feathers, dust, sparkles) as short-lived entities.

Randomness comes only from the rng the caller passes: use a cosmetic Random, never the
rules' RNG, so effects cannot change a game's outcome.
"""

from __future__ import annotations

import math
import random

import esper

from ecs.components import Layer, Particle, Position


def emit(
    x: float,
    y: float,
    colour,
    count: int,
    rng: random.Random,
    speed: tuple[float, float] = (60, 220),
    life: tuple[float, float] = (0.4, 0.9),
    gravity: float = 400,
    radius: tuple[float, float] = (2, 5),
    layer: int = 50,
) -> list[int]:
    """Burst `count` particles from (x, y) in the current world; returns their entities.

    `colour` is one RGB tuple or a sequence of them to pick from.
    """
    palette = list(colour) if isinstance(colour[0], (tuple, list)) else [colour]
    made = []
    for _ in range(count):
        angle = rng.uniform(0.0, math.tau)
        spd = rng.uniform(*speed)
        span = rng.uniform(*life)
        made.append(
            esper.create_entity(
                Position(x, y),
                Particle(
                    vx=math.cos(angle) * spd,
                    vy=math.sin(angle) * spd,
                    life=span,
                    max_life=span,
                    gravity=gravity,
                    colour=tuple(rng.choice(palette)),
                    radius=rng.uniform(*radius),
                ),
                Layer(layer),
            )
        )
    return made


class ParticleProcessor(esper.Processor):
    """Moves, ages and deletes particles each fixed step."""

    def process(self, dt: float, *args, **kwargs) -> None:
        for ent, (pos, p) in esper.get_components(Position, Particle):
            if p.life <= 0.0:
                continue  # already deleted; esper removes it on the next process()
            pos.prev_x = pos.x
            pos.prev_y = pos.y
            p.life -= dt
            if p.life <= 1e-9:  # slack: 6 steps of 1/60 fall a hair short of 0.1 s
                p.life = 0.0
                esper.delete_entity(ent)
                continue
            p.vy += p.gravity * dt
            pos.x += p.vx * dt
            pos.y += p.vy * dt
