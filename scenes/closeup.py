"""A card up close: its picture, and its words printed beside it large enough to read.

A card's own print shrinks with the card, so a card small enough to share the table
carries 8-15 px titles and rules, too small to read from the couch. Shown up close, the
card keeps its picture and its title and rule are printed beside it at 20 and 18 px;
its own print then only decorates the picture (and is marked so for the screen audit).
"""

from __future__ import annotations

import pygame

from ecs import audit
from ecs.fonts import render_text
from ecs.palette import PALETTE
from scenes import ui

TITLE = 22  # px: a close-up's title
RULE = 18  # px: its rule and notes
GAP = 14  # between the picture and its words
PAD = 8  # round the panel's inside


def card_with_words(
    surface: pygame.Surface,
    box: pygame.Rect,
    image: pygame.Surface,
    title: str,
    lines: list[str],
) -> pygame.Rect:
    """On a dark panel filling ``box``: ``image`` at its left and, beside it, ``title`` over
    ``lines`` (each wrapped to the room left). Returns the rect the words took."""
    ui.panel(surface, box, PALETTE["panel_dark"])  # the words never sit on a busy backdrop
    box = box.inflate(-2 * PAD, -2 * PAD)
    card = image.get_rect(topleft=box.topleft)
    with audit.decorative():  # the card's own print: the same words stand beside it, large
        surface.blit(image, card)
    left = card.right + GAP
    room = box.right - left
    words = [
        (title, TITLE, PALETTE["gold"]),
        *((line, RULE, PALETTE["text_light"]) for line in lines),
    ]
    taken = pygame.Rect(left, box.y + 6, 0, 0)
    y = taken.y
    for text, size, colour in words:
        if not text:
            continue
        image = render_text(text, size, colour, shadow=True, max_width=room, align="left")
        rect = surface.blit(image, (left, y))
        taken.union_ip(rect)
        y = rect.bottom + 8
    return taken
