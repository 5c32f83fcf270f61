"""Drive the real app headless with posted input events, as a player would."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs.input import key_event, pad_button_event
from scenes.app import App
from scenes.headless import make_headless_app

FRAME_LIMIT = 200_000


def new_app() -> App:
    return make_headless_app(60.0)


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.clock.tick()
        app.frame()


def press_key(app: App, key: int) -> None:
    pygame.event.post(key_event(key, True))
    pygame.event.post(key_event(key, False))
    frames(app, 2)


def press_pad(app: App, instance_id: int, button: int) -> None:
    pygame.event.post(pad_button_event(instance_id, button, True))
    pygame.event.post(pad_button_event(instance_id, button, False))
    frames(app, 2)


def run_until(app: App, done: Callable[[], bool], act: Callable[[], None] | None = None) -> int:
    """Run frames (calling ``act`` each frame) until ``done()``; fails past a bound."""
    for count in range(FRAME_LIMIT):
        if done():
            return count
        if act is not None:
            act()
        frames(app)
    raise AssertionError("the app never reached the expected state")
