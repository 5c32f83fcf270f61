"""The hint bar stays on screen however many hints a scene gives, in both text sizes."""

from __future__ import annotations

import pygame
import pytest

from ecs import fonts
from scenes import ui


@pytest.fixture(params=[False, True], ids=["normal-text", "large-text"])
def large(request):
    fonts.set_large_text(request.param)
    yield request.param
    fonts.set_large_text(False)


@pytest.mark.parametrize("count", [1, 6, 12])
def test_a_long_bar_never_runs_off_the_screen(large, count):
    hints = [("Right Shift", f"Something to do number {n}") for n in range(count)]
    surface = pygame.Surface((ui.W, ui.H))
    surface.fill((1, 2, 3))
    ui.hint_bar(surface, hints)
    row = ui.H - 30
    assert surface.get_at((0, row))[:3] == (1, 2, 3)
    assert surface.get_at((ui.W - 1, row))[:3] == (1, 2, 3)
    assert surface.get_at((ui.W // 2, row))[:3] != (1, 2, 3)
