"""Presses the acting player makes while their own animation plays are kept, not lost."""

from __future__ import annotations

import pygame
import pytest

from game import chicken
from game.match import Match, SeatSpec
from scenes.menus import start_match
from tests.scenes.harness import new_app, press_key, run_until

K = pygame


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _rolling(app):
    """A Chicken! game whose human has just gone for it: the roll animates, and then the
    reroll-or-count choice is theirs."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Clucky", 1, "ai", "easy")]

    def decides(seed: int) -> bool:
        state = Match("chicken", seed, seats, {"first_seat": 0}).state
        state.apply(chicken.GoForIt())
        return state.phase == chicken.DECIDE

    seed = next(s for s in range(100) if decides(s))
    start_match(app, Match("chicken", seed, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, scene.idle)
    press_key(app, K.K_SPACE)  # go for it
    assert scene.state.current_seat() == 0 and not scene.idle()
    return scene


def test_a_choice_pressed_during_the_roll_is_made_when_it_ends(app):
    scene = _rolling(app)
    press_key(app, K.K_q)  # count chickens, before the dice have landed
    assert scene.match.actions == [chicken.GoForIt()], "not while the roll still plays"
    run_until(app, lambda: len(scene.match.actions) == 2)
    assert scene.match.actions == [chicken.GoForIt(), chicken.Stop()]
    assert scene.match.movers == [0, 0]


def test_moves_pressed_ahead_are_played_in_order_and_then_a_confirm_acts(app):
    scene = _rolling(app)
    press_key(app, K.K_d)  # focus the second choice ...
    press_key(app, K.K_d)  # ... and back to the first
    press_key(app, K.K_d)  # ... and the second again
    assert scene.focus == 0 and list(scene.ahead)
    run_until(app, lambda: scene.idle() and not scene.ahead)
    assert scene.focus == 1, "all three moves were played, in order"
    press_key(app, K.K_SPACE)
    assert scene.match.actions == [chicken.GoForIt(), chicken.Stop()]
