"""Zombie Chickens' focus starts on what the hard AI would do from the player's own view:
its card in the hand (or on the Farm), then its stack or the discard chip, its Night
defence or draw. So a confirm takes each step of it, and nothing is chosen for the player:
the other choices stay a few presses away."""

from __future__ import annotations

import pytest

from game import registry
from game.match import Match, SeatSpec
from game.zombie import actions as A
from scenes.menus import start_match
from tests.scenes.harness import new_app, press_key, run_until
from tests.scenes.test_zombie_scene import LEFT, _human_to_act


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def test_the_hard_ais_choice_takes_two_confirms_a_card_and_one_a_night_choice(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("zombie", 9, seats, {"mode": "competitive"}), autosave=False)
    scene = app.top
    taken = []  # (the action applied, the hard AI's choice, confirms it took)

    def act() -> None:
        if not _human_to_act(app, scene) or scene.state.current_seat() != 0:
            return
        advice = registry.info("zombie").advise(scene.state, 0, 9)
        before = len(scene.match.actions)
        for presses in (1, 2):
            press_key(app, LEFT["confirm"])
            if len(scene.match.actions) > before:
                taken.append((scene.match.actions[before], advice, presses))
                return
        taken.append((None, advice, 2))

    run_until(app, lambda: len(taken) >= 16 or scene.state.is_over(), act)
    assert [applied for applied, _, _ in taken] == [advice for _, advice, _ in taken]
    kinds = {type(advice) for _, advice, _ in taken}
    assert {A.Place, A.Discard} <= kinds
    for _, advice, presses in taken:
        card = isinstance(advice, A.Place | A.Discard | A.Move)
        assert presses == (2 if card else 1), advice


def test_the_focus_only_starts_there_another_place_is_a_few_presses_away(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("zombie", 9, seats, {"mode": "competitive"}), autosave=False)
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene) and scene.state.step in ("place", "discard"))
    advice = registry.info("zombie").advise(scene.state, 0, 9)
    press_key(app, LEFT["right"])  # another card than the hard AI's
    card = scene.rows().hand[scene.controls.col]
    assert card != getattr(advice, "card", None)
    press_key(app, LEFT["confirm"])
    press_key(app, LEFT["up"])  # the Farm's places, wherever the focus started
    press_key(app, LEFT["confirm"])
    assert isinstance(scene.match.actions[-1], A.Place)
    assert scene.match.actions[-1].card == card
