"""Bake the art the title screen opens with into assets/art/, for a fast start-up.

Run after changing ecs/art/: `python tools/bake_art.py`. tests/ecs/test_baked_art.py
fails when a baked file no longer matches what the code draws.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from ecs import art  # noqa: E402


def main() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    for func, args in art.BAKED:
        path = art.baked_path(func.draw.__name__, args)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(func.draw(*args), str(path))
        print(f"baked {path.name}")


if __name__ == "__main__":
    main()
