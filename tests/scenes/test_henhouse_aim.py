"""Henhouse Havoc's aiming: the cursor starts on the spot most likely to hit (from
public facts), the nearest such to where the last tile went, never back at A1; the
prompt counts the Target tiles left; a legal spot and an illegal one differ in shape."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from ecs.palette import PALETTE
from game.henhouse import rules as R
from game.match import Match, SeatSpec
from scenes.henhouse import layout as L
from scenes.henhouse.controls import tiles_left
from scenes.henhouse.likely import chances
from scenes.menus import start_match
from tests.scenes.harness import frames, new_app, press_key, run_until
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


def _hit_chance(scene, spot) -> float:
    odds = chances(scene.state.view(0), 0, spot.board)
    return round(sum(odds[r * 10 + c] for r, c in spot.cells), 6)


def test_each_tile_is_aimed_from_the_likeliest_spot_and_the_prompt_counts_them(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)
    starts = []  # (the chance where the aim started, the best chance of any legal spot)
    prompts = []

    def act() -> None:
        if not _ready(app, scene) or scene.state.current_seat() != 0:
            return
        _, spots = scene.decision()
        if scene.controls.aim != "target":
            press_key(app, LEFT["confirm"])  # fire the first unit, end the turn, ...
            return
        prompts.append((len(scene.state.turn["aim"]["groups"]), scene.prompt()))
        here = [s for s in spots if (s.board, s.row, s.col) == scene.controls.cursor]
        best = max(_hit_chance(scene, s) for s in spots)
        starts.append((max(_hit_chance(scene, s) for s in here), best, scene.controls.cursor))
        orient = scene.controls.orient
        far = max(  # aim somewhere else than where it started, as a player may
            (s for s in spots if s.orient in ("", orient)), key=lambda s: (s.row + s.col, s.row)
        )
        _walk(app, scene, far)
        before = len(scene.match.actions)
        press_key(app, LEFT["confirm"])
        assert scene.match.actions[before] == far.action

    run_until(app, lambda: len(starts) >= 4, act)
    assert all(chance == best for chance, best, _ in starts), "each aim starts on the likeliest"
    assert any(cursor[1:] != (0, 0) for _, _, cursor in starts), "not A1"
    for left, words in prompts:
        tiles = "Target tile" + ("s" if left != 1 else "")
        assert f"{left} {tiles} left" in words or f"{left} Target line" in words, words


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


def test_a_legal_spot_is_filled_and_an_illegal_one_crossed_out(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)
    run_until(app, lambda: _ready(app, scene) and scene.state.phase == "targeting")
    scene.decision()
    while scene.controls.col:  # the first unit offered, one that fires spaces in a row
        press_key(app, LEFT["up"])
    press_key(app, LEFT["confirm"])
    run_until(app, lambda: _ready(app, scene))
    _, spots = scene.decision()
    legal = {(s.row, s.col) for s in spots if s.board == scene.controls.cursor[0]}
    bad = next((r, c) for r in range(10) for c in range(10) if (r, c) not in legal)
    good = scene.controls.cursor[1:]
    assert good in legal

    def centre_after_drawing() -> tuple:
        frames(app)
        scene.draw(app.surface, 0.0)
        row, col = scene.controls.cursor[1:]
        return tuple(app.surface.get_at(L.focus_cell(row, col).center))[:3]

    filled = centre_after_drawing()
    board = scene.controls.cursor[0]
    scene.controls.cursor = (board, *bad)
    crossed = centre_after_drawing()
    assert crossed == PALETTE["bad"][:3], "an illegal space is crossed out through its middle"
    assert filled != PALETTE["good"][:3] and filled != PALETTE["bad"][:3], "a legal one is tinted"


def test_the_count_of_target_tiles_left_reads_as_words():
    def aiming(*groups: int) -> SimpleNamespace:
        return SimpleNamespace(turn={"aim": {"groups": list(groups)}})

    assert tiles_left(aiming(1, 1)) == "2 Target tiles left"
    assert tiles_left(aiming(1)) == "1 Target tile left"
    assert tiles_left(aiming(3, 3)) == "2 Target lines left"


def test_after_a_drop_the_next_unit_comes_to_hand_where_it_may_go(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    place = scene.placement
    for name in ["down"] * 10 + ["right", "confirm", "up"]:  # Clear the army drawn at random
        press_key(app, LEFT[name])
    assert not any(place.anchors)
    for _ in range(3):
        dropped, at = place.current, place.cursor
        assert place.problem(place.current, place.cursor) is None
        press_key(app, LEFT["confirm"])
        assert place.anchors[dropped] == at, "one press hides the unit in hand"
        assert place.cursor not in place.cells(dropped, at), "off the unit just hidden"
    assert "(7 of 10 left to hide)" in scene.prompt()


def test_choosing_what_to_fire_starts_on_the_unit_with_the_most_shots(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)

    def choosing() -> bool:
        if not _ready(app, scene) or scene.state.current_seat() != 0:
            return False
        chips, _ = scene.decision()
        return any(isinstance(c.action, R.ChooseUnit) for c in chips)

    run_until(app, choosing)
    chips, _ = scene.decision()
    assert chips[0].label != "Fire Barn", "the Barn is not first in the row"
    assert chips[scene.controls.col].label == "Fire Barn", "its three shots come first"
    press_key(app, LEFT["confirm"])
    assert scene.match.actions[-1] == R.ChooseUnit("barn")
