"""Whole games through the real menus and game scene, driven only by posted input."""

from __future__ import annotations

import json

import pygame

from game import chicken, saves
from scenes.chicken.scene import ChickenScene
from scenes.menus import GameSelectScene, TitleScene
from scenes.results import ResultsScene
from scenes.seat_setup import SeatSetupScene
from tests.scenes.harness import frames, new_app, press_key, press_pad, run_until

PAD = 4  # instance id of a controller the test pretends to plug in


def _keys(app):
    keys = {"confirm": pygame.K_SPACE, "down": pygame.K_s, "fast": pygame.K_f}
    return lambda name: press_key(app, keys[name])


def _navigate_to_game(app, press) -> ChickenScene:
    """Title -> game select -> seat setup -> start, as a player would."""
    press("confirm")  # Play
    assert isinstance(app.top, GameSelectScene)
    press("confirm")  # Chicken!
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    assert [s.kind for s in setup.seats] == ["human", "ai"]
    for _ in range(4):
        press("down")  # seat 1, seat 2, add, phones, start
    press("confirm")
    scene = app.top
    assert isinstance(scene, ChickenScene)
    assert scene.speed == 1.0
    press("fast")  # fast-forward: the AIs' turns play out quicker
    assert scene.speed > 1.0
    return scene


def _play_human_turns(app, scene: ChickenScene, press) -> None:
    """The human goes for it, and rerolls only while fewer than 2 foxes are out."""
    state = scene.state

    def act() -> None:
        if app.top is not scene or not scene.idle() or state.is_over():
            return
        if not scene.drivers.is_human(state.current_seat()):
            return
        if state.phase == chicken.CHOOSE:
            press("confirm")
        elif len(state.foxes) < 2:
            press("confirm")  # reroll
        else:
            press("back")  # count chickens

    run_until(app, lambda: isinstance(app.top, ResultsScene), act)


def _check_finished(app, scene: ChickenScene) -> None:
    result = scene.state.result()
    assert scene.state.is_over()
    assert result["scores"][result["winner"]] >= chicken.WIN_SCORE
    human_moves = [
        a for a, m in zip(scene.match.actions, scene.match.movers, strict=True) if m == 0
    ]
    assert human_moves, "the human seat never acted"
    assert saves.unfinished("chicken") == ([], []), "a finished game leaves no resume file"
    replays = list((saves.home() / "replays").glob("chicken-*.json"))
    assert len(replays) == 1, "a finished game is kept for --replay"
    assert saves.read(replays[0]).state.digest() == scene.state.digest()
    assert app.top.replay_path == replays[0]


def test_keyboard_game_against_ai(app):
    keys = {"confirm": pygame.K_SPACE, "back": pygame.K_q, "down": pygame.K_s, "fast": pygame.K_f}

    def press(name: str) -> None:
        press_key(app, keys[name])

    scene = _navigate_to_game(app, press)
    assert scene.match.seats[0].device == "kb-left"
    _play_human_turns(app, scene, press)
    _check_finished(app, scene)
    press("down")  # Play again -> Watch replay
    press("down")  # -> Back to menu
    press("confirm")
    assert isinstance(app.top, TitleScene)


def test_controller_game_against_ai(app):
    buttons = {
        "confirm": pygame.CONTROLLER_BUTTON_A,
        "back": pygame.CONTROLLER_BUTTON_B,
        "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        "fast": pygame.CONTROLLER_BUTTON_X,
    }

    def press(name: str) -> None:
        press_pad(app, PAD, buttons[name])

    scene = _navigate_to_game(app, press)
    assert scene.match.seats[0].device == f"pad-{PAD}"
    _play_human_turns(app, scene, press)
    _check_finished(app, scene)
    replays = list((saves.home() / "replays").glob("chicken-*.json"))
    app.quit()  # closing the window after the game keeps that one file, and no resume
    assert list((saves.home() / "replays").glob("chicken-*.json")) == replays
    assert saves.unfinished("chicken") == ([], [])


def test_other_device_cannot_act_for_a_bound_seat(app):
    scene = _navigate_to_game(app, _keys(app))
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    before = len(scene.match.actions)
    press_key(app, pygame.K_RETURN)  # the right keyboard half is not this seat's device
    frames(app, 5)
    assert len(scene.match.actions) == before
    press_key(app, pygame.K_SPACE)
    assert len(scene.match.actions) == before + 1


def test_quitting_mid_game_saves_and_resume_restores_the_same_state(app):
    scene = _navigate_to_game(app, _keys(app))

    def human_goes() -> None:
        if scene.idle() and scene.state.current_seat() == 0 and len(scene.match.actions) < 3:
            press_key(app, pygame.K_SPACE)

    run_until(
        app,
        lambda: len(scene.match.actions) >= 3 and scene.idle() and scene.state.current_seat() == 0,
        human_goes,
    )
    digest = scene.state.digest()
    app.handle(pygame.event.Event(pygame.QUIT))
    assert not app.running
    (kept,) = saves.saves_dir().glob("chicken-*.json")
    assert json.loads(kept.read_text())["digest"] == digest

    again = new_app()
    again.replace(TitleScene(again))
    frames(again)
    assert again.top.menu.items[0].label == "Resume Chicken!"
    press_key(again, pygame.K_SPACE)  # the list of unfinished games, then the one there is
    press_key(again, pygame.K_SPACE)
    resumed = again.top
    assert isinstance(resumed, ChickenScene)
    assert resumed.state.digest() == digest
    assert resumed.match.actions == scene.match.actions
    again.quit()


def test_unplugged_controller_pauses_and_another_device_takes_over(app):
    from ecs.input import pad_removed_event
    from scenes.device_lost import DeviceLostScene

    scene = _navigate_to_game(
        app,
        lambda name: press_pad(
            app,
            PAD,
            {
                "confirm": pygame.CONTROLLER_BUTTON_A,
                "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                "fast": pygame.CONTROLLER_BUTTON_X,
            }[name],
        ),
    )
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    actions = list(scene.match.actions)
    pygame.event.post(pad_removed_event(PAD))
    frames(app, 3)
    assert isinstance(app.top, DeviceLostScene)
    frames(app, 120)
    assert scene.match.actions == actions, "the game is paused while the device is missing"
    press_key(app, pygame.K_RETURN)
    assert app.top is scene
    assert scene.drivers.device_of(0) == "kb-right"
    press_key(app, pygame.K_RETURN)
    assert len(scene.match.actions) == len(actions) + 1
