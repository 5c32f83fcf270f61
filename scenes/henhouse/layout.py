"""Where everything sits on the Henhouse Havoc table (1280 x 720).

Left: the players and the Black Market. Centre: the board in focus (the one being
aimed at or struck), the prompt and the choices. Right: every other board, small,
and the viewer's Secret Weapons.
"""

from __future__ import annotations

import pygame

W, H = 1280, 720
ROWS = COLS = 10

PLAYERS = pygame.Rect(10, 64, 236, 328)  # four rows of three lines, even in Large text
MARKET = pygame.Rect(10, 400, 236, 260)
CELL = 42  # the focus board's cell
FOCUS = pygame.Rect(262, 70, (COLS + 1) * CELL, (ROWS + 1) * CELL)  # labels in row/col 0
FOCUS_CAPTIONED = FOCUS.inflate(0, 22).move(0, -11)  # the big board with its caption above
THUMB_CELL = 15
THUMBS = pygame.Rect(744, 82, 526, (ROWS + 1) * THUMB_CELL)
HAND = pygame.Rect(744, 272, 526, 262)
BAND = pygame.Rect(256, FOCUS.bottom + 6, W - 266, 124)  # the prompt and the choices
PROMPT_Y = BAND.y + 16
BANNER_Y = BAND.y + 60  # a banner's words sit under the prompt, its subtitle above the hints
CHIPS_Y = BAND.y + 40
TICKER = pygame.Rect(BAND.x + 120, BAND.y + 34, BAND.width - 240, 86)  # the history, on AI turns
CHIP_ROWS = 2  # more chips than two rows hold are paged, clear of the hint bar
CARD = 58  # a unit card on the choice row
FOCUS_CARD = 170  # the card in focus, beside its words (scenes/closeup.py)


def focus_cell(row: int, col: int) -> pygame.Rect:
    """The screen rect of a cell of the board in focus."""
    return pygame.Rect(FOCUS.x + (col + 1) * CELL, FOCUS.y + (row + 1) * CELL, CELL, CELL)


def thumb_origin(slot: int) -> tuple[int, int]:
    """Top-left of the small board in ``slot`` (0-2), labels included."""
    width = (COLS + 1) * THUMB_CELL
    gap = (THUMBS.width - 3 * width) // 2
    return THUMBS.x + slot * (width + gap), THUMBS.y


def thumb_cell(slot: int, row: int, col: int) -> pygame.Rect:
    x, y = thumb_origin(slot)
    return pygame.Rect(
        x + (col + 1) * THUMB_CELL, y + (row + 1) * THUMB_CELL, THUMB_CELL, THUMB_CELL
    )


def player_row(players: int, seat: int) -> pygame.Rect:
    height = min(74, (PLAYERS.height - 30) // players)  # four rows fill the panel
    return pygame.Rect(
        PLAYERS.x + 6, PLAYERS.y + 28 + seat * height, PLAYERS.width - 12, height - 6
    )


def army_plate(tile: int) -> pygame.Rect:
    """The name plate of army tile ``tile`` (0-9) in the placement list: two columns of five."""
    width = (HAND.width - 26) // 2
    return pygame.Rect(
        HAND.x + 10 + (tile // 5) * (width + 6), HAND.y + 30 + (tile % 5) * 46, width, 40
    )
