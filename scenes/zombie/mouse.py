"""Where the mouse points on the Zombie Chickens table.

Every spot is a ``(row, item)`` of the controls' rows (``controls.py``): a hand card, a
Farm card or destination slot, a chip (the Day discard pile is "Discard it", a stack
that may defend its Night chip), or ``("more", col)`` for a paged row's sign. A
spot may name an item the rows do not offer (a dimmed card, a stack the card may not
join): the scene refuses a click there with the rules' reason. Spots are listed topmost
first, as painted, so a click takes the card it shows.
"""

from __future__ import annotations

import pygame

from game.zombie import actions as A
from scenes.zombie import layout as L
from scenes.zombie import paint
from scenes.zombie.controls import CHIPS, FARM, HAND, Rows

MORE = "more"


def spots(scene, rows: Rows) -> list[tuple[tuple[str, object], pygame.Rect]]:
    """Every spot a click could mean now, with its rect, topmost first."""
    return [*_chips(scene, rows), *_discard(rows), *_hand(scene), *_farm(scene, rows)]


def is_drop(spot, rows: Rows) -> bool:
    """Whether a card held by the mouse may be let go on ``spot``: a stack or a slot, or
    the discard pile while it may be discarded."""
    row, item = spot
    if row == FARM:
        return isinstance(item, tuple)
    return row == CHIPS and isinstance(rows.chips[item].action, A.Discard)


def _discard(rows: Rows) -> list:
    """The Day discard pile stands for "Discard it" while the card held may go there."""
    index = next((i for i, c in enumerate(rows.chips) if isinstance(c.action, A.Discard)), None)
    return [] if index is None else [((CHIPS, index), L.card_rect(L.DAY_DISCARD, L.SMALL))]


def spot_at(scene, rows: Rows, pos) -> tuple[str, object] | None:
    return next((key for key, rect in spots(scene, rows) if rect.collidepoint(pos)), None)


def _chips(scene, rows: Rows) -> list:
    if not rows.chips:
        return []
    controls = scene.controls
    placed, before, after = paint.chip_layout(rows.chips, controls.col, controls.row)
    index = {id(chip): i for i, chip in enumerate(rows.chips)}
    out = [((CHIPS, index[id(chip)]), rect) for chip, rect in placed]
    first, last = index[id(placed[0][0])], index[id(placed[-1][0])]
    sign = pygame.Rect(0, 0, L.MORE, L.CHIP_ROW.height)
    if before:  # the mouse over a sign pages the row to the chip past it
        out.append(((MORE, first - 1), sign.move_to(midleft=L.CHIP_ROW.midleft)))
    if after:
        out.append(((MORE, last + 1), sign.move_to(midright=L.CHIP_ROW.midright)))
    return out


def hand_rects(scene) -> list[tuple[int, pygame.Rect]]:
    """(card, rect) of the hand on show, topmost (rightmost) first; a card's rect reaches
    up to where it rises when in focus."""
    table = scene.table
    seat = table.hand_seat if table.hand_seat is not None else table.shown.seat
    if not table.face_visible(seat):
        return []
    hand = table.shown.hands[seat]
    out = []
    for i, card in enumerate(hand):
        rect = L.card_rect(L.hand_card_centre(len(hand), i), L.HAND_CARD)
        out.append((card, rect.union(rect.move(0, -L.LIFT))))
    return out[::-1]


def _hand(scene) -> list:
    return [((HAND, card), rect) for card, rect in hand_rects(scene)]


def stack_rect(farm: list[list[int]], stack: int) -> pygame.Rect:
    """A stack's whole column: its cards and the slot on top, or the "New stack" slot."""
    cards = farm[stack] if stack < len(farm) else []
    width = L.farm_card_width(len(farm))
    centres = [L.farm_card_centre(len(farm), stack, d) for d in range(len(cards) + 1)]
    rects = [L.card_rect(centre, width) for centre in centres]
    return rects[0].unionall(rects[1:])


def card_rects(farm: list[list[int]]) -> list[tuple[int, pygame.Rect]]:
    """(card, rect) of the Farm's cards, the deeper (drawn over) first."""
    width = L.farm_card_width(len(farm))
    out = []
    for i, stack in enumerate(farm):
        for depth, card in enumerate(stack):
            out.append((depth, card, L.card_rect(L.farm_card_centre(len(farm), i, depth), width)))
    return [(card, rect) for _, card, rect in sorted(out, key=lambda t: -t[0])]


def _farm(scene, rows: Rows) -> list:
    farm = scene.table.shown.farms[scene.table.focus_farm()]
    if scene.controls.mode in ("place", "move"):  # a stack is a destination, card or slot
        return [((FARM, ("slot", i)), stack_rect(farm, i)) for i in range(len(farm) + 1)]
    cards = [((FARM, card), rect) for card, rect in card_rects(farm)]
    defends: dict[int, int] = {}  # at Night a stack that may defend takes its (first) chip
    for index, chip in enumerate(rows.chips):
        if chip.stack is not None and chip.stack < len(farm):
            defends.setdefault(chip.stack, index)
    return [((CHIPS, i), stack_rect(farm, stack)) for stack, i in defends.items()] + cards
