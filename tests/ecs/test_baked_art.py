"""Baked art must stay exactly what the code draws, or start-up would show stale art."""

from __future__ import annotations

import pygame
import pytest

from ecs import art
from ecs.art import baking


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))


@pytest.mark.parametrize("func, args", art.BAKED, ids=lambda v: getattr(v, "__name__", str(v)))
def test_baked_file_matches_the_drawing(func, args):
    path = art.baked_path(func.draw.__name__, args)
    assert path.exists(), "run tools/bake_art.py"
    baked = pygame.image.load(str(path))
    drawn = func.draw(*args)
    assert baked.get_size() == drawn.get_size()
    assert pygame.image.tobytes(baked, "RGBA") == pygame.image.tobytes(drawn, "RGBA"), (
        f"{path.name} is stale: run tools/bake_art.py"
    )


def test_a_damaged_baked_file_falls_back_to_drawing(tmp_path, monkeypatch):
    bad = tmp_path / "background-64x36.png"
    bad.write_bytes(b"not a png")
    # the baked decorator looks the path up in its own module, so patch it there
    monkeypatch.setattr(baking, "baked_path", lambda name, args: bad)
    art.background.cache_clear()
    try:
        surface = art.background(64, 36)
        assert surface.get_size() == (64, 36)
    finally:
        art.background.cache_clear()
