"""Henhouse Havoc scene steps that several scene tests take: a match with one human on the
left keyboard half, and getting that human through hiding an army."""

from __future__ import annotations

import pygame

from game.match import SeatSpec
from tests.scenes.harness import press_key, run_until, start

BOTS = ("Henrietta", "Nugget", "Pecky")


def start_henhouse(app, players: int, bots: tuple[str, ...] = BOTS):
    """Ann (human, left keyboard half) against easy ``bots``, Ann first, seed 7."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(name, i + 1, "ai", "easy") for i, name in enumerate(bots[: players - 1])]
    return start(app, "henhouse", 7, seats, {"first_seat": 0})


def ready(app, scene) -> bool:
    return app.top is scene and scene.rows_ready()


def to_targeting(app, scene) -> None:
    """Hide a random army by keys (down to the buttons, Randomise, Deploy!) and wait for
    the Targeting phase."""
    run_until(app, lambda: ready(app, scene) and scene.placing_now())
    for _ in range(10):
        press_key(app, pygame.K_s)
    press_key(app, pygame.K_SPACE)  # Randomise
    press_key(app, pygame.K_d)
    press_key(app, pygame.K_d)
    press_key(app, pygame.K_SPACE)  # Deploy!
    run_until(app, lambda: ready(app, scene) and scene.state.phase == "targeting")
