"""Henhouse Havoc in the real app, driven by posted input: a whole game against AI by
keyboard, privacy between two humans on one screen, and placing a unit with the mouse."""

from __future__ import annotations

import pygame

from ecs.input import Intent
from game import saves
from game.henhouse import rules as R
from game.match import Match, SeatSpec
from scenes.handoff import HandoffScene
from scenes.henhouse import layout as L
from scenes.henhouse.scene import HenhouseScene
from scenes.menus import GameSelectScene, start_match
from scenes.results import ResultsScene
from scenes.seat_setup import SeatSetupScene
from tests.scenes.harness import frames, press_key, run_until

LEFT = {"up": pygame.K_w, "down": pygame.K_s, "right": pygame.K_d, "confirm": pygame.K_SPACE,
        "back": pygame.K_q, "fast": pygame.K_f}  # fmt: skip
RIGHT = {"down": pygame.K_DOWN, "right": pygame.K_RIGHT, "confirm": pygame.K_RETURN}


def _ready(app, scene: HenhouseScene) -> bool:
    return app.top is scene and scene.rows_ready() and not scene.state.is_over()


def _deploy_by_keys(app, keys) -> None:
    """Down off the board onto the buttons, Randomise, then Deploy."""
    for _ in range(10):
        press_key(app, keys["down"])
    press_key(app, keys["confirm"])  # Randomise
    press_key(app, keys["right"])
    press_key(app, keys["right"])
    press_key(app, keys["confirm"])  # Deploy!


def _play(app, scene: HenhouseScene, keys_for) -> None:
    """Every human decision: deploy a random army, then always take the first choice."""

    def act() -> None:
        top = app.top
        if isinstance(top, HandoffScene):
            press_key(app, keys_for(scene.state.current_seat())["confirm"])
        elif _ready(app, scene):
            keys = keys_for(scene.state.current_seat())
            if scene.placing_now():
                _deploy_by_keys(app, keys)
            else:
                press_key(app, keys["confirm"])

    run_until(app, lambda: isinstance(app.top, ResultsScene), act)


def test_a_game_against_the_ai_through_the_menus(app):
    press = lambda name: press_key(app, LEFT[name])  # noqa: E731
    press("confirm")  # Play
    assert isinstance(app.top, GameSelectScene)
    press("right")
    press("right")  # Henhouse Havoc
    press("confirm")
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.info.id == "henhouse"
    for _ in range(4):  # seat 1, seat 2, add, phones, start
        press("down")
    press("confirm")
    scene = app.top
    assert isinstance(scene, HenhouseScene)
    press("fast")
    _play(app, scene, lambda seat: LEFT)
    state = scene.state
    assert state.is_over()
    assert any(
        isinstance(a, R.Deploy)
        for a, m in zip(scene.match.actions, scene.match.movers, strict=True)
        if m == 0
    )
    assert any(
        isinstance(a, R.Target)
        for a, m in zip(scene.match.actions, scene.match.movers, strict=True)
        if m == 0
    )
    assert saves.unfinished("henhouse") == ([], [])


def test_two_humans_never_see_each_others_army(app):
    seats = [
        SeatSpec("Ann", 0, "human", device="kb-left"),
        SeatSpec("Bob", 1, "human", device="kb-right"),
    ]
    start_match(app, Match("henhouse", 8, seats, {"first_seat": 0}), autosave=False, turbo=True)
    scene = app.top
    handoffs = 0

    def keys_for(seat: int):
        return LEFT if seat == 0 else RIGHT

    def watch() -> None:
        nonlocal handoffs
        top = app.top
        view = scene.table.shown.view
        if top is scene and (view.get("own_units") or view.get("hand")):
            # an army or a hand is on show only for the human whose decision it is
            assert view["viewer"] == scene.viewer == scene.state.current_seat()
        if isinstance(top, HandoffScene):
            handoffs += 1
            seat = scene.state.current_seat()
            wrong = keys_for(1 - seat)["confirm"]
            press_key(app, wrong)
            assert app.top is top, "only the next player's own device lifts the hand-off"
            press_key(app, keys_for(seat)["confirm"])
        elif _ready(app, scene):
            keys = keys_for(scene.state.current_seat())
            if scene.placing_now():
                _deploy_by_keys(app, keys)
            else:
                press_key(app, keys["confirm"])

    run_until(app, lambda: scene.state.round >= 3 or scene.state.is_over(), watch)
    assert handoffs >= 4
    assert all(scene.state.layouts), "both armies were deployed through the editor"


def test_a_unit_is_dragged_into_place_with_the_mouse(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 2, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    place = scene.placement
    clear = scene.painter.chip_rects[1].center  # the army drawn at random, cleared
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=clear, button=1))
    frames(app, 2)
    assert not any(place.anchors)
    tile = place.current
    target = L.focus_cell(4, 4).center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    frames(app, 2)
    assert place.anchors[tile] == (4, 4), "a click drops the unit in hand"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    frames(app, 2)
    assert place.anchors[tile] is None and place.current == tile, "pressing on it picks it up"
    elsewhere = L.focus_cell(7, 2).center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=elsewhere, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=elsewhere, button=1))
    frames(app, 2)
    assert place.anchors[tile] == (7, 2), "letting go drops it where the mouse is"
    blocked = L.focus_cell(6, 4).center  # corner to corner with the unit just placed
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=blocked, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=blocked, button=1))
    frames(app, 2)
    assert place.anchors[place.current] is None, "an illegal spot is refused"
    assert any("touch" in text for text, _ in app.toasts)


def test_choosing_a_unit_can_be_undone_and_the_game_resumes(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}))
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    _deploy_by_keys(app, LEFT)
    run_until(app, lambda: _ready(app, scene) and scene.state.phase == "targeting")
    press_key(app, LEFT["confirm"])  # fire the first unit offered
    assert isinstance(scene.match.actions[-1], R.ChooseUnit)
    run_until(app, lambda: _ready(app, scene))
    scene.decision()
    assert scene.controls.aim == "target", "choosing a unit puts its pattern under the cursor"
    press_key(app, pygame.K_z)  # undo: the unit card is ready again
    assert not isinstance(scene.match.actions[-1], R.ChooseUnit)
    assert scene.state.turn["aim"] is None
    saved, message = saves.load_resume("henhouse")
    assert message is None and saved.state.digest() == scene.state.digest()


def test_a_game_with_a_controller_alone(app):
    from tests.scenes.harness import press_pad

    pad = 5
    buttons = {
        "confirm": pygame.CONTROLLER_BUTTON_A,
        "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    }
    seats = [SeatSpec("Ann", 0, "human", device=f"pad-{pad}"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 13, seats, {}), autosave=False, turbo=True)
    scene = app.find(HenhouseScene)
    press_pad(app, pad, buttons["confirm"])  # the pad was never seen: it takes its seat
    assert app.top is scene

    def act() -> None:
        if _ready(app, scene):
            if scene.placing_now():
                for name in ["down"] * 10 + ["confirm", "right", "right", "confirm"]:
                    press_pad(app, pad, buttons[name])
            else:
                press_pad(app, pad, buttons["confirm"])

    run_until(app, lambda: isinstance(app.top, ResultsScene), act)
    assert scene.state.is_over()
    assert any(m == 0 for m in scene.match.movers[1:]), "the controller played"


def test_the_army_starts_hidden_at_random_and_one_press_deploys_it(app):
    """Hiding an army took 59 presses by hand; a legal layout drawn at random (as the
    hard AI hides its own) is laid out from the start, so Confirm alone deploys it."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    place = scene.placement
    assert place.complete and place.drawn
    assert all(place.problem(t, a) is None for t, a in enumerate(place.anchors))
    assert scene.prompt().startswith("A random army: Deploy it as it is")
    assert (Intent.CONFIRM, "Deploy!") in scene.hints()  # the hint bar names what it does
    layout = place.action()
    press_key(app, LEFT["confirm"])
    assert scene.match.actions[-1] == layout


def test_with_the_mouse_the_army_drawn_at_random_deploys_with_one_click(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    layout = scene.placement.action()
    deploy = scene.painter.chip_rects[2].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=deploy, button=1))
    frames(app, 2)
    assert scene.match.actions[-1] == layout


def test_a_unit_picked_up_from_the_army_drawn_at_random_is_the_players_own_layout(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 4, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: _ready(app, scene) and scene.placing_now())
    place = scene.placement
    place.cursor = place.cells(0, place.anchors[0])[0]  # (the mouse would hover it)
    press_key(app, LEFT["back"])
    assert place.anchors[0] is None and place.current == 0 and not place.drawn
    assert "left to hide" in scene.prompt()
