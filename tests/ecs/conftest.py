"""One fresh scene world per engine test, deleted afterwards."""

import pygame
import pytest

from ecs.world import SceneWorld


@pytest.fixture
def world(request):
    pygame.init()
    w = SceneWorld(f"test-{request.node.name}")
    yield w
    w.delete()
