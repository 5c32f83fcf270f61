"""Each screen reached and left with posted input; pause, rules, undo, replay, bad saves."""

from __future__ import annotations

import json
import threading

import pygame
import pytest

from game import chicken, saves
from game.match import Match, SeatSpec
from scenes.chicken.scene import ChickenScene
from scenes.menus import GameSelectScene, TitleScene, start_match
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules_overlay import RulesScene
from scenes.seat_setup import SeatSetupScene
from scenes.seats import THINK, SeatDrivers
from tests.scenes.harness import frames, new_app, press_key, run_until

K = pygame


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _match(first_human: bool = True, seed: int = 5) -> Match:
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Clucky", 1, "ai", "easy")]
    return Match("chicken", seed, seats, {"first_seat": 0 if first_human else 1})


def _game(app, match: Match | None = None) -> ChickenScene:
    start_match(app, match or _match())
    scene = app.top
    run_until(app, scene.idle)
    return scene


def test_game_select_lists_all_four_and_each_opens_its_seat_setup(app):
    app.replace(TitleScene(app))
    press_key(app, K.K_SPACE)
    select = app.top
    assert isinstance(select, GameSelectScene)
    assert [g.id for g in select.games] == ["chicken", "zombie", "henhouse", "island"]
    press_key(app, K.K_a)  # back round to War for Chicken Island
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, SeatSetupScene)
    assert app.top.info.id == "island"
    keys = [o.key for o in app.top.info.options]
    assert keys == [
        "island",
        "quickplay",
        "base_bonus",
        "hardcore",
        "pelea",
        "shared_dice",
        "flag",
        "teams",
    ]


def test_seat_setup_joins_cycles_removes_and_leaves(app):
    app.replace(TitleScene(app))
    press_key(app, K.K_SPACE)
    press_key(app, K.K_SPACE)
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    press_key(app, K.K_RETURN)  # the right keyboard half joins as a new human
    assert [(s.kind, s.device) for s in setup.seats][-1] == ("human", "kb-right")
    press_key(app, K.K_s)  # focus seat 2 (the AI)
    press_key(app, K.K_d)  # normal -> hard
    assert setup.seats[1].level == "hard"
    press_key(app, K.K_d)  # hard -> human on this device (a shared device)
    assert setup.seats[1].kind == "human" and setup.seats[1].device == "kb-left"
    styles = [s.style for s in setup.seats]
    press_key(app, K.K_c)  # next colour and shape, never one already taken
    assert setup.seats[1].style not in styles[:1] + styles[2:]
    assert len({s.style for s in setup.seats}) == len(setup.seats)
    press_key(app, K.K_q)  # remove this seat
    assert len(setup.seats) == 2
    press_key(app, K.K_q)  # two seats is the minimum: refused with a reason
    assert len(setup.seats) == 2
    assert any("at least 2" in text for text, _ in app.toasts)
    for _ in range(2):
        press_key(app, K.K_s)
    press_key(app, K.K_q)  # back from the buttons leaves
    assert isinstance(app.top, GameSelectScene)


def test_seat_setup_takes_at_most_eight(app):
    from game.registry import info

    setup = SeatSetupScene(app, info("chicken"), "kb-left")
    app.replace(setup)
    for _ in range(len(setup.seats)):
        press_key(app, K.K_s)
    for _ in range(10):
        press_key(app, K.K_SPACE)  # "+ Add AI player"
    assert len(setup.seats) == 8
    assert len({s.style for s in setup.seats}) == 8
    assert len({s.name for s in setup.seats}) == 8


def test_pause_rules_and_resume_with_keyboard(app):
    scene = _game(app)
    press_key(app, K.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    actions = len(scene.match.actions)
    frames(app, 120)
    assert len(scene.match.actions) == actions, "nothing moves while paused"
    press_key(app, K.K_s)  # Rules
    press_key(app, K.K_SPACE)
    rules = app.top
    assert isinstance(rules, RulesScene)
    press_key(app, K.K_s)
    assert rules.top == 1
    press_key(app, K.K_q)
    assert isinstance(app.top, PauseScene)
    press_key(app, K.K_q)
    assert app.top is scene


def test_rules_overlay_from_the_info_intent_scrolls_to_the_end(app):
    scene = _game(app)
    press_key(app, K.K_e)
    rules = app.top
    assert isinstance(rules, RulesScene)
    for _ in range(rules.max_top + 5):
        press_key(app, K.K_DOWN)
    assert rules.top == rules.max_top > 0
    press_key(app, K.K_e)
    assert app.top is scene


def test_pause_save_and_quit_to_menu_keeps_the_game(app):
    scene = _game(app)
    press_key(app, K.K_SPACE)  # go for it
    run_until(app, scene.idle)
    digest = scene.state.digest()
    press_key(app, K.K_ESCAPE)
    labels = [item.label for item in app.top.menu.items]
    for _ in range(labels.index("Save and quit to menu")):
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, TitleScene)
    resumed, message = saves.load_resume("chicken")
    assert message is None and resumed.state.digest() == digest


def test_the_right_choice_is_focused_with_left_right(app):
    scene = _game(app)
    assert scene.state.phase == chicken.CHOOSE
    press_key(app, K.K_d)
    assert scene.focus == 1
    scene.state.rig(["chicken", "chicken", "egg", "blank"])
    press_key(app, K.K_SPACE)  # the focused choice: chicken out, from the start space
    assert scene.match.actions == [chicken.ChickenOut()]


def _first_roll_decides(seed: int) -> bool:
    state = _match(seed=seed).state
    state.apply(chicken.GoForIt())
    return state.phase == chicken.DECIDE


def test_no_undo_while_the_ai_takes_its_turn(app):
    """Only the seat to act may undo (issue 15): a Count passes the turn, so it is final,
    and the AI's decision in progress is left alone."""
    seed = next(s for s in range(100) if _first_roll_decides(s))
    scene = _game(app, _match(seed=seed))
    press_key(app, K.K_SPACE)  # go for it
    run_until(app, scene.idle)
    assert scene.state.phase == chicken.DECIDE
    press_key(app, K.K_q)  # count chickens
    assert scene.match.actions[-1] == chicken.Stop()
    after = scene.state.digest()
    run_until(app, lambda: scene.drivers.pending is not None)  # the AI starts thinking
    assert not [h for h in scene.hints() if "Undo" in h[1]], "no Undo on the AI's turn"
    press_key(app, K.K_z)
    assert scene.state.digest() == after and scene.match.actions[-1] == chicken.Stop()
    assert scene.drivers.pending is not None, "the AI's decision goes on"
    assert any("final" in text for text, _ in app.toasts)


def test_replay_plays_a_saved_game_back_to_the_same_end(app, tmp_path):
    match = _match(seed=9)
    rng = __import__("random").Random(3)
    while not match.state.is_over():
        seat = match.state.current_seat()
        match.apply(rng.choice(match.state.legal_actions(seat)))
    path = saves.write(tmp_path / "game.json", match)
    from scenes.replay import open_replay

    assert open_replay(app, path)
    scene = app.top.game  # the viewer holds the game's scene
    assert isinstance(scene, ChickenScene)
    assert not scene.drivers.is_human(0)
    run_until(app, lambda: scene.finished)  # the viewer stays on the last action
    assert scene.state.digest() == match.state.digest()
    assert not isinstance(app.top, ResultsScene)


def test_replay_of_a_corrupt_file_opened_in_the_app_says_why_in_a_message(app, tmp_path):
    from scenes.replay import open_replay

    app.replace(TitleScene(app))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "fowlplay-save", "version": 1, "game": "chicken"')
    assert not open_replay(app, bad)
    assert isinstance(app.top, TitleScene)
    assert any("damaged" in text for text, _ in app.toasts)


def test_a_replay_that_does_not_fit_its_game_says_it_cannot_be_replayed(app, tmp_path):
    from scenes.replay import open_replay

    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps({**_match().to_dict(), "actions": [{"type": "stop"}]}))
    assert not open_replay(app, bad)
    (said,) = [text for text, _ in app.toasts]
    assert said.startswith("mine.json cannot be replayed: the saved moves are not legal")
    assert bad.exists(), "a file the player chose is theirs: it stays where it is"


def test_corrupt_resume_file_is_reported_and_set_aside(app):
    path = saves.resume_path("chicken")
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {
                "format": "fowlplay-save",
                "version": 1,
                "game": "chicken",
                "seed": 1,
                "seats": [],
                "actions": [{"type": "__import__"}],
            }
        )
    )
    app.replace(TitleScene(app))
    frames(app)
    assert not path.exists()
    assert list(path.parent.glob("chicken-resume.json.bad-*"))
    assert any("cannot be resumed" in text for text, _ in app.toasts)
    labels = [item.label for item in app.top.menu.items]
    assert labels == ["Play", "How to play", "Settings", "Records", "Quit"]


def test_screenshot_intent_writes_a_png_and_says_where(app):
    app.replace(TitleScene(app))
    frames(app)
    press_key(app, K.K_F12)
    shots = list((saves.home() / "screenshots").glob("*.png"))
    assert len(shots) == 1
    assert pygame.image.load(str(shots[0])).get_size() == (1280, 720)
    assert any(str(shots[0]) in text for text, _ in app.toasts)


def test_every_rules_event_has_an_animation():
    from game.core import Event, Record
    from scenes.chicken.table import Table

    kinds = Record._registry["event"].values()
    chicken_events = [k for k in kinds if k.__module__ == "game.chicken"]
    assert len(chicken_events) == 9
    for kind in chicken_events:
        assert issubclass(kind, Event)
        assert callable(getattr(Table, f"_on_{kind.type}", None)), kind.type


def test_fast_forward_skips_every_queued_animation_at_once(app):
    scene = _game(app)
    press_key(app, K.K_SPACE)  # go for it: a roll and its animations are queued
    assert not scene.idle()
    press_key(app, K.K_f)
    assert scene.idle(), "fast-forward finished the roll's animations"
    assert scene.speed > 1
    shown = scene.table.shown
    state = scene.state
    for zone in ("middle", "chickens", "foxes"):
        assert shown.in_zone(zone) == sorted(getattr(state, zone)), zone
    press_key(app, K.K_f)
    assert scene.speed == 1.0


@pytest.mark.parametrize("seed", [2, 8])
def test_whenever_the_table_is_idle_it_shows_exactly_the_rules_state(app, seed):
    seats = [
        SeatSpec(n, i, "ai", lvl)
        for i, (n, lvl) in enumerate([("A", "hard"), ("B", "easy"), ("C", "normal"), ("D", "easy")])
    ]
    match = Match("chicken", seed, seats)
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    checked = 0

    def check() -> None:
        nonlocal checked
        if not scene.idle():
            return
        state, shown = scene.state, scene.table.shown
        for zone in ("coop", "hand", "middle", "chickens", "foxes"):
            assert shown.in_zone(zone) == sorted(getattr(state, zone)), zone
        assert shown.scores == state.scores
        checked += 1

    run_until(app, lambda: scene.finished, check)
    check()
    assert checked > 20


def test_resuming_with_a_controller_that_is_gone_asks_for_a_device(app):
    from scenes.device_lost import DeviceLostScene

    seats = [SeatSpec("Ann", 0, "human", device="pad-9"), SeatSpec("Clucky", 1, "ai", "easy")]
    start_match(app, Match("chicken", 3, seats, {"first_seat": 0}))
    scene = app.stack[0]
    assert isinstance(app.top, DeviceLostScene)
    press_key(app, K.K_SPACE)
    assert app.top is scene and scene.drivers.device_of(0) == "kb-left"
    assert scene.match.seats[0].device == "kb-left", "the new device is saved with the game"
    run_until(app, scene.idle)
    press_key(app, K.K_SPACE)
    assert scene.match.actions == [chicken.GoForIt()]


def test_confirm_during_your_own_animation_skips_it_without_acting(app):
    seed = next(s for s in range(100) if _first_roll_decides(s))
    scene = _game(app, _match(seed=seed))
    press_key(app, K.K_SPACE)  # go for it: the roll animates, then the reroll choice
    assert scene.state.current_seat() == 0 and not scene.idle()
    actions = list(scene.match.actions)
    press_key(app, K.K_SPACE)
    assert scene.idle(), "the press finished the animation"
    assert scene.match.actions == actions, "and did not also act"


def test_seats_on_the_command_line_skip_the_menus(app):
    from scenes import cli
    from scenes.menus import open_first_scene

    args = cli.parse_args(["--seats", "human:kb-right,ai:hard,ai:easy", "--seed", "4"])
    open_first_scene(app, cli.check(args))
    scene = app.top
    assert isinstance(scene, ChickenScene)
    run_until(app, scene.idle)  # the scene is live: its world animates the opening
    assert [(s.kind, s.level, s.device) for s in scene.match.seats] == [
        ("human", "normal", "kb-right"),
        ("ai", "hard", None),
        ("ai", "easy", None),
    ]
    assert scene.match.seed == 4


def test_replay_of_an_unfinished_game_stops_at_its_end_and_back_leaves(app, tmp_path):
    from scenes.replay import open_replay

    match = _match(seed=9)
    for _ in range(3):
        match.apply(match.state.legal_actions(match.state.current_seat())[0])
    assert not match.state.is_over()
    assert open_replay(app, saves.write(tmp_path / "unfinished.json", match))
    scene = app.top
    run_until(app, scene.replay_ended)
    assert scene.state.digest() == match.state.digest()
    press_key(app, K.K_q)
    assert isinstance(app.top, TitleScene)


def test_a_seat_is_renamed_with_the_letter_grid(app):
    from game.registry import info
    from scenes.name_entry import NameEntryScene

    setup = SeatSetupScene(app, info("chicken"), "kb-left")
    app.replace(setup)
    press_key(app, K.K_e)  # rename seat 1
    entry = app.top
    assert isinstance(entry, NameEntryScene)
    for _ in range(len("Player 1")):
        press_key(app, K.K_q)  # back deletes a letter
    press_key(app, K.K_s)  # down a row: K
    press_key(app, K.K_SPACE)
    press_key(app, K.K_w)  # up a row: A
    press_key(app, K.K_SPACE)
    press_key(app, K.K_SPACE)
    press_key(app, K.K_c)  # next: done
    assert app.top is setup
    assert setup.seats[0].name == "Kaa"
    assert setup.seats[0].device == "kb-left" and setup.seats[0].kind == "human"


def test_an_empty_or_taken_name_is_refused(app):
    from game.registry import info

    setup = SeatSetupScene(app, info("chicken"), "kb-left")
    app.replace(setup)
    press_key(app, K.K_e)
    for _ in range(len("Player 1")):
        press_key(app, K.K_q)
    press_key(app, K.K_c)
    assert any("at least one letter" in text for text, _ in app.toasts)
    entry = app.top
    entry.name = setup.seats[1].name
    press_key(app, K.K_c)
    assert setup.seats[0].name == "Player 1"
    assert any("already playing" in text for text, _ in app.toasts)


def test_an_unwritable_save_folder_is_reported_once_and_play_goes_on(app, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    monkeypatch.setenv("FOWLPLAY_HOME", str(blocker))
    scene = _game(app)
    for _ in range(2):
        run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
        press_key(app, K.K_SPACE)
    assert len(scene.match.actions) >= 2, "the game went on"
    assert sum("Cannot save" in text for text, _ in app.toasts) == 1


def test_a_slow_ai_never_holds_a_frame():
    """Past its thinking time, an AI still deciding is asked again next frame, never waited on."""
    drivers = SeatDrivers(_match(first_human=False), process=False)
    release, started = threading.Event(), threading.Event()
    answer = drivers.match.state.legal_actions(1)[0]

    def slow(view):
        started.set()
        release.wait(5)
        return answer

    drivers.ais[1].decide = slow
    try:
        assert drivers.poll(1, 0.0) is None and started.wait(5)
        assert drivers.poll(1, THINK + 1.0) is None  # long past THINK: still not waited on
        release.set()
        drivers.pending.result(5)
        assert drivers.poll(1, 0.0) == answer
    finally:
        release.set()
        drivers.close()
