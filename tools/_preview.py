"""What the art contact sheets share, so each preview tool is only its layout: headless
pygame, labels, and saving the sheet with its greyscale twin (colour must never be the
only cue).

The tools import it by name: ``python tools/x.py`` puts this folder on ``sys.path``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import _headless  # noqa: F401  (before pygame)
import pygame

from ecs.palette import PALETTE, Colour


def label(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    colour: Colour | None = None,
    size: int = 24,
) -> None:
    font = pygame.font.Font(None, size)
    surf.blit(font.render(text, True, colour or PALETTE["ink"]), pos)


def main(argv: list[str], render_sheet: Callable[[], pygame.Surface], default: str) -> int:
    """Save the sheet to ``OUT.png`` (the first argument, else ``default``); with
    ``--grey`` also ``OUT-grey.png``."""
    args = [a for a in argv if not a.startswith("--")]
    out = Path(args[0]) if args else Path(default)
    sheet = render_sheet()
    pygame.image.save(sheet, str(out))
    if "--grey" in argv:
        grey = pygame.transform.grayscale(sheet)
        pygame.image.save(grey, str(out.with_name(out.stem + "-grey" + out.suffix)))
    print(out)
    return 0
