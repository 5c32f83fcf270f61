"""Zombie Chickens' Night sky keeps its stars out of the header, the panels, the Farm in
focus and the call-out: a star once sat in the title's letters and shone through veils."""

from __future__ import annotations

import pygame

from ecs import art
from scenes import ui
from scenes.zombie import layout as L
from scenes.zombie import paint


def test_no_star_shows_where_the_night_table_puts_words_or_panels(app):
    starless = art.farm_backdrop(L.W, L.H, True, ((0, 0, L.W, L.H),)).copy()
    for rect in (L.SUPPLY, L.SIDE):  # as the table bakes its veils in
        ui.veil(starless, rect, 110, paint.SHADE)
    starless = starless.convert()
    night = paint._backdrops()[1]
    starry = art.farm_backdrop(L.W, L.H, True)  # stars everywhere, for the check's sake
    title = pygame.Rect(L.STARLESS[0])
    assert any(
        starry.get_at((x, y)) != starless.get_at((x, y))
        for x in range(title.left, title.right, 2)
        for y in range(title.top, title.bottom, 2)
    ), "a starry sky has stars in the header"
    for rect in L.STARLESS:
        differ = [
            (x, y)
            for x in range(rect.left, rect.right, 2)
            for y in range(rect.top, rect.bottom, 2)
            if night.get_at((x, y)) != starless.get_at((x, y))
        ]
        assert differ == [], (tuple(rect), differ[:3])
