"""The replay viewer, driven by posted keys and clicks: stepping either way and jumping
by turn always shows the table exactly as the rules stood at that action."""

from __future__ import annotations

import pygame
import pytest

from ecs import audit
from game import saves
from game.core import plain_copy
from game.match import Match, SeatSpec
from scenes.chicken.scene import ChickenScene
from scenes.henhouse.scene import HenhouseScene
from scenes.island.scene import IslandScene
from scenes.menus import TitleScene
from scenes.records import RecordsScene
from scenes.replay import ReplayScene, play_back
from scenes.results import ResultsScene
from scenes.zombie.scene import ZombieScene
from tests.game.played import played
from tests.scenes.harness import (
    audited_frame,
    frames,
    look,
    press_key,
    press_pad,
    run_until,
    words,
)

PAD = 4  # a controller the test pretends to plug in


def _table_is_the_rules(game) -> None:
    """What the table shows is the rules state (each game's table keeps its own copy)."""
    state, shown = game.state, game.table.shown
    if isinstance(game, ChickenScene):
        for zone in ("coop", "hand", "middle", "chickens", "foxes"):
            assert shown.in_zone(zone) == sorted(getattr(state, zone)), zone
        assert shown.scores == state.scores
    elif isinstance(game, ZombieScene):
        snap = state.snapshot()
        assert shown.hands == snap["hands"] and shown.farms == snap["farms"]
        assert shown.lives == snap["lives"] and shown.face_up == snap["face_up"]
        assert shown.night_discard == snap["night_discard"]
    else:
        assert isinstance(game, HenhouseScene | IslandScene)
        assert shown.view == plain_copy(game._view())


def _click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app)


def _settle(app, viewer: ReplayScene) -> None:
    run_until(app, viewer.game.idle)
    frames(app, 2)  # the scene's own sync once idle


def _is_action(viewer: ReplayScene, saved: Match, n: int) -> None:
    assert viewer.cursor == n
    fresh = Match(saved.game, saved.seed, saved.seats, saved.options, saved.actions[:n])
    assert viewer.state.digest() == fresh.state.digest()
    _table_is_the_rules(viewer.game)


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [("chicken", 3, 5), ("zombie", 2, 3), ("henhouse", 2, 3), ("island", 2, 3)],
)
def test_stepping_back_and_forth_shows_the_rules_at_each_action(app, game, players, seed):
    saved = played(game, players, seed)
    play_back(app, saved)
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and viewer.playing
    press_key(app, pygame.K_SPACE)  # pause
    assert not viewer.playing
    _settle(app, viewer)
    start = viewer.cursor
    for _ in range(3):
        press_key(app, pygame.K_d)  # one action on, animated
        _settle(app, viewer)
    _is_action(viewer, saved, start + 3)
    press_key(app, pygame.K_a)  # one back: rebuilt from the seed
    _is_action(viewer, saved, start + 2)
    press_key(app, pygame.K_s)  # the next turn's start
    press_key(app, pygame.K_s)
    timeline = viewer.timeline
    expected = timeline.turn_start(timeline.turn_of(start + 2) + 2)
    _settle(app, viewer)
    _is_action(viewer, saved, expected)
    press_key(app, pygame.K_w)  # back to the start of the turn before
    _settle(app, viewer)
    _is_action(viewer, saved, timeline.turn_start(timeline.turn_of(expected) - 1))
    # a click on the timeline's far end: the last turn
    track = viewer.track
    _click(app, (track.right - 1, track.centery))
    _settle(app, viewer)
    _is_action(viewer, saved, timeline.turns[-1])


def test_speeds_and_play_to_the_end_stay_in_the_viewer(audited_app):
    app = audited_app
    saved = played("chicken", 2, 5)
    play_back(app, saved)
    viewer = app.top
    speeds = []
    for _ in range(3):
        press_key(app, pygame.K_f)
        speeds.append(viewer.speed)
    assert speeds == [2.0, 4.0, 1.0]
    said = words(look(app))
    assert "Speed 1x" in said and "Pause" in said and any(w.startswith("Turn ") for w in said)
    viewer.speed = 4.0
    run_until(app, lambda: viewer.finished and viewer.game.idle())
    frames(app, 3)
    assert app.top is viewer, "a replay stays on its last action, not the results"
    assert not viewer.playing and "End" in words(look(app))
    press_key(app, pygame.K_a)  # and can step back from there
    _is_action(viewer, saved, len(saved.actions) - 1)
    press_key(app, pygame.K_q)
    assert isinstance(app.top, TitleScene)


def _seats(*kinds: str) -> list[SeatSpec]:
    return [SeatSpec(f"P{n}", n, kind, "easy") for n, kind in enumerate(kinds)]


def test_a_two_human_game_in_progress_keeps_its_armies_hidden(app):
    done = played("henhouse", 2, 3)
    unfinished = Match("henhouse", 3, _seats("human", "human"), {}, done.actions[:40])
    play_back(app, unfinished)
    viewer = app.top
    viewer.speed = 4.0
    run_until(app, viewer.replay_ended)
    assert viewer.game.viewer is None and viewer.game.table.shown.view["own_units"] == []
    press_key(app, pygame.K_a)
    _settle(app, viewer)
    assert viewer.game.viewer is None and viewer.game.table.shown.view["own_units"] == []


def test_a_finished_or_ai_game_shows_each_seats_army_as_it_plays(app):
    saved = played("henhouse", 2, 3)
    play_back(app, saved)
    viewer = app.top
    press_key(app, pygame.K_SPACE)
    for n in (3, 30):
        viewer.jump(n)
        _settle(app, viewer)
        seat = viewer.state.current_seat()
        assert viewer.game.viewer == seat
        assert viewer.game.table.shown.view["own_units"] == viewer.state.view(seat)["own_units"]
    assert viewer.game.table.shown.view["own_units"], "an army deployed by then is on show"


def test_records_open_the_last_game_of_the_page(audited_app):
    app = audited_app
    saved = played("chicken", 2, 5)
    saves.archive(saved)
    app.push(RecordsScene(app))
    frames(app)
    assert "Watch the last game" in words(look(app))
    press_key(app, pygame.K_SPACE)
    assert isinstance(app.top, ReplayScene) and app.top.timeline.actions == saved.actions


def test_results_buttons_follow_left_right_and_the_mouse(app):
    saved = played("chicken", 2, 5)
    app.replace(ResultsScene(app, saved, saves.archive(saved)))
    frames(app)
    results = app.top
    press_key(app, pygame.K_d)
    assert results.menu.focus == 1
    press_key(app, pygame.K_a)
    assert results.menu.focus == 0
    rect = results.button_rects()[1]  # Watch replay
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app, 2)
    assert isinstance(app.top, ReplayScene)


@pytest.mark.parametrize(
    ("game", "players"), [("chicken", 4), ("zombie", 3), ("henhouse", 3), ("island", 4)]
)
def test_the_viewer_adds_no_fault_to_the_screen_audit(audited_app, game, players, monkeypatch):
    """Its strip sits where the hint bar would: nothing of the table under it, each word
    inside it, apart and readable, mid-game and at the end. (What the table itself draws
    is the game scene's own audit's business: the frame is compared with the table alone.)
    """
    app = audited_app
    saved = played(game, players, 6)
    play_back(app, saved)
    viewer = app.top
    press_key(app, pygame.K_SPACE)
    for n in (len(saved.actions) // 2, len(saved.actions)):
        viewer.jump(n)
        _settle(app, viewer)
        with_strip = audited_frame(app)
        drawn = [t.words for t in audit.frame.texts]
        assert "Leave" in drawn  # the strip was drawn
        assert not any(w.endswith("is thinking...") for w in drawn), "a log holds the moves"
        with monkeypatch.context() as patch:
            patch.setattr(viewer, "_draw_strip", lambda surface: None)
            table_alone = audited_frame(app)
        assert set(with_strip) - set(table_alone) == set()


def test_a_controller_drives_the_viewer_and_the_strip_names_its_buttons(audited_app):
    app = audited_app
    saved = played("chicken", 2, 5)
    play_back(app, saved)
    viewer = app.top
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_A)  # pause
    assert not viewer.playing
    _settle(app, viewer)
    start = viewer.cursor
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    _settle(app, viewer)
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    _settle(app, viewer)
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    _is_action(viewer, saved, start + 1)
    said = words(look(app))
    assert "D-pad Left/Right" in said and "D-pad Up/Down" in said and "A" in said


def test_a_click_on_either_half_of_the_step_control_steps_that_way(app):
    saved = played("chicken", 2, 5)
    play_back(app, saved)
    viewer = app.top
    press_key(app, pygame.K_SPACE)
    viewer.jump(4)
    frames(app)
    back, on = [rect for rect, name in viewer.chips if name in ("step_back", "step")]
    for rect, expected in ((on, 5), (on, 6), (back, 5)):
        _click(app, rect.center)
        _settle(app, viewer)
        _is_action(viewer, saved, expected)


def test_the_history_beside_a_replay_tells_the_game_up_to_the_action_shown(audited_app):
    app = audited_app
    saved = played("chicken", 2, 5)
    play_back(app, saved)
    viewer = app.top
    press_key(app, pygame.K_SPACE)  # pause
    viewer.jump(12)
    _settle(app, viewer)
    press_key(app, pygame.K_r)  # History on the left keyboard half
    assert viewer.panel is not None
    record = look(app)
    said = words(record)
    told = [line.text for line in viewer.game.history_lines()]
    assert "History" in said and "Hide history" in said
    assert told and told[-1] in " ".join(said), "the newest line is on show"
    press_key(app, pygame.K_a)  # a step back: the history loses that action's lines
    _settle(app, viewer)
    fresh = Match(saved.game, saved.seed, saved.seats, saved.options, saved.actions[:11])
    assert (
        len(viewer.game.record)
        == len(fresh.history())
        < len(
            Match(saved.game, saved.seed, saved.seats, saved.options, saved.actions[:12]).history()
        )
    )
    assert audited_frame(app) == []
    press_key(app, pygame.K_r)
    assert viewer.panel is None and "Hide history" not in words(look(app))
