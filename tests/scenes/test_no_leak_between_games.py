"""Game after game in one process, nothing of a match that has ended stays alive: its
scene, table, world and rules state are freed when the next one opens (issue 20: memory
grew game after game)."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from ecs import cache
from ecs.sized_cache import sized_cache
from game.match import Match
from scenes.menus import start_match
from scenes.results import ResultsScene
from scenes.seats import parse_seats
from tests.scenes.harness import frames, new_app, run_until


@pytest.fixture
def app():
    """A headless app that settles its garbage at a scene change, as a window's does."""
    app = new_app()
    app.settles_garbage = True
    yield app
    app.quit()


def _open(app, game: str, seed: int) -> list[weakref.ref]:
    """Open one seeded match; weak references to its biggest parts."""
    match = Match(game, seed, parse_seats("ai:hard,ai:normal"), {})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    parts = [match, scene, scene.table, scene.world, scene.state, scene.drivers]
    refs = [weakref.ref(part) for part in parts]
    del match, scene, parts
    frames(app, 30)
    return refs


def _play(app, game: str, seed: int) -> list[weakref.ref]:
    """Play one seeded match to its results; weak references to its biggest parts."""
    refs = _open(app, game, seed)
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    frames(app, 30)
    return refs


@pytest.mark.parametrize("game", ["chicken", "henhouse"])
def test_a_finished_match_is_freed_when_the_next_one_opens(app, game):
    first = _play(app, game, 1)
    second = _open(app, game, 2)  # opening the next is what lets the last one go
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


def test_a_scene_change_empties_the_text_and_rotation_caches(app):
    """The last match's words and turned pictures (and the pictures they were turned
    from) are not carried into the next match: those caches start empty at each change,
    so their churn does not build up game after game."""
    refs = _play(app, "chicken", 1)
    said = cache.text_cache.get("Pecky was dealt an Ammo", 16, (58, 38, 32))
    source = pygame.Surface((40, 40), pygame.SRCALPHA)
    cache.rotation_cache.get(source, 30, 0.5)
    kept = weakref.ref(source)
    assert len(cache.text_cache.lru) > 0 and len(cache.rotation_cache.lru) > 0
    del said, source
    start_match(app, Match("chicken", 2, parse_seats("ai:easy,ai:easy"), {}), autosave=False)
    assert kept() is None  # the turned picture's source went with its entry
    assert [ref() for ref in refs] == [None] * len(refs)
    assert cache.rotation_cache.lru.bytes == 0
    assert ("Pecky was dealt an Ammo", 16, (58, 38, 32)) not in {
        k[:3] for k in cache.text_cache.lru._data
    }


def test_a_picture_the_last_two_matches_never_drew_is_let_go_when_the_next_opens(app):
    """Game after game the pictures' pool holds what the match on show and the one before
    drew, not every colour, piece and card some match once drew (issue 20: Island's pool
    grew by some 20 pictures a game, and resident memory with it)."""

    @sized_cache
    def only_the_first_match_draws(n: int) -> pygame.Surface:
        return pygame.Surface((8, 8))

    seats = parse_seats("ai:easy,ai:easy")
    start_match(app, Match("chicken", 1, seats, {}), autosave=False)
    only_the_first_match_draws(1)
    start_match(app, Match("chicken", 2, seats, {}), autosave=False)
    assert only_the_first_match_draws.cache_info().currsize == 1  # the match before drew it
    start_match(app, Match("chicken", 3, seats, {}), autosave=False)
    assert only_the_first_match_draws.cache_info().currsize == 0
