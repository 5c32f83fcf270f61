"""A human's advice (the hard AI's choice in their place, where their focus starts) comes
from a window's AI process, never from the frame: it lands a frame or two late and moves
the focus there, unless the player has already moved it (scenes/advice.py)."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
import pytest

from game import registry
from game.match import Match, SeatSpec
from game.zombie import actions as ZA
from scenes.henhouse.controls import first_chip
from scenes.menus import start_match
from scenes.seats import THINK, SeatDrivers
from tests.scenes.harness import frames, hover, new_app, press_key, run_until
from tests.scenes.henhouse_steps import start_henhouse, to_targeting
from tests.scenes.test_zombie_mouse import _hand_point
from tests.scenes.test_zombie_scene import LEFT, _human_to_act


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _held(scene) -> list[Future]:
    """The scene's advice is asked of a stand-in that answers only when the test says."""
    asked: list[Future] = []

    def ask(seat: int) -> Future:
        asked.append(Future())
        return asked[-1]

    scene.controls.advice.ask = ask
    return asked


@pytest.mark.parametrize("game", ["henhouse", "zombie"])
def test_the_ai_process_advises_a_human_as_the_game_would_here(game):
    """Ann (human) and an AI: at each of eight decisions of Ann's, the advice from the window's
    process is the game's own advice from the same position."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    match = Match(game, 5, seats, registry.info(game).settle(2, {}))
    drivers = SeatDrivers(match, patient=True, process=True)
    stand_in = registry.info(game).make_ai(0, "easy", 5)
    advised = 0
    try:
        while advised < 8 and not match.state.is_over():
            seat = match.state.current_seat()
            if seat == 0:
                advice = drivers.advise(0)
                assert isinstance(advice, Future), "a window never works it out in its frame"
                here = registry.info(game).advise(match.state, 0, match.seed)
                assert advice.result(timeout=60) == here
                advised += 1
                match.apply(stand_in.decide(match.state.view(0)))
            else:
                action = drivers.poll(seat, THINK)
                if action is not None:
                    match.apply(action)
    finally:
        drivers.close()
    assert advised == 8


def test_a_window_of_humans_alone_starts_the_process_only_where_the_game_advises():
    def humans(game: str) -> SeatDrivers:
        seats = [SeatSpec(n, i, "human", device=d) for i, (n, d) in enumerate(
            (("Ann", "kb-left"), ("Bob", "kb-right")))]  # fmt: skip
        return SeatDrivers(Match(game, 1, seats, registry.info(game).settle(2, {})))

    advised, plain, headless = humans("zombie"), humans("chicken"), None
    try:
        assert advised.worker is not None and advised.worker.alive()
        assert plain.worker is None  # Chicken! gives no advice
        seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
        headless = SeatDrivers(Match("zombie", 1, seats, {}), patient=True)
        assert headless.worker is None
        assert not isinstance(headless.advise(headless.match.state.current_seat()), Future)
    finally:
        for drivers in (advised, plain, headless):
            if drivers is not None:
                drivers.close()


def _henhouse_chips(app):
    scene = start_henhouse(app, 2)
    to_targeting(app, scene)
    asked = _held(scene)
    scene.controls.key = None  # a new decision: its advice is asked afresh
    frames(app)
    chips = scene.decision()[0]
    start = scene.controls.col
    assert asked and scene.controls.hint is None and start == first_chip(chips)
    late = next(
        i for i in range(len(chips) - 1, -1, -1) if chips[i].action is not None and i != start
    )
    return scene, asked[-1], chips, start, late


def test_henhouse_advice_that_comes_late_moves_a_focus_nobody_has_moved(app):
    scene, answer, chips, _, late = _henhouse_chips(app)
    answer.set_result(chips[late].action)
    frames(app)
    assert scene.controls.col == late and scene.controls.hint == chips[late].action


def test_henhouse_advice_that_comes_late_leaves_where_the_player_moved_to(app):
    scene, answer, chips, start, late = _henhouse_chips(app)
    press_key(app, pygame.K_d)  # Ann moves on before the advice comes in
    moved = scene.controls.col
    assert moved != start
    answer.set_result(chips[late].action)
    frames(app)
    assert scene.controls.col == moved


def _zombie_hand(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("zombie", 9, seats, {"mode": "competitive"}), autosave=False)
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene) and scene.state.step in ("place", "discard"))
    asked = _held(scene)
    scene.controls._key = None  # a new decision: its advice is asked afresh
    frames(app)
    assert asked and scene.controls.hint is None
    hand = scene.rows().hand
    legal = scene.state.legal_actions(0)
    late = next(
        (col, action)
        for col in range(len(hand) - 1, 0, -1)
        for action in legal
        if isinstance(action, ZA.Place | ZA.Discard) and action.card == hand[col]
    )
    return scene, asked[-1], late


def test_zombie_advice_that_comes_late_moves_a_focus_nobody_has_moved(app):
    scene, answer, (col, action) = _zombie_hand(app)
    assert (scene.controls.row, scene.controls.col) != ("hand", col)
    answer.set_result(action)
    frames(app)
    assert (scene.controls.row, scene.controls.col) == ("hand", col)


def test_zombie_advice_that_comes_late_leaves_where_the_player_moved_to(app):
    scene, answer, (col, action) = _zombie_hand(app)
    press_key(app, LEFT["right"])  # Ann moves on before the advice comes in
    moved = (scene.controls.row, scene.controls.col)
    answer.set_result(action)
    frames(app)
    assert (scene.controls.row, scene.controls.col) == moved


def test_zombie_advice_that_comes_late_leaves_where_the_pointer_moved_to(app):
    scene, answer, (col, action) = _zombie_hand(app)
    hand = scene.rows().hand
    focus = (scene.controls.row, scene.controls.col)
    other = next(i for i in range(len(hand)) if i != col and ("hand", i) != focus)
    hover(app, _hand_point(scene, hand[other]))  # Ann points at another card first
    assert (scene.controls.row, scene.controls.col) == ("hand", other)
    answer.set_result(action)
    frames(app)
    assert (scene.controls.row, scene.controls.col) == ("hand", other)
