"""Island's and Henhouse's top-bar titles (a stage or a round's phase, and whose turn)
are drawn while the table waits, before a turn first shows one: each cost half a
millisecond of the frame that showed it first, which put that frame over budget."""

from __future__ import annotations

from ecs.cache import text_cache
from game.match import SeatSpec
from scenes.henhouse import paint as henhouse_paint
from scenes.island import paint as island_paint
from tests.scenes.harness import run_until, start

SEATS = [SeatSpec(f"AI {n}", n, "ai", "hard") for n in range(4)]


def not_drawn(titles: list[str], size: int, colour) -> list[str]:
    key = (size, tuple(colour)[:3], True, False, None, "center")
    return [words for words in titles if text_cache.lru.lookup((words, *key)) is None]


def test_every_title_the_island_top_bar_may_show_is_drawn_before_it_shows(app):
    scene = start(app, "island", 5, SEATS)
    run_until(app, lambda: not scene.table.warm_queue)
    stages = [*island_paint.STAGE_WORDS.values(), "Fight"]
    titles = [f"{stage}: AI {n}" for stage in stages for n in range(4)]
    assert not_drawn(titles, island_paint.TOP_TEXT, island_paint.LIGHT) == []


def test_henhouse_draws_its_hiding_titles_and_each_rounds_before_they_show(app):
    scene = start(app, "henhouse", 5, SEATS)
    run_until(app, lambda: not scene.table.warm_queue)
    hiding = [f"Hide your army: AI {n}" for n in range(4)]
    assert not_drawn(hiding, henhouse_paint.TOP_TEXT, henhouse_paint.LIGHT) == []
    run_until(app, lambda: scene.table.shown.view["phase"] != "placement")
    app.draw(1.0)  # the top bar shows the first round
    run_until(app, lambda: not scene.table.warm_queue)
    view = scene.table.shown.view
    titles = [
        f"Round {r} · {phase}: AI {n}'s turn"
        for r in (view["round"], view["round"] + 1)
        for phase in ("Targeting", "Resolution")
        for n in range(4)
    ]
    assert not_drawn(titles, henhouse_paint.TOP_TEXT, henhouse_paint.LIGHT) == []
