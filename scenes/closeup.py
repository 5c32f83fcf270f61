"""Cards too small to read on the table, drawn large on a dark panel.

A card's own print shrinks with the card, so a card small enough to share the table
carries 8-15 px titles and rules, too small to read from the couch. Zombie Chickens
shows the card in focus large, and War for Chicken Island the cards of a fight, both on
the Next key (:func:`box_for`, :func:`draw`); Henhouse Havoc prints the card in focus
beside its picture at 22 and 18 px (:func:`card_with_words`), so the card's own print
only decorates the picture (and is marked so for the screen audit). The panel is the
cards' own, so what it covers is veiled.
"""

from __future__ import annotations

import pygame

from ecs import audit
from ecs.fonts import render_text
from ecs.palette import PALETTE
from scenes import ui

MARGIN = 12  # px between the panel's edge and the cards, and between cards
TITLE = 22  # px: a close-up's title
RULE = 18  # px: its rule and notes
GAP = 14  # between the picture and its words
PAD = 8  # round the panel's inside


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
