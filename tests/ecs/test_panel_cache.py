"""Where a still backdrop is still blitted once opaque cached pictures cover the rest."""

from __future__ import annotations

import random

import pygame

from ecs.panel_cache import uncovered

SCREEN = (0, 0, 1280, 720)


def painted(covers: tuple) -> tuple[int, set]:
    """How many pixels the uncovered parts and the covers paint, and those painted twice
    or more (a part on a cover, or on another part)."""
    seen = pygame.Surface((SCREEN[2], SCREEN[3]))
    seen.fill((0, 0, 0))
    twice = set()
    for rect in list(uncovered(SCREEN, covers)) + list(covers):
        rect = pygame.Rect(rect).clip(SCREEN)
        for x in range(rect.left + -rect.left % 7, rect.right, 7):  # every 7th pixel
            for y in range(rect.top + -rect.top % 7, rect.bottom, 7):
                if seen.get_at((x, y))[0]:
                    twice.add((x, y))
                seen.set_at((x, y), (255, 0, 0))
    unpainted = [
        (x, y)
        for x in range(0, SCREEN[2], 7)
        for y in range(0, SCREEN[3], 7)
        if not seen.get_at((x, y))[0]
    ]
    return len(unpainted), twice


def test_the_parts_and_the_covers_tile_the_screen_once():
    table = ((10, 64, 236, 328), (10, 400, 236, 260), (262, 70, 462, 462), (744, 82, 165, 165))
    assert painted(table) == (0, set())
    rng = random.Random(4)
    for _ in range(20):  # overlapping covers, and covers running off the screen
        covers = tuple(
            (rng.randrange(-50, 1200), rng.randrange(-50, 700), rng.randrange(1, 400),
             rng.randrange(1, 400))
            for _ in range(rng.randrange(1, 6))
        )  # fmt: skip
        unpainted, twice = painted(covers)
        assert unpainted == 0
        assert all(
            sum(pygame.Rect(c).collidepoint(p) for c in covers) > 1 for p in twice
        )  # only covers overlap each other; no uncovered part lies on anything


def test_no_cover_leaves_the_whole_screen():
    assert uncovered(SCREEN, ()) == (SCREEN,)
    assert uncovered(SCREEN, (SCREEN,)) == ()
