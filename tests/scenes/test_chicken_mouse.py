"""Chicken! with the mouse, by posted events: hovering a choice focuses it, one click takes
it, a click while the dice tumble shows the outcome, the odds panel folds and opens with
a click, and a click on an AI's turn does nothing."""

from __future__ import annotations

from game import chicken
from game.match import Match, SeatSpec
from scenes.chicken import layout
from scenes.menus import start_match
from tests.scenes.harness import click, hover, run_until


def _at_first_choice(app, seed: int = 1):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai")]
    start_match(app, Match("chicken", seed, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    assert scene.state.phase == chicken.CHOOSE
    return scene


def _button(index: int):
    return layout.button_rect(index, False).center


def test_hovering_a_choice_focuses_it_and_a_click_takes_it(app):
    scene = _at_first_choice(app)
    assert scene.focus == 0
    hover(app, _button(1))
    assert scene.focus == 1 and not scene.match.actions, "a hover only moves the focus"
    click(app, _button(0))
    assert scene.match.actions == [chicken.GoForIt()], "one click, one decision"


def test_a_click_while_the_dice_tumble_shows_the_outcome_and_decides_nothing(app):
    scene = _at_first_choice(app)
    click(app, _button(0))
    assert not scene.idle(), "the dice are still rolling"
    click(app, _button(1))
    assert scene.idle() and scene.match.actions == [chicken.GoForIt()]
    assert scene.state.current_seat() == 0 and scene.state.phase == chicken.DECIDE
    click(app, _button(1))  # now it counts the chickens
    assert scene.match.actions[-1] == chicken.Stop()


def test_a_click_on_the_odds_panel_folds_it_and_one_on_its_tab_opens_it(app):
    scene = _at_first_choice(app)
    shown = scene.show_odds
    click(app, (layout.ODDS_TAB if not shown else layout.ODDS_RECT).center)
    assert scene.show_odds is not shown
    click(app, layout.ODDS_TAB.center)
    assert scene.show_odds is shown and not scene.match.actions


def test_a_click_on_an_ais_turn_does_nothing(app, monkeypatch):
    seats = [SeatSpec("Cpu", 0, "ai"), SeatSpec("Ann", 1, "human", device="kb-left")]
    start_match(app, Match("chicken", 3, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    monkeypatch.setattr(scene.drivers, "poll", lambda seat, dt: None)  # the AI stops to think
    run_until(app, scene.idle)
    assert scene.state.current_seat() == 0
    for index in (0, 1):
        click(app, _button(index))
    assert not scene.match.actions and scene.focus == 0
