"""Seat setup: changing an option never moves the focus off the row being changed."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.seat_setup import SeatSetupScene
from tests.scenes.harness import frames, new_app, press_key

K = pygame


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _setup(app, game: str) -> SeatSetupScene:
    setup = SeatSetupScene(app, registry.info(game), "kb-left")
    app.replace(setup)
    frames(app)
    return setup


def _focus_option(app, setup: SeatSetupScene, key: str) -> None:
    while (option := setup._option_at(setup.focus)) is None or option.key != key:
        press_key(app, K.K_s)


def test_turning_flag_mode_on_keeps_the_focus_on_flag_mode(app):
    setup = _setup(app, "island")
    _focus_option(app, setup, "flag")
    shown = [o.key for o in setup.shown_options()]
    press_key(app, K.K_d)  # Flag Mode on: Hardcore and Pelea, the rows above, go away
    assert setup.options["flag"] is True
    assert len(setup.shown_options()) < len(shown), "rows above the focus went away"
    assert setup._option_at(setup.focus).key == "flag"
    press_key(app, K.K_d)  # the next presses still edit Flag Mode ...
    press_key(app, K.K_d)
    assert setup.options["flag"] is True
    assert setup._option_at(setup.focus).key == "flag"
    assert [s.kind for s in setup.seats] == ["human", "ai"], "... and never the seats"


def test_every_option_row_keeps_the_focus_whatever_it_hides(app):
    setup = _setup(app, "island")
    for option in list(setup.shown_options()):
        if option not in setup.shown_options():
            continue  # hidden by one turned on before it
        _focus_option(app, setup, option.key)
        for _ in option.choices:
            press_key(app, K.K_d)
            assert setup._option_at(setup.focus).key == option.key
