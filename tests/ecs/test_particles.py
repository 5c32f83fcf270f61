"""Particles are seeded, fly under gravity, fade, draw, and clean themselves up."""

import random

import esper
import pygame
import pytest

from ecs.components import Layer, Particle, Position
from ecs.loop import STEP
from ecs.particles import ParticleProcessor, emit
from ecs.world import SceneWorld


def snapshot(world):
    world.activate()
    return sorted(
        (round(pos.x, 6), round(pos.y, 6), p.colour, round(p.life, 6))
        for _, (pos, p) in esper.get_components(Position, Particle)
    )


def test_emit_creates_entities_with_layer(world):
    made = world.emit(10, 20, (255, 200, 0), 12, random.Random(1), layer=70)
    assert len(made) == 12
    for e in made:
        p = esper.component_for_entity(e, Particle)
        assert 0.4 <= p.life <= 0.9 and p.life == p.max_life
        assert 2 <= p.radius <= 5
        assert 60 <= (p.vx**2 + p.vy**2) ** 0.5 <= 220
        assert esper.component_for_entity(e, Layer).z == 70
        assert esper.component_for_entity(e, Position).x == 10


def test_same_seed_same_particles_and_global_random_untouched(world):
    random.seed(99)
    expected_global = random.random()
    random.seed(99)
    world.emit(0, 0, [(1, 2, 3), (4, 5, 6)], 20, random.Random(5))
    first = snapshot(world)
    assert random.random() == expected_global
    other = SceneWorld("test-particles-2")
    try:
        other.emit(0, 0, [(1, 2, 3), (4, 5, 6)], 20, random.Random(5))
        assert snapshot(other) == first
    finally:
        other.delete()
    assert {c for _, _, c, _ in first} <= {(1, 2, 3), (4, 5, 6)}


def test_particles_move_fall_and_die(world):
    e = world.emit(50, 50, (255, 255, 255), 1, random.Random(3), life=(0.5, 0.5))[0]
    p = esper.component_for_entity(e, Particle)
    p.vx, p.vy = 60.0, 0.0
    world.update(STEP)
    pos = esper.component_for_entity(e, Position)
    assert pos.x == pytest.approx(51.0)
    assert pos.y > 50  # gravity pulls down
    assert pos.prev_x == 50
    for _ in range(40):
        world.update(STEP)
    world.activate()
    assert not esper.entity_exists(e)
    assert esper.get_component(Particle) == []


def test_particles_render_and_fade(world):
    screen = pygame.Surface((100, 100))
    world.emit(50, 50, (255, 255, 255), 1, random.Random(2), speed=(0, 0), radius=(4, 4), gravity=0)
    world.render(screen)
    bright = screen.get_at((50, 50)).r
    assert bright > 200
    for _ in range(20):
        world.update(STEP)
    screen.fill((0, 0, 0))
    world.render(screen)
    dimmer = screen.get_at((50, 50)).r
    assert 0 < dimmer < bright


def test_dead_particle_not_drawn_before_deletion(world):
    screen = pygame.Surface((100, 100))
    (e,) = world.emit(50, 50, (255, 255, 255), 1, random.Random(2), speed=(0, 0), life=(0.1, 0.1))
    for _ in range(6):  # life runs out on the 6th step; esper deletes on the next process
        world.update(STEP)
    world.activate()
    assert esper.component_for_entity(e, Particle).life <= 0 or not esper.entity_exists(e)
    assert world.render(screen) == 0
    assert screen.get_at((50, 50)).r == 0


def test_processor_alone_on_plain_world():
    esper.switch_world("test-particles-raw")
    try:
        esper.add_processor(ParticleProcessor())
        emit(0, 0, (9, 9, 9), 5, random.Random(0), life=(0.05, 0.05))
        for _ in range(5):
            esper.process(STEP)
        assert esper.get_component(Particle) == []
    finally:
        esper.switch_world("default")
        esper.delete_world("test-particles-raw")
