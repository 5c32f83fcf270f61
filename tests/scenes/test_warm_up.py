"""A game scene draws its pictures and loads its sounds before its first frame, so no
frame of play pays for a first-time drawing or load (issue 20: the hitches)."""

from __future__ import annotations

import pytest

from ecs import art, sized_cache, warm_list
from ecs import audio as audio_module
from game import registry
from game.match import Match
from scenes.menus import start_match
from scenes.seats import parse_seats
from scenes.zombie import faces, paint
from tests.scenes.harness import frames, new_app

FACE_CACHES = (
    faces._day_face,
    faces._night_face,
    faces.back,
    faces.zombie_walk,
    paint._backdrops,
    paint._faded,
    art.card_icon,
)


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def test_zombie_cards_and_backdrops_are_all_drawn_before_the_first_frame(app):
    for drawn in FACE_CACHES:
        drawn.cache_clear()  # as in a fresh process: nothing drawn yet
    match = Match("zombie", 5, parse_seats("ai:hard,ai:normal,ai:easy,ai:hard"), {})
    start_match(app, match, autosave=False, turbo=True)
    drawn_at_open = [f.cache_info().misses for f in FACE_CACHES]
    frames(app, 3000)  # Days and Nights of play: cards dealt, farmed, flipped, fought
    assert len(match.actions) > 40
    assert [f.cache_info().misses for f in FACE_CACHES] == drawn_at_open


SEATS = {"chicken": "ai:hard,ai:normal,ai:easy,ai:hard,ai:normal,ai:easy,ai:hard,ai:normal"}


@pytest.mark.parametrize("game", list(registry.GAMES))
def test_a_match_draws_no_picture_for_the_first_time_during_play(app, game):
    """With its game's recorded list drawn before it opens (``ecs.warm_list``), a match of
    a seed the list was not recorded from draws nothing new after its opening frames
    (``tools/record_warm.py`` writes the lists; a failure here names what to record)."""
    sized_cache.POOL.clear()  # as in a fresh process
    app.draws_ahead = True  # as a window does
    match = Match(game, 7, parse_seats(SEATS.get(game, "ai:hard,ai:normal,ai:easy,ai:hard")), {})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    frames(app, 2)
    with warm_list.recording() as drawn:
        for _ in range(2400):  # the results screen opens with pictures of its own
            frames(app, 1)
            if app.top is not scene:
                break
    assert len(match.actions) > 25
    assert [(name, args) for name, args, _ in drawn] == []


def test_a_headless_run_draws_no_list_ahead(app):
    sized_cache.POOL.clear()
    assert not app.draws_ahead  # no frame to keep short: pictures are drawn as needed
    match = Match("chicken", 7, parse_seats("ai:hard,ai:easy"), {})
    start_match(app, match, autosave=False, turbo=True)
    assert art.die_face.cache_info().currsize < 5


def test_every_sound_is_loaded_before_the_first_frame(app, monkeypatch):
    assert app.audio.available  # SDL's dummy audio driver: a mixer with no speaker
    match = Match("chicken", 5, parse_seats("ai:hard,ai:normal"), {})
    start_match(app, match, autosave=False, turbo=True)
    loads = []
    monkeypatch.setattr(audio_module, "_load", lambda path: loads.append(path))
    monkeypatch.setattr(audio_module, "_repitched", lambda *a: loads.append(a))
    frames(app, 1500)
    assert len(match.actions) > 10
    assert loads == []
