"""The unplugged controller plugged back in ends its pause and takes its seat by itself."""

from __future__ import annotations

import pygame

from ecs.input import InputRouter, PadInfo, pad_added_event, pad_removed_event
from game.match import Match, SeatSpec
from scenes.device_lost import DeviceLostScene
from scenes.menus import start_match
from tests.scenes.harness import frames, new_app, press_pad, run_until

A = pygame.CONTROLLER_BUTTON_A


def test_replugging_the_lost_controller_ends_the_pause_and_it_plays_on():
    app = new_app()
    pygame.event.clear()
    pads = {0: PadInfo(41, "Xbox Series X Controller"), 1: PadInfo(42, "Xbox Series X Controller")}
    app.router = InputRouter(controllers=False, opener=pads.get)  # the input layer's hook
    pygame.event.post(pad_added_event(0))
    frames(app)
    seats = [SeatSpec("Ann", 0, "human", device="pad-41"), SeatSpec("Clucky", 1, "ai", "easy")]
    start_match(app, Match("chicken", 5, seats, {"first_seat": 0}))
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)

    pygame.event.post(pad_removed_event(41))
    frames(app, 3)
    assert isinstance(app.top, DeviceLostScene)
    pygame.event.post(pad_added_event(1))  # the same pad back: SDL gives it a new id
    frames(app, 3)
    assert app.top is scene, "the pause ended by itself"
    assert scene.drivers.device_of(0) == "pad-42" and scene.match.seats[0].device == "pad-42"
    assert any(text == "Ann now on Controller 1 (Xbox)" for text, _ in app.toasts)
    before = len(scene.match.actions)
    press_pad(app, 42, A)
    assert len(scene.match.actions) == before + 1
    app.quit()


def test_a_different_controller_plugged_in_leaves_the_seat_waiting():
    app = new_app()
    pygame.event.clear()
    pads = {0: PadInfo(51, "Xbox Series X Controller"), 1: PadInfo(52, "PS5 Controller")}
    app.router = InputRouter(controllers=False, opener=pads.get)
    pygame.event.post(pad_added_event(0))
    frames(app)
    seats = [SeatSpec("Ann", 0, "human", device="pad-51"), SeatSpec("Clucky", 1, "ai", "easy")]
    start_match(app, Match("chicken", 5, seats, {"first_seat": 0}))
    pygame.event.post(pad_removed_event(51))
    frames(app, 3)
    pygame.event.post(pad_added_event(1))
    frames(app, 3)
    assert isinstance(app.top, DeviceLostScene), "another pad takes the seat only by a press"
    press_pad(app, 52, A)
    assert not isinstance(app.top, DeviceLostScene)
    assert app.top.drivers.device_of(0) == "pad-52"
    app.quit()


def test_the_unplugged_pause_holds_its_words_in_large_text(audited_app):
    from tests.scenes.harness import audited_frame

    audited_app.change_settings(text_size="large")
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Clucky", 1, "ai", "easy")]
    match = Match("chicken", 5, seats, {"first_seat": 0})
    start_match(audited_app, match, autosave=False)
    audited_app.push(DeviceLostScene(audited_app, audited_app.top.drivers, "kb-left", match))
    audited_frame(audited_app)
    faults = audited_frame(audited_app)
    assert faults == [], faults
