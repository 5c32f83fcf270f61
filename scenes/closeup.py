"""A close-up: cards too small to read on the table, drawn large on a dark panel.

Zombie Chickens shows the card in focus this way, Chicken Island the cards of a fight;
both open it on the Next key. The panel is the cards' own, so what it covers is veiled.
"""

from __future__ import annotations

import pygame

from ecs.palette import PALETTE
from scenes import ui

MARGIN = 12  # px between the panel's edge and the cards, and between cards


def box_for(sizes: list[tuple[int, int]], columns: int, centre: tuple[int, int]) -> pygame.Rect:
    """The panel that holds cards of ``sizes`` in rows of ``columns``, centred on ``centre``."""
    rows = [sizes[i : i + columns] for i in range(0, len(sizes), columns)]
    width = max(sum(w for w, _ in row) + MARGIN * (len(row) - 1) for row in rows)
    height = sum(max(h for _, h in row) for row in rows) + MARGIN * (len(rows) - 1)
    box = pygame.Rect(0, 0, width + 2 * MARGIN, height + 2 * MARGIN)
    box.center = centre
    return box


def draw(
    surface: pygame.Surface, box: pygame.Rect, images: list[pygame.Surface], columns: int = 1
) -> pygame.Rect:
    """The panel at ``box`` with ``images`` in rows of ``columns`` from its top left; returns
    the part of the panel right of the cards (for words beside a single card)."""
    ui.panel(surface, box, PALETTE["panel_dark"])
    y = box.y + MARGIN
    right = box.x + MARGIN
    for start in range(0, len(images), columns):
        row = images[start : start + columns]
        x = box.x + MARGIN
        for image in row:
            surface.blit(image, (x, y))
            x += image.get_width() + MARGIN
        right = max(right, x)
        y += max(image.get_height() for image in row) + MARGIN
    return pygame.Rect(right, box.y, box.right - right, box.h)
