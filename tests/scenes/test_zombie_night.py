"""Zombie Chickens at Night keeps the words and panels clear: the sky's stars stay out of
the header, the panels, the Farm in focus and the call-out (a star once sat in the title's
letters and shone through veils), and a zombie walks in from behind the side panel, never
over the seats' rows."""

from __future__ import annotations

import pygame

import scenes.tutorial as tutorial
from ecs import art
from ecs.components import Position, Transform
from game.match import Match, SeatSpec
from game.zombie import cards as C
from scenes import ui
from scenes.menus import start_match
from scenes.zombie import layout as L
from scenes.zombie import paint
from tests.scenes.harness import run_until

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches the guides off


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


def test_a_zombie_walking_in_stays_behind_the_side_panel(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("zombie", 5, seats, {"mode": "competitive"}), autosave=False)
    scene = app.top
    run_until(app, scene.idle)
    table = scene.table
    zombie = next(i for i, card in enumerate(C.NIGHT) if not card.is_event)
    table._spawn_zombie(zombie, walk_in=True)  # staged: the walk-in from the right edge
    where = table._component(table.zombie, Position)
    run_until(app, lambda: where.x < L.SIDE.centerx)  # half across the seats' panel
    assert where.x > L.SIDE.left, "still over the side panel"
    seen = app.surface.copy()
    scene.draw(seen, 1.0)
    table._component(table.zombie, Transform).alpha = 0.0  # the same frame, no zombie
    unseen = app.surface.copy()
    scene.draw(unseen, 1.0)
    side = L.SIDE
    changed = [
        (x, y)
        for x in range(side.left, side.right, 3)
        for y in range(side.top, side.bottom, 3)
        if seen.get_at((x, y)) != unseen.get_at((x, y))
    ]
    assert changed == [], changed[:3]


def test_the_first_guide_step_keeps_off_the_supply(audited_app, monkeypatch):
    """A player who plays without picking a card up meets the first step again next Day,
    beside a Farm whose labels reach low: the guide's widest shape sat on the Night
    discard's card and its count (the screen audit's zombie tutorial, seed 1)."""
    from game import registry
    from scenes.tutorial import TutorialScene
    from tests.scenes.harness import audited_frame

    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app = audited_app
    app.change_settings(tutorials_seen=())
    seats = [SeatSpec("Player 1", 0, "human", device="kb-left"), SeatSpec("Bot 2", 1, "ai")]
    options = registry.info("zombie").settle(2, {"first_seat": 0})
    start_match(app, Match("zombie", 1, seats, options), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: isinstance(app.top, TutorialScene))
    guide = app.top
    stand_in = registry.info("zombie").make_ai(0, "normal", 1)
    faults, days, shown = [], set(), 0
    for _ in range(6000):
        found = audited_frame(app)
        if guide.showing():
            faults += [str(f) for f in found]
            days.add(scene.state.day)
            shown += 1
            if len(days) == 2 and shown > 5:
                break
            if shown % 5:
                continue  # a while on show, then played as the stand-in chooses
        if scene.state.current_seat() == 0 and scene.idle() and app.top is guide:
            scene.perform(stand_in.decide(scene.state.view(0)))
    assert len(days) == 2, "the first step showed again the next Day"
    assert faults == [], faults[:3]
