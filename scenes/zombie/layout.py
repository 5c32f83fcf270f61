"""Where everything sits on the Zombie Chickens table (1280 x 720).

Left: the decks, the face-up pair and the discard piles. Centre: the Farm in focus,
the stage where zombies arrive, the choices and the hand. Right: the players (lives,
hands, Night piles and a glance at every Farm) and the card being resolved.
"""

from __future__ import annotations

import pygame

W, H = 1280, 720

SUPPLY = pygame.Rect(10, 64, 186, 596)
CENTRE = pygame.Rect(206, 64, 818, 596)
SIDE = pygame.Rect(1034, 64, 236, 596)

SMALL = 68  # supply card width
FARM_CARD = 80
HAND_CARD = 96
BIG_CARD = 130
FAN = 26  # how far each card of a stack shows below the one above
SLIVER = 8  # how much of the third card on and beyond shows
FAN_MOST = 68  # the deepest a stack's fan reaches


def card_height(width: int) -> int:
    return round(width * 1.4)


def card_rect(centre, width: int) -> pygame.Rect:
    """Where a card ``width`` wide is drawn round ``centre`` (and where a click finds it)."""
    rect = pygame.Rect(0, 0, width, card_height(width))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def _supply_slot(col: int, row: int) -> tuple[int, int]:
    """The centre of a supply slot: two columns, four rows (with labels beneath)."""
    x = SUPPLY.x + 48 + col * 90
    y = SUPPLY.y + 78 + row * 144
    return x, y


DAY_DECK = _supply_slot(0, 0)
DAY_DISCARD = _supply_slot(1, 0)
FACE_UP = (_supply_slot(0, 1), _supply_slot(1, 1))
NIGHT_DECK = _supply_slot(0, 2)
NIGHT_DISCARD = _supply_slot(1, 2)
LIFE_DISCARD = _supply_slot(0, 3)
LIFE_BOX = _supply_slot(1, 3)

FARM_TOP = CENTRE.y + 44  # the first card's top edge
FARM_LEFT, FARM_RIGHT = CENTRE.x + 16, CENTRE.right - 16
STAGE = (CENTRE.right - 90, CENTRE.y + 330)  # where a zombie stands at the gate
ZOMBIE_SIZE = 132
HORIZON = 350  # where lurking zombies walk at Night, in front of the barn
PROMPT_Y = CENTRE.y + 392  # the prompt line; the choice chips sit just below
CHIPS_Y = PROMPT_Y + 40
CHIP_ROW = pygame.Rect(CENTRE.x + 8, CHIPS_Y - 20, CENTRE.width - 16, 40)  # never past CENTRE
# the last lines of the history, on AI turns: below the farmers, where a Night card shows
TICKER = pygame.Rect(SIDE.x + 6, SIDE.y + 340, SIDE.width - 12, 130)
CHIP_GAP = 10
MORE = 78  # the "2 more" sign at either end of a row too long for the screen
PAGE_ROOM = CHIP_ROW.width - 2 * (MORE + CHIP_GAP)  # a page's room between its signs
LIFT = 12  # how far a hand card in focus rises: never onto the choice row's words above
HAND_Y = CENTRE.bottom - card_height(HAND_CARD) // 2 - 4  # the hand's centre line
FARM_BOTTOM = FARM_TOP + card_height(FARM_CARD) + FAN_MOST + 40  # the deepest stack's label
# Night's sky keeps its stars out of these: the header, the panels, the Farm in focus and
# the call-out over the prompt (a star once sat in the title's letters, and under veils)
STARLESS = (
    pygame.Rect(0, 0, W, SUPPLY.y),
    SUPPLY,
    SIDE,
    pygame.Rect(CENTRE.x, CENTRE.y, CENTRE.w, FARM_BOTTOM - CENTRE.y),
    pygame.Rect(CENTRE.x, PROMPT_Y - 44, CENTRE.w, 60),
)


def chip_pages(widths: list[int]) -> list[list[int]]:
    """The choice chips split into pages that each fit the row, in order.

    One page when they all fit; else every page leaves room for a "more" sign at
    both ends, so the row never runs under the decks or the zombie's card.
    """
    if sum(widths) + CHIP_GAP * (len(widths) - 1) <= CHIP_ROW.width:
        return [list(range(len(widths)))]
    room = PAGE_ROOM
    pages: list[list[int]] = [[]]
    used = 0
    for index, width in enumerate(widths):
        width = min(width, room)
        if pages[-1] and used + CHIP_GAP + width > room:
            pages.append([])
            used = 0
        used += width + (CHIP_GAP if pages[-1] else 0)
        pages[-1].append(index)
    return pages


def stack_spacing(stacks: int) -> float:
    """Room per stack (and the slot for a new one): a card and a gap, tighter when crowded."""
    return min(FARM_CARD + 14, (FARM_RIGHT - FARM_LEFT) / (stacks + 1))


def farm_card_width(stacks: int) -> int:
    """Farm cards shrink when the Farm is crowded, so no two stacks ever overlap."""
    return min(FARM_CARD, int(stack_spacing(stacks)) - 6)


def fan_offset(depth: int) -> int:
    """How far card ``depth`` of a stack sits below its first: the first two show their
    title bands whole, later ones a sliver (the stack's label and the close-up say what
    they are), so the deepest stack stays clear of the banners and the call-outs below."""
    return min(FAN * min(depth, 2) + SLIVER * max(0, depth - 2), FAN_MOST)


def farm_card_centre(stacks: int, stack: int, depth: int) -> tuple[int, int]:
    """The centre of card ``depth`` of stack ``stack`` when the Farm has ``stacks`` stacks."""
    x = FARM_LEFT + (stack + 0.5) * stack_spacing(stacks)
    y = FARM_TOP + card_height(farm_card_width(stacks)) // 2 + fan_offset(depth)
    return round(x), round(y)


def hand_card_centre(count: int, index: int) -> tuple[int, int]:
    gap = min(HAND_CARD + 12, 560 / max(1, count))
    x = CENTRE.centerx - 70 + (index - (count - 1) / 2) * gap
    return round(x), HAND_Y


def side_row(players: int, index: int) -> pygame.Rect:
    """A player's row in the side panel."""
    height = min(96, 300 // max(1, players))
    return pygame.Rect(SIDE.x + 6, SIDE.y + 34 + index * height, SIDE.width - 12, height - 6)


REVEAL = (SIDE.centerx, SIDE.y + 425)
LEGEND_ROOM = SIDE.width - 34  # a trait's line under the card, right of its icon


def on_screen(centre: tuple[int, int], width: int) -> tuple[int, int]:
    """The nearest centre to ``centre`` at which a card ``width`` wide lies wholly on the
    screen: a big card set off from a pile at the edge starts where it can be read."""
    half_w, half_h = width // 2, card_height(width) // 2
    x = min(max(centre[0], half_w), W - half_w)
    y = min(max(centre[1], half_h), H - half_h)
    return x, y


ZOOM = 264  # a card looked at up close: its title about 34 px, its rule about 25 px


def zoom_box(x: int, beside: bool) -> pygame.Rect:
    """The close-up's panel, on the half of the screen away from ``x`` (what it shows), above
    the call-out, prompt and choices; ``beside`` leaves room right of the card for a zombie's
    traits. It may cover the header: the player is looking at a card."""
    box = pygame.Rect(0, 0, ZOOM + 24 + (340 if beside else 0), card_height(ZOOM) + 24)
    if x < W // 2:
        box.topright = (SIDE.right, 8)
    else:
        box.topleft = (SUPPLY.x, 8)
    return box  # the centre of the big card being resolved
