"""Henhouse Havoc's aiming cursor starts where the player last aimed, not back at A1."""

from __future__ import annotations

import pygame
import pytest

from game.henhouse import rules as R
from game.match import Match, SeatSpec
from scenes.menus import start_match
from tests.scenes.harness import new_app, press_key, run_until
from tests.scenes.test_henhouse_scene import LEFT, _deploy_by_keys, _ready


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


STEPS = {(0, 1): pygame.K_d, (0, -1): pygame.K_a, (1, 0): pygame.K_s, (-1, 0): pygame.K_w}


def _walk(app, scene, spot) -> None:
    """Move the cursor onto ``spot`` with the direction keys, as a player would."""
    _, row, col = scene.controls.cursor
    for (dr, dc), key in STEPS.items():
        count = (spot.row - row) * dr + (spot.col - col) * dc
        for _ in range(max(0, count)):
            press_key(app, key)
    assert scene.controls.cursor == (spot.board, spot.row, spot.col)


def test_each_tile_is_aimed_from_where_the_last_one_went(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)
    starts = []  # (where the last tile went, where the next aim started, the legal spots)
    last = None

    def act() -> None:
        nonlocal last
        if not _ready(app, scene) or scene.state.current_seat() != 0:
            return
        _, spots = scene.decision()
        if scene.controls.aim != "target":
            press_key(app, LEFT["confirm"])  # fire the first unit, end the turn, ...
            return
        if last is not None:
            starts.append((last, scene.controls.cursor, spots))
        orient = scene.controls.orient
        far = max(
            (s for s in spots if s.orient in ("", orient)), key=lambda s: (s.row + s.col, s.row)
        )
        _walk(app, scene, far)
        before = len(scene.match.actions)
        press_key(app, LEFT["confirm"])
        assert scene.match.actions[before] == far.action
        last = (far.board, far.row, far.col)

    run_until(app, lambda: len(starts) >= 3, act)
    for (board, row, col), cursor, spots in starts:
        assert cursor[0] == board, "the aim starts on the board aimed at last"
        nearest = min(abs(s.row - row) + abs(s.col - col) for s in spots if s.board == board)
        assert abs(cursor[1] - row) + abs(cursor[2] - col) == nearest
        first = spots[0]
        assert (first.row, first.col) != (row, col)
    assert any(c != (s[0].board, s[0].row, s[0].col) for _, c, s in starts), "not the first spot"


def test_the_first_aim_of_a_game_starts_on_a_legal_spot(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)
    run_until(app, lambda: _ready(app, scene) and scene.state.phase == "targeting")
    press_key(app, LEFT["confirm"])  # fire the first unit offered
    run_until(app, lambda: _ready(app, scene))
    _, spots = scene.decision()
    assert scene.controls.focused_spot(spots) is not None
    before = len(scene.match.actions)
    press_key(app, LEFT["confirm"])
    assert isinstance(scene.match.actions[before], R.Target)
