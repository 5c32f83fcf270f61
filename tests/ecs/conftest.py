"""pygame for the drawing tests, and one fresh scene world per engine test."""

import pygame
import pytest

from ecs.world import SceneWorld


@pytest.fixture(scope="module")
def pygame_ready():
    pygame.init()


@pytest.fixture
def world(request):
    pygame.init()
    w = SceneWorld(f"test-{request.node.name}")
    yield w
    w.delete()
