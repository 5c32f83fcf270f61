"""Game after game in one process, nothing of a match that has ended stays alive: its
scene, table, world and rules state are freed when the next one opens (issue 20: memory
grew game after game)."""

from __future__ import annotations

import gc
import weakref

import pytest

from game.match import Match
from scenes.menus import start_match
from scenes.results import ResultsScene
from scenes.seats import parse_seats
from tests.scenes.harness import frames, new_app, run_until


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _play(app, game: str, seed: int) -> list[weakref.ref]:
    """Play one seeded match to its results; weak references to its biggest parts."""
    match = Match(game, seed, parse_seats("ai:hard,ai:normal"), {})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    parts = [match, scene, scene.table, scene.world, scene.state, scene.drivers]
    refs = [weakref.ref(part) for part in parts]
    del match, scene, parts
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    frames(app, 30)
    return refs


@pytest.mark.parametrize("game", ["chicken", "henhouse"])
def test_a_finished_match_is_freed_when_the_next_one_opens(app, game):
    first = _play(app, game, 1)
    second = _play(app, game, 2)
    assert [ref() for ref in first] == [None] * len(first)
    assert all(ref() is not None for ref in second[:2])  # the match on show is alive


def test_the_garbage_left_by_a_scene_change_is_collected_at_once(app):
    """Freed at the change, not at some later collection in the middle of play: the
    collector sets what lives aside (frozen), so play's collections stay short."""
    refs = _play(app, "chicken", 1)
    gc.disable()  # no collection but the scene change's own
    try:
        start_match(app, Match("chicken", 2, parse_seats("ai:easy,ai:easy"), {}), autosave=False)
        assert [ref() for ref in refs] == [None] * len(refs)
        assert gc.get_freeze_count() > 0
    finally:
        gc.enable()
