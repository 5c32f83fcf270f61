"""Big panels are nine-sliced from a small drawing, the same pixels without a big canvas."""

from __future__ import annotations

import pygame
import pytest

from ecs.art import panels

pytestmark = pytest.mark.usefixtures("pygame_ready")

SIZES = [
    (1280, 720, None, 16),
    (600, 400, (200, 80, 80), 24),
    (900, 60, None, 16),
    (60, 900, None, 8),
]


@pytest.mark.parametrize(("width", "height", "colour", "radius"), SIZES)
def test_a_sliced_panel_is_the_full_drawing_pixel_for_pixel(width, height, colour, radius):
    sliced = panels._panel.__wrapped__(width, height, colour, radius)
    drawn = panels._drawn(width, height, colour, min(radius, width // 2, height // 2))
    assert sliced.get_size() == (width, height)
    assert pygame.image.tobytes(sliced, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_a_full_screen_panel_never_draws_on_a_full_screen_canvas(monkeypatch):
    sizes = []
    canvas = panels._canvas

    def recording(width, height, **kwargs):
        sizes.append(width * height)
        return canvas(width, height, **kwargs)

    monkeypatch.setattr(panels, "_canvas", recording)
    panels._panel.__wrapped__(1280, 720, None, 16)
    assert sizes and max(sizes) < 1280 * 720 // 10
