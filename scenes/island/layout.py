"""Where everything sits on the War for Chicken Island table (1280 x 720).

Left: one Banner per seat. Centre: the island in its sea, with the prompt and the
choices under it. Right: the Machine stock and the viewer's Scrolls. The hint bar
takes the bottom 56 pixels, so nothing of ours goes below ``BOTTOM``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.island.hexes import POINTY, Hex, Layout

W, H = 1280, 720
BOTTOM = 660
TOP = 50

BANNERS = pygame.Rect(8, TOP, 272, BOTTOM - TOP)
# the top bar's ">> FAST" sign: a discarded Scroll's name first shows just past it (as
# wide as the text size draws it), short of the title (tests/scenes/test_island_screen.py)
FAST_WORDS, FAST_SIZE, FAST_AT = ">> FAST", 20, (12, 14)
ISLAND = pygame.Rect(288, TOP, 616, 478)
CALLOUT_Y = ISLAND.y + 16  # what a player just did, said along the island's top
BAND = pygame.Rect(288, ISLAND.bottom + 4, 616, BOTTOM - ISLAND.bottom - 4)
PROMPT_Y = BAND.y + 14
CHIPS_Y = BAND.y + 32
# the last lines of the history, on AI turns, where the choices sit on a human's
TICKER = pygame.Rect(BAND.x + 8, CHIPS_Y - 2, BAND.width - 16, BAND.bottom - CHIPS_Y + 2)
STOCK = pygame.Rect(912, TOP, 360, 296)
HAND = pygame.Rect(912, STOCK.bottom + 8, 360, BOTTOM - STOCK.bottom - 8)
STOCK_CARD = (114, 128)
HAND_CARD = (84, 92)  # short enough to leave room below for the close-up
NARROWEST_CARD = 66  # px: as narrow as a Scroll name fits (tests/ecs/test_island_art.py)
SQRT3 = math.sqrt(3.0)


def banner_rect(players: int, seat: int) -> pygame.Rect:
    height = min(152, (BANNERS.height - 6 * (players - 1)) // players)
    return pygame.Rect(BANNERS.x, BANNERS.y + seat * (height + 6), BANNERS.width, height)


BANNER_COUNTS = ("wood", "stone", "steel", "chicken")  # a Banner's row of counts


def banner_count(box: pygame.Rect, what: str) -> pygame.Rect:
    """Where a Banner shows how many of ``what`` it holds (a chicken: how many are lost):
    its icon at the left, the number beside it; a click there retrieves one."""
    i = BANNER_COUNTS.index(what)
    width = 46 if what != "chicken" else 84
    return pygame.Rect(box.x + 10 + 50 * i + 4 * (what == "chicken"), box.y + 72, width, 24)


def stock_slot(index: int) -> pygame.Rect:
    w, h = STOCK_CARD
    col, row = index % 3, index // 3
    x = STOCK.x + 4 + col * (w + 6)
    return pygame.Rect(x, STOCK.y + 30 + row * (h + 6), w, h)


def hand_slot(count: int, index: int) -> pygame.Rect:
    """Cards of the hand in one row, narrower when there are many but never narrower than
    a Scroll's name fits; a bigger hand overlaps in a fan (see ``hand_fanned``; the
    close-up below shows the one in focus)."""
    w, h = HAND_CARD
    room = HAND.width - 12
    w = max(NARROWEST_CARD, min(w, (room - 6 * (count - 1)) // max(1, count)))
    step = min(w + 6, (room - w) / (count - 1)) if count > 1 else 0
    return pygame.Rect(HAND.x + 6 + round(index * step), HAND.y + 32, w, h)


def hand_fanned(count: int) -> bool:
    """Whether a hand of ``count`` overlaps: each card then shows only its edge, bare of
    words, under the next, and the last lies whole on top (the one in focus is lifted and
    ringed, and read up close below)."""
    return count > 1 and hand_slot(count, 1).x < hand_slot(count, 0).right


def island_layout(cells: Iterable[Hex], area: pygame.Rect = ISLAND) -> Layout:
    """A pointy-top layout that fits ``cells`` (with a sea margin) into ``area``, centred."""
    cells = list(cells) or [(0, 0)]
    unit = Layout(POINTY, (1.0, 1.0), (0.0, 0.0))
    xs = [unit.to_pixel(h)[0] for h in cells]
    ys = [unit.to_pixel(h)[1] for h in cells]
    width = max(xs) - min(xs) + SQRT3 * 1.6
    height = max(ys) - min(ys) + 2.6
    size = int(max(18, min(74, area.width / width, area.height / height)))
    cx = area.centerx - (max(xs) + min(xs)) / 2 * size
    cy = area.centery - (max(ys) + min(ys)) / 2 * size
    return Layout(POINTY, (size, size), (cx, cy))


def hex_size(layout: Layout) -> int:
    return int(layout.size[0])


def sea_hexes(layout: Layout, area: pygame.Rect = ISLAND) -> list[Hex]:
    """Every hex whose tile shows inside ``area``: the sea around the island."""
    size = hex_size(layout)
    corners = [(area.left, area.top), (area.right, area.bottom)]
    (q0, r0), (q1, r1) = (layout.to_hex(*c) for c in corners)
    out = []
    for r in range(r0 - 2, r1 + 3):
        for q in range(q0 - r1 + r0 - 4, q1 + r1 - r0 + 4):
            x, y = layout.to_pixel((q, r))
            if (
                area.left - size < x < area.right + size
                and area.top - size < y < area.bottom + size
            ):
                out.append((q, r))
    return out


def pixel(layout: Layout, h: Hex) -> tuple[int, int]:
    x, y = layout.to_pixel(h)
    return round(x), round(y)


# -- the fight, staged over the island ---------------------------------------------------------

# From the top: the title, each side's total, the fighters and their names, every part of
# each total, the call-out line, then the cards along the bottom.
FIGHT = ISLAND.inflate(-24, -20)
FIGHT_MINI = 100
ATTACKER_AT = (FIGHT.x + 140, FIGHT.y + 124)
DEFENDER_AT = (FIGHT.right - 140, FIGHT.y + 124)
FIGHT_TOTAL_Y = FIGHT.y + 54
# a die added to the fight, shown large between the attacker and the VS, above the dice
# row (over the attacker it once hid its token)
FIGHT_DIE_AT = (ATTACKER_AT[0] + 92, ATTACKER_AT[1] - 14)
FIGHT_TOKEN = 56  # px: a chicken's token turning over on the fight stage, over the fighter
FIGHT_CARD = (NARROWEST_CARD, 76)  # as narrow as a Scroll name fits, short
# enough to leave seven lines of breakdown at 16 px above it (Next shows the cards up close)
FIGHT_CARDS_Y = FIGHT.bottom - FIGHT_CARD[1] - 22
FIGHT_CALLOUT_Y = FIGHT_CARDS_Y - 14
FIGHT_PARTS = pygame.Rect(FIGHT.x, ATTACKER_AT[1] + FIGHT_MINI // 2 + 26, FIGHT.w, 0)
FIGHT_PARTS.height = FIGHT_CALLOUT_Y - 12 - FIGHT_PARTS.y
PART_STEP = 19  # a line of the breakdown


def fight_card(index: int, count: int) -> pygame.Rect:
    """The cards of a fight in one row under the fighters, in the order they were placed."""
    w, h = FIGHT_CARD
    step = min(w + 8, (FIGHT.width - 40 - w) / max(1, count - 1)) if count > 1 else 0
    width = w + step * (count - 1)
    x = FIGHT.centerx - width / 2 + index * step
    return pygame.Rect(round(x), FIGHT_CARDS_Y, w, h)


def fight_cards_overlap(count: int) -> bool:
    """Whether so many cards lie in the fight that each covers part of the one before:
    all but the last then show only their edge, bare of words."""
    return count > 1 and fight_card(1, count).x < fight_card(0, count).right


def fight_part(centre_x: int, index: int, count: int) -> tuple[pygame.Rect, int]:
    """Where line ``index`` of a side's breakdown goes (one column, or two when long),
    and how wide it may be."""
    rows = FIGHT_PARTS.height // PART_STEP
    if count > rows:  # two columns across the side's half of the box, the first filled first
        rows = (count + 1) // 2
        col, row = divmod(index, rows)
        half = FIGHT.x if centre_x < FIGHT.centerx else FIGHT.centerx
        width = (FIGHT.w // 2 - 16) // 2
        x = half + 6 + width // 2 + col * (width + 4)
    else:
        row, x, width = index, centre_x, 260
    rect = pygame.Rect(0, FIGHT_PARTS.y + row * PART_STEP, width, PART_STEP)
    rect.centerx = x
    return rect, width


# -- a Banner's parts ---------------------------------------------------------------------------

DIE = 32


def banner_die(players: int, seat: int, index: int) -> pygame.Rect:
    box = banner_rect(players, seat)
    return pygame.Rect(box.x + 10 + index * (DIE + 5), box.y + 36, DIE, DIE)


def banner_tag(players: int, seat: int, index: int) -> tuple[int, int]:
    box = banner_rect(players, seat)
    return (box.x + 24 + index * 30, box.bottom - 22)


def banner_hand(players: int, seat: int) -> tuple[int, int]:
    box = banner_rect(players, seat)
    return (box.right - 40, box.y + 52)
