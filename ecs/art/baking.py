"""Drawings saved to assets/art/ ahead of time, so the title screen opens fast.

:func:`baked` wraps a drawing function: it loads the saved PNG when there is one and
draws otherwise. tools/bake_art.py writes the files; tests/ecs/test_baked_art.py keeps
them equal to the code.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import assets
from ecs.sized_cache import sized_cache


def baked(func: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """Load a drawing from assets/art when tools/bake_art.py has saved it, else draw it.

    The title screen's art takes longer to draw than the whole rest of start-up, so
    the sizes the game opens with are baked; a test keeps the files equal to the code.
    """

    @sized_cache
    def load_or_draw(*args: int) -> pygame.Surface:
        path = baked_path(func.__name__, args)
        if path.exists():
            try:
                image = pygame.image.load(str(path))
            except (pygame.error, OSError):
                pass  # a damaged file: drawing is always possible
            else:
                # A loaded PNG keeps the file's pixel format, which blits some 50 times
                # slower than the screen's own: convert it once, here.
                return image.convert_alpha() if pygame.display.get_surface() else image
        return func(*args)

    load_or_draw.draw = func  # type: ignore[attr-defined]
    return load_or_draw


def baked_path(name: str, args: tuple[int, ...]):
    return assets.path("art", f"{name}-{'x'.join(map(str, args))}.png")
