"""Island's top-bar titles (a stage, or a fight, and whose it is) are drawn while the
table waits, before a turn first shows one: each cost half a millisecond of the frame
that showed it first, which put that frame over budget."""

from __future__ import annotations

from ecs.cache import text_cache
from game.match import SeatSpec
from scenes.island import paint
from tests.scenes.harness import run_until, start


def test_every_title_the_top_bar_may_show_is_drawn_before_it_shows(app):
    seats = [SeatSpec(f"AI {n}", n, "ai", "hard") for n in range(4)]
    scene = start(app, "island", 5, seats)
    run_until(app, lambda: not scene.table.warm_queue)
    titles = [
        f"{stage}: AI {n}" for stage in [*paint.STAGE_WORDS.values(), "Fight"] for n in range(4)
    ]
    colour = tuple(paint.LIGHT)[:3]
    missing = [
        words
        for words in titles
        if text_cache.lru.lookup((words, paint.TOP_TEXT, colour, True, False, None, "center"))
        is None
    ]
    assert missing == []
