"""Where everything sits on the 1280 x 720 Chicken! table: pure geometry, no state."""

from __future__ import annotations

import pygame

from ecs import art

TRACK_RECT = pygame.Rect(24, 8, 1232, 196)
COOP_RECT = pygame.Rect(20, 222, 236, 300)
ODDS_RECT = pygame.Rect(20, 532, 236, 130)
ODDS_TAB = pygame.Rect(ODDS_RECT.x, ODDS_RECT.y, ODDS_RECT.width, 40)  # the folded panel
TRAY_RECT = pygame.Rect(270, 222, 716, 440)
BOARD_RECT = pygame.Rect(998, 222, 262, 440)

DIE = 56  # die size on the table
COOP_DIE = 40
TILE = 62
CELL = DIE + 4

FOX_ZONE = pygame.Rect(TRAY_RECT.x + 14, TRAY_RECT.y + 112, 140, 212)
CHICKEN_ZONE = pygame.Rect(TRAY_RECT.right - 154, TRAY_RECT.y + 112, 140, 212)
MIDDLE_ZONE = pygame.Rect(FOX_ZONE.right + 14, TRAY_RECT.y + 112, 0, 228)
MIDDLE_ZONE.width = CHICKEN_ZONE.x - 14 - MIDDLE_ZONE.x
BUTTONS_Y = TRAY_RECT.bottom - 40  # the focused button keeps clear of the tray's frame
BUTTON = (262, 52)
FOOTER = 17  # how far below its dice a zone's footer (fox meter, points) is centred


def zone_box(zone: pygame.Rect) -> pygame.Rect:
    """The framed area around a zone: a header line above the dice, a footer below."""
    return pygame.Rect(zone.x - 4, zone.y - 36, zone.width + 8, zone.height + 70)


def zone_frame(zone: pygame.Rect) -> pygame.Rect:
    """The line drawn round a zone's dice and footer, clear of the buttons below it."""
    return pygame.Rect(zone.x - 4, zone.y - 7, zone.width + 8, zone.height + 40)


def points_footer() -> pygame.Rect:
    """The line under the Chickens zone that says what the turn would bank."""
    box = zone_box(CHICKEN_ZONE)
    rect = pygame.Rect(0, 0, box.width, 30)
    rect.center = (box.centerx, CHICKEN_ZONE.bottom + FOOTER)
    return rect


def button_rect(index: int, focused: bool) -> pygame.Rect:
    """Choice ``index`` (0 left, 1 right), grown a little while it has the focus."""
    rect = pygame.Rect((0, 0), BUTTON)
    rect.center = (TRAY_RECT.centerx + (index * 2 - 1) * 140, BUTTONS_Y)
    return rect.inflate(8, 8) if focused else rect


def grid(zone: pygame.Rect, count: int, columns: int) -> list[tuple[int, int]]:
    """Centres for ``count`` dice filling ``zone`` row by row, squeezing rows to fit."""
    rows = max(1, -(-count // columns))
    pitch = CELL if rows == 1 else min(CELL, (zone.height - DIE) / (rows - 1))
    spots = []
    for index in range(count):
        row, col = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        left = zone.centerx - (in_row * CELL - 4) / 2 + DIE / 2
        spots.append((round(left + col * CELL), round(zone.y + DIE / 2 + row * pitch)))
    return spots


def zone_spots(zone_name: str, count: int) -> list[tuple[int, int]]:
    if zone_name == "foxes":
        return grid(FOX_ZONE, count, 2)
    if zone_name == "chickens":
        return grid(CHICKEN_ZONE, count, 2)
    return grid(MIDDLE_ZONE, count, 6)


def coop_spot(die: int) -> tuple[int, int]:
    """Each coloured die has a home slot in the Coop (yellow row, then orange row)."""
    slots = art.coop_slots(COOP_RECT.width, COOP_RECT.height)
    x, y = slots[die - 4]
    return COOP_RECT.x + x, COOP_RECT.y + y


def track_spots() -> list[tuple[int, int]]:
    return art.track_layout(TRACK_RECT, 31)


def token_spot(space: int, index: int, crowd: int) -> tuple[int, int]:
    """A token's centre on a space, nudged so up to eight tokens stay visible together."""
    x, y = track_spots()[min(space, 30)]
    if crowd <= 1:
        return x, y - 4
    offsets = [(-10, -10), (10, -10), (-10, 6), (10, 6), (0, -18), (0, 14), (-18, -2), (18, -2)]
    dx, dy = offsets[index % len(offsets)]
    return x + dx, y + dy


def score_row_height(seats: int) -> int:
    """Each seat's row on the scoreboard: as tall as fits, at most 52."""
    return min(52, (BOARD_RECT.height - 56) // seats)
